/// The files screen as a running app: a synthetic directory tree shown as an outline, whose
/// directories open and close with the list's outline keys (→ ← `*`), `c` closing them all,
/// and `/` filtering the rows shown by name. Its keys, and its footer, come from the list's key
/// map (see `keyBindings()`); `?` shows them all.
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
    listView.filterMatchStyle = TextStyle(bold: true, underline: true)
    diagnostics.collect(from: controller)
    // The tree has no refresh, no rows to reorder and no actions: their keys would only crowd
    // the help.
    listView.refreshKey = nil
    listView.moveKey = nil
    listView.actionMenuKey = nil
    listView.appKeyBindings = keyBindings()
  }

  /// Shows the tree.
  package func start() {
    controller.update(with: FilesScreen.sections(for: tree), animated: false)
    listView.finishAnimations()
    if listView.selectedIndexPath == nil { listView.select(IndexPath(item: 0, section: 0)) }
  }

  /// `q` quits; the outline keys, `/`, `?` and the screen's `c` are the list's.
  package func handle(_ key: Key) -> DemoKeyResult {
    key == .character("q") ? .quit : .ignored
  }

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with how many rows show and how many directories are open, the list, and
  /// the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    DemoFrame.draw(
      title: "Roster demo · Files",
      detail: "\(listView.numberOfItems) of \(tree.count) shown · "
        + "\(controller.expandedOutlineItems.count) open",
      status: DemoFrame.status(
        hints: Self.footerHints(for: listView, columns: buffer.width), columns: buffer.width),
      list: listView, into: &buffer)
  }
}
