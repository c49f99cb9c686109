import Foundation

// A table section (`Constraints.table`) is laid out as ordinary full-width rows; the host
// places each row's texts in the column frames the table's solver gives for the section's
// width. The simulated host measures every row of the section for the columns' fit widths,
// so that what a test reads does not depend on which rows it displayed first.
extension SimulatedListHost {
  /// The columns of the table in section `section` (`Constraints.table`) laid out in the
  /// section's width: where each column is, from the table's leading edge, and how wide the
  /// table is. `nil` when the section is not a table, or there is no such section.
  ///
  /// A fit column is as wide as the widest of its title (with room for the sort indicator,
  /// " ▲") and its texts in every row of the section (`TableRowModel.text(inColumn:)`),
  /// each measured by ``tableTextWidth``.
  ///
  /// - Complexity: O(*n* × *c*) for *n* rows of *c* columns.
  public func tableLayout(ofSection section: Int) -> TableColumnLayout? {
    guard let (content, table) = tableSection(at: section) else { return nil }
    var widths = TableContentWidths(columnCount: table.columns.count)
    for (column, title) in table.columns.map(\.title).enumerated() {
      let indicator = table.sort?.column == column ? tableTextWidth(" ▲") : 0
      widths.include(tableTextWidth(title) + indicator, inColumn: column)
    }
    for case let row as any TableRowModel in content.cellModels {
      for column in 0..<min(table.columns.count, max(row.columnCount, 0)) {
        widths.include(tableTextWidth(row.text(inColumn: column)), inColumn: column)
      }
    }
    return table.layout(
      availableWidth: tableWidth(of: content), contentWidths: widths.widths, scale: 1)
  }

  /// How far the table in section `section` is scrolled across, in points from its leading
  /// edge: 0 until ``scrollTable(inSection:toHorizontalOffset:)`` scrolls it, and never more
  /// than its columns are wider than the section.
  public func tableHorizontalOffset(ofSection section: Int) -> CGFloat {
    guard let layout = tableLayout(ofSection: section),
      let identifier = dataSource?.snapshot.sections[section].identifier
    else { return 0 }
    return clampedOffset(tables.horizontalOffsets[identifier] ?? 0, in: layout)
  }

  /// Scrolls the table in section `section` across to `offset` (points from its leading
  /// edge, clamped to 0 through how much wider than the section its columns are), as a user
  /// swipes a wide table sideways; every row and the titles move together, except the first
  /// column when the table pins it. Does nothing for a section that is not a table.
  public func scrollTable(inSection section: Int, toHorizontalOffset offset: CGFloat) {
    guard let layout = tableLayout(ofSection: section),
      let identifier = dataSource?.snapshot.sections[section].identifier
    else { return }
    tables.horizontalOffsets[identifier] = clampedOffset(offset.isFinite ? offset : 0, in: layout)
  }

  /// The frames of the row at `indexPath`'s cells, one per column of its table, in the list's
  /// coordinates: inside the row's frame, scrolled across by
  /// ``tableHorizontalOffset(ofSection:)`` (the first column staying put when the table pins
  /// it) and mirrored right to left with ``layoutDirection``. A frame scrolled out of the row
  /// keeps its place outside it. Empty when the item's section is not a table or the item is
  /// not laid out.
  ///
  /// - Complexity: O(*n* × *c*) for *n* rows of *c* columns (the table's layout).
  public func columnFrames(ofItemAt indexPath: IndexPath) -> [CGRect] {
    guard let frame = laidOutList().frame(for: indexPath) else { return [] }
    return columnFrames(inSection: indexPath.section, within: frame)
  }

  /// The frames of the column titles of the table in section `section`, one per column, in
  /// the section's header (a table shows its titles over its header, which it pins as the
  /// section's constraints say), placed as ``columnFrames(ofItemAt:)`` places a row's. Empty
  /// when the section is not a table or has no header.
  public func columnHeaderFrames(inSection section: Int) -> [CGRect] {
    guard let frame = laidOutList().frame(ofHeaderInSection: section), frame.height > 0 else {
      return []
    }
    return columnFrames(inSection: section, within: frame)
  }

