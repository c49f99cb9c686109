import Foundation
import Roster
import RosterTerminal
import Testing

/// A message with two actions that log what ran, where.
struct MessageModel: TypedCellModel, ActionableCellModel, Equatable {
  typealias CellType = MessageCell
  var identifier: String
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }

  var actions: [CellAction<Self>] {
    [
      CellAction("Delete", style: .destructive, shortcut: "d") { model, indexPath in
        SelectionLog.shared.selected.append("delete \(model.identifier)@\(indexPath.item)")
      },
      CellAction("Pin", shortcut: "p") { model, indexPath in
        SelectionLog.shared.selected.append("pin \(model.identifier)@\(indexPath.item)")
      },
      CellAction("Share", placement: .trailingSwipe) { model, _ in
        SelectionLog.shared.selected.append("share \(model.identifier)")
      },
    ]
  }
}

final class MessageCell: TypedTerminalCell {
  private var text = ""
  func bind(model: MessageModel, sizing: Bool) { text = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

@MainActor
@Suite("TerminalListView: item actions")
struct ActionMenuTests {
  static func messages(_ identifiers: [String]) -> [Section] {
    [Section(cellModels: identifiers.map { MessageModel(identifier: $0) }, identifier: "m")]
  }

  @Test("a opens the selected item's menu over the list, destructive last; Enter runs; Esc closes")
  func menu() async {
    let fixture = ListFixture(width: 20, height: 7)
    await fixture.show(Self.messages(["m0", "m1", "m2"]))
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    SelectionLog.shared.selected = []
    #expect(view.handle(.character("a")))
    #expect(view.isShowingActionMenu)
    #expect(
      fixture.rows == [
        "m0", "m1", "m ┌───────────┐", "  │ Pin  p    │", "  │ Delete  d │", "  └───────────┘",
        "",
      ])
    view.handle(.down)  // the menu takes the keys: the cursor stays on m1
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    view.handle(.enter)
    #expect(SelectionLog.shared.selected == ["delete m1@1"])
    #expect(!view.isShowingActionMenu)
    view.handle(.character("a"))
    view.handle(.escape)
    #expect(!view.isShowingActionMenu && SelectionLog.shared.selected == ["delete m1@1"])
  }

  @Test("right to left, the menu is the mirror image: near the right edge")
  func rightToLeft() async {
    let fixture = ListFixture(width: 20, height: 7)
    fixture.listView.layoutDirection = .rightToLeft
    await fixture.show(Self.messages(["m0", "m1", "m2"]))
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    #expect(view.handle(.character("a")))
    #expect(
      fixture.rows == [
        "                  m0", "                  m1", "     ┌───────────┐ 2",
        "     │ Pin  p    │", "     │ Delete  d │", "     └───────────┘", "",
      ])
  }

  @Test("a shortcut runs its action at once; swipe-only actions are not in the menu")
  func shortcuts() async {
    let fixture = ListFixture(width: 20, height: 7)
    await fixture.show(Self.messages(["m0", "m1"]))
    let view = fixture.listView
    SelectionLog.shared.selected = []
    view.select(IndexPath(item: 0, section: 0))
    #expect(view.handle(.character("p")))
    #expect(SelectionLog.shared.selected == ["pin m0@0"])
    #expect(!view.handle(.character("z")))
    let actions = fixture.controller.snapshot.cellModel(at: IndexPath(item: 0, section: 0))
      .map { _ in view.dataSource?.actions(forItemAt: IndexPath(item: 0, section: 0)) ?? [] }
    #expect(actions?.map(\.title) == ["Delete", "Pin", "Share"])
  }

  @Test("the open menu follows its item through a batch, and closes when the item goes")
  func menuThroughUpdates() async {
    let fixture = ListFixture(width: 20, height: 8)
    await fixture.show(Self.messages(["m0", "m1", "m2"]))
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    view.handle(.character("a"))
    await fixture.show(Self.messages(["new", "m0", "m1", "m2"]))
    #expect(view.isShowingActionMenu)
    SelectionLog.shared.selected = []
    view.handle(.enter)
    #expect(SelectionLog.shared.selected == ["pin m1@2"])
    view.handle(.character("a"))
    await fixture.show(Self.messages(["new", "m0", "m2"]))
    #expect(!view.isShowingActionMenu)
  }
}
