import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A row of a table on the simulated host: one text per column.
struct SimulatedTableRow: TypedCellModel, TableRowModel, Equatable {
  typealias CellType = SimulatedTableRowCell
  var identifier: String
  var texts: [String]
  var columnCount: Int { texts.count }
  func text(inColumn column: Int) -> String {
    texts.indices.contains(column) ? texts[column] : ""
  }
}

final class SimulatedTableRowCell: TypedListCell {
  func bind(model: SimulatedTableRow, sizing: Bool) {}
}

/// A header for a table's titles.
struct SimulatedTableHeader: TypedCellModel, Equatable {
  typealias CellType = SimulatedTableHeaderCell
  var identifier: String
}

final class SimulatedTableHeaderCell: TypedListCell {
  func bind(model: SimulatedTableHeader, sizing: Bool) {}
}

@MainActor
@Suite("SimulatedListHost: tables, their columns' frames and text")
struct SimulatedTableTests {
  static let people = TableColumns([
    TableColumn("Name", width: .fraction(1)),
    TableColumn("Age", width: .fixed(3), alignment: .trailing),
  ])

  /// A host showing a table, and the controller that keeps its data (a host holds its data
  /// source weakly).
  @MainActor final class Fixture {
    let host: SimulatedListHost
    let controller: ListController<SimulatedListHost>

    init(host: SimulatedListHost) {
      self.host = host
      controller = ListController(host: host)
      controller.diagnosticHandler = { _ in }
    }
  }

  static func host(
    width: CGFloat, table: TableColumns, rows: [[String]], header: Bool = false
  ) -> Fixture {
    let fixture = Fixture(host: SimulatedListHost(containerSize: CGSize(width: width, height: 400)))
    fixture.controller.update(
      with: [
        Section(
          cellModels: rows.enumerated().map { SimulatedTableRow(identifier: "r\($0)", texts: $1) },
          identifier: "table",
          headerModel: header ? SimulatedTableHeader(identifier: "titles") : nil,
          constraints: Constraints(table: table))
      ], animated: false)
    return fixture
  }

  @Test("a table's text: titles, then rows aligned in their columns, cut short with …")
  func text() {
    let fixture = Self.host(
      width: 12, table: Self.people, rows: [["Ada", "36"], ["Grace", "103"]])
    #expect(fixture.host.tableText(ofSection: 0) == "Name     Age\nAda       36\nGrace    103")
    var sorted = Self.people
    sorted.sort = TableSort(column: 1, ascending: false)
    sorted.columns[1].width = .fit(maximum: nil)
    let narrow = Self.host(width: 10, table: sorted, rows: [["Alexandrina", "81"]])
    #expect(narrow.host.tableText(ofSection: 0) == "Name Age ▼\nAle…    81")
    #expect(fixture.host.tableText(ofSection: 0) != nil)
  }

  @Test("a row's cells are at its columns' frames; the header's titles over the header")
  func frames() {
    let fixture = Self.host(width: 12, table: Self.people, rows: [["Ada", "36"]], header: true)
    let host = fixture.host
    let row = host.columnFrames(ofItemAt: IndexPath(item: 0, section: 0))
    #expect(row.map(\.minX) == [0, 9] && row.map(\.width) == [8, 3])
    let header = host.columnHeaderFrames(inSection: 0)
    #expect(header.map(\.minX) == [0, 9] && header.allSatisfy { $0.maxY <= row[0].minY })
    host.layoutDirection = .rightToLeft
    #expect(host.columnFrames(ofItemAt: IndexPath(item: 0, section: 0)).map(\.minX) == [4, 0])
    #expect(host.tableText(ofSection: 0) == "Age     Name\n36       Ada")
    #expect(fixture.controller.sections.count == 1)
  }

  @Test("a section made with its table has a header of titles, with a cell, without a model")
  func titleHeaderFromColumns() {
    let host = SimulatedListHost(containerSize: CGSize(width: 12, height: 400))
    let controller = ListController(host: host)
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    controller.update(
      with: [
        Section("table", table: Self.people) {
          SimulatedTableRow(identifier: "r0", texts: ["Ada", "36"])
        }
      ], animated: false)
    let row = host.columnFrames(ofItemAt: IndexPath(item: 0, section: 0))
    let header = host.columnHeaderFrames(inSection: 0)
    #expect(header.map(\.minX) == [0, 9])
    #expect(header.allSatisfy { $0.height > 0 && $0.maxY <= row[0].minY })
    #expect(host.tableText(ofSection: 0) == "Name     Age\nAda       36")
    #expect(diagnostics.isEmpty)
  }

  @Test("a table wider than the host scrolls across, clamped; a pinned first column stays")
  func horizontalScrolling() {
    let table = TableColumns(
      [
        TableColumn("Id", width: .fixed(2)), TableColumn("Alpha", width: .fixed(6)),
        TableColumn("Beta", width: .fixed(6)),
      ], pinsFirstColumn: true)
    let fixture = Self.host(width: 10, table: table, rows: [["1", "a", "b"]])
    let host = fixture.host
    #expect(host.tableLayout(ofSection: 0)?.totalWidth == 16)
    host.scrollTable(inSection: 0, toHorizontalOffset: 100)
    #expect(host.tableHorizontalOffset(ofSection: 0) == 6)
    let frames = host.columnFrames(ofItemAt: IndexPath(item: 0, section: 0))
    #expect(frames.map(\.minX) == [0, -3, 4])
    // The scrolled columns pass under the pinned one.
    #expect(host.tableText(ofSection: 0) == "Id  Beta\n1   b")
    host.scrollTable(inSection: 0, toHorizontalOffset: -.infinity)
    #expect(host.tableHorizontalOffset(ofSection: 0) == 0)
    #expect(host.tableText(ofSection: 1) == nil && host.columnFrames(ofItemAt: [0, 7]).isEmpty)
    #expect(fixture.controller.sections.count == 1)
  }

  @Test("a section that is no table has no columns")
  func notATable() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.update(
      with: [
        Section(cellModels: [SimulatedTableRow(identifier: "a", texts: ["x"])], identifier: "s")
      ],
      animated: false)
    #expect(host.tableLayout(ofSection: 0) == nil && host.tableText(ofSection: 0) == nil)
    #expect(host.columnFrames(ofItemAt: IndexPath(item: 0, section: 0)).isEmpty)
    host.scrollTable(inSection: 0, toHorizontalOffset: 5)
    #expect(host.tableHorizontalOffset(ofSection: 0) == 0)
    #expect(controller.sections.count == 1)
  }
}
