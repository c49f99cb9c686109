#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// A row with a menu of actions that log what ran, on which item.
  struct ActionRow: TypedCellModel, ActionableCellModel, Equatable {
    typealias CellType = DemoCollectionCell<ActionRow>
    var identifier: String
    let log: ActionLog

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }

    var actions: [CellAction<Self>] {
      [
        CellAction("Delete", symbolName: "trash", style: .destructive) { model, indexPath in
          model.log.ran.append("delete \(model.identifier) at \(indexPath.item)")
        },
        CellAction("Pin", symbolName: "pin") { model, indexPath in
          model.log.ran.append("pin \(model.identifier) at \(indexPath.item)")
        },
        CellAction("Share", placement: .trailingSwipe) { model, _ in
          model.log.ran.append("share \(model.identifier)")
        },
      ]
    }
  }

  @MainActor
  final class ActionLog: Sendable {
    nonisolated(unsafe) var ran: [String] = []
  }

  extension OnUIKit {
    /// Context menus of item actions on both hosts, executed on the UIKit model (touch and hold
    /// is the model's `modelContextMenu(at:)`; choosing is `UIAction.modelPerform()`).
    @Suite("Item actions in context menus", .serialized)
    @MainActor
    struct ContextMenuTests {
      @Test(
        "a collection view's context menu lists the menu actions, destructive last, and runs them")
      func collectionViewMenu() {
        let log = ActionLog()
        let screen = Screen()
        let rows = (0..<3).map { ActionRow(identifier: "r\($0)", log: log) }
        screen.controller.update(
          with: [Section(cellModels: rows, identifier: "s")], animated: false)
        screen.settle()
        let menu = screen.collectionView.modelContextMenu(at: [0, 1])
        let actions = menu?.children.compactMap { $0 as? UIAction } ?? []
        #expect(actions.map(\.title) == ["Pin", "Delete"])
        #expect(actions.last?.attributes.contains(.destructive) == true)
        // The list changes while the menu is open: the action still runs on its item.
        screen.controller.update(
          with: [
            Section(cellModels: [ActionRow(identifier: "new", log: log)] + rows, identifier: "s")
          ],
          animated: false)
        screen.settle()
        actions.last?.modelPerform()
        #expect(log.ran == ["delete r1 at 2"])
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("a table view's rows have the same menu; an item without actions has none")
      func tableViewMenu() {
        let log = ActionLog()
        let table = TableScreen()
        table.host.cellRegistry.register(DemoTableCell<ActionRow>.self)
        table.controller.update(
          with: [Section(cellModels: [ActionRow(identifier: "a", log: log)], identifier: "s")],
          animated: false)
        table.settle()
        let actions =
          table.tableView.modelContextMenu(at: [0, 0])?.children.compactMap { $0 as? UIAction }
          ?? []
        #expect(actions.map(\.title) == ["Pin", "Delete"])
        actions.first?.modelPerform()
        #expect(log.ran == ["pin a at 0"])
        let plain = Screen()
        plain.controller.update(
          with: [Section(cellModels: [RowModel(identifier: "x", text: "")], identifier: "s")],
          animated: false)
        plain.settle()
        #expect(plain.collectionView.modelContextMenu(at: [0, 0]) == nil)
      }
    }
  }
#endif
