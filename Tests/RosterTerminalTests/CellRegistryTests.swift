import Foundation
import Roster
import RosterTerminal
import Testing

/// A terminal cell for ``PlainModel``, which names a cell that is not a terminal cell.
final class PlainTerminalCell: TypedTerminalCell {
  private var identifier = ""

  func bind(model: PlainModel, sizing: Bool) { identifier = model.identifier }

  func render(width: Int) -> [StyledLine] { [StyledLine("plain " + identifier)] }
}

/// A terminal cell that shows any text row in capitals.
final class ShoutingRowCell: TypedTerminalCell {
  private var text = ""

  func bind(model: TextRow, sizing: Bool) { text = model.text.uppercased() }

  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

@MainActor
@Suite("TerminalListView: the cell registry")
struct TerminalCellRegistryTests {
  @Test("an entry shows a model the list could not show with the cell it names")
  func entryMakesAModelShowable() async {
    let fixture = ListFixture(width: 12, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    fixture.listView.cellRegistry.register(PlainTerminalCell.self)
    await fixture.show([
      Section(cellModels: [TextRow("a"), PlainModel(identifier: "p")], identifier: "s")
    ])
    #expect(diagnostics.isEmpty)
    #expect(fixture.rows.prefix(2) == ["a", "plain p"])
  }

  @Test("an entry replaces the named cell of every model of its type, measured with it too")
  func entryReplacesTheNamedCell() async {
    let fixture = ListFixture(width: 12, height: 4)
    fixture.listView.cellRegistry.register(ShoutingRowCell.self)
    await fixture.show([
      Section(cellModels: [TextRow("a", "hi"), TextRow("b", "yo")], identifier: "s")
    ])
    #expect(fixture.rows.prefix(2) == ["HI", "YO"])
  }

  @Test("a registry entry changed between updates shows its cells at the next frame")
  func registryChangeRebindsAtOnce() async {
    let fixture = ListFixture(width: 12, height: 4)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    await fixture.show([
      Section(cellModels: [TextRow("a", "hi"), TextRow("b", "yo")], identifier: "s")
    ])
    #expect(fixture.rows.prefix(2) == ["hi", "yo"])
    fixture.listView.cellRegistry.register(ShoutingRowCell.self)
    #expect(fixture.rows.prefix(2) == ["HI", "YO"])
    fixture.listView.cellRegistry.removeRegistration(for: TextRow.self)
    #expect(fixture.rows.prefix(2) == ["hi", "yo"])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
