import Foundation
import RosterCells
import RosterDemo
import Testing

@Suite("SettingsReducer")
struct SettingsReducerTests {
  @Test("switches and the segmented choice store what they are given")
  func controls() {
    var state = SettingsState()
    SettingsReducer.reduce(&state, .setNotifications(false))
    SettingsReducer.reduce(&state, .setDarkMode(true))
    SettingsReducer.reduce(&state, .setRefresh(.daily))
    #expect(!state.notifications && state.darkMode && state.refresh == .daily)
  }

  @Test("editing marks unsaved changes; saving trims and stores; a blank name is not saved")
  func nameAndSave() {
    var state = SettingsState()
    SettingsReducer.reduce(&state, .editName("  Ada  "))
    #expect(state.hasUnsavedChanges)
    SettingsReducer.reduce(&state, .save)
    #expect(state.savedName == "Ada" && state.displayName == "Ada" && !state.hasUnsavedChanges)
    SettingsReducer.reduce(&state, .editName("   "))
    SettingsReducer.reduce(&state, .save)
    #expect(state.savedName == "Ada" && state.hasUnsavedChanges)
    SettingsReducer.reduce(&state, .editName(String(repeating: "x", count: 100)))
    #expect(state.displayName.count == SettingsReducer.maximumNameLength)
  }

  @Test("sign out needs a confirmation; cancel keeps the account; confirm alone does nothing")
  func signOut() {
    var state = SettingsState()
    SettingsReducer.reduce(&state, .confirmSignOut)
    #expect(!state.isSignedOut)
    SettingsReducer.reduce(&state, .requestSignOut)
    #expect(state.isConfirmingSignOut)
    SettingsReducer.reduce(&state, .cancelSignOut)
    #expect(!state.isConfirmingSignOut && !state.isSignedOut)
    SettingsReducer.reduce(&state, .requestSignOut)
    SettingsReducer.reduce(&state, .confirmSignOut)
    #expect(state.isSignedOut && !state.isConfirmingSignOut)
    SettingsReducer.reduce(&state, .requestSignOut)
    #expect(!state.isConfirmingSignOut)
    SettingsReducer.reduce(&state, .signIn)
    #expect(!state.isSignedOut)
  }
}

@Suite("SettingsScreen")
@MainActor
struct SettingsScreenTests {
  static func identifiers(_ state: SettingsState) -> [[String]] {
    SettingsScreen.sections(for: state, send: { _ in }).map { $0.cellModels.map(\.identifier) }
  }

  static func headers(_ state: SettingsState) -> [String?] {
    SettingsScreen.sections(for: state, send: { _ in }).map { $0.headerModel?.identifier }
  }

  @Test("three sections whose danger rows follow the sign-out flow; words are headers")
  func sectionsPerState() {
    var state = SettingsState()
    #expect(
      Self.identifiers(state) == [
        ["notifications", "dark-mode", "refresh"], ["display-name", "save"], ["sign-out"],
      ])
    #expect(Self.headers(state) == ["preferences-title", "account-title", nil])
    state.isConfirmingSignOut = true
    #expect(Self.identifiers(state)[2] == ["cancel", "confirm"])
    #expect(Self.headers(state)[2] == "confirm-sign-out")
    state.isConfirmingSignOut = false
    state.isSignedOut = true
    #expect(Self.identifiers(state)[2] == ["sign-in"])
    #expect(Self.headers(state)[2] == "signed-out")
  }

  @Test("the models hold the state's values and send actions, changing nothing themselves")
  func modelsShowState() throws {
    var state = SettingsState()
    state.notifications = false
    state.refresh = .daily
    state.displayName = "Ada"
    var sent: [SettingsAction] = []
    let sections = SettingsScreen.sections(for: state, send: { sent.append($0) })
    let toggle = try #require(sections[0].cellModels[0] as? ToggleCellModel)
    let segments = try #require(sections[0].cellModels[2] as? SegmentedControlCellModel)
    let field = try #require(sections[1].cellModels[0] as? TextFieldCellModel)
    let save = try #require(sections[1].cellModels[1] as? ButtonCellModel)
    #expect(!toggle.isOn && segments.selectedIndex == 2 && field.text == "Ada" && save.isEnabled)
    toggle.toggle()
    segments.select(segment: 0)
    field.onChange(field, "Bo")
    save.press()
    #expect(sent == [.setNotifications(true), .setRefresh(.manual), .editName("Bo"), .save])
    let saved = SettingsScreen.sections(for: SettingsState(), send: { _ in })
    #expect((saved[1].cellModels[1] as? ButtonCellModel)?.isEnabled == false)
  }
}

