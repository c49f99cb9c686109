import Foundation
import Roster
import RosterTerminal
import Testing

/// An item with as many actions as asked, titled `A0`, `A1`…, each logging its title.
struct ManyActionsModel: ActionableCellModel, Equatable {
  var cellType: any ListCell.Type { IdentifierCell.self }
  var identifier: String
  var count: Int
  var log: ActionLog

  var actions: [CellAction<Self>] {
    (0..<count).map { index in
      CellAction("A\(index)") { model, _ in model.log.ran.append("A\(index) \(model.identifier)") }
    }
  }
}

/// Actions that clash: two share an identifier, one's shortcut is the menu key, one's is `j`,
/// two share the shortcut `s`.
struct ClashingActionsModel: ActionableCellModel, Equatable {
  var cellType: any ListCell.Type { IdentifierCell.self }
  var identifier: String
  var log: ActionLog

  var actions: [CellAction<Self>] {
    [
      CellAction("Archive", identifier: "x", shortcut: "r") { model, _ in
        model.log.ran.append("archive \(model.identifier)")
      },
      CellAction("Delete", identifier: "x", shortcut: "d") { model, _ in
        model.log.ran.append("delete \(model.identifier)")
      },
      CellAction("All", shortcut: "a") { model, _ in model.log.ran.append("all \(model.identifier)")
      },
      CellAction("Jump", shortcut: "j") { model, _ in
        model.log.ran.append("jump \(model.identifier)")
      },
      CellAction("Star", shortcut: "s") { model, _ in
        model.log.ran.append("star \(model.identifier)")
      },
      CellAction("Snooze", shortcut: "s") { model, _ in
        model.log.ran.append("snooze \(model.identifier)")
      },
    ]
  }
}

/// A message its Delete action removes from ``Inbox``, which updates the list, animated;
/// selecting it opens it.
struct InboxMessage: ActionableCellModel, SelectableCellModel, Equatable {
  var cellType: any ListCell.Type { IdentifierCell.self }
  var identifier: String
  var inbox: Inbox

  var actions: [CellAction<Self>] {
    [
      CellAction("Delete", style: .destructive, shortcut: "d") { model, _ in
        model.inbox.delete(model.identifier)
      }
    ]
  }

  var selectionAction: SelectionAction? {
    { model, _ in model.inbox.opened.append(model.identifier) }
  }
}

/// What an app does: store, then update.
@MainActor
final class Inbox: Equatable {
  var identifiers: [String]
  var deleted: [String] = []
  var opened: [String] = []
  var controller: ListController<TerminalListView>?

  init(_ identifiers: [String]) { self.identifiers = identifiers }

  var sections: [Section] {
    [
      Section(
        cellModels: identifiers.map { InboxMessage(identifier: $0, inbox: self) }, identifier: "in")
    ]
  }

  func delete(_ identifier: String) {
    deleted.append(identifier)
    identifiers.removeAll { $0 == identifier }
    controller?.update(with: sections, animated: true)
  }

  nonisolated static func == (lhs: Inbox, rhs: Inbox) -> Bool { lhs === rhs }
}

/// Which actions ran, in order.
@MainActor
final class ActionLog: Equatable {
  var ran: [String] = []
  nonisolated static func == (lhs: ActionLog, rhs: ActionLog) -> Bool { lhs === rhs }
}

