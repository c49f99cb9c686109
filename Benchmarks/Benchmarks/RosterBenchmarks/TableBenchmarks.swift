// Tables on the terminal, through the public API as an app calls it: a table of 1,000,000 rows
// × 8 columns (`TableRowModel` rows, explicitly one row tall) on an 80×24 list.
//
// - TB1, TB2: one frame after the cursor moves down a row, or a page: it must cost what the
//   screen's cells cost, never a pass over the rows (fit widths come from the rows drawn);
// - TB3, TB4: sort-and-show: the app sorts its 1,000,000 rows by another column, the other way
//   round each time, and updates the list with the new sort, until the next frame is drawn;
//   beside the sort alone (the goal: sort-and-show within twice the sort);
// - TB5: the cursor's column moved across a table twice as wide as the screen: a frame each;
// - TB6, TB7: TB3 and TB4 with a row model of three words (its ordinal and key packed in one),
//   which an existential holds inline: no allocation a row when the app hands its rows over.
import Benchmark
import Foundation
import Roster
import RosterTerminal

/// A row of eight columns whose texts come from its ordinal and a shuffled key.
protocol LedgerRecord: TableRowModel, Equatable {
  init(identifier: String, ordinal: Int, key: Int)
  var ordinal: Int { get }
  var key: Int { get }
}

extension LedgerRecord {
  var cellType: any ListCell.Type { TableRowCell.self }
  var columnCount: Int { 8 }

  func text(inColumn column: Int) -> String {
    switch column {
    case 0: identifier
    case 1: "\(key)"
    case 2: "account \(ordinal % 997)"
    case 3: "\(ordinal % 31 + 1) Mar"
    case 4: ordinal.isMultiple(of: 3) ? "open" : "settled"
    case 5: "\(Double(key % 100_000) / 100)"
    case 6: "branch \(key % 53)"
    default: "note \(ordinal)"
    }
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }
}

/// A ledger row of four words: one more than an existential holds inline, so each row handed
/// to a `Section` is boxed in an allocation of its own.
struct LedgerRow: LedgerRecord {
  var identifier: String
  var ordinal: Int
  var key: Int
}

/// A ledger row of three words, its ordinal and key packed in one: held inline.
struct CompactLedgerRow: LedgerRecord {
  var identifier: String
  private var packed: Int

  init(identifier: String, ordinal: Int, key: Int) {
    self.identifier = identifier
    packed = ordinal << 32 | key
  }

  var ordinal: Int { packed >> 32 }
  var key: Int { packed & 0xFFFF_FFFF }
}

/// A table of `count` rows shown headlessly on a terminal list, and its last frame.
@MainActor
final class TableHarness<Row: LedgerRecord> {
  let listView: TerminalListView
  let controller: ListController<TerminalListView>
  var rows: [Row]
  var columns: TableColumns
  var screen: ScreenBuffer
  var movingDown = true
  var movingRight = true

  init(count: Int, columns width: Int, wide: Bool = false) async {
    listView = TerminalListView(size: CGSize(width: width, height: 24))
    controller = ListController(host: listView)
    controller.diagnosticHandler = { _ in }
    var generator = SystemRandomNumberGenerator()
    rows = (0..<count).map {
      Row(
        identifier: "row-\($0)", ordinal: $0, key: Int.random(in: 0..<1_000_000, using: &generator))
    }
    let minimum: CGFloat = wide ? 18 : 0
    columns = TableColumns(
      (0..<8).map { TableColumn("Column \($0)", width: .fit(maximum: 20), minimumWidth: minimum) },
      pinsFirstColumn: true, sort: TableSort(column: 0))
    screen = ScreenBuffer(width: width, height: 24)
    await show()
    listView.select(IndexPath(item: 0, section: 0))
  }

  var section: Section {
    Section(
      cellModels: rows, identifier: "ledger",
      headerModel: TableTitle(identifier: "ledger-titles"),
      constraints: Constraints(pinning: .header, table: columns))
  }

  /// Updates the list with the rows as they are and draws the next frame.
  func show() async {
    controller.update(with: [section], animated: false, completion: nil)
    while controller.isUpdating {
      listView.finishAnimations()
      await Task.yield()
    }
    frame()
  }

