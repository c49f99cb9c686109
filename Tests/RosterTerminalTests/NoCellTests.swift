import Foundation
import Roster
import RosterTerminal
import RosterTesting
import Testing

/// A model for every host, naming no cell of its own.
struct CelllessModel: CellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { NoCell.self }
}

/// A terminal cell for ``CelllessModel``, registered by hand.
final class CelllessTerminalCell: TypedTerminalCell {
  private var identifier = ""
  func bind(model: CelllessModel, sizing: Bool) { identifier = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine("shown " + identifier)] }
}

@MainActor
@Suite("NoCell: a model that names no cell")
struct NoCellTests {
  @Test("without a registry entry: one diagnostic per model type, no rows, no crash")
  func diagnosticOncePerModelType() async {
    let fixture = ListFixture(width: 12, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    await fixture.show([
      Section(
        cellModels: [CelllessModel(identifier: "x"), TextRow("a"), CelllessModel(identifier: "y")],
        identifier: "s")
    ])
    await fixture.show([
      Section(cellModels: [CelllessModel(identifier: "z"), TextRow("a")], identifier: "s")
    ])
    #expect(diagnostics == [.noCellForModel(modelType: "CelllessModel", itemIdentifier: "x")])
    #expect(diagnostics.first?.description.contains("register a cell for CelllessModel") == true)
    #expect(fixture.rows.first == "a")  // measured as nothing: no rows at all
  }

  @Test("a registry entry shows it, with no diagnostic")
  func registeredCellShowsIt() async {
    let fixture = ListFixture(width: 12, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    fixture.listView.cellRegistry.register(CelllessTerminalCell.self)
    await fixture.show([Section(cellModels: [CelllessModel(identifier: "x")], identifier: "s")])
    #expect(diagnostics.isEmpty)
    #expect(fixture.rows.first == "shown x")
  }

  @Test("the simulated host reports it too, and never registers NoCell")
  func simulatedHost() async {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    controller.update(
      with: [Section(cellModels: [CelllessModel(identifier: "x")], identifier: "s")],
      animated: false, completion: nil)
    _ = host.settle()
    #expect(diagnostics == [.noCellForModel(modelType: "CelllessModel", itemIdentifier: "x")])
    let noCell = ObjectIdentifier(NoCell.self)
    #expect(!host.registeredCellTypes.contains { ObjectIdentifier($0) == noCell })
  }
}
