import Foundation
import Roster
import RosterTerminal
import Testing

/// A cell that is not a terminal cell.
final class PlainCell: TypedListCell {
  func bind(model: PlainModel, sizing: Bool) {}
}

struct PlainModel: TypedCellModel, Equatable {
  typealias CellType = PlainCell
  var identifier: String
}

/// A cell that ignores the width it is given and renders as many lines as its model says.
final class UnrulyCell: TypedTerminalCell {
  private var lineCount = 0
  func bind(model: UnrulyModel, sizing: Bool) { lineCount = model.lineCount }
  func render(width: Int) -> [StyledLine] {
    (0..<lineCount).map { StyledLine("line \($0) " + String(repeating: "中", count: 50)) }
  }
}

struct UnrulyModel: TypedCellModel, Equatable {
  typealias CellType = UnrulyCell
  var identifier: String
  var lineCount: Int
  var fixedHeight: Int?

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    fixedHeight.map { .explicit(CGSize(width: containerSize.width, height: CGFloat($0))) }
      ?? .autolayout
  }
}

@MainActor
@Suite("TerminalListView: bad input gets a diagnostic and a defined result")
struct BadInputTests {
  @Test("a model whose cell is not a TerminalCell is reported and shown as blank rows")
  func notATerminalCell() async {
    let fixture = ListFixture(width: 10, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    await fixture.show([
      Section(
        cellModels: [TextRow("a"), PlainModel(identifier: "p"), TextRow("b")], identifier: "s")
    ])
    #expect(
      diagnostics.contains {
        if case .unusableCellType(cellType: "PlainCell", let reason) = $0 {
          reason.hasPrefix("not a TerminalCell")
        } else {
          false
        }
      })
    #expect(fixture.rows.first == "a")
    #expect(fixture.rows.contains("b"))
  }

  @Test("layout diagnostics reach the controller's one diagnostic channel, as in the UIKit layout")
  func layoutDiagnostics() async {
    let fixture = ListFixture(width: 10, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    var grid = Constraints()
    grid.distribution = .equally(cellsInRow: 0)
    await fixture.show([
      Section(cellModels: [TextRow("a"), TextRow("b")], identifier: "grid", constraints: grid)
    ])
    #expect(diagnostics == [.layout(.nonPositiveCellsInRow(section: 0, cellsInRow: 0))])
    #expect(fixture.rows.prefix(2) == ["a", "b"])
    // A batch reports what it laid out again: here a section it inserted.
    diagnostics = []
    var spaced = Constraints()
    spaced.minimumLineSpacing = .nan
    await fixture.show([
      Section(cellModels: [TextRow("a"), TextRow("b")], identifier: "grid", constraints: grid),
      Section(cellModels: [TextRow("c")], identifier: "nan", constraints: spaced),
    ])
    #expect(
      diagnostics.contains {
        if case .layout(.invalidSpacing(section: 1, let value)) = $0 { value.isNaN } else { false }
      })
    #expect(
      diagnostics.first.map(String.init(describing:))?.hasPrefix("layout: section ") == true)
  }

  @Test("lines wider than the cell are cut at cluster boundaries; extra lines are clipped")
  func unrulyCells() async {
    let fixture = ListFixture(width: 10, height: 6)
    await fixture.show([
      Section(
        cellModels: [
          UnrulyModel(identifier: "tall", lineCount: 3, fixedHeight: 2),
          UnrulyModel(identifier: "none", lineCount: 0),
          UnrulyModel(identifier: "auto", lineCount: 2), TextRow("end"),
        ], identifier: "s")
    ])
    #expect(
      fixture.rows == ["line 0 中", "line 1 中", "line 0 中", "line 1 中", "end", ""])
    let screen = fixture.listView.renderedScreen()
    #expect(screen.plainRows.allSatisfy { StyledLine($0).width <= 10 })
  }

  @Test("negative and non-finite sizes become empty lists, never a trap")
  func degenerateSizes() async {
    let view = TerminalListView(size: CGSize(width: -5, height: CGFloat.nan))
    #expect(view.size == .zero)
    let controller = ListController(host: view)
    controller.update(with: [rowsSection("s", ["a", "b"])], animated: false, completion: nil)
    #expect(view.renderedScreen().plainRows == [])
    view.handle(.down)
    view.handle(.pageDown)
    view.resize(to: CGSize(width: 5, height: 2))
    #expect(view.renderedScreen().plainRows == ["  a", "› b"])
  }

  @Test("cells that appear and disappear are reported to the data source's models")
  func displayEvents() async {
    let fixture = ListFixture(width: 10, height: 2)
    await fixture.show([rowsSection("s", ["a", "b", "c", "d"])])
    _ = fixture.listView.renderedScreen()
    #expect(fixture.listView.indexPathsForVisibleItems.count == 2)
    fixture.listView.handle(.end)
    _ = fixture.listView.renderedScreen()
    #expect(
      Set(fixture.listView.indexPathsForVisibleItems)
        == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
  }

  @Test("a model whose cell type cannot show it is reported once and left blank, not bound")
  func mismatchedCellType() async {
    let fixture = ListFixture(width: 10, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    await fixture.show([
      Section(
        cellModels: [
          TextRow("a"), WrongCellModel(identifier: "w"), WrongCellModel(identifier: "v"),
        ],
        identifier: "s")
    ])
    #expect(fixture.rows.first == "a")  // drawing binds the visible cells
    #expect(
      diagnostics == [
        .cellTypeCannotShowModel(
          cellType: "TextRowCell", modelType: "WrongCellModel", itemIdentifier: "w")
      ])
  }
}

/// A model that names the cell of another model type.
private struct WrongCellModel: CellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { TextRowCell.self }
  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: 10, height: 1))
  }
}