/// A cell showing any model's identifier.
final class IdentifierCell: TerminalCell {
  private var text = ""
  init() {}
  func bind(cellModel: any CellModel, sizing: Bool) { text = cellModel.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

@MainActor
@Suite("TerminalListView: item actions that do not fit or clash")
struct ActionConflictTests {
  @Test(
    "a menu taller than the list scrolls to keep the highlighted action in view, and Enter runs it")
  func tallMenuScrolls() async {
    let log = ActionLog()
    let fixture = ListFixture(width: 20, height: 10)
    await fixture.show([
      Section(cellModels: [ManyActionsModel(identifier: "m", count: 40, log: log)], identifier: "s")
    ])
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.character("a"))
    var rows = fixture.rows
    #expect(rows.count == 10)
    #expect(rows.contains { $0.contains("│ A0 ") } && rows.contains { $0.contains("│ A7 ") })
    #expect(!rows.contains { $0.contains("│ A8 ") })
    view.handle(.up)  // wraps to the last action, which must come into view
    rows = fixture.rows
    #expect(rows.contains { $0.contains("│ A39 ") }, "\(rows)")
    #expect(!rows.contains { $0.contains("│ A0 ") })
    #expect(rows.contains { $0.contains("↑") })
    view.handle(.enter)
    #expect(log.ran == ["A39 m"])
    view.handle(.character("a"))
    for _ in 0..<20 { view.handle(.down) }
    rows = fixture.rows
    #expect(rows.contains { $0.contains("│ A20 ") }, "\(rows)")
    view.handle(.enter)
    #expect(log.ran == ["A39 m", "A20 m"])
  }

  @Test("Enter runs nothing when the list is too short to show any action of the menu")
  func enterRunsOnlyWhatIsShown() async {
    let log = ActionLog()
    let fixture = ListFixture(width: 20, height: 2)
    await fixture.show([
      Section(cellModels: [ManyActionsModel(identifier: "m", count: 3, log: log)], identifier: "s")
    ])
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.character("a"))
    view.handle(.down)
    view.handle(.enter)
    #expect(log.ran.isEmpty)
  }

  @Test("clashing actions are reported once each, and no key runs another action's handler")
  func clashesAreReported() async {
    let log = ActionLog()
    let fixture = ListFixture(width: 20, height: 6)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    await fixture.show([
      Section(
        cellModels: [ClashingActionsModel(identifier: "c", log: log), TextRow("below")],
        identifier: "s")
    ])
    let view = fixture.listView
    for _ in 0..<3 {
      view.select(IndexPath(item: 0, section: 0))
      view.handle(.character("d"))
      view.handle(.character("s"))
      view.handle(.character("j"))  // moves the cursor: j is the list's
    }
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    #expect(!log.ran.contains("archive c"))  // d is Delete's, never Archive's
    #expect(!log.ran.contains("jump c"))
    #expect(!log.ran.contains("snooze c"))
    #expect(log.ran.filter { $0 == "star c" }.count == 3)
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.character("a"))
    #expect(view.isShowingActionMenu)  // a is the menu key, not All's shortcut
    #expect(!log.ran.contains("all c"))
    view.handle(.escape)
    let conflicts = diagnostics.compactMap { diagnostic -> String? in
      guard case .conflictingItemAction(let item, let action, _) = diagnostic else { return nil }
      return "\(item) \(action)"
    }
    #expect(conflicts.sorted() == ["c All", "c Jump", "c Snooze", "c x"], "\(diagnostics)")
  }

  @Test("an action never runs on an item that is leaving, however often its key is pressed")
  func noActionOnALeavingItem() async {
    let inbox = Inbox(["m0", "m1", "m2", "m3", "m4"])
    let fixture = ListFixture(width: 20, height: 8)
    inbox.controller = fixture.controller
    await fixture.show(inbox.sections)
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    // Pressed during the first deletion's fade, and again while the next deletion waits.
    for _ in 0..<6 { view.handle(.character("d")) }
    #expect(Set(inbox.deleted).count == inbox.deleted.count, "\(inbox.deleted)")
    view.handle(.character("a"))
    view.handle(.enter)
    #expect(Set(inbox.deleted).count == inbox.deleted.count, "\(inbox.deleted)")
    while fixture.controller.isUpdating {
      view.finishAnimations()
      await Task.yield()
    }
    #expect(
      fixture.rows.prefix(5).map { $0 } == inbox.identifiers
        + Array(repeating: "", count: 5 - inbox.identifiers.count))
  }

  @Test("Enter on an item that is leaving opens nothing; on one that stays, it opens it")
  func noSelectionOfALeavingItem() async {
    let inbox = Inbox(["m0", "m1", "m2"])
    let fixture = ListFixture(width: 20, height: 8)
    inbox.controller = fixture.controller
    await fixture.show(inbox.sections)
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    view.handle(.character("d"))
    // m1 fades; m2's deletion waits behind it, so m2 is displayed and leaving.
    view.select(IndexPath(item: 1, section: 0))
    view.handle(.character("d"))
    #expect(inbox.deleted == ["m1", "m2"])
    view.select(IndexPath(item: 1, section: 0))
    view.handle(.enter)
    #expect(inbox.opened.isEmpty, "m2 is leaving")
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.enter)
    #expect(inbox.opened == ["m0"])
    while fixture.controller.isUpdating {
      view.finishAnimations()
      await Task.yield()
    }
  }
}