  func frame() { listView.render(into: &screen) }

  /// The cursor down a row (up, from the end), and a frame.
  func cursorFrame() {
    if listView.selectedIndexPath?.item == rows.count - 1 { movingDown = false }
    if listView.selectedIndexPath?.item == 0 { movingDown = true }
    listView.handle(movingDown ? .down : .up)
    frame()
  }

  /// The cursor's column one to the right (left, from the last column), and a frame.
  func columnFrame() {
    if listView.tableColumn == columns.columns.count - 1 { movingRight = false }
    if listView.tableColumn == 0 { movingRight = true }
    listView.handle(movingRight ? .right : .left)
    frame()
  }

  /// The rows sorted by the key column, the other way round from the last sort.
  func sort() {
    let ascending = columns.sort != TableSort(column: 1)
    rows.sort {
      ascending
        ? ($0.key, $0.ordinal) < ($1.key, $1.ordinal) : ($0.key, $0.ordinal) > ($1.key, $1.ordinal)
    }
    columns.sort = TableSort(column: 1, ascending: ascending)
  }
}

/// The header row the table's titles are drawn over: a row of no texts of its own.
struct TableTitle: TableRowModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { TableRowCell.self }
  var columnCount: Int { 0 }
  func text(inColumn column: Int) -> String { "" }
  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }
}

@MainActor var tableHarnesses: [String: AnyObject] = [:]

@MainActor
func tableHarness<Row: LedgerRecord>(
  count: Int, wide: Bool = false, of row: Row.Type = LedgerRow.self
) async -> TableHarness<Row> {
  let key = "\(count)\(wide ? " wide" : "") \(Row.self)"
  if let harness = tableHarnesses[key] as? TableHarness<Row> { return harness }
  let harness = await TableHarness<Row>(count: count, columns: 80, wide: wide)
  tableHarnesses[key] = harness
  return harness
}

func tableBenchmarks() {
  let count = 1_000_000
  Benchmark("TB1 1M×8 table, cursor down, 80x24 frame", configuration: fast) {
    @MainActor benchmark async in
    let harness = await tableHarness(count: count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { harness.cursorFrame() }
    benchmark.stopMeasurement()
  }
  Benchmark("TB2 1M×8 table, page down, 80x24 frame", configuration: fast) {
    @MainActor benchmark async in
    let harness = await tableHarness(count: count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      harness.listView.handle(.pageDown)
      harness.frame()
    }
    benchmark.stopMeasurement()
  }
  let sorting = Benchmark.Configuration(
    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0,
    maxDuration: .seconds(20), maxIterations: 5)
  // The sort alone, then the sort, the update and the next frame, for rows of type `row`.
  func sortBenchmarks<Row: LedgerRecord>(_ sortName: String, _ showName: String, of row: Row.Type) {
    Benchmark(sortName, configuration: sorting) {
      @MainActor benchmark async in
      let harness = await tableHarness(count: count, of: row)
      benchmark.startMeasurement()
      harness.sort()
      benchmark.stopMeasurement()
    }
    Benchmark(showName, configuration: sorting) {
      @MainActor benchmark async in
      let harness = await tableHarness(count: count, of: row)
      benchmark.startMeasurement()
      harness.sort()
      await harness.show()
      benchmark.stopMeasurement()
    }
  }
  sortBenchmarks(
    "TB3 1M×8 table, sort alone", "TB4 1M×8 table, sort and show", of: LedgerRow.self)
  sortBenchmarks(
    "TB6 1M×8 table of three-word rows, sort alone",
    "TB7 1M×8 table of three-word rows, sort and show", of: CompactLedgerRow.self)
  Benchmark(
    "TB5 1M×8 table twice the screen's width, column right, 80x24 frame",
    configuration: fast
  ) {
    @MainActor benchmark async in
    let harness = await tableHarness(count: count, wide: true)
    harness.listView.tableCursor = .cell
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { harness.columnFrame() }
    benchmark.stopMeasurement()
  }
}
