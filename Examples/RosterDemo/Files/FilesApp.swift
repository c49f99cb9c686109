/// The files screen as a running app: a synthetic directory tree shown as an outline, whose
/// directories open and close with the list's outline keys (→ ← `*`), `c` closing them all,
/// and `/` filtering the rows shown by name.
@MainActor
package final class FilesApp: DemoApp {
  /// The tree the screen shows.
  package private(set) var tree: DirectoryTree
  /// The list the screen shows.
  package let listView: TerminalListView
  /// The list's controller: it keeps which directories are open.
  package let controller: ListController<TerminalListView>
  /// What the list worked around: kept, never printed over the screen.
  package let diagnostics = DiagnosticLog()

  /// Creates the app showing the tree `loader` gives, on a screen of `columns` × `rows`.
  package init(
    loader: some DirectoryLoader = SyntheticDirectories(), columns: Int, rows: Int
  ) {
    tree = DirectoryTree(loading: loader)
    (listView, controller) = DemoFrame.catalogueList(columns: columns, rows: rows)
    listView.filterKey = .character("/")
    diagnostics.collect(from: controller)
  }

  /// Shows the tree.
  package func start() {
    controller.update(with: FilesScreen.sections(for: tree), animated: false)
    listView.finishAnimations()
    if listView.selectedIndexPath == nil { listView.select(IndexPath(item: 0, section: 0)) }
  }

  /// `c` closes every directory, `q` quits; the outline keys and `/` are the list's.
  package func handle(_ key: Key) -> DemoKeyResult {
    switch key {
    case .character("q"):
      return .quit
    case .character("c"):
      controller.collapseAll()
      return .handled
    default:
      return .ignored
    }
  }

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with how many rows show and how many directories are open, the list, and
  /// the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    let model = listView.selectedIndexPath.flatMap { controller.cellModel(at: $0) }
    DemoFrame.draw(
      title: "Roster demo · Files",
      detail: "\(listView.numberOfItems) of \(tree.count) shown · "
        + "\(controller.expandedOutlineItems.count) open",
      status: DemoFrame.status(
        hints: Self.footerHints(for: listView, model: model), columns: buffer.width),
      list: listView, into: &buffer)
  }
}