  /// The table in section `section` as text, one point a character (as with the default
  /// ``tableTextWidth``): the titles, with "▲" or "▼" after the sorted column's, then each
  /// row, its texts aligned in their columns and cut short with "…", scrolled across and
  /// mirrored as ``columnFrames(ofItemAt:)`` places them, each line as wide as the section,
  /// trailing spaces trimmed. `nil` when the section is not a table.
  ///
  /// ```swift
  /// import Roster
  /// import RosterTesting
  ///
  /// struct Person: TypedCellModel, TableRowModel, Equatable {
  ///   typealias CellType = PersonRow
  ///   var identifier: String
  ///   var age: Int
  ///   var columnCount: Int { 2 }
  ///   func text(inColumn column: Int) -> String { column == 0 ? identifier : "\(age)" }
  /// }
  ///
  /// final class PersonRow: TypedListCell {
  ///   func bind(model: Person, sizing: Bool) {}
  /// }
  ///
  /// @MainActor func peopleTable() -> String? {
  ///   let host = SimulatedListHost()
  ///   host.containerSize = CGSize(width: 12, height: 100)
  ///   let controller = ListController(host: host)
  ///   let table = TableColumns([
  ///     TableColumn("Name", width: .fraction(1)),
  ///     TableColumn("Age", width: .fixed(3), alignment: .trailing),
  ///   ])
  ///   controller.update(
  ///     with: [
  ///       Section(
  ///         cellModels: [Person(identifier: "Ada", age: 36)], identifier: "people",
  ///         constraints: Constraints(table: table))
  ///     ], animated: false)
  ///   return host.tableText(ofSection: 0)  // "Name     Age\nAda       36"
  /// }
  /// ```
  ///
  /// - Complexity: O(*n* × (*c* + *w*)) for *n* rows of *c* columns in a section *w* wide.
  public func tableText(ofSection section: Int) -> String? {
    guard let (content, table) = tableSection(at: section),
      let layout = tableLayout(ofSection: section)
    else { return nil }
    let width = max(0, Int(tableWidth(of: content)))
    let offset = tableHorizontalOffset(ofSection: section)
    let titles = table.columns.enumerated().map { column, entry in
      guard let sort = table.sort, sort.column == column else { return entry.title }
      return entry.title + (sort.ascending ? " ▲" : " ▼")
    }
    var lines = [line(titles, of: table, in: layout, offset: offset, width: width)]
    for model in content.cellModels {
      let row = model as? any TableRowModel
      let texts = table.columns.indices.map { column in
        guard let row, column < row.columnCount else { return "" }
        return row.text(inColumn: column)
      }
      lines.append(line(texts, of: table, in: layout, offset: offset, width: width))
    }
    return lines.joined(separator: "\n")
  }

  /// Section `section`'s content and table, when it is a table.
  private func tableSection(at section: Int) -> (Section, TableColumns)? {
    guard let sections = dataSource?.snapshot.sections, sections.indices.contains(section),
      let table = sections[section].constraints.table
    else { return nil }
    return (sections[section], table)
  }

  /// The width a table's rows are laid out in.
  private func tableWidth(of section: Section) -> CGFloat {
    ListLayout.availableSize(for: .cell, in: containerSize, constraints: section.constraints)
      .width
  }

  /// `offset` kept between 0 and how much wider than the section the table is.
  private func clampedOffset(_ offset: CGFloat, in layout: TableColumnLayout) -> CGFloat {
    max(0, min(offset, layout.totalWidth - layout.availableWidth))
  }

  /// Where the table's columns of the row or header at `frame` are, in the list's coordinates.
  private func columnFrames(inSection section: Int, within frame: CGRect) -> [CGRect] {
    guard let (_, table) = tableSection(at: section), let layout = tableLayout(ofSection: section)
    else { return [] }
    let offset = tableHorizontalOffset(ofSection: section)
    return layout.columns.enumerated().map { index, column in
      let x = index == 0 && table.pinsFirstColumn ? column.x : column.x - offset
      let minX =
        layoutDirection == .rightToLeft ? frame.width - x - column.width : x
      return CGRect(
        x: frame.minX + minX, y: frame.minY, width: column.width, height: frame.height)
    }
  }

  /// One line of the table's text: each of `texts` in its column, aligned, cut to its width.
  private func line(
    _ texts: [String], of table: TableColumns, in layout: TableColumnLayout, offset: CGFloat,
    width: Int
  ) -> String {
    var characters = [Character](repeating: " ", count: width)
    let pins = table.pinsFirstColumn && !layout.columns.isEmpty
    // A pinned first column is drawn last, over the columns scrolled under it.
    let order =
      pins ? Array(layout.columns.indices.dropFirst()) + [0] : Array(layout.columns.indices)
    for index in order where index < texts.count {
      let column = layout.columns[index]
      let x = Int(index == 0 && pins ? column.x : column.x - offset)
      var columnWidth = Int(column.width)
      if index == 0 && pins { columnWidth = min(width, Int(column.maxX + table.spacing)) }
      let fitted = Self.fitted(
        texts[index], to: Int(column.width), table.columns[index].alignment, layoutDirection)
      let padding = [Character](repeating: " ", count: max(0, columnWidth - Int(column.width)))
      let text = layoutDirection == .rightToLeft ? padding + fitted : fitted + padding
      let start = layoutDirection == .rightToLeft ? width - x - columnWidth : x
      for (step, character) in text.enumerated() where (0..<width).contains(start + step) {
        characters[start + step] = character
      }
    }
    let line = String(characters)
    return String(line.reversed().drop { $0 == " " }.reversed())
  }

  /// `text` in `width` characters, aligned (leading is the right, read right to left), cut
  /// short with "…" when longer.
  private static func fitted(
    _ text: String, to width: Int, _ alignment: TableColumn.Alignment,
    _ direction: ListLayout.LayoutDirection
  ) -> [Character] {
    guard width > 0 else { return [] }
    var characters = Array(text)
    if characters.count > width { characters = Array(characters.prefix(width - 1)) + ["…"] }
    let slack = width - characters.count
    let lead =
      switch alignment {
      case .leading: direction == .rightToLeft ? slack : 0
      case .center: slack / 2
      case .trailing: direction == .rightToLeft ? 0 : slack
      }
    return Array(repeating: " ", count: lead) + characters
      + Array(repeating: " ", count: slack - lead)
  }
}
