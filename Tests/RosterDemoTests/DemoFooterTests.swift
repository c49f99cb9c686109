import Roster
import RosterCells
import RosterDemo
import RosterTerminal
import Testing

/// Every screen's footer, in every state it has, against the one key table its help prints.
@Suite("Footers: made from each screen's key table, fitting, saying what the keys do now")
@MainActor
struct DemoFooterTests {
  /// The footer's hints, without a mode's heading ("Filter: ", "Editing: "); a list's line of
  /// key hints (the discover screen's) split into its hints, two spaces apart.
  private static func hints(of footer: String) -> [String] {
    footer.trimmingCharacters(in: .whitespaces).components(separatedBy: " · ").flatMap { hint in
      guard let colon = hint.range(of: ": "), !hint.hasPrefix("a: ") else { return [hint] }
      return [String(hint[colon.upperBound...])]
    }.flatMap { $0.components(separatedBy: "  ") }
  }

  private static func footer(_ app: any DemoApp, columns: Int) -> String {
    app.frame(columns: columns, rows: 24).plainRows.last ?? ""
  }

  /// Checks the footer of `app` now, at 80 and 120 columns: every hint is one of `screen`'s
  /// tables, it fits, and it ends with `q quit` unless a line takes typed text (q is typed).
  private static func checkFooter(
    _ app: any DemoApp, _ screen: DemoScreen, _ state: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table = Set(screen.keyTables.flatMap(\.hints).compactMap(\.footer))
    // A list's hint names its keys shorter than its key map does ("↑↓" for "↑↓ j k"): its
    // action is what the help explains. The edit-mode key, "edit" in the map, says "done" in
    // edit mode.
    let actions = Set(screen.keyTables.flatMap(\.hints).map(\.effect) + ["done"])
    for columns in [80, 120] {
      let footer = footer(app, columns: columns)
      let hints = hints(of: footer)
      let typing = footer.hasPrefix(" Filter: ") || footer.hasPrefix(" Typing the name: ")
      for hint in hints where !hint.contains(": only ") && !hint.hasSuffix("nothing failed") {
        #expect(
          table.contains(hint) || actions.contains { hint.hasSuffix(" " + $0) },
          "\(screen) \(state) at \(columns): '\(hint)' is in no table",
          sourceLocation: sourceLocation)
      }
      #expect(
        StyledLine(footer).width <= columns, "\(screen) \(state) at \(columns): \(footer)",
        sourceLocation: sourceLocation)
      #expect(
        typing || footer.hasSuffix(" · q quit"), "\(screen) \(state) at \(columns): \(footer)",
        sourceLocation: sourceLocation)
    }
  }

  private static func feed(items: Int = 1_000) -> (FeedApp, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: items, rate: 10, editsPerUpdate: 2, seed: 3),
      scheduler: scheduler, stopwatch: { .milliseconds(123_456) }, measuresRealTime: true,
      diffsOffMain: false, columns: 80, rows: 24)
    app.start()
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    return (app, scheduler)
  }

  private static func profile(posts: Int = 24) -> (ProfileApp, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = ProfileApp(
      configuration: DemoSession.quick(posts: posts), scheduler: scheduler, columns: 80,
      rows: 24)
    app.start()
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    return (app, scheduler)
  }

  @Test("the feed's footer: the list's key hints and the feed's that fit, then q quit")
  func feedFooter() {
    let (app, _) = Self.feed()
    #expect(
      Self.footer(app, columns: 80)
        == " ↑↓ navigate  Enter select  v edit  ^R refresh  Space pause  ? help · q quit")
    #expect(
      Self.footer(app, columns: 120)
        == " ↑↓ navigate  Enter select  v edit  ^R refresh  / filter  Space pause  n newer  ? help"
        + " · q quit")
    Self.checkFooter(app, .feed, "running")
    // The figures are in the title bar, where they fit beside the title.
    let title = app.frame(columns: 80, rows: 24).plainRows[0]
    #expect(title.contains("update ") && title.contains("frame ") && title.contains(" items"))
  }

  @Test("paused, the feed's footer says space resumes; filtering, what Enter and Esc do")
  func feedStates() {
    let (app, scheduler) = Self.feed()
    #expect(app.press(.character(" ")) == .handled)
    #expect(Self.hints(of: Self.footer(app, columns: 80)).contains("Space resume"))
    #expect(!Self.footer(app, columns: 80).contains("Space pause"))
    Self.checkFooter(app, .feed, "paused")

    #expect(app.press(.character("/")) == .handled)
    #expect(Self.footer(app, columns: 80) == " Filter: Enter keep  Esc clear")
    Self.checkFooter(app, .feed, "typing a filter")
    for character in "item 12" { _ = app.press(.character(character)) }
    #expect(app.press(.enter) == .handled)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(Self.footer(app, columns: 120).contains("  Esc clear filter  "))
    Self.checkFooter(app, .feed, "with a kept filter")
    #expect(app.press(.escape) == .handled)
    #expect(!Self.footer(app, columns: 120).contains("Esc clear"))

    #expect(app.press(.character("v")) == .handled)
    #expect(
      Self.footer(app, columns: 80)
        == " ↑↓ navigate  Enter select  Space select  v done  d delete  ? help · q quit")
    Self.checkFooter(app, .feed, "in edit mode")
    #expect(app.press(.character("v")) == .handled)
    #expect(Self.footer(app, columns: 80).contains("v edit"))
  }

  @Test("the profile's footer: / and Ctrl-R on every row, a row's own keys, a mode's keys")
  func profileFooter() {
    let (app, scheduler) = Self.profile()
    _ = app.press(.home)
    #expect(
      Self.footer(app, columns: 80)
        == " ↑↓ navigate  ^R refresh  / filter  s settings  ? help · q quit")
    Self.checkFooter(app, .profile, "on the header")
    _ = app.press(.down)
    Self.checkFooter(app, .profile, "on an attribute")
    _ = app.press(.end)
    // Narrow, the hints of least use give way first: settings, delete, pin.
    #expect(
      Self.footer(app, columns: 80)
        == " ↑↓ navigate  ^R refresh  / filter  a actions  Enter open  ? help · q quit")
    #expect(
      Self.footer(app, columns: 120)
        == " ↑↓ navigate  ^R refresh  / filter  a actions  Enter open  p pin  d delete  s settings"
        + "  ? help · q quit")
    Self.checkFooter(app, .profile, "on a post")
    _ = app.press(.character("/"))
    #expect(Self.footer(app, columns: 80) == " Filter: Enter keep  Esc clear")
    Self.checkFooter(app, .profile, "typing a filter")
    _ = app.press(.enter)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    _ = app.press(.character("a"))
    Self.checkFooter(app, .profile, "in the action menu")
    _ = app.press(.escape)
    _ = app.press(.enter)
    #expect(Self.footer(app, columns: 80) == " Esc Backspace h back  ? help · q quit")
    Self.checkFooter(app, .profile, "on a post's detail")
  }

  @Test("settings and discover footers are their tables' too, on every row")
  func catalogueFooters() {
    let settings = SettingsApp(columns: 80, rows: 24)
    settings.start()
    let discover = DiscoverApp(columns: 80, rows: 24)
    discover.start()
    for (screen, app) in [(DemoScreen.settings, settings as any DemoApp), (.discover, discover)] {
      for step in 0..<8 {
        _ = app.press(.down)
        _ = app.frame(columns: 80, rows: 24)
        Self.checkFooter(app, screen, "after \(step + 1) ↓")
      }
    }
  }

  @Test("Ctrl-R refreshes the profile: both sources load again, the indicator shows meanwhile")
  func profileRefresh() async {
    let (app, scheduler) = Self.profile()
    let requests = app.interactor.state.nextRequest
    #expect(app.press(.control("r")) == .handled)
    for _ in 0..<10 { await Task.yield() }
    #expect(app.interactor.state.nextRequest == requests + 2)
    #expect(app.frame(columns: 80, rows: 24).plainRows[1].contains("Refreshing"))
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    for _ in 0..<10 { await Task.yield() }
    #expect(app.interactor.state.profile.value != nil && app.interactor.state.posts.value != nil)
    #expect(!app.frame(columns: 80, rows: 24).plainRows[1].contains("Refreshing"))
    // On a post's detail there is nothing to refresh.
    _ = app.press(.end)
    _ = app.press(.enter)
    #expect(app.interactor.state.selectedPost != nil)
    _ = app.press(.control("r"))
    for _ in 0..<10 { await Task.yield() }
    #expect(app.interactor.state.nextRequest == requests + 2)
  }

  @Test("the profile's posts overflow: a scroll indicator; / finds posts by their titles")
  func profileIndicatorAndFilter() {
    let (app, scheduler) = Self.profile()
    let rows = app.frame(columns: 80, rows: 24).plainRows[1..<23]
    #expect(rows.allSatisfy { $0.last == "│" || $0.last == "█" }, "\(rows)")
    _ = app.press(.character("/"))
    for character in "retry" { _ = app.press(.character(character)) }
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    let expected = app.interactor.state.posts.value?.filter {
      ItemFilter(query: "retry").matches(text: $0.title)
    }
    let shown = app.listView.numberOfItems
    #expect((expected?.count ?? 0) > 0 && shown == expected?.count)
    _ = app.press(.escape)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.listView.numberOfItems == 4 + 24)
  }
}
