#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// The focus engine's subset on the UIKit model: the focus comes back to the item focused
    /// last, by identity, and models opt out.
    @Suite("RosterUIKit: focus follows the item", .serialized)
    @MainActor
    struct FocusTests {
      private func focusRows(_ identifiers: [String]) -> [Section] {
        [
          Section(
            cellModels: identifiers.map { RowModel(identifier: $0, text: $0) }, identifier: "s")
        ]
      }

      @Test("a collection view's focus comes back to its item after rows arrive above it")
      func collectionView() {
        let screen = Screen()
        #expect(!screen.collectionView.remembersLastFocusedIndexPath)
        #expect(screen.collectionView.allowsFocus, "a hardware keyboard moves it on iPad")
        screen.controller.update(with: focusRows(["a", "b", "c"]))
        screen.settle()
        #expect(screen.collectionView.modelMoveFocus(to: [0, 1]))
        #expect(screen.controller.focusedIdentifier == "b")
        screen.collectionView.modelMoveFocus(to: nil)

        screen.controller.update(with: focusRows(["x", "y", "a", "b", "c"]))
        screen.settle()
        #expect(screen.collectionView.modelFocusReturns() == [0, 3])
        #expect(screen.shownModel(at: [0, 3])?.identifier == "b")

        // UIKit's own memory is an index path: it would focus what is at the old one now.
        screen.collectionView.remembersLastFocusedIndexPath = true
        screen.collectionView.modelMoveFocus(to: nil)
        screen.controller.update(with: focusRows(["z", "x", "y", "a", "b", "c"]))
        screen.settle()
        #expect(screen.collectionView.modelFocusReturns() == [0, 3])
        #expect(screen.shownModel(at: [0, 3])?.identifier == "a", "not b, now at [0, 4]")
      }

      @Test("a table's focus follows its row; an unfocusable model is skipped")
      func tableView() {
        let screen = TableScreen()
        var sections = focusRows(["a", "b"])
        sections[0].cellModels.append(
          RowModel(identifier: "skip", text: FocusTests.unfocusableText))
        screen.controller.update(with: sections)
        screen.settle()
        #expect(screen.tableView.allowsFocus && !screen.tableView.remembersLastFocusedIndexPath)
        #expect(!screen.tableView.modelMoveFocus(to: [0, 2]))
        #expect(screen.tableView.modelMoveFocus(to: [0, 0]))
        screen.controller.update(with: focusRows(["new", "b", "a"]))
        screen.settle()
        screen.tableView.modelMoveFocus(to: nil)
        #expect(screen.tableView.modelFocusReturns() == [0, 2])
      }

      nonisolated static let unfocusableText = "unfocusable"
    }
  }

  extension RowModel: FocusableCellModel {
    /// A row whose text is ``OnUIKit/FocusTests/unfocusableText`` cannot take the focus.
    var isFocusable: Bool { text != OnUIKit.FocusTests.unfocusableText }
  }
#endif
