import Foundation
import PropertyBased
import Roster
@_spi(Testing) import RosterTerminal
import RosterTestSupport
import Testing

/// Random tables, with random sorts applied as the app applies them (an update of the sorted
/// rows with the new sort in the columns), some asked for with the sort key, between random
/// cursor moves, column moves and selections: after every sorted update the cursor and the
/// selection are on the same rows (by identity), and after every step each drawn row shows
/// its texts in columns that never overlap and fill the list, as a reference draws them.
@MainActor
@Suite("TerminalListView: tables, property checks", .timeLimit(hangLimit))
struct TablePropertyTests {
  @Test("sorted updates keep the cursor and the selection; rows are drawn in their columns")
  func sortsKeepIdentityAndColumns() async {
    await propertyCheck(count: propertyCases(250), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var run = TableRun(seed: UInt64(seed))
      let failure = await run.check()
      #expect(failure == nil, "seed \(seed)")
    }
  }
}

/// A row of random texts.
private struct RandomRow: TableRowModel, SelectableCellModel, Equatable {
  var identifier: String
  var texts: [String]
  var cellType: any ListCell.Type { TableRowCell.self }
  var columnCount: Int { texts.count }
  var selectionAction: SelectionAction? { nil }
  func text(inColumn column: Int) -> String { texts[column] }
  static func == (lhs: RandomRow, rhs: RandomRow) -> Bool {
    lhs.identifier == rhs.identifier && lhs.texts == rhs.texts
  }
}

/// A seeded sequence of choices.
private struct Draws {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(max(1, bound)))
  }
}

@MainActor
private struct TableRun {
  var draw: Draws
  let fixture: ListFixture
  let width: Int
  var columns: TableColumns
  var rows: [RandomRow]
  var askedSort: TableSort?

  init(seed: UInt64) {
    draw = Draws(state: seed)
    width = 12 + draw.next(40)
    fixture = ListFixture(width: width, height: 3 + draw.next(8))
    var specs: [TableColumn] = []
    for offset in 0..<(1 + draw.next(5)) {
      let width: ColumnWidth =
        switch draw.next(3) {
        case 0: .fixed(CGFloat(1 + draw.next(8)))
        case 1: .fit(maximum: draw.next(2) == 0 ? nil : CGFloat(2 + draw.next(10)))
        default: .fraction(CGFloat(1 + draw.next(3)))
        }
      let alignment: TableColumn.Alignment = [.leading, .center, .trailing][draw.next(3)]
      specs.append(
        TableColumn(
          "C\(offset)", width: width, minimumWidth: CGFloat(draw.next(4)), alignment: alignment))
    }
    columns = TableColumns(specs, spacing: CGFloat(draw.next(3)))
    let count = specs.count
    var draws = draw
    rows = (0..<(1 + draws.next(40))).map { item in
      RandomRow(
        identifier: "r\(item)",
        texts: (0..<count).map { _ in
          String((0..<draws.next(14)).map { _ in Character(["a", "b", "c", " "][draws.next(4)]) })
        })
    }
    draw = draws
  }

  var section: Section {
    Section(
      cellModels: rows, identifier: "table",
      headerModel: HeaderRow(identifier: "header", title: ""),
      constraints: Constraints(pinning: .header, table: columns))
  }

  mutating func check() async -> String? {
    let list = fixture.listView
    fixture.controller.selectionMode = .multiple
    fixture.controller.diagnosticHandler = { _ in }
    list.showsScrollIndicator = false
    await fixture.show([section])
    if draw.next(2) == 0 { list.tableCursor = .cell }
    var asked: TableSort?
    list.tableSortHandler = { _, sort in asked = sort }
    for step in 0..<30 {
      switch draw.next(6) {
      case 0:
        let sort = TableSort(column: draw.next(columns.columns.count), ascending: draw.next(2) == 0)
        if let failure = await sorted(by: sort) { return "step \(step): \(failure)" }
      case 1:
        asked = nil
        // What the cursor and the selection were on before the key, which must not move them.
        let before = (list.selectedIndexPath, fixture.controller.selectedIdentifiers)
        _ = list.handle(.character("s"))
        if let sort = asked, let failure = await sorted(by: sort, from: before) {
          return "step \(step), sort key: \(failure)"
        }
      case 2:
        _ = list.handle([.up, .down, .pageUp, .pageDown, .home, .end][draw.next(6)])
      case 3:
        _ = list.handle(draw.next(2) == 0 ? .left : .right)
      case 4:
        let identifier = rows[draw.next(rows.count)].identifier
        if fixture.controller.isSelected(identifier) {
          fixture.controller.deselect(identifier)
        } else {
          try? fixture.controller.select(identifier)
        }
      default:
        list.select(IndexPath(item: draw.next(rows.count), section: 0))
      }
      if let failure = checkScreen() { return "step \(step): \(failure)" }
    }
    return nil
  }

