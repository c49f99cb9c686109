import Foundation
import Roster

/// The rows of table sections (``Constraints/table``) drawn in columns: each row's texts in its
/// columns' frames, aligned and cut short with an ellipsis, the column titles with the sort
/// indicator (`▲`, `▼`) over the section's header, zebra rows, and the keys that move between
/// columns, scroll a wide table across, sort and resize.
///
/// Column widths come from ``TableColumns/layout(availableWidth:contentWidths:scale:)``, with
/// the widest text of each column among the titles and the rows drawn so far: a frame measures
/// only the rows it shows, so a table of a million rows costs what its screen costs.
///
/// The current column (``TerminalListView/tableColumn``) is what Left and Right move (mirrored
/// right to left), what the sort key sorts by and what the width keys resize; the table scrolls
/// across to keep it in view, the first column staying put when the table pins it.
@MainActor
final class TableFeature: TerminalListFeature {
  /// What the cursor of table rows is on.
  var cursor = TerminalTableCursor.row
  /// The key that asks the app to sort by the current column.
  var sortKey: Key? = .character("s")
  /// The key that narrows the current column by one.
  var narrowerKey: Key? = .character("<")
  /// The key that widens the current column by one.
  var widerKey: Key? = .character(">")
  /// Asked for a new sort: the section and the sort the user chose.
  var sortHandler: (@MainActor (_ section: Int, _ sort: TableSort) -> Void)?
  /// The column Left and Right move, the sort key sorts by and the width keys resize.
  private(set) var column = 0
  /// How far the table is scrolled across, in columns of the terminal.
  private(set) var horizontalOffset = 0
  /// The widest text of each column seen so far, by section.
  private var contentWidths: [Int: TableContentWidths] = [:]
  /// The widths the user gave columns with the width keys: section, then column.
  private var chosenWidths: [Int: [Int: Int]] = [:]
  /// Whether the rows on screen were measured for this frame.
  private var measuredThisFrame = false

  /// The sort indicator beside a sorted column's title.
  static func indicator(ascending: Bool) -> String { ascending ? "▲" : "▼" }

  // MARK: - Facts

  /// The table of section `section`, as the user resized it; `nil` when it is no table.
  func table(inSection section: Int, of list: TerminalListView) -> TableColumns? {
    let sections = list.sections
    guard sections.indices.contains(section), var table = sections[section].constraints.table,
      !table.columns.isEmpty
    else { return nil }
    for (offset, width) in chosenWidths[section] ?? [:] where table.columns.indices.contains(offset)
    {
      table.columns[offset].width = .fixed(CGFloat(width))
      table.columns[offset].minimumWidth = 0
    }
    return table
  }

  /// The selected row's section and table, when it is a table's row.
  private func selectedTable(in list: TerminalListView) -> (section: Int, table: TableColumns)? {
    guard let path = list.selectedIndexPath,
      let table = table(inSection: path.section, of: list)
    else { return nil }
    return (path.section, table)
  }

  /// Whether the list shows a table section now.
  private func showsTable(in list: TerminalListView) -> Bool {
    list.sections.contains { $0.constraints.table?.columns.isEmpty == false }
  }

  /// Where the columns of `section`'s table are, in the cells' width.
  func columnLayout(
    of table: TableColumns, inSection section: Int, in list: TerminalListView
  ) -> TableColumnLayout {
    let widths = measuredWidths(of: table, inSection: section).widths
    return table.layout(availableWidth: CGFloat(list.cellsWidth), contentWidths: widths)
  }

  // MARK: - Measuring

  /// Takes the titles and the texts of the rows on screen into the fit widths: O(visible rows ×
  /// columns), once a frame while drawing (`once`), or whenever a key acts on the columns.
  private func measureShownRows(in list: TerminalListView, once: Bool = true) {
    if once {
      guard !measuredThisFrame else { return }
      measuredThisFrame = true
    }
    for element in list.layout.elements(in: list.viewport) where element.kind == .cell {
      let section = element.indexPath.section
      guard let table = table(inSection: section, of: list),
        let row = list.dataSource?.cellModel(at: element.indexPath) as? any TableRowModel
      else { continue }
      var widths = measuredWidths(of: table, inSection: section)
      for offset in 0..<min(row.columnCount, table.columns.count) {
        widths.include(CGFloat(StyledLine(row.text(inColumn: offset)).width), inColumn: offset)
      }
      contentWidths[section] = widths
    }
  }

