#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The columns of a collection view's table sections (`Constraints.table`): each row's cell
  /// shows its texts (`TableRowModel`) in one label per column, at the frames the table's width
  /// solver gives, over the cell's content; the section's header shows the column titles the
  /// same way, with "▲" or "▼" after the sorted column's, and stays pinned as the section's
  /// constraints say. A table wider than the view widens its rows and headers, and the
  /// collection view's content, so the list scrolls across. Right to left, the columns are
  /// mirrored within the row and each column's alignment with them, and the collection view
  /// starts scrolled to the trailing end, where the first column is. A table that
  /// `pinsFirstColumn` keeps its first column in view, over the others, as the content scrolls
  /// across.
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
    /// Whether a wide table right to left was scrolled to show its first column: once, so
    /// the content offset is the reader's after that.
    private var showedFirstColumn = false

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
      let texts = TableColumnsView.texts(of: row, in: table)
      if include(texts, in: table, section: indexPath.section) { columnsDidGrow(indexPath.section) }
      place(
        texts, in: cell.contentView, of: table, section: indexPath.section,
        textStyle: TableColumnsView.rowTextStyle)
    }

    /// Shows the column titles in `view` when it is a table section's header.
    func prepare(header view: UICollectionReusableView, inSection section: Int) {
      guard let table = table(ofSection: section) else {
        TableColumnsView.removeColumnsView(from: view)
        return
      }
      place(
        TableColumnsView.titles(of: table), in: view, of: table, section: section,
        textStyle: TableColumnsView.headerTextStyle)
    }

    /// A section whose own content changed may have new columns or a new sort: its items on
    /// screen and its header show them (the collection view keeps the views of a section a
    /// batch keeps).
    func didPerformBatch(_ batch: BatchUpdate, token: Void) {
      for section in batch.sectionRebinds { showColumnsAgain(inSection: section) }
    }

    /// The reader picked another text size: the columns of the tables on screen are measured
    /// and placed again in the new fonts (the collection view keeps the cells it shows).
    func textSizeDidChange() {
      let sections = Set(host.collectionView.indexPathsForVisibleItems.map(\.section))
      for section in sections.sorted() where table(ofSection: section) != nil {
        showColumnsAgain(inSection: section)
      }
    }

    /// After a reload, a wide table right to left shows its first column.
    func didReloadData() {
      showFirstColumnRightToLeft()
    }

    /// Right to left, a wide table shows its first column, then pinned first columns follow
    /// the content as it scrolls across.
    func visibleRegionDidChange(to rect: CGRect) {
      showFirstColumnRightToLeft()
      guard host.collectionView.contentOffset.x != 0 || pinnedShifts else { return }
      let sections = Set(host.collectionView.indexPathsForVisibleItems.map(\.section))
      pinnedShifts = false
      for section in sections where pinsFirstColumn(inSection: section) {
        pinnedShifts = true
        placeColumnsAgain(inSection: section)
      }
    }

    /// Whether a pinned first column was moved from its place at the last scroll, so that
    /// scrolling back to the start places it again.
    private var pinnedShifts = false

    /// Whether section `section` is a table wider than the view that pins its first column.
    private func pinsFirstColumn(inSection section: Int) -> Bool {
      guard let table = table(ofSection: section), table.pinsFirstColumn else { return false }
      return widenedWidth(ofSection: section) != nil
    }

    /// Right to left, the first column of a table wider than the view is at the content's
    /// trailing end: the collection view starts there, once per wide table shown, as a
    /// right-to-left scroll view starts at its right edge.
    private func showFirstColumnRightToLeft() {
      let view = host.collectionView
      // Asked at every scroll: the widest table, a pass over the sections, only right to left.
      guard view.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
      let widest = widestTable
      guard widest > view.bounds.width else {
        showedFirstColumn = false
        return
      }
      guard !showedFirstColumn else { return }
      showedFirstColumn = true
      view.contentOffset.x = widest - view.bounds.width
    }

    /// Shows the columns of the section's items on screen and of its header again, from the
    /// data source.
    private func showColumnsAgain(inSection section: Int) {
      let view = host.collectionView
      for indexPath in view.indexPathsForVisibleItems where indexPath.section == section {
        guard let cell = view.cellForItem(at: indexPath) else { continue }
        prepare(cell, at: indexPath)
      }
      if let header = view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))
      {
        prepare(header: header, inSection: section)
      }
    }

    /// How far a pinned first column moves from its place in the row to stay in view as the
    /// content scrolls across: right by the offset, or right to left, where the row's first
    /// column is at its right end, left by what lies right of the view; 0 when the table does
    /// not pin it or fits the view.
    private func pinnedShift(of table: TableColumns, layout: TableColumnLayout) -> CGFloat {
      let view = host.collectionView
      guard table.pinsFirstColumn, layout.scrollsHorizontally else { return 0 }
      let overflow = max(0, layout.totalWidth - view.bounds.width)
      let offset = min(max(view.contentOffset.x, 0), overflow)
      let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      return rightToLeft ? offset - overflow : offset
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
      placeColumnsAgain(inSection: section)
    }

    /// Places the texts the section's items on screen and its header show at the columns'
    /// frames again, without measuring them.
    private func placeColumnsAgain(inSection section: Int) {
      guard let table = table(ofSection: section) else { return }
      let view = host.collectionView
      var containers: [(view: UIView, textStyle: UIFont.TextStyle)] = []
      for indexPath in view.indexPathsForVisibleItems where indexPath.section == section {
        if let cell = view.cellForItem(at: indexPath) {
          containers.append((cell.contentView, TableColumnsView.rowTextStyle))
        }
      }
      if let header = view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))
      {
        containers.append((header, TableColumnsView.headerTextStyle))
      }
      for container in containers {
        place(
          TableColumnsView.texts(in: container.view), in: container.view, of: table,
          section: section, textStyle: container.textStyle)
      }
    }

    /// Places `texts` in the columns view of `container` at the section's column frames,
    /// mirrored right to left, in the preferred font of `textStyle`.
    private func place(
      _ texts: [String], in container: UIView, of table: TableColumns, section: Int,
      textStyle: UIFont.TextStyle
    ) {
      guard let layout = layout(ofSection: section) else { return }
      let width = max(layout.totalWidth, layout.availableWidth)
      let rightToLeft = host.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      TableColumnsView.place(
        texts, in: container, of: table, layout: layout,
        size: CGSize(width: width, height: container.bounds.height), rightToLeft: rightToLeft,
        textStyle: textStyle, pinnedShift: pinnedShift(of: table, layout: layout))
    }
  }
#endif