  /// Sorts the rows as an app would and updates the list; the cursor and the selection must
  /// stay on their rows.
  mutating func sorted(
    by sort: TableSort, from before: (cursor: IndexPath?, selected: [String])? = nil
  ) async -> String? {
    let list = fixture.listView
    let cursor = (before?.cursor ?? list.selectedIndexPath).map { rows[$0.item].identifier }
    let selected = Set(before?.selected ?? fixture.controller.selectedIdentifiers)
    rows.sort { lhs, rhs in
      let (left, right) = (lhs.texts[sort.column], rhs.texts[sort.column])
      if left != right { return sort.ascending ? left < right : left > right }
      return lhs.identifier < rhs.identifier
    }
    columns.sort = sort
    await fixture.show([section])
    let after = list.selectedIndexPath.map { rows[$0.item].identifier }
    if after != cursor { return "the cursor moved from \(cursor ?? "-") to \(after ?? "-")" }
    if Set(fixture.controller.selectedIdentifiers) != selected {
      return "the selection changed from \(selected.sorted())"
    }
    return nil
  }

  /// Each drawn row against a reference drawing of its texts in the list's columns, which must
  /// not overlap and must fill the list (or be wider, scrolled, when their minimums are).
  func checkScreen() -> String? {
    let list = fixture.listView
    // The frame measures the rows it shows first: the layout to check is the one it drew with.
    let screen = list.renderedScreen()
    guard let layout = list.tableColumnLayout(inSection: 0) else { return "no table" }
    let gap = Int(layout.columns.count > 1 ? layout.columns[1].x - layout.columns[0].maxX : 0)
    for (offset, column) in layout.columns.enumerated().dropFirst()
    where Int(column.x) != Int(layout.columns[offset - 1].maxX) + gap {
      return "column \(offset) overlaps or leaves a gap: \(layout.columns)"
    }
    let available = Int(layout.availableWidth)
    if Int(layout.totalWidth) < available
      || (Int(layout.totalWidth) > available) != layout.scrollsHorizontally
    {
      return "the columns \(layout.columns) do not fill \(available)"
    }
    // The selection marks' gutter is left of the cells.
    let gutter = width - available
    for row in 1..<screen.height {
      let item = row + list.contentOffset - 1
      guard item < rows.count else { break }
      var shown = (gutter..<width).map { screen[$0, row].content }.joined()
      while shown.last == " " { shown.removeLast() }
      let expected = reference(
        rows[item].texts, layout, width: available, offset: list.tableHorizontalOffset)
      if shown != expected {
        return "row \(row) shows \"\(shown)\", expected \"\(expected)\""
      }
    }
    return nil
  }

  /// The texts in their columns, cut to them with an ellipsis and aligned, scrolled across by
  /// `offset`; trailing blanks dropped, as a screen's plain rows are.
  func reference(
    _ texts: [String], _ layout: TableColumnLayout, width: Int, offset: Int
  ) -> String {
    var characters = [Character](repeating: " ", count: width)
    for (index, column) in layout.columns.enumerated() {
      let cellWidth = Int(column.width)
      let text = StyledLine(texts[index]).truncated(toWidth: cellWidth).text
      let room = cellWidth - text.count
      let before: Int =
        switch columns.columns[index].alignment {
        case .leading: 0
        case .center: room / 2
        case .trailing: room
        }
      for (position, character) in text.enumerated() {
        let x = Int(column.x) + before + position - offset
        if x >= 0 && x < width { characters[x] = character }
      }
    }
    var line = String(characters)
    while line.last == " " { line.removeLast() }
    return line
  }
}
