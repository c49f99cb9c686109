import Foundation
import Roster
import Testing

@Suite("Tables: columns, sort, content widths and row models")
struct TableColumnsTests {
  static let files = TableColumns(
    [
      TableColumn("Name", width: .fit(maximum: 20), minimumWidth: 6),
      TableColumn("Size", width: .fixed(6), alignment: .trailing),
      TableColumn("Path", width: .fraction(1), minimumWidth: 10),
    ],
    spacing: 1)

  @Test("fixed columns keep their width, fit columns their content, fractions take the rest")
  func roomyView() {
    let layout = Self.files.layout(availableWidth: 60, contentWidths: [14, 3, 40])
    #expect(layout.columns.map(\.width) == [14, 6, 38])
    #expect(layout.columns.map(\.x) == [0, 15, 22])
    #expect(layout.totalWidth == 60 && !layout.scrollsHorizontally)
  }

  @Test("the layout's documented example")
  func documentedExample() {
    let table = TableColumns(
      [
        TableColumn("Name", width: .fit(maximum: nil)),
        TableColumn("Size", width: .fixed(6)),
        TableColumn("Path", width: .fraction(1)),
      ],
      spacing: 1)
    let layout = table.layout(availableWidth: 40, contentWidths: [12, 0, 30])
    #expect(layout.columns.map(\.width) == [12, 6, 20])
    #expect(layout.columns.map(\.x) == [0, 13, 20])
    #expect(layout.totalWidth == 40 && !layout.scrollsHorizontally)
  }

  @Test("a fit column is at most its maximum")
  func fitMaximum() {
    let layout = Self.files.layout(availableWidth: 60, contentWidths: [99, 0, 0])
    #expect(layout.columns[0].width == 20)
  }

  @Test("a narrow view narrows fit columns toward their minimums before scrolling")
  func narrowView() {
    let layout = Self.files.layout(availableWidth: 26, contentWidths: [14, 0, 0])
    #expect(layout.columns.map(\.width) == [8, 6, 10])
    #expect(layout.totalWidth == 26)
  }

  @Test("a view narrower than the minimums scrolls across the minimums")
  func scrollingView() {
    let layout = Self.files.layout(availableWidth: 20, contentWidths: [14, 0, 0])
    #expect(layout.columns.map(\.width) == [6, 6, 10])
    #expect(layout.totalWidth == 24 && layout.scrollsHorizontally)
  }

  @Test("without a fraction column the last column takes the room left")
  func lastColumnFills() {
    let table = TableColumns([TableColumn("A", width: .fixed(4)), TableColumn("B")], spacing: 2)
    let layout = table.layout(availableWidth: 30, contentWidths: [0, 5])
    #expect(layout.columns.map(\.width) == [4, 24])
  }

  @Test("fractions share by weight in whole columns, the remainder to the largest remainders")
  func fractionsByWeight() {
    let table = TableColumns(
      [TableColumn("A", width: .fraction(1)), TableColumn("B", width: .fraction(2))], spacing: 0)
    #expect(table.layout(availableWidth: 10).columns.map(\.width) == [3, 7])
    #expect(table.layout(availableWidth: 11).columns.map(\.width) == [4, 7])
  }

  @Test("on a display of scale 2 widths are whole half points")
  func displayScale() {
    let table = TableColumns(
      [TableColumn("A", width: .fraction(1)), TableColumn("B", width: .fraction(1))], spacing: 0)
    let layout = table.layout(availableWidth: 100.75, scale: 2)
    #expect(layout.columns.map(\.width) == [50.5, 50])
    #expect(layout.totalWidth == 100.5)
  }

  @Test("bad widths, weights, spacing and scales count as zero or one, never a crash")
  func badInput() {
    let table = TableColumns(
      [
        TableColumn("A", width: .fixed(.nan), minimumWidth: -4),
        TableColumn("B", width: .fraction(.infinity)),
        TableColumn("C", width: .fit(maximum: -1), minimumWidth: .infinity),
      ],
      spacing: .nan)
    let layout = table.layout(availableWidth: .infinity, contentWidths: [.nan], scale: .nan)
    #expect(layout.columns.allSatisfy { $0.x.isFinite && $0.width.isFinite })
    #expect(layout.totalWidth == 0 && !layout.scrollsHorizontally)
    #expect(TableColumns([]).layout(availableWidth: 40).totalWidth == 0)
  }

  @Test("sorting by the sorted column reverses it; another column sorts ascending")
  func nextSort() {
    var table = Self.files
    #expect(table.nextSort(byColumn: 1) == TableSort(column: 1))
    table.sort = TableSort(column: 1)
    #expect(table.nextSort(byColumn: 1) == TableSort(column: 1, ascending: false))
    #expect(table.nextSort(byColumn: 2) == TableSort(column: 2))
  }

  @Test("content widths only grow, and ignore bad widths and columns")
  func contentWidths() {
    var widths = TableContentWidths(columnCount: 2)
    let answers = [
      widths.include(5, inColumn: 1), widths.include(3, inColumn: 1),
      widths.include(.nan, inColumn: 0), widths.include(.infinity, inColumn: 0),
      widths.include(9, inColumn: 2),
    ]
    #expect(answers == [true, false, false, false, false])
    #expect(widths.widths == [0, 5])
    #expect(TableContentWidths(columnCount: -1).widths.isEmpty)
  }

  @Test("a table is part of a section's constraints")
  func constraintsCarryTheTable() {
    #expect(Constraints().table == nil)
    #expect(Constraints(table: Self.files) != Constraints())
  }

  @Test("a row is found by any of its columns, or by one")
  func rowSearch() {
    let row = FileRow(identifier: "1", texts: ["Café", "12", "/tmp"])
    #expect(row.searchText == "Café 12 /tmp")
    #expect(ItemFilter(query: "cafe").matches(row))
    #expect(ItemFilter(query: "cafe").matches(row, inColumn: 0))
    #expect(!ItemFilter(query: "cafe").matches(row, inColumn: 1))
    #expect(!ItemFilter(query: "cafe").matches(row, inColumn: 7))
    #expect(ItemFilter(query: " ").matches(row, inColumn: 7))
  }

  @Test("a section made with its table has a header of its titles, pinned unless asked not to")
  func sectionWithTable() {
    let section = Section(
      "files", table: Self.files, constraints: Constraints(minimumLineSpacing: 2)
    ) {
      FileRow(identifier: "a", texts: ["a", "1", "/a"])
    }
    let header = section.headerModel as? TableHeaderModel
    #expect(header?.table == Self.files)
    #expect(header?.identifier == TableHeaderModel.defaultIdentifier)
    #expect((0..<4).map { header?.text(inColumn: $0) } == ["Name", "Size", "Path", ""])
    #expect(section.constraints.table == Self.files && section.constraints.pinning == .header)
    #expect(section.constraints.minimumLineSpacing == 2)
    let unpinned = Section("files", table: Self.files, pinsHeader: false) {}
    #expect(unpinned.constraints.pinning.isEmpty && unpinned.headerModel != nil)
    var sorted = Self.files
    sorted.sort = TableSort(column: 1)
    let resorted = Section("files", table: sorted) {}
    #expect(!resorted.hasIdenticalContent(to: Section("files", table: Self.files) {}))
  }
}

private struct FileRow: TableRowModel, Equatable {
  var identifier: String
  var texts: [String]
  var cellType: any ListCell.Type { NoCell.self }
  var columnCount: Int { texts.count }
  func text(inColumn column: Int) -> String { texts[column] }
}
