/// The settings form as a running app: it owns a ``SettingsState``, ``SettingsScreen`` turns
/// every new state into sections of RosterCells' models, and a ``ListController`` diffs them
/// onto a `TerminalListView` whose registry holds RosterTerminalCells' cells.
///
/// Keys (``keyTables``): arrows or j/k move; on a switch or button Enter or space; on the
/// segments Left and Right; on the text field typing, Enter saves, Esc stops editing; `q` quits
/// (except while typing). The form's own keys join the list's in its key map (see
/// `keyBindings(controller:)`); `?` shows them all.
@MainActor
package final class SettingsApp: DemoApp {
  /// The state the form shows.
  package private(set) var state: SettingsState
  /// The list the screen shows.
  package let listView: TerminalListView
  let controller: ListController<TerminalListView>
  /// What the list worked around (too narrow a screen, say): kept, never printed over the
  /// screen.
  package let diagnostics = DiagnosticLog()
  /// Called after every state change, with the new state.
  package var onChange: ((SettingsState) -> Void)?

  /// Creates the app showing `state` on a screen of `columns` × `rows`.
  package init(state: SettingsState = SettingsState(), columns: Int, rows: Int) {
    self.state = state
    (listView, controller) = DemoFrame.catalogueList(columns: columns, rows: rows)
    diagnostics.collect(from: controller)
    // A form has no refresh, no rows to reorder and no actions: their keys would only crowd
    // the help.
    listView.refreshKey = nil
    listView.moveKey = nil
    listView.actionMenuKey = nil
    listView.appKeyBindings = Self.keyBindings(controller: controller) { [weak self] in
      self?.state.hasUnsavedChanges ?? false
    }
  }

  /// Shows the first state.
  package func start() {
    show()
  }

  /// Applies `action` and shows the new state.
  package func send(_ action: SettingsAction) {
    SettingsReducer.reduce(&state, action)
    show()
    onChange?(state)
  }

  /// `q` quits unless a text field takes the keys; everything else goes to the list.
  package func handle(_ key: Key) -> DemoKeyResult {
    guard !listView.selectedCellTakesTextInput else { return .ignored }
    return key == .character("q") ? .quit : .ignored
  }

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with a summary of the state, the form, and the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    DemoFrame.draw(
      title: "Roster demo · Settings", detail: Self.summary(state),
      status: DemoFrame.status(
        hints: Self.footerHints(for: listView, columns: buffer.width), columns: buffer.width),
      list: listView, into: &buffer)
  }

  /// The state in a few words, for the title bar: shown back from the app, not the cells.
  package static func summary(_ state: SettingsState) -> String {
    let account = state.isSignedOut ? "signed out" : state.savedName
    return
      "notifications \(state.notifications ? "on" : "off") · \(state.refresh.title.lowercased())"
      + " · \(account)"
  }

  private func show() {
    let sections = SettingsScreen.sections(
      for: state, send: { [weak self] action in self?.send(action) })
    controller.update(with: sections, animated: false)
    listView.finishAnimations()
  }
}
