import RosterCells
import RosterDemo
import RosterTerminal
import Testing

/// The settings form's cursor lands only on rows that do something.
@Suite("Settings: ↓ and ↑ skip what only says where things are")
@MainActor
struct SettingsCursorTests {
  /// The identifiers of the rows the cursor visits going down from the top, then up.
  private static func visited(_ state: SettingsState) -> (down: [String], up: [String]) {
    let app = SettingsApp(state: state, columns: 80, rows: 24)
    app.start()
    func selected() -> String? {
      app.listView.selectedIndexPath.flatMap { path in
        SettingsScreen.sections(for: state, send: { _ in })[path.section].cellModels[path.item]
          .identifier
      }
    }
    var down: [String] = []
    _ = app.press(.home)
    for _ in 0..<12 {
      _ = app.frame(columns: 80, rows: 24)
      if let row = selected(), down.last != row { down.append(row) }
      // Letters would go into the name field, which edits while selected: ↓ is no letter.
      _ = app.press(.down)
    }
    var up: [String] = []
    for _ in 0..<12 {
      _ = app.frame(columns: 80, rows: 24)
      if let row = selected(), up.last != row { up.append(row) }
      _ = app.press(.up)
    }
    return (down, up)
  }

  @Test("every row of every sign-out state is a control, and ↓/↑ visit each once, in order")
  func onlyControls() {
    var confirming = SettingsState()
    confirming.isConfirmingSignOut = true
    var signedOut = SettingsState()
    signedOut.isSignedOut = true
    var unsaved = SettingsState()
    unsaved.displayName = "Ada"
    let expected = [
      ["notifications", "dark-mode", "refresh", "display-name", "save", "sign-out"],
      ["notifications", "dark-mode", "refresh", "display-name", "save", "cancel", "confirm"],
      ["notifications", "dark-mode", "refresh", "display-name", "save", "sign-in"],
      ["notifications", "dark-mode", "refresh", "display-name", "save", "sign-out"],
    ]
    for (state, rows) in zip([SettingsState(), confirming, signedOut, unsaved], expected) {
      let models = SettingsScreen.sections(for: state, send: { _ in }).flatMap(\.cellModels)
      #expect(
        models.allSatisfy {
          $0 is ToggleCellModel || $0 is SegmentedControlCellModel || $0 is TextFieldCellModel
            || $0 is ButtonCellModel
        }, "\(models.map(\.identifier))")
      let visited = Self.visited(state)
      #expect(visited.down == rows)
      #expect(visited.up == rows.reversed())
    }
  }

  @Test("what the form says — the saved name, the question, signed out — still shows")
  func wordsStayOnScreen() {
    var state = SettingsState()
    let screen = { (state: SettingsState) -> String in
      let app = SettingsApp(state: state, columns: 80, rows: 24)
      app.start()
      return app.frame(columns: 80, rows: 24).plainRows.joined(separator: "\n")
    }
    #expect(screen(state).contains("Saved as Noor Haddad"))
    state.displayName = "Ada"
    #expect(screen(state).contains("Unsaved changes"))
    state.isConfirmingSignOut = true
    #expect(screen(state).contains("Sign out of this device?"))
    state.isConfirmingSignOut = false
    state.isSignedOut = true
    #expect(screen(state).contains("Signed out."))
  }
}
