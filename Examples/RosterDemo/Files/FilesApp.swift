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

  /// The directories whose entries are read only when the user opens them, as a file
  /// browser reads a slow disk or a network share: "Loading…" shows under one meanwhile.
  package static let loadedOnDemand: Set<String> = ["/Examples/RosterDemo"]

  /// How long reading a directory on demand takes: long enough to see its loading row.
  package var loadingDelay = Duration.milliseconds(600)

  /// Creates the app showing the tree `loader` gives, on a screen of `columns` × `rows`.
  package init(
    loader: some DirectoryLoader = SyntheticDirectories(), columns: Int, rows: Int
  ) {
    tree = DirectoryTree(loading: loader, onDemand: Self.loadedOnDemand)
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
    controller.outlineChildrenLoader = OutlineChildrenLoader(
      loadingRow: { FileRowCellModel.loading(under: $0) },
      load: { [weak self] directory in
        try await self?.entries(of: directory.identifier, through: loader) ?? []
      })
  }

  /// Reads the entries of the directory at `path` after ``loadingDelay``, puts them into the
  /// tree and shows the tree again (so the directory's row counts its entries); the rows of
  /// the entries, which the controller shows under the directory.
  private func entries(
    of path: String, through loader: some DirectoryLoader
  ) async throws -> [OutlineItem] {
    try await Task.sleep(for: loadingDelay)
    guard let nodes = tree.loadEntries(of: path, through: loader) else { return [] }
    controller.update(with: FilesScreen.sections(for: tree))
    return nodes.map(FilesScreen.item)
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
        hints: ListFooter.hints(for: listView, columns: buffer.width), columns: buffer.width),
      list: listView, into: &buffer)
  }
}