@Suite("SettingsApp")
@MainActor
struct SettingsAppTests {
  func app(_ state: SettingsState = SettingsState()) -> SettingsApp {
    let app = SettingsApp(state: state, columns: 60, rows: 18)
    app.resize(columns: 60, rows: 18)
    app.start()
    _ = screen(app)
    return app
  }

  /// Presses `key` and draws a frame, as the terminal's run loop does after every key.
  @discardableResult
  func press(_ app: SettingsApp, _ key: Key) -> DemoKeyResult {
    let result = app.press(key)
    _ = screen(app)
    return result
  }

  func screen(_ app: SettingsApp) -> String {
    app.frame(columns: 60, rows: 18).plainRows.joined(separator: "\n")
  }

  @Test("Enter and space flip the selected switch; the screen shows the app's value")
  func toggles() {
    let app = app()
    #expect(press(app, .enter) == .handled)
    #expect(!app.state.notifications)
    #expect(screen(app).contains("○ Off"))
    #expect(screen(app).contains("notifications off"))
    #expect(press(app, .character(" ")) == .handled)
    #expect(app.state.notifications)
    press(app, .down)
    press(app, .character(" "))
    #expect(app.state.darkMode)
  }

  @Test("Left and Right choose the neighbouring segment")
  func segments() {
    let app = app()
    press(app, .down)
    press(app, .down)
    press(app, .right)
    #expect(app.state.refresh == .daily)
    press(app, .right)
    #expect(app.state.refresh == .daily)
    press(app, .left)
    press(app, .left)
    #expect(app.state.refresh == .manual)
    #expect(screen(app).contains("[Manual]"))
  }

  @Test("typing edits the name, q types a q, Enter saves, Esc stops editing and q quits")
  func typing() {
    let app = app()
    for _ in 0..<3 { press(app, .down) }
    // The field edits once typing starts; from then on q is text, not quit.
    for character in "!q" { #expect(press(app, .character(character)) == .handled) }
    #expect(app.state.displayName == "Noor Haddad!q")
    #expect(app.state.hasUnsavedChanges)
    press(app, .enter)
    #expect(app.state.savedName == "Noor Haddad!q")
    #expect(screen(app).contains("Saved as Noor Haddad!q"))
    press(app, .escape)
    #expect(press(app, .character("q")) == .quit)
  }

  @Test("Sign out shows a confirmation row; Cancel returns, Confirm signs out")
  func confirmation() {
    let app = app()
    press(app, .end)
    press(app, .enter)
    #expect(app.state.isConfirmingSignOut)
    #expect(screen(app).contains("Sign out of this device?"))
    // Cancel took the button's place, selected: a second Enter does no harm.
    press(app, .enter)
    #expect(!app.state.isConfirmingSignOut && !app.state.isSignedOut)
    #expect(screen(app).contains("Sign out"))
    press(app, .end)
    press(app, .enter)
    // Confirm is below Cancel.
    press(app, .down)
    press(app, .enter)
    #expect(app.state.isSignedOut)
    #expect(screen(app).contains("Signed out."))
    #expect(screen(app).contains("signed out"))
  }
}

@Suite("Settings scripted session")
@MainActor
struct SettingsSessionTests {
  @Test("a script flips a switch, chooses a segment, renames and signs out")
  func session() throws {
    let output = try DemoSession.settings(
      """
      snapshot start
      key space
      key down
      key down
      key right
      snapshot changed
      key down
      key enter
      key backspace
      key backspace
      key enter
      key esc
      key end
      key enter
      snapshot confirm
      key down
      key enter
      snapshot signed out
      key q
      """, everyFrame: true)
    // Every frame drawn, as the terminal draws after every key (the text field's cursor is
    // placed when it is drawn selected).
    let frames = output.split(separator: "\n").map(String.init)
    #expect(
      frames.filter { $0.hasPrefix("── ") && ($0.contains("snapshot") || $0.contains("quit")) }
        .map {
          $0.replacingOccurrences(of: #"frame \d+ · "#, with: "", options: .regularExpression)
        }
        == [
          "── 0 ms · 60x18 · snapshot start", "── 0 ms · 60x18 · snapshot changed",
          "── 0 ms · 60x18 · snapshot confirm", "── 0 ms · 60x18 · snapshot signed out",
          "── quit (key q) at 0 ms",
        ])
    #expect(output.contains("[Daily]"))
    #expect(output.contains("Saved as Noor Hadd\n"))
    #expect(output.contains("Sign out of this device?"))
    #expect(output.contains("Signed out."))
  }
}
