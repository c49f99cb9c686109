import Foundation
import Roster
import RosterTerminal
import Testing

/// A row that records where it was selected.
struct PathRow: TypedCellModel, Equatable, SelectableCellModel {
  typealias CellType = PathRowCell
  var identifier: String
  static func == (lhs: PathRow, rhs: PathRow) -> Bool { lhs.identifier == rhs.identifier }
  var selectionAction: SelectionAction? {
    { model, indexPath in
      SelectionLog.shared.selected.append(
        "\(model.identifier)@\(indexPath.section).\(indexPath.item)")
    }
  }
}

final class PathRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: PathRow, sizing: Bool) { text = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

@MainActor
@Suite("TerminalListView: nested lists")
struct NestedListTests {
  static func nested(_ items: [String], height: CGFloat = 3) -> NestedListCellModel {
    NestedListCellModel(
      identifier: "nested", height: height,
      sections: [
        Section(cellModels: [PathRow(identifier: "x")], identifier: "first"),
        Section(cellModels: items.map { PathRow(identifier: $0) }, identifier: "inner"),
      ])
  }

  static func screen(_ items: [String]) -> [Section] {
    [Section(cellModels: [TextRow("top"), nested(items), TextRow("bottom")], identifier: "outer")]
  }

  @Test("a nested list shows its sections inside its row, at its height, between the others")
  func rendersInsideItsRow() async {
    let fixture = ListFixture(width: 12, height: 6)
    await fixture.show(Self.screen(["a", "b", "c"]))
    #expect(fixture.rows == ["top", "  x", "  a", "  b", "bottom", ""])
  }

  @Test("Down and Up move inside the nested list and leave it past its ends; Enter selects there")
  func keysMoveInside() async {
    let fixture = ListFixture(width: 12, height: 6, selectionMarker: true)
    await fixture.show(Self.screen(["a", "b", "c"]))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.down)
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    // The outer cursor marks the nested row; the nested cursor marks its first item.
    #expect(fixture.rows == ["  top", "› › x", "    a", "    b", "  bottom", ""])
    view.handle(.down)  // inside: x → a
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    #expect(fixture.rows == ["  top", "›   x", "  › a", "    b", "  bottom", ""])
    SelectionLog.shared.selected = []
    view.handle(.enter)
    #expect(SelectionLog.shared.selected == ["a@1.0"])
    view.handle(.down)  // a → b
    view.handle(.down)  // b → c, the nested list scrolls
    #expect(fixture.rows == ["  top", "›   a", "    b", "  › c", "  bottom", ""])
    view.handle(.down)  // past c: the outer list moves on
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
    // Unselected, the nested list marks no cursor.
    #expect(fixture.rows == ["  top", "    a", "    b", "    c", "› bottom", ""])
    view.handle(.up)  // back into the nested list, where its cursor was
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    view.handle(.up)  // c → b
    #expect(fixture.rows == ["  top", "›   a", "  › b", "    c", "  bottom", ""])
  }

  @Test("an outer update diffs the nested list: it animates and keeps its cursor on its item")
  func outerUpdateDiffsTheNestedList() async {
    let fixture = ListFixture(width: 12, height: 6, selectionMarker: true)
    await fixture.show(Self.screen(["a", "b", "c"]))
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    _ = fixture.rows
    view.handle(.down)  // x → a
    view.handle(.down)  // a → b
    guard let nested = fixture.nestedCell else {
      Issue.record("no nested cell")
      return
    }
    let inner = nested.listView
    #expect(inner?.selectedIndexPath == IndexPath(item: 1, section: 1))
    fixture.controller.update(with: Self.screen(["new", "a", "b", "c"]), animated: true)
    _ = fixture.rows
    #expect(view.isAnimating)
    #expect(inner?.selectedIndexPath == IndexPath(item: 2, section: 1))
    view.finishAnimations()
    #expect(!view.isAnimating)
    #expect(fixture.rows[1...3] == ["›   new", "    a", "  › b"])
  }

  @Test("the nested list shares the outer registry, and its diagnostics reach the outer controller")
  func sharesRegistryAndDiagnostics() async {
    let fixture = ListFixture(width: 12, height: 6)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    fixture.listView.cellRegistry.register(ShoutingCell.self)
    await fixture.show(Self.screen(["a", "a"]))
    #expect(fixture.rows[1...2] == ["  X!", "  A!"])
    #expect(
      diagnostics.contains { if case .duplicateItemIdentifiers = $0 { true } else { false } })
  }
}

/// A cell for `PathRow` that shouts: registered on the outer list, it shows the nested items.
final class ShoutingCell: TypedTerminalCell {
  private var text = ""
  func bind(model: PathRow, sizing: Bool) { text = model.identifier.uppercased() + "!" }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

extension ListFixture {
  /// The nested list cell on screen, the outer list's second item.
  var nestedCell: NestedListCell? {
    listView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NestedListCell
  }
}