  /// The section's fit widths so far, starting from its titles (with room for the sort
  /// indicator) when it has none or its columns changed.
  private func measuredWidths(
    of table: TableColumns, inSection section: Int
  )
    -> TableContentWidths
  {
    if let widths = contentWidths[section], widths.widths.count == table.columns.count {
      return widths
    }
    var widths = TableContentWidths(columnCount: table.columns.count)
    for (offset, column) in table.columns.enumerated() {
      widths.include(CGFloat(StyledLine(column.title).width + 2), inColumn: offset)
    }
    return widths
  }

  // MARK: - Keeping in step

  func didReloadData() {
    contentWidths = [:]
    chosenWidths = [:]
  }

  func didPerformBatch(_ batch: BatchUpdate, token: Void) {
    // A section that moved or was replaced measures its rows again; widths only grow, so one
    // that stays keeps its own.
    if !batch.sectionDeletions.isEmpty || !batch.sectionInsertions.isEmpty
      || !batch.sectionMoves.isEmpty
    {
      contentWidths = [:]
      chosenWidths = [:]
    }
  }

  // MARK: - Keys

  /// The key toward the next column: Right, or Left in a list read right to left.
  private func nextColumnKey(in list: TerminalListView) -> Key {
    list.layoutDirection == .rightToLeft ? .left : .right
  }

