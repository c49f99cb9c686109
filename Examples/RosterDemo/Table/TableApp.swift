/// The table screen as a running app: a synthetic process list of a few thousand rows in seven
/// columns (PID, name, user, CPU, memory, threads, start), under a pinned header of titles.
/// The cursor is on one cell: Left and Right move between columns (the table scrolls across
/// to show the column, the PID column staying put), `s` sorts by the cursor's column (again:
/// the other way), `<` and `>` narrow and widen it, `/` filters the rows by any column's
/// text. The app sorts: the list's sort key asks it (`tableSortHandler`), and it updates the
/// list with the rows in the new order and the sort in the section's columns, so the cursor
/// stays on its row. Its keys, and its footer, come from the list's key map; `?` shows them
/// all.
@MainActor
package final class TableApp: DemoApp {
  /// The processes, in no particular order.
  package let processes: [ProcessEntry]
  /// How the table is sorted.
  package private(set) var sort: TableSort? = TableSort(column: 0)
  /// The list the screen shows.
  package let listView: TerminalListView
  /// The list's controller.
  package let controller: ListController<TerminalListView>
  /// What the list worked around: kept, never printed over the screen.
  package let diagnostics = DiagnosticLog()

  /// Creates the app showing `count` processes on a screen of `columns` × `rows`.
  package init(count: Int = 3_000, columns: Int, rows: Int) {
    processes = ProcessEntry.synthetic(count: count)
    listView = DemoFrame.listView(columns: columns, rows: rows)
    listView.showsScrollIndicator = true
    listView.filterKey = .character("/")
    listView.filterMatchStyle = TextStyle(bold: true, underline: true)
    listView.tableCursor = .cell
    // The processes have no refresh, no rows to reorder and no actions: their keys would only
    // crowd the help.
    listView.refreshKey = nil
    listView.moveKey = nil
    listView.actionMenuKey = nil
    controller = ListController(host: listView)
    controller.offMainDiffingThreshold = .max
    diagnostics.collect(from: controller)
    listView.tableSortHandler = { [weak self] _, sort in self?.sort(by: sort) }
  }

  /// Shows the table, the cursor on its first row.
  package func start() {
    show(animated: false)
    if listView.selectedIndexPath == nil { listView.select(IndexPath(item: 0, section: 0)) }
  }

  /// Sorts the rows by `sort` and shows them: the rows keep their identities, so the cursor
  /// and the selection stay on theirs.
  package func sort(by sort: TableSort) {
    self.sort = sort
    show(animated: false)
  }

  private func show(animated: Bool) {
    controller.update(with: ProcessTable.sections(for: processes, sort: sort), animated: animated)
    listView.finishAnimations()
  }

  /// `q` quits; the table's keys, `/` and `?` are the list's.
  package func handle(_ key: Key) -> DemoKeyResult {
    key == .character("q") ? .quit : .ignored
  }

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with how many rows show and the sort, the table, and the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    DemoFrame.draw(
      title: "Roster demo · Table",
      detail: "\(listView.numberOfItems) of \(processes.count) processes · " + sortSummary,
      status: DemoFrame.status(
        hints: ListFooter.hints(for: listView, columns: buffer.width), columns: buffer.width),
      list: listView, into: &buffer)
  }

  /// The sort in a few words: "by CPU % ▼".
  private var sortSummary: String {
    guard let sort else { return "unsorted" }
    let title = ProcessTable.columns(sort: nil).columns[sort.column].title
    return "by \(title) \(sort.ascending ? "▲" : "▼")"
  }
}
