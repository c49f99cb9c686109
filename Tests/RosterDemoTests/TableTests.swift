import Foundation
import RosterDemo
import RosterTerminal
import Testing

@Suite("Table: the process list and its sorting")
struct ProcessTableTests {
  @Test("the synthetic processes are the same on every run, with unique identifiers")
  func synthetic() {
    let processes = ProcessEntry.synthetic()
    #expect(processes == ProcessEntry.synthetic())
    #expect(processes.count == 3_000)
    #expect(Set(processes.map(\.pid)).count == processes.count)
    #expect(processes.allSatisfy { $0.started.count == 16 && $0.memory > 0 })
  }

  @Test("a sort orders the rows by its column, either way, ties by PID")
  func sorting() {
    let processes = ProcessEntry.synthetic(count: 400)
    for column in 0..<7 {
      for ascending in [true, false] {
        let sorted = ProcessTable.sorted(
          processes, by: TableSort(column: column, ascending: ascending))
        let keys = sorted.map { ProcessRowCellModel($0).text(inColumn: column) }
        let numeric = [0, 3, 5].contains(column)
        for (earlier, later) in zip(keys, keys.dropFirst()) {
          let inOrder =
            numeric
            ? (Double(earlier) ?? 0) <= (Double(later) ?? 0)
            : column == 4
              ? (Int(earlier.dropLast(3)) ?? 0) <= (Int(later.dropLast(3)) ?? 0)
              : earlier <= later
          let reversedOrder =
            numeric
            ? (Double(earlier) ?? 0) >= (Double(later) ?? 0)
            : column == 4
              ? (Int(earlier.dropLast(3)) ?? 0) >= (Int(later.dropLast(3)) ?? 0)
              : earlier >= later
          #expect(ascending ? inOrder : reversedOrder, "column \(column): \(earlier), \(later)")
        }
        #expect(Set(sorted.map(\.pid)) == Set(processes.map(\.pid)))
      }
    }
  }
}

@Suite("Table: the screen")
@MainActor
struct TableAppTests {
  static func app(columns: Int = 80) -> TableApp {
    let app = TableApp(columns: columns, rows: 24)
    app.start()
    return app
  }

  static func rows(_ app: TableApp, columns: Int = 80) -> [String] {
    app.frame(columns: columns, rows: 24).plainRows
  }

  @Test("the titles are pinned over the rows while they scroll; the sort shows beside its title")
  func pinnedHeader() {
    let app = Self.app()
    let first = Self.rows(app)
    #expect(first[1].contains("PID ▲") && first[1].contains("Name") && first[1].contains("CPU %"))
    for _ in 0..<5 { _ = app.press(.pageDown) }
    let scrolled = Self.rows(app)
    // The header stays; the scroll indicator beside it moves.
    #expect(scrolled[1].dropLast() == first[1].dropLast(), "the header stays")
    #expect(scrolled[2] != first[2], "the rows moved")
  }

  @Test("s sorts by the cursor's column, again the other way; the cursor stays on its row")
  func sortKey() {
    let app = Self.app()
    for _ in 0..<3 { _ = app.press(.down) }
    let selected = app.listView.selectedIndexPath.flatMap { app.controller.cellModel(at: $0) }
    #expect(app.press(.character("s")) == .handled)
    #expect(app.sort == TableSort(column: 0, ascending: false))
    #expect(Self.rows(app)[1].contains("PID ▼"))
    let now = app.listView.selectedIndexPath.flatMap { app.controller.cellModel(at: $0) }
    #expect(now?.identifier == selected?.identifier)
    for _ in 0..<3 { _ = app.press(.right) }
    #expect(app.listView.tableColumn == 3)
    _ = app.press(.character("s"))
    #expect(app.sort == TableSort(column: 3))
    let shown = app.controller.sections[0].cellModels.compactMap {
      ($0 as? ProcessRowCellModel)?.process
    }
    #expect(shown == ProcessTable.sorted(app.processes, by: TableSort(column: 3)))
    #expect(Self.rows(app)[1].contains("CPU % ▲"))
  }

  @Test("/ filters the rows by any column's text; the footer and ? help come from the key map")
  func filterAndHelp() async {
    let app = Self.app()
    #expect(Self.rows(app)[23].hasSuffix("? help · q quit"))
    _ = app.press(.character("/"))
    for character in "grace" { _ = app.press(.character(character)) }
    // The query applies as the list's clock passes its typing pause, as on a terminal.
    app.listView.advance(by: .seconds(1))
    _ = app.press(.enter)
    for _ in 0..<10 { await Task.yield() }
    app.listView.advance(by: .seconds(1))
    let rows = Self.rows(app)[2..<22].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(app.listView.numberOfItems < app.processes.count)
    #expect(!rows.isEmpty && rows.allSatisfy { $0.contains("grace") }, "\(rows)")
    let help = Self.app()
    #expect(help.press(.character("?")) == .handled)
    let overlay = Self.rows(help).joined(separator: "\n")
    #expect(overlay.contains("  s          sort") && overlay.contains("  < >        width"))
    #expect(TableApp.keyTables.flatMap(\.hints).map(\.effect).contains("sort"))
  }

  @Test("a narrow screen scrolls the table across to the cursor's column; the PID stays")
  func horizontalScrolling() {
    let app = Self.app(columns: 40)
    for _ in 0..<6 { _ = app.press(.right) }
    let rows = Self.rows(app, columns: 40)
    #expect(rows[1].contains("Started") && rows[1].contains("PID"), "\(rows[1])")
    #expect(app.listView.tableHorizontalOffset > 0)
  }
}