  /// The key toward the previous column.
  private func previousColumnKey(in list: TerminalListView) -> Key {
    list.layoutDirection == .rightToLeft ? .right : .left
  }

  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard let (section, table) = selectedTable(in: list) else { return false }
    // The widths the keys act on are those of the rows on screen, drawn or not yet.
    measureShownRows(in: list, once: false)
    let count = table.columns.count
    if key == nextColumnKey(in: list) || key == previousColumnKey(in: list) {
      let step = key == nextColumnKey(in: list) ? 1 : -1
      column = min(max(column + step, 0), count - 1)
      keepColumnInView(of: table, inSection: section, in: list)
      return true
    }
    if let sortKey, key == sortKey, let sortHandler {
      sortHandler(section, table.nextSort(byColumn: min(column, count - 1)))
      return true
    }
    if key == narrowerKey || key == widerKey {
      let current = min(column, count - 1)
      let layout = columnLayout(of: table, inSection: section, in: list)
      let width = Int(layout.columns[current].width) + (key == widerKey ? 1 : -1)
      chosenWidths[section, default: [:]][current] = max(1, width)
      keepColumnInView(of: table, inSection: section, in: list)
      return true
    }
    return false
  }

  /// Scrolls the table across so that the current column shows whole (its leading edge, when
  /// it is wider than the view), beside the pinned first column.
  private func keepColumnInView(
    of table: TableColumns, inSection section: Int, in list: TerminalListView
  ) {
    let layout = columnLayout(of: table, inSection: section, in: list)
    let view = list.cellsWidth
    let pinned = pinnedWidth(of: table, layout)
    let current = layout.columns[min(column, layout.columns.count - 1)]
    if !(table.pinsFirstColumn && column == 0) {
      let (start, end) = (Int(current.x), Int(current.maxX))
      if end - horizontalOffset > view { horizontalOffset = end - view }
      if start - horizontalOffset < pinned { horizontalOffset = start - pinned }
    }
    horizontalOffset = clampedOffset(horizontalOffset, layout, view: view)
  }

  /// The columns the pinned first column and the spacing after it take; 0 when none is pinned.
  private func pinnedWidth(of table: TableColumns, _ layout: TableColumnLayout) -> Int {
    guard table.pinsFirstColumn, let first = layout.columns.first else { return 0 }
    let next = layout.columns.dropFirst().first?.x ?? first.maxX
    return Int(next)
  }

  private func clampedOffset(_ offset: Int, _ layout: TableColumnLayout, view: Int) -> Int {
    min(max(offset, 0), max(0, Int(layout.totalWidth) - view))
  }

  func reservedKeys(in list: TerminalListView) -> [Key] {
    guard selectedTable(in: list) != nil else { return [] }
    return [.left, .right] + [sortKey, narrowerKey, widerKey].compactMap { $0 }
  }

  /// On a table's row: the column keys, sorting when the app sorts, and the width keys.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    guard selectedTable(in: list) != nil else { return [] }
    return hints(in: list)
  }

  /// The table's keys, while the list shows a table.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    showsTable(in: list) ? hints(in: list) : []
  }

  private func hints(in list: TerminalListView) -> [TerminalKeyHint] {
    let keys =
      list.layoutDirection == .rightToLeft ? "→←" : "←→"
    var hints = [TerminalKeyHint(keys: keys, action: "column", group: .move)]
    if let sortKey, sortHandler != nil { hints.append(TerminalKeyHint(sortKey, "sort")) }
    let widthKeys = [narrowerKey, widerKey].compactMap { $0 }.map(TerminalKeyHint.name(of:))
    if !widthKeys.isEmpty {
      hints.append(TerminalKeyHint(keys: widthKeys.joined(separator: " "), action: "width"))
    }
    return hints
  }

  // MARK: - Drawing

  /// Draws the row's texts in its table's columns over the cell, with the zebra stripe and
  /// the cursor.
  func draw(
    overCellAt indexPath: IndexPath, of list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    guard let table = table(inSection: indexPath.section, of: list),
      let model = list.dataSource?.cellModel(at: indexPath) as? any TableRowModel
    else { return }
    measureShownRows(in: list)
    let texts = table.columns.indices.map { offset in
      StyledLine(offset < model.columnCount ? model.text(inColumn: offset) : "")
    }
    let zebra = table.showsZebraRows && indexPath.item % 2 == 1
    let base = zebra ? TextStyle(background: .brightBlack) : TextStyle.plain
    let isCursor = indexPath == list.selectedIndexPath
    let cursorStyle = list.cursorStyle(over: .plain)
    let spans = drawColumns(
      texts, of: table, inSection: indexPath.section, in: list, into: &buffer, row: row,
      cellColumns: cellColumns, style: base)
    guard isCursor else { return }
    if cursor == .row {
      buffer.overlay(cursorStyle, row: row, columns: cellColumns)
    } else if let span = spans[min(column, spans.count - 1)] {
      buffer.overlay(cursorStyle, row: row, columns: span)
    }
  }

  /// Draws the titles of each table section whose header is on screen over the header's first
  /// row.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    defer { measuredThisFrame = false }
    let viewport = list.viewport
    let elements = list.layout.elements(
      in: viewport, bandOffsets: list.childLists.bandOffsetsByIndex, pinnedIn: viewport)
    for element in elements where element.kind == .header {
      let section = element.indexPath.section
      guard let table = table(inSection: section, of: list) else { continue }
      measureShownRows(in: list)
      let top = TerminalListView.cells(element.frame.minY) - list.contentOffset
      guard top >= 0, top < list.listRows else { continue }
      let layout = columnLayout(of: table, inSection: section, in: list)
      let titles = table.columns.enumerated().map { offset, column in
        guard let sort = table.sort, sort.column == offset else { return StyledLine(column.title) }
        // The indicator stays when the title is cut short: it is what the header is read for.
        let room = max(0, Int(layout.columns[offset].width) - 2)
        return StyledLine(column.title).truncated(toWidth: room)
          + StyledLine(" " + Self.indicator(ascending: sort.ascending))
      }
      let left = column + list.cellsColumn
      let spans = drawColumns(
        titles, of: table, inSection: section, in: list, into: &buffer, row: row + top,
        cellColumns: left..<(left + list.cellsWidth), style: TextStyle(bold: true))
      if cursor == .cell, list.selectedIndexPath?.section == section,
        let span = spans[min(self.column, spans.count - 1)]
      {
        buffer.overlay(TextStyle(underline: true), row: row + top, columns: span)
      }
    }
  }

  /// Draws `lines`, one per column, in the columns' frames across `cellColumns` of `row`,
  /// scrolled across by the table's offset (the pinned first column excepted) and mirrored
  /// right to left; fills the rest of the row with `style`.
  ///
  /// - Returns: The screen columns each column's cell took; `nil` for one out of view.
  @discardableResult
  func drawColumns(
    _ lines: [StyledLine], of table: TableColumns, inSection section: Int,
    in list: TerminalListView, into buffer: inout ScreenBuffer, row: Int,
    cellColumns: Range<Int>, style: TextStyle
  ) -> [Range<Int>?] {
    let layout = columnLayout(of: table, inSection: section, in: list)
    let view = cellColumns.count
    horizontalOffset = clampedOffset(horizontalOffset, layout, view: view)
    let pinned = pinnedWidth(of: table, layout)
    let rightToLeft = list.layoutDirection == .rightToLeft
    buffer.fill(row: row, column: cellColumns.lowerBound, count: view, style: style)
    var spans: [Range<Int>?] = []
    for (offset, frame) in layout.columns.enumerated() {
      let isPinned = table.pinsFirstColumn && offset == 0
      let width = Int(frame.width)
      var start = Int(frame.x) - (isPinned ? 0 : horizontalOffset)
      var line = Self.aligned(
        lines[offset], in: width, table.columns[offset].alignment, rightToLeft: rightToLeft)
      // A column scrolled partly under the pinned one (or past the leading edge) loses its
      // leading columns.
      let limit = isPinned ? 0 : pinned
      if start < limit {
        let cut = limit - start
        line =
          rightToLeft ? line.prefix(toWidth: max(0, width - cut)) : line.suffix(fromColumn: cut)
        start = limit
      }
      let shown = min(line.width, view - start)
      guard shown > 0 else {
        spans.append(nil)
        continue
      }
      let screenStart =
        rightToLeft
        ? cellColumns.upperBound - start - shown : cellColumns.lowerBound + start
      let drawn = rightToLeft ? line.suffix(fromColumn: line.width - shown) : line
      buffer.draw(drawn, row: row, column: screenStart, maxWidth: shown)
      buffer.overlay(style, row: row, columns: screenStart..<(screenStart + shown))
      spans.append(screenStart..<(screenStart + shown))
    }
    return spans
  }

  /// `line` cut to `width` with an ellipsis and placed in it as the column's alignment says,
  /// the leading edge being the right one right to left.
  static func aligned(
    _ line: StyledLine, in width: Int, _ alignment: TableColumn.Alignment, rightToLeft: Bool
  ) -> StyledLine {
    let text = line.truncated(toWidth: width)
    let room = max(0, width - text.width)
    let before: Int
    switch (alignment, rightToLeft) {
    case (.leading, false), (.trailing, true): before = 0
    case (.trailing, false), (.leading, true): before = room
    case (.center, _): before = room / 2
    }
    return (StyledLine(String(repeating: " ", count: before)) + text).padded(toWidth: width)
  }

  // MARK: - Screen reader

  /// "Name: notes.txt, Size: 120" for a table's row (the cursor's cell alone, with a cell
  /// cursor); `nil` for a row of no table.
  func spokenText(at indexPath: IndexPath, in list: TerminalListView) -> String? {
    guard let table = table(inSection: indexPath.section, of: list),
      let model = list.dataSource?.cellModel(at: indexPath) as? any TableRowModel
    else { return nil }
    let current = min(column, table.columns.count - 1)
    let spoken = table.columns.indices.filter { cursor == .row || $0 == current }
    return spoken.map { offset in
      let text = offset < model.columnCount ? model.text(inColumn: offset) : ""
      return "\(table.columns[offset].title): \(text)"
    }
    .joined(separator: ", ")
  }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// What the cursor of a table's rows is on: the whole row (the default) or one cell, which
  /// Left and Right move between columns.
  public var tableCursor: TerminalTableCursor {
    get { features.table.cursor }
    set { features.table.cursor = newValue }
  }

  /// Asked to sort a table when the user presses ``tableSortKey`` on one of its rows: the
  /// table's section and the sort chosen (the current column, the other way round when the
  /// table is sorted by it already). Sort the rows and update the list, with the new sort in
  /// the section's `TableColumns.sort`: rows keep their identity, so the cursor and the
  /// selection stay on their rows. The sort key does nothing, and is not hinted, without one.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// listView.tableSortHandler = { section, sort in
  ///   print("sort section \(section) by column \(sort.column), ascending: \(sort.ascending)")
  /// }
  /// ```
  public var tableSortHandler: (@MainActor (_ section: Int, _ sort: TableSort) -> Void)? {
    get { features.table.sortHandler }
    set { features.table.sortHandler = newValue }
  }

  /// The key that asks ``tableSortHandler`` to sort by the current column (`s`); `nil` for
  /// none.
  public var tableSortKey: Key? {
    get { features.table.sortKey }
    set { features.table.sortKey = newValue }
  }

  /// The keys that narrow and widen the current column by one (`<` and `>`); `nil` for none.
  /// A resized column keeps its width until the list reloads.
  public var tableColumnWidthKeys: (narrower: Key, wider: Key)? {
    get {
      guard let narrower = features.table.narrowerKey, let wider = features.table.widerKey
      else { return nil }
      return (narrower, wider)
    }
    set {
      features.table.narrowerKey = newValue?.narrower
      features.table.widerKey = newValue?.wider
    }
  }

  /// The current column of the tables: the one Left and Right move to, the sort key sorts by
  /// and the width keys resize, highlighted with a cell cursor.
  public var tableColumn: Int { features.table.column }

  /// How far the tables are scrolled across, in columns: a table wider than the list shows
  /// its current column.
  public var tableHorizontalOffset: Int { features.table.horizontalOffset }
}

extension TerminalListView {
  /// Where the columns of section `section`'s table are now, across the cells' width; `nil`
  /// when the section is no table.
  @_spi(Testing) public func tableColumnLayout(inSection section: Int) -> TableColumnLayout? {
    guard let table = features.table.table(inSection: section, of: self) else { return nil }
    return features.table.columnLayout(of: table, inSection: section, in: self)
  }
}
