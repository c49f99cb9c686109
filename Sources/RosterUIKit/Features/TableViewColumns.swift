#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The columns of a table view's table sections (`Constraints.table`): each row's cell shows
  /// its texts (`TableRowModel`) in one label per column, at the frames the table's width
  /// solver gives, over the cell's content; the section's header shows the column titles the
  /// same way, with "▲" or "▼" after the sorted column's. Right to left, the columns are
  /// mirrored within the row and each column's alignment with them.
  ///
  /// A `UITableView` scrolls only vertically: its rows are as wide as the table, and it has no
  /// content to scroll across. So a table wider than the view is laid out at the view's width:
  /// every column at its minimum (the solver's last step), from the leading edge, and the
  /// columns past the trailing edge are cut off. A table whose columns must all stay
  /// reachable belongs in a collection view (`CollectionViewHost`), whose rows widen and
  /// scroll across.
  ///
  /// Fit widths grow with the widest text seen so far — the titles, then each row as its cell
  /// is dequeued — as the collection view's do; when a column grows, the rows on screen place
  /// their columns again.
  @MainActor
  final class TableViewColumns: HostFeature {
    unowned let host: TableViewHost

    /// The widest text of each column seen so far.
    private var measured = MeasuredTableWidths()

    init(host: TableViewHost) {
      self.host = host
    }

    /// The table of section `section`, when it is one.
    func table(ofSection section: Int) -> TableColumns? {
      host.dataSource?.section(at: section)?.constraints.table
    }

    /// The columns of section `section`'s table laid out in the table view's width, with the
    /// widths seen so far; `nil` when it is no table.
    func layout(ofSection section: Int) -> TableColumnLayout? {
      guard let table = table(ofSection: section),
        let identifier = host.dataSource?.section(at: section)?.identifier
      else { return nil }
      let widths = measured.widths(of: table, identifier: identifier)
      return table.layout(
        availableWidth: host.tableView.bounds.width, contentWidths: widths.widths)
    }

    /// Shows the row's texts in `cell`'s columns when `indexPath` is a table's row; takes a
    /// reused cell's columns away otherwise.
    func prepare(_ cell: UITableViewCell, at indexPath: IndexPath) {
      guard let table = table(ofSection: indexPath.section),
        let identifier = host.dataSource?.section(at: indexPath.section)?.identifier,
        let row = host.dataSource?.cellModel(at: indexPath) as? any TableRowModel
      else {
        TableColumnsView.removeColumnsView(from: cell.contentView)
        return
      }
      let texts = TableColumnsView.texts(of: row, in: table)
      if measured.include(texts, in: table, identifier: identifier) {
        columnsDidGrow(indexPath.section)
      }
      place(
        texts, in: cell.contentView, height: host.heightOfRow(at: indexPath),
        section: indexPath.section, textStyle: TableColumnsView.rowTextStyle)
    }

    /// Shows the column titles in `view` when it is a table section's header.
    func prepare(header view: UIView, inSection section: Int) {
      let container = (view as? UITableViewHeaderFooterView)?.contentView ?? view
      guard let table = table(ofSection: section) else {
        TableColumnsView.removeColumnsView(from: container)
        return
      }
      let height =
        host.dataSource?.elementSize(of: .header, at: IndexPath(item: 0, section: section))
        .height ?? 0
      place(
        TableColumnsView.titles(of: table), in: container, height: height, section: section,
        textStyle: TableColumnsView.headerTextStyle)
    }

    /// A section whose own content changed may have new columns or a new sort: its rows on
    /// screen and its header show them (a table view keeps the views of a section a batch
    /// keeps).
    func didPerformBatch(_ batch: BatchUpdate, token: Void) {
      for section in batch.sectionRebinds { showColumnsAgain(inSection: section) }
    }

    /// Shows the columns of the section's rows on screen and of its header again, from the
    /// data source.
    private func showColumnsAgain(inSection section: Int) {
      for indexPath in host.tableView.indexPathsForVisibleRows ?? []
      where indexPath.section == section {
        guard let cell = host.tableView.cellForRow(at: indexPath) else { continue }
        prepare(cell, at: indexPath)
      }
      if let header = host.tableView.headerView(forSection: section) {
        prepare(header: header, inSection: section)
      }
    }

    /// A column grew: the rows on screen place their columns again.
    private func columnsDidGrow(_ section: Int) {
      for indexPath in host.tableView.indexPathsForVisibleRows ?? []
      where indexPath.section == section {
        guard let cell = host.tableView.cellForRow(at: indexPath) else { continue }
        let texts = TableColumnsView.texts(in: cell.contentView)
        place(
          texts, in: cell.contentView, height: cell.bounds.height, section: section,
          textStyle: TableColumnsView.rowTextStyle)
      }
      if let header = host.tableView.headerView(forSection: section) {
        prepare(header: header, inSection: section)
      }
    }

    /// Places `texts` in the columns view of `container` at the section's column frames, as
    /// wide as the table view (cut off past it), mirrored right to left, in the preferred
    /// font of `textStyle`.
    private func place(
      _ texts: [String], in container: UIView, height: CGFloat, section: Int,
      textStyle: UIFont.TextStyle
    ) {
      guard let table = table(ofSection: section), let layout = layout(ofSection: section)
      else { return }
      let rightToLeft = host.tableView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      TableColumnsView.place(
        texts, in: container, of: table, layout: layout,
        size: CGSize(width: host.tableView.bounds.width, height: height),
        rightToLeft: rightToLeft, textStyle: textStyle)
    }
  }
#endif
