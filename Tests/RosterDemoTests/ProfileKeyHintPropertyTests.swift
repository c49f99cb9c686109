import RosterCells
import RosterDemo
import RosterTerminal
import Testing

/// Random sessions of the profile screen (seeded, so every case is reproducible from its
/// number; drawn with the demo's own ``SeededGenerator``, as RosterDemoTests does not depend on
/// swift-property-based): wherever they end — on any row, on a post's detail, in the settings
/// form, in one of the list's modes — the footer offers exactly the profile's key bindings
/// that are available there, which are those an independent reading of the screen's state
/// expects, and at any width it fits and keeps `q quit`.
@Suite("Profile footer: exactly the available key bindings, over random sessions")
@MainActor
struct ProfileKeyHintPropertyTests {
  static let caseCount = 400

  /// The keys a session presses: navigation, the profile's keys, the list's, typing.
  static let keys: [Key] = [
    .down, .down, .down, .up, .home, .end, .pageDown, .enter, .escape, .character("a"),
    .character("m"), .character("p"), .character("d"), .character("r"), .character("s"),
    .character("/"), .character("?"), .character("e"), .character(" "), .left, .right,
    .backspace, .character("h"),
  ]

  @Test("the footer offers exactly the available bindings, as the state says, and fits")
  func footerOffersTheAvailableBindings() {
    for caseNumber in 0..<Self.caseCount {
      var random = SeededGenerator(seed: UInt64(caseNumber), stream: 45)
      let configuration = DemoSession.quick(
        failingProfile: Int.random(in: 0...1, using: &random),
        failingPosts: Int.random(in: 0...1, using: &random),
        posts: Int.random(in: 0...6, using: &random))
      let scheduler = VirtualScheduler()
      let app = ProfileApp(
        configuration: configuration, scheduler: scheduler, columns: 80, rows: 24)
      app.start()
      ScriptRunner.advance(app, scheduler, by: .seconds(1))
      var pressed: [Key] = []
      for _ in 0..<Int.random(in: 0...14, using: &random) {
        let key = Self.keys.randomElement(using: &random) ?? .down
        pressed.append(key)
        _ = app.press(key)
        _ = app.frame(columns: 80, rows: 24)
        let wait = [0, 100, 600].randomElement(using: &random) ?? 0
        ScriptRunner.advance(app, scheduler, by: .milliseconds(wait))
      }
      let width = Int.random(in: 12...160, using: &random)
      if let failure = Self.check(app, width: width) {
        Issue.record("case \(caseNumber) (width \(width)): \(failure)\nkeys: \(pressed)")
        return
      }
    }
  }

  /// Describes how the footer of `app` breaks the property, if it does.
  static func check(_ app: ProfileApp, width: Int) -> String? {
    let list = app.listView
    let bindings = list.appKeyBindings
    let own = Set(bindings.map { KeyMapSupport.words($0.hint) })
    let available = Set(
      bindings.filter { $0.isAvailable(list) }.map { KeyMapSupport.words($0.hint) })
    let expected = expectedBindings(app)
    if available != expected {
      return "available \(available.sorted()), the state expects \(expected.sorted())"
    }
    let footer = KeyMapSupport.footer(app)
    let shown = Set(KeyMapSupport.shownHints(footer))
    let inMode =
      list.isEditingFilter || list.isShowingHelp || list.isMovingItem || list.isShowingActionMenu
    let offered = shown.intersection(own)
    if offered != (inMode ? [] : available) {
      return "the footer \"\(footer)\" offers \(offered.sorted()), available: \(available.sorted())"
    }
    let narrow = KeyMapSupport.footer(app, columns: width)
    if StyledLine(narrow).width > width { return "\"\(narrow)\" is wider than \(width)" }
    // q types into a line that takes text, and closes the help.
    let typing = list.isEditingFilter || list.selectedCellTakesTextInput || list.isShowingHelp
    let quits = width >= 1 + "q quit".count && !typing
    if quits && !narrow.hasSuffix("q quit") { return "\"\(narrow)\" lost q quit" }
    let narrowShown = Set(KeyMapSupport.shownHints(narrow)).subtracting(["q q…"])
    if !narrowShown.isSubset(of: shown) && !narrow.contains("…") {
      return "\"\(narrow)\" shows hints \"\(footer)\" has not"
    }
    return nil
  }

  /// The profile's bindings that should act now, read from the state and the selected row's
  /// model alone.
  static func expectedBindings(_ app: ProfileApp) -> Set<String> {
    let model = app.selectedModel
    if app.isShowingSettings {
      if app.listView.selectedCellTakesTextInput {
        return app.settings.hasUnsavedChanges
          ? ["Enter save", "Esc stop editing"] : ["Esc stop editing"]
      }
      var expected: Set<String> = ["Esc back"]
      if model is ToggleCellModel { expected.insert("Enter Space toggle") }
      if (model as? ButtonCellModel)?.isEnabled == true { expected.insert("Enter Space press") }
      if model is SegmentedControlCellModel { expected.insert("←→ choose") }
      if model is TextFieldCellModel { expected.insert("Enter edit") }
      return expected
    }
    let state = app.interactor.state
    if state.selectedPost != nil { return ["Esc Backspace h back"] }
    var expected: Set<String> = ["s settings"]
    if !state.failedSources.isEmpty { expected.insert("r retry failed") }
    if let post = model as? PostCellModel {
      expected.formUnion(["Enter open", post.isPinned ? "p unpin" : "p pin", "d delete"])
    }
    if model is ErrorCellModel { expected.insert("Enter retry") }
    return expected
  }
}
