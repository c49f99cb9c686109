import RosterCells
import RosterDemo
import RosterTerminal
import Testing

/// Every key the profile's and the settings form's footers offer, in every state they have,
/// does something there: pressed on a fresh screen in that state, it changes what the screen
/// shows (or quits). And every key of theirs the help lists does something in one of them.
@Suite("Screen keys: every key a footer or the help shows acts")
@MainActor
struct ScreenKeysActTests {
  /// A screen in one state, made afresh for each key tried on it.
  struct Situation {
    var name: String
    var make: @MainActor () -> (app: any DemoApp, scheduler: VirtualScheduler)
  }

  /// Presses `key` and draws, as the terminal does after every key; then lets half a second
  /// pass (the profile's answers and its batched updates).
  @discardableResult
  static func press(
    _ key: Key, _ app: any DemoApp, _ scheduler: VirtualScheduler
  )
    -> DemoKeyResult
  {
    let result = app.press(key)
    _ = app.frame(columns: 80, rows: 24)
    ScriptRunner.advance(app, scheduler, by: .milliseconds(500))
    _ = app.frame(columns: 80, rows: 24)
    return result
  }

  static func profile(
    _ name: String, _ keys: [Key], _ configuration: ServiceConfiguration = DemoSession.quick
  ) -> Situation {
    Situation(name: "profile, \(name)") {
      let scheduler = VirtualScheduler()
      let app = ProfileApp(
        configuration: configuration, scheduler: scheduler, columns: 80, rows: 24)
      app.start()
      ScriptRunner.advance(app, scheduler, by: .seconds(1))
      for key in keys { press(key, app, scheduler) }
      return (app, scheduler)
    }
  }

  static func settings(_ name: String, _ keys: [Key]) -> Situation {
    Situation(name: "settings, \(name)") {
      let scheduler = VirtualScheduler()
      let app = SettingsApp(columns: 80, rows: 24)
      app.start()
      for key in keys { press(key, app, scheduler) }
      return (app, scheduler)
    }
  }

  /// The form's states, after `prefix` (`s` from the profile).
  static func formSituations(
    _ make: @MainActor (String, [Key]) -> Situation, after prefix: [Key] = []
  ) -> [Situation] {
    let name: [Key] = prefix + [.home, .down, .down, .down]
    return [
      make("on a switch", prefix + [.home]),
      make("on the segments", prefix + [.home, .down, .down]),
      make("editing the name", name),
      make("the name typed", name + [.character("x")]),
      make("the name no longer edited", name + [.escape]),
      make("on Save with a change", name + [.character("x"), .escape, .down]),
      make("on Sign out", name + [.escape, .down, .down]),
      make("confirming sign out", name + [.escape, .down, .down, .enter]),
    ]
  }

  static let profileSituations: [Situation] =
    [
      profile("on the header", [.home]),
      profile("on an attribute", [.home, .down]),
      profile("on a post", [.end]),
      profile("on a pinned post", [.end, .character("p")]),
      profile("on an error row", [.end], DemoSession.quick(failingPosts: 1)),
      profile("with a failed source", [.home], DemoSession.quick(failingProfile: 1)),
      profile("on a post's detail", [.end, .enter]),
      profile("in a post's actions", [.end, .character("a")]),
      profile("moving an attribute", [.home, .down, .character("m")]),
      profile("typing a filter", [.character("/"), .character("e")]),
      profile("with a filter kept", [.character("/"), .character("e"), .enter]),
      profile("in the help", [.character("?")]),
    ] + formSituations({ profile($0, $1) }, after: [.character("s")])

  static let settingsSituations = formSituations(settings)

  /// Checks that each hint the footer of `situation` shows acts; returns the hints that did.
  @discardableResult
  static func checkEveryShownKeyActs(
    _ situation: Situation, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Set<String> {
    let (app, _) = situation.make()
    let footer = KeyMapSupport.footer(app)
    let shown = KeyMapSupport.shownHints(footer)
    #expect(!shown.isEmpty, "\(situation.name): \(footer)", sourceLocation: sourceLocation)
    var acted = Set<String>()
    for words in shown {
      let keys = KeyMapSupport.keys(for: words, on: app.listView)
      #expect(
        !keys.isEmpty, "\(situation.name): no key presses '\(words)'",
        sourceLocation: sourceLocation)
      for key in keys {
        let (fresh, scheduler) = situation.make()
        // The text and its styles: the action menu's highlight is a style.
        let seen = { () -> [String] in
          let frame = fresh.frame(columns: 80, rows: 24)
          return frame.plainRows + frame.styleMask
        }
        let before = seen()
        let result = fresh.press(key)
        let right = seen()
        ScriptRunner.advance(fresh, scheduler, by: .milliseconds(500))
        let later = seen()
        if result == .quit || right != before || later != before {
          acted.insert(words)
          break
        }
      }
      #expect(
        acted.contains(words), "\(situation.name): '\(words)' in \"\(footer)\" does nothing",
        sourceLocation: sourceLocation)
    }
    if footer.hasSuffix(" · q quit") {
      let (fresh, _) = situation.make()
      #expect(fresh.press(.character("q")) == .quit, "\(situation.name): q does not quit")
    }
    return acted
  }

  /// The help's words for the keys of `screen`'s tables titled `titles`: the screen's own.
  static func helpHints(of screen: DemoScreen, titled titles: Set<String>) -> Set<String> {
    Set(
      screen.keyTables.filter { titles.contains($0.title) }.flatMap(\.hints)
        .compactMap(\.footer))
  }

  @Test("the profile: every key its footer shows acts, on every row and in every mode")
  func profileKeysAct() {
    var acted = Set<String>()
    for situation in Self.profileSituations {
      acted.formUnion(Self.checkEveryShownKeyActs(situation))
    }
    let own = Self.helpHints(
      of: .profile,
      titled: ["Profile", "On a post's detail", "In the settings form (s)", "Typing the name"])
    #expect(own.count >= 12, "\(own)")
    #expect(own.subtracting(acted).isEmpty, "help keys that never acted: \(own.subtracting(acted))")
  }

  @Test("the settings form: every key its footer shows acts, on every row")
  func settingsKeysAct() {
    var acted = Set<String>()
    for situation in Self.settingsSituations {
      acted.formUnion(Self.checkEveryShownKeyActs(situation))
    }
    let own = Self.helpHints(of: .settings, titled: ["Settings form", "Typing the name"])
    #expect(own.count >= 5, "\(own)")
    #expect(own.subtracting(acted).isEmpty, "help keys that never acted: \(own.subtracting(acted))")
  }
}
