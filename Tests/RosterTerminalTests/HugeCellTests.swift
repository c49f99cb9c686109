import Foundation
import Roster
@_spi(Testing) import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: very tall cells and crowded grids")
struct HugeCellTests {
  /// A list of 20 × 6 with the selection marker, showing `a`, a cell `tall` rows tall, and `b`.
  static func tallList(
    _ tall: CGFloat, diagnostics: @escaping @MainActor (ListDiagnostic) -> Void = { _ in }
  ) async -> ListFixture {
    let fixture = ListFixture(width: 20, height: 6, selectionMarker: true)
    fixture.controller.diagnosticHandler = diagnostics
    await fixture.show([
      Section(
        cellModels: [
          TextRow("a"), TextRow("tall", size: CGSize(width: 18, height: tall)), TextRow("b"),
        ], identifier: "s")
    ])
    return fixture
  }

  /// Goes through the list with End, Up, Down and Home, checking each screen shows the
  /// selected item's first row, and that no frame goes through more rows than the screen has.
  static func expectEveryItemShown(_ fixture: ListFixture) {
    let view = fixture.listView
    #expect(fixture.rows == ["› a", "  tall", "", "", "", ""])
    #expect(view.lastFrameRowsVisited <= 6)
    view.handle(.end)
    #expect(fixture.rows == ["", "", "", "", "", "› b"])
    #expect(view.lastFrameRowsVisited <= 6)
    view.handle(.up)
    #expect(fixture.rows == ["› tall", "", "", "", "", ""])
    #expect(view.lastFrameRowsVisited <= 6)
    view.handle(.pageDown)
    #expect(fixture.rows.last == "› b")
    view.handle(.home)
    #expect(fixture.rows.first == "› a")
    view.select(IndexPath(item: 2, section: 0))
    #expect(fixture.rows.last == "› b")
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
  }

  @Test("a 10⁹-row cell: a frame goes through the rows on screen only; every item is reachable")
  func billionRowCell() async {
    var diagnostics: [ListDiagnostic] = []
    let fixture = await Self.tallList(1e9) { diagnostics.append($0) }
    Self.expectEveryItemShown(fixture)
    #expect(diagnostics.isEmpty)
  }

  @Test("a 10¹²-row cell is capped at the terminal's tallest cell and reported; End shows b")
  func trillionRowCell() async {
    var diagnostics: [ListDiagnostic] = []
    let fixture = await Self.tallList(1e12) { diagnostics.append($0) }
    Self.expectEveryItemShown(fixture)
    #expect(!diagnostics.isEmpty)
    #expect(
      diagnostics.allSatisfy {
        $0 == .invalidSize(itemIdentifier: "tall", size: CGSize(width: 18, height: 1e12))
      })
    #expect(fixture.listView.contentHeight == TerminalListView.maximumCellHeight + 2)
  }

  @Test(
    "huge finite heights (1e300, 10 × the largest finite) reach the app as diagnostics; End shows b",
    arguments: [1e300, CGFloat.greatestFiniteMagnitude])
  func hugeFiniteHeights(height: CGFloat) async {
    var diagnostics: [ListDiagnostic] = []
    let fixture = await Self.tallList(height) { diagnostics.append($0) }
    Self.expectEveryItemShown(fixture)
    let given = CGSize(width: 18, height: height)
    // The controller caps it at the layout's 2⁴⁰; the terminal then at its tallest cell.
    #expect(diagnostics.contains(.invalidSize(itemIdentifier: "tall", size: given)))
    #expect(
      diagnostics.contains(
        .invalidSize(itemIdentifier: "tall", size: CGSize(width: 18, height: 0x1p40))))
    #expect(fixture.listView.contentHeight == TerminalListView.maximumCellHeight + 2)
  }

  @Test("a 10¹²-row header is capped and reported by its model's identifier; the items show")
  func trillionRowHeader() async {
    let fixture = ListFixture(width: 20, height: 6, selectionMarker: true)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    let header = TextRow("h", size: CGSize(width: 20, height: 1e12))
    await fixture.show([
      Section(cellModels: [TextRow("a"), TextRow("b")], identifier: "s", headerModel: header)
    ])
    #expect(fixture.rows == ["", "", "", "", "", "› a"])
    #expect(
      diagnostics.contains(
        .invalidSize(itemIdentifier: "h", size: CGSize(width: 20, height: 1e12))))
    fixture.listView.handle(.wheelUp(column: 0, row: 0))
    fixture.listView.handle(.home)
    #expect(fixture.rows.last == "› a")
    fixture.listView.handle(.down)
    #expect(fixture.rows.suffix(2) == ["  a", "› b"])
  }

  @Test("cellsInRow: Int.max lays out as many one-column cells as fit, and is reported")
  func crowdedGrid() async {
    let fixture = ListFixture(width: 10, height: 3)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    var grid = Constraints()
    grid.distribution = .equally(cellsInRow: .max)
    let items = (0..<12).map { TextRow("i\($0)", String(UnicodeScalar(UInt8(97 + $0)))) }
    await fixture.show([Section(cellModels: items, identifier: "grid", constraints: grid)])
    #expect(fixture.rows == ["abcdefghij", "kl", ""])
    #expect(
      diagnostics == [
        .layout(.tooManyCellsInRow(section: 0, cellsInRow: .max, columns: 10))
      ])
    fixture.listView.handle(.end)
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 11, section: 0))
    #expect(fixture.listView.renderedScreen()[1, 1].style.inverse)
  }
}

/// A cell `lines` rows tall that counts the lines it is asked to render.
final class CountingTallCell: TypedTerminalCell {
  @MainActor static var renderedLines = 0
  private var lines = 0

  func bind(model: CountingTallRow, sizing: Bool) { lines = model.lines }
  func render(width: Int) -> [StyledLine] { render(width: width, rows: 0..<lines) }
  func lineCount(width: Int) -> Int { lines }
  func render(width: Int, rows: Range<Int>) -> [StyledLine] {
    let shown = rows.clamped(to: 0..<lines)
    Self.renderedLines += shown.count
    return shown.map { StyledLine("line \($0)") }
  }
}

struct CountingTallRow: TypedCellModel, Equatable {
  typealias CellType = CountingTallCell
  var identifier: String
  var lines: Int
}

@MainActor
@Suite("TerminalListView: tall cells rendered by rows")
struct WindowedRenderTests {
  @Test("a cell is measured by its line count and drawn from the rows on screen and a margin")
  func rendersOnlyWhatShows() async {
    let fixture = ListFixture(width: 20, height: 5)
    CountingTallCell.renderedLines = 0
    await fixture.show([
      Section(cellModels: [CountingTallRow(identifier: "t", lines: 100_000)], identifier: "s")
    ])
    #expect(CountingTallCell.renderedLines == 0)  // measured without a line rendered
    #expect(fixture.rows == ["line 0", "line 1", "line 2", "line 3", "line 4"])
    #expect(CountingTallCell.renderedLines <= 5 * 3)
    for _ in 0..<30_000 { fixture.listView.handle(.wheelDown(column: 0, row: 0)) }
    CountingTallCell.renderedLines = 0
    #expect(fixture.rows.first == "line 90000")
    #expect(CountingTallCell.renderedLines <= 5 * 3)
    CountingTallCell.renderedLines = 0
    fixture.listView.handle(.wheelDown(column: 0, row: 0))
    #expect(fixture.rows.first == "line 90003")  // within the margin: nothing rendered again
    #expect(CountingTallCell.renderedLines == 0)
  }
}
