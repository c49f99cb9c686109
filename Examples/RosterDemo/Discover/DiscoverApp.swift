/// The discover screen as a running app: carousels of cards (bands) and a nested list of
/// people, all from RosterCells' catalogue, on one `TerminalListView`.
///
/// Keys: ↑/↓ move between shelves (and inside the nested list), ←/→ along a shelf, Enter saves
/// a card or flips a follow switch, `u` delivers fresh cards to the front of every shelf (each
/// shelf keeps the card at its left edge in place), `q` quits.
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

  /// `u` delivers fresh cards, `q` quits; the rest goes to the list.
  package func handle(_ key: Key) -> DemoKeyResult {
    switch key {
    case .character("q"):
      return .quit
    case .character("u"):
      send(.deliverFresh)
      return .handled
    default:
      return .ignored
    }
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
        hints: Self.footerHints(
          for: listView.selectedIndexPath.flatMap { controller.cellModel(at: $0) }),
        columns: buffer.width),
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
