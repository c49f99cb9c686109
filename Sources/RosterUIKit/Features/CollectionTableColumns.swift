#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The columns of a collection view's table sections (`Constraints.table`): each row's cell
  /// shows its texts (`TableRowModel`) in one label per column, at the frames the table's width
  /// solver gives, over the cell's content; the section's header shows the column titles the
  /// same way, with "▲" or "▼" after the sorted column's, and stays pinned as the section's
  /// constraints say. A table wider than the view widens its rows and headers, and the
  /// collection view's content, so the list scrolls across. Right to left, the columns are
  /// mirrored within the row and each column's alignment with them.
  ///
  /// Fit widths grow with the widest text seen so far — the titles, then each row as its cell
  /// is prepared — as the terminal's do: a table of a million rows measures the rows it shows.
  /// When a column grows, the layout is invalidated and the columns of the cells on screen are
  /// placed again.
  @MainActor
  final class CollectionTableColumns: HostFeature {
    unowned let host: CollectionViewHost

    /// The widest text of each column seen so far.
    private var measured = MeasuredTableWidths()

    init(host: CollectionViewHost) {
      self.host = host
    }

    /// The table of section `section`, when it is one.
    func table(ofSection section: Int) -> TableColumns? {
      host.dataSource?.section(at: section)?.constraints.table
    }

    /// The width the section's rows are laid out in.
    private func availableWidth(ofSection section: Int) -> CGFloat {
      guard let constraints = host.dataSource?.section(at: section)?.constraints else { return 0 }
      let size = host.collectionView.bounds.size
      return ListLayout.availableSize(for: .cell, in: size, constraints: constraints).width
    }

    /// The columns of section `section`'s table laid out in its width, with the widths seen so
    /// far; `nil` when it is no table.
    func layout(ofSection section: Int) -> TableColumnLayout? {
      guard let table = table(ofSection: section),
        let identifier = host.dataSource?.section(at: section)?.identifier
      else { return nil }
      let widths = measured.widths(of: table, identifier: identifier)
      return table.layout(
        availableWidth: availableWidth(ofSection: section), contentWidths: widths.widths)
    }

    /// How wide section `section`'s rows are: the table's width when it is wider than the
    /// section, else `nil`.
    func widenedWidth(ofSection section: Int) -> CGFloat? {
      guard let layout = layout(ofSection: section), layout.scrollsHorizontally else { return nil }
      return layout.totalWidth
    }

    /// The widest table, for the collection view's content width.
    var widestTable: CGFloat {
      guard let dataSource = host.dataSource else { return 0 }
      return (0..<dataSource.numberOfSections).reduce(0) { widest, section in
        max(widest, widenedWidth(ofSection: section) ?? 0)
      }
    }

    /// Shows the row's texts in `cell`'s columns when `indexPath` is a table's row; takes a
    /// reused cell's columns away otherwise.
    func prepare(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      guard let table = table(ofSection: indexPath.section),
        let row = host.dataSource?.cellModel(at: indexPath) as? any TableRowModel
      else {
        TableColumnsView.removeColumnsView(from: cell.contentView)
        return
      }
      let texts = table.columns.indices.map { column in
        column < row.columnCount ? row.text(inColumn: column) : ""
      }
      if include(texts, in: table, section: indexPath.section) { columnsDidGrow(indexPath.section) }
      place(texts, in: cell.contentView, of: table, section: indexPath.section)
    }

    /// Shows the column titles in `view` when it is a table section's header.
    func prepare(header view: UICollectionReusableView, inSection section: Int) {
      guard let table = table(ofSection: section) else {
        TableColumnsView.removeColumnsView(from: view)
        return
      }
      place(TableColumnsView.titles(of: table), in: view, of: table, section: section)
    }

    /// Takes `texts` into the section's fit widths; whether a column grew.
    private func include(_ texts: [String], in table: TableColumns, section: Int) -> Bool {
      guard let identifier = host.dataSource?.section(at: section)?.identifier else {
        return false
      }
      return measured.include(texts, in: table, identifier: identifier)
    }

    /// A column grew: the rows may be wider, and the cells on screen place their columns again.
    private func columnsDidGrow(_ section: Int) {
      host.collectionView.collectionViewLayout.invalidateLayout()
      for indexPath in host.collectionView.indexPathsForVisibleItems
      where indexPath.section == section {
        guard let cell = host.collectionView.cellForItem(at: indexPath),
          let table = table(ofSection: section)
        else { continue }
        let texts = TableColumnsView.texts(in: cell.contentView)
        place(texts, in: cell.contentView, of: table, section: section)
      }
    }

    /// Places `texts` in the columns view of `container` at the section's column frames,
    /// mirrored right to left.
    private func place(
      _ texts: [String], in container: UIView, of table: TableColumns, section: Int
    ) {
      guard let layout = layout(ofSection: section) else { return }
      let width = max(layout.totalWidth, layout.availableWidth)
      let rightToLeft = host.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      TableColumnsView.place(
        texts, in: container, of: table, layout: layout,
        size: CGSize(width: width, height: container.bounds.height), rightToLeft: rightToLeft)
    }
  }
#endif
