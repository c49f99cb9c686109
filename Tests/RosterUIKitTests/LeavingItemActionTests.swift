#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// Actions chosen on UIKit for an item the app has already removed, while that removal waits
    /// behind an animation.
    @Suite("Item actions on a leaving item", .serialized)
    @MainActor
    struct LeavingItemActionTests {
      @Test("a context menu action chosen again for an item the app removed runs nothing")
      func contextMenuOnLeavingItem() {
        let log = ActionLog()
        let screen = Screen()
        let rows = (0..<3).map { ActionRow(identifier: "r\($0)", log: log) }
        screen.controller.update(
          with: [Section(cellModels: rows, identifier: "s")], animated: false)
        screen.settle()
        let actions =
          screen.collectionView.modelContextMenu(at: [0, 1])?.children.compactMap {
            $0 as? UIAction
          } ?? []
        let delete = actions.first { $0.title == "Delete" }
        // An insertion animates; the app's removal of r1 waits behind it.
        let new = ActionRow(identifier: "new", log: log)
        screen.controller.update(
          with: [Section(cellModels: [new] + rows, identifier: "s")], animated: true)
        screen.controller.update(
          with: [Section(cellModels: [new, rows[0], rows[2]], identifier: "s")], animated: true)
        delete?.modelPerform()
        delete?.modelPerform()
        #expect(log.ran.isEmpty)
        screen.settle()
        delete?.modelPerform()
        #expect(log.ran.isEmpty)
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }
    }
  }
#endif
