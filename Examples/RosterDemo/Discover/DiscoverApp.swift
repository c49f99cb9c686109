/// The discover screen as a running app: carousels of cards (bands) and a nested list of
/// people, all from RosterCells' catalogue, on one `TerminalListView`.
///
/// Keys: ↑/↓ move between shelves (and inside the nested list), ←/→ along a shelf, Enter saves
/// a card or flips a follow switch, `u` delivers fresh cards to the front of every shelf (each
/// shelf keeps the card at its left edge in place), `?` lists them, `q` quits. All but `q` are
/// the list's, so its footer and help come from its key map (see `keyBindings()`).
@MainActor
package final class DiscoverApp: DemoApp {
  /// The state the screen shows.
  package private(set) var state: DiscoverState
  /// The list the screen shows.
  package let listView: TerminalListView
  let controller: ListController<TerminalListView>
  /// What the list worked around (too narrow a screen, say): kept, never printed over the
  /// screen.
  package let diagnostics = DiagnosticLog()

  /// Creates the app showing `state` on a screen of `columns` × `rows`.
  package init(state: DiscoverState = DiscoverState(), columns: Int, rows: Int) {
    self.state = state
    (listView, controller) = DemoFrame.catalogueList(columns: columns, rows: rows)
    diagnostics.collect(from: controller)
    // The shelves have no refresh, no cards to reorder and no actions: their keys would only
    // crowd the help.
    listView.refreshKey = nil
    listView.moveKey = nil
    listView.actionMenuKey = nil
    listView.appKeyBindings = keyBindings()
  }

  /// Shows the first state.
  package func start() {
    show()
  }

  /// Applies `action` and shows the new state.
  package func send(_ action: DiscoverAction) {
    DiscoverReducer.reduce(&state, action)
    show()
  }

  /// `q` quits; the shelves' keys, `?` and the screen's `u` are the list's.
  package func handle(_ key: Key) -> DemoKeyResult {
    key == .character("q") ? .quit : .ignored
  }

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with what the app holds, the screen, and the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    DemoFrame.draw(
      title: "Roster demo · Discover", detail: Self.summary(state),
      status: DemoFrame.status(
        hints: ListFooter.hints(for: listView, columns: buffer.width), columns: buffer.width),
      list: listView, into: &buffer)
  }

  /// The state in a few words, for the title bar.
  package static func summary(_ state: DiscoverState) -> String {
    "\(state.saved.count) saved · following \(state.people.filter(\.isFollowed).count)"
  }

  private func show() {
    let sections = DiscoverScreen.sections(
      for: state, send: { [weak self] action in self?.send(action) })
    controller.update(with: sections, animated: false)
    listView.finishAnimations()
  }
}
