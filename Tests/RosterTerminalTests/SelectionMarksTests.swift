import Foundation
import Roster
import RosterTerminal
import Testing

/// A row whose cell shows the selection state it was told, as `[x]` or `[ ]` in edit mode.
struct CheckRow: TypedCellModel, Equatable, SelectableCellModel {
  typealias CellType = CheckRowCell
  var identifier: String
  var selectionAction: SelectionAction? { nil }
}

final class CheckRowCell: TypedTerminalCell {
  private var title = ""
  private var state = CellSelectionState.none
  func bind(model: CheckRow, sizing: Bool) { title = model.identifier }
  func showSelection(_ state: CellSelectionState) { self.state = state }
  func render(width: Int) -> [StyledLine] {
    let box = state.showsSelectionControl ? (state.isSelected ? "[x] " : "[ ] ") : ""
    return [StyledLine(box + title).truncated(toWidth: width)]
  }
}

@MainActor
@Suite("TerminalListView: the selection state, marks and edit mode")
struct SelectionMarksTests {
  @Test("Space selects the item under the cursor and moves on; a mark shows each selected item")
  func spaceMarks() async {
    let fixture = ListFixture(width: 12, height: 4, selectionMarker: true)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b", "c"])])
    #expect(view.handle(.character(" ")) == false, "no selection kept: Space is the app's")
    #expect(fixture.rows == ["› a", "  b", "  c", ""])

    fixture.controller.selectionMode = .multiple
    #expect(view.containerSize.width == 8, "the gutter holds the marks")
    #expect(fixture.rows == ["›   a", "    b", "    c", ""])
    view.handle(.character(" "))
    #expect(fixture.rows == ["  ✓ a", "›   b", "    c", ""])
    view.handle(.down)
    view.handle(.character(" "))
    #expect(fixture.controller.selectedIdentifiers == ["a", "c"])
    #expect(fixture.rows == ["  ✓ a", "    b", "› ✓ c", ""])
    #expect(view.spokenSelection == "c, selected, 3 of 3")
    // Enter toggles as a tap does, and runs the action when the item becomes selected.
    SelectionLog.shared.selected = []
    view.handle(.enter)
    #expect(fixture.controller.selectedIdentifiers == ["a"])
    #expect(SelectionLog.shared.selected.isEmpty)
    view.handle(.enter)
    #expect(SelectionLog.shared.selected == ["c"])

    fixture.controller.selectionMode = .off
    #expect(fixture.rows == ["  a", "  b", "› c", ""])
    #expect(view.containerSize.width == 10)
  }

  @Test("the marks follow their items through an update; a deleted item leaves the selection")
  func marksFollowUpdates() async throws {
    let fixture = ListFixture(width: 12, height: 4)
    fixture.controller.selectionMode = .multiple
    await fixture.show([rowsSection("s", ["a", "b", "c"])])
    try fixture.controller.select("b")
    try fixture.controller.select("c")
    #expect(fixture.rows == ["  a", "✓ b", "✓ c", ""])
    await fixture.show([rowsSection("s", ["c", "a", "d"])], animated: true)
    #expect(fixture.rows == ["✓ c", "  a", "  d", ""])
    #expect(fixture.controller.selectedIdentifiers == ["c"])
  }

  @Test("the edit-mode key shows a control on every row; Enter selects and runs no action")
  func editMode() async throws {
    let fixture = ListFixture(width: 12, height: 4)
    let view = fixture.listView
    view.editModeKey = .character("v")
    await fixture.show([rowsSection("s", ["a", "b"])])
    SelectionLog.shared.selected = []
    #expect(view.handle(.character("v")))
    #expect(fixture.controller.isEditing)
    #expect(fixture.rows == ["○ a", "○ b", "", ""])
    view.handle(.enter)
    #expect(fixture.rows == ["✓ a", "○ b", "", ""])
    view.handle(.character(" "))
    #expect(fixture.rows == ["○ a", "○ b", "", ""], "Space deselected a and moved to b")
    #expect(view.spokenSelection == "b, not selected, 2 of 2")
    view.handle(.character(" "))
    #expect(fixture.rows == ["○ a", "✓ b", "", ""], "the last item keeps the cursor")
    #expect(SelectionLog.shared.selected.isEmpty)
    #expect(view.handle(.escape))
    #expect(!fixture.controller.isEditing)
    #expect(fixture.rows == ["a", "b", "", ""], "selection off outside edit mode: none kept")
    #expect(!view.handle(.escape), "outside edit mode Escape is the app's")
  }

  @Test("right to left, the marks are right of the cells, between them and the cursor marker")
  func rightToLeft() async throws {
    let fixture = ListFixture(width: 10, height: 3, selectionMarker: true)
    let view = fixture.listView
    view.layoutDirection = .rightToLeft
    view.selectionMarker = " ‹"
    fixture.controller.selectionMode = .multiple
    await fixture.show([rowsSection("s", ["a", "b"])])
    try fixture.controller.select("b")
    #expect(fixture.rows == ["     a   ‹", "     b✓", ""])
  }

  @Test("cells are told their selection state, and drawn again when it changes")
  func cellsTold() async throws {
    let fixture = ListFixture(width: 12, height: 3)
    await fixture.show([
      Section(cellModels: [CheckRow(identifier: "x"), CheckRow(identifier: "y")], identifier: "s")
    ])
    fixture.controller.isEditing = true
    try fixture.controller.select("y")
    #expect(fixture.rows == ["○ [ ] x", "✓ [x] y", ""])
    fixture.controller.deselectAll()
    #expect(fixture.rows == ["○ [ ] x", "○ [ ] y", ""])
    fixture.controller.isEditing = false
    #expect(fixture.rows == ["x", "y", ""])
  }
}
