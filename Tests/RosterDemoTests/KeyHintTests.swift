import RosterDemo
import RosterTerminal
import Testing

@Suite("Key hints: one key map per screen, footers that fit and offer what the row has")
@MainActor
struct KeyHintTests {
  /// Presses `key` and draws a frame, as the terminal does after every key (a selected text
  /// field starts editing when it is drawn selected).
  @discardableResult
  private func press(_ app: any DemoApp, _ key: Key, columns: Int = 80) -> DemoKeyResult {
    let result = app.press(key)
    _ = app.frame(columns: columns, rows: 24)
    return result
  }

  private func footer(_ app: any DemoApp, columns: Int = 80) -> String {
    app.frame(columns: columns, rows: 24).plainRows.last ?? ""
  }

  private func loadedProfile() -> ProfileApp {
    let scheduler = VirtualScheduler()
    let app = ProfileApp(
      configuration: DemoSession.quick, scheduler: scheduler, columns: 80, rows: 24)
    app.start()
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    return app
  }

  @Test("StatusLine keeps the last hint, shortens the report, then drops, then cuts")
  func fitting() {
    let report: [StatusLine.Part] = [["update 1.00 ms (mean 2.00, max 3.00 ms)", "update 1.00 ms"]]
    let hints = ["n newer", "space pauses", "q quit"]
    #expect(
      StatusLine.fit(report: report, hints: hints, width: 80)
        == "update 1.00 ms (mean 2.00, max 3.00 ms) · n newer · space pauses · q quit")
    #expect(
      StatusLine.fit(report: report, hints: hints, width: 50)
        == "update 1.00 ms · n newer · space pauses · q quit")
    #expect(
      StatusLine.fit(report: report, hints: hints, width: 36) == "update 1.00 ms · n newer · q quit"
    )
    #expect(StatusLine.fit(report: report, hints: hints, width: 20) == "update 1.0… · q quit")
    #expect(StatusLine.fit(report: report, hints: hints, width: 7) == "q quit")
    #expect(StatusLine.fit(report: report, hints: hints, width: 4) == "q q…")
    for width in 0...90 {
      let line = StatusLine.fit(report: report, hints: hints, width: width)
      #expect(StyledLine(line).width <= max(width, 0), "\(width)")
      if width >= 6 { #expect(line.hasSuffix("q quit"), "\(width)") }
    }
  }

  @Test("every footer at 80 columns ends with q quit and offers only keys of the screen's map")
  func footersEndWithQuit() {
    let profile = loadedProfile()
    let settings = SettingsApp(columns: 80, rows: 24)
    let discover = DiscoverApp(columns: 80, rows: 24)
    let scheduler = VirtualScheduler()
    let feed = FeedApp(
      configuration: FeedConfiguration(itemCount: 1_000), scheduler: scheduler,
      stopwatch: { .milliseconds(123_456) }, measuresRealTime: true, diffsOffMain: false,
      columns: 80, rows: 24)
    let screens: [(DemoScreen, any DemoApp)] = [
      (.profile, profile), (.settings, settings), (.discover, discover), (.feed, feed),
    ]
    for (screen, app) in screens {
      if !(app is ProfileApp) { app.start() }
      let table = screen.keyTables.flatMap(\.hints)
      for key: Key in [.home, .down, .down, .down, .down, .down, .end] {
        press(app, key)
        let footer = footer(app)
        // While the name field edits, q types a q: the footer says how to stop instead.
        let end = footer.hasPrefix(" Typing the name: ") ? " Esc stop editing" : " q quit"
        #expect(footer.hasSuffix(end) && footer.count <= 80, "\(screen): \(footer)")
        let hints = KeyMapSupport.shownHints(footer)
        #expect(!hints.isEmpty, "\(screen): \(footer)")
        for hint in hints {
          #expect(
            table.contains { $0.footer == hint || hint.hasSuffix(" " + $0.effect) },
            "\(screen): '\(hint)' is in no table")
        }
      }
    }
    // The feed's are the list's key hints, fitted: its figures are in the title bar.
    #expect(
      footer(feed)
        == " ↑↓ navigate  Enter select  v edit  ^R refresh  Space pause  ? help · q quit")
  }

  @Test("the profile's footer offers a row's keys only on rows that have them")
  func profileRowKeys() {
    let app = loadedProfile()
    press(app, .home)
    #expect(footer(app) == " ↑↓ navigate  ^R refresh  / filter  s settings  ? help · q quit")
    press(app, .down)  // the first attribute
    #expect(
      footer(app) == " ↑↓ navigate  ^R refresh  m move  / filter  s settings  ? help · q quit")
    press(app, .end)  // the last post
    #expect(
      footer(app, columns: 120)
        == " ↑↓ navigate  ^R refresh  / filter  a actions  Enter open  p pin  d delete  s settings"
        + "  ? help · q quit")
    // Narrow, p, d and s give way first: the post's actions (a) have them too.
    #expect(
      footer(app) == " ↑↓ navigate  ^R refresh  / filter  a actions  Enter open  ? help · q quit")
    #expect(footer(app, columns: 50).hasSuffix(" · q quit"))
    press(app, .character("a"))
    #expect(footer(app) == " Actions: ↑↓ choose  Enter run  Esc close · q quit")
    press(app, .escape)
    press(app, .enter)
    #expect(footer(app) == " Esc Backspace h back  ? help · q quit")
  }

  @Test("a row key with nothing to do on the selected row says so in the status line")
  func nothingToDo() {
    let app = loadedProfile()
    press(app, .home)
    #expect(press(app, .character("d")) == .ignored)
    #expect(footer(app).hasPrefix(" d: only a post has that action · ↑↓ navigate  "))
    press(app, .down)
    press(app, .character("a"))
    #expect(footer(app).hasPrefix(" a: only a post has actions · "))
    press(app, .character("r"))
    #expect(footer(app).hasPrefix(" r: nothing failed · "))
    press(app, .end)
    press(app, .character("m"))
    #expect(footer(app).hasPrefix(" m: only an attribute can be reordered · "))
    #expect(footer(app).hasSuffix(" q quit") && app.notice != nil)
    // The next key clears it.
    press(app, .up)
    #expect(app.notice == nil)
    #expect(!footer(app).contains("only"))
  }

  @Test("the settings footer follows the row, and while the name edits, q is no quit key")
  func settingsFooter() {
    let app = SettingsApp(columns: 80, rows: 24)
    app.start()
    press(app, .home)
    #expect(footer(app) == " ↑↓ navigate  Enter Space toggle  ? help · q quit")
    press(app, .down)
    press(app, .down)
    #expect(footer(app) == " ↑↓ navigate  ←→ choose  ? help · q quit")
    press(app, .down)  // the name field, which edits while selected
    #expect(footer(app) == " Typing the name: Esc stop editing")
    press(app, .escape)
    #expect(footer(app) == " ↑↓ navigate  Enter edit  ? help · q quit")
    press(app, .down)  // Save, which has nothing to save
    #expect(footer(app) == " ↑↓ navigate  ? help · q quit")
    press(app, .down)
    #expect(footer(app) == " ↑↓ navigate  Enter Space press  ? help · q quit")
  }

  @Test("the settings form opened from the profile: Esc back first, except while editing")
  func profileSettingsFooter() {
    let app = loadedProfile()
    press(app, .character("s"))
    #expect(footer(app) == " ↑↓ navigate  Esc back  Enter Space toggle  ? help · q quit")
    for _ in 0..<3 { press(app, .down) }
    #expect(footer(app) == " Typing the name: Esc stop editing")
    press(app, .character("x"))
    #expect(footer(app) == " Typing the name: Enter save  Esc stop editing")
  }

  @Test("the help of each table lists every entry with its keys and effect")
  func helpText() {
    let table = KeyTable("Keys", [KeyHint("x", "does x", footer: "x"), .quit])
    #expect(table.helpText == "Keys:\n  x  does x\n  q  quits")
    #expect(table.footerHints(headed: "Mode:") == ["Mode: x", "q quit"])
  }
}
