#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// Scrolling to an item lands on it exactly, with rows of every height measured by their
    /// cells: Roster measures the rows placed at an estimate around the item before it scrolls
    /// (no estimated sizes to correct afterwards, the cause of the inaccurate `scrollToItem`
    /// that Epoxy ships a fix for).
    @Suite("RosterUIKit: scrolling to an item lands on it", .serialized)
    @MainActor
    struct ScrollToItemTests {
      /// Rows measured by their cells, of heights that vary from row to row.
      static func measuredRows(_ count: Int) -> [any CellModel] {
        (0..<count).map { number in
          RowModel(
            identifier: "m\(number)", text: "", height: CGFloat(20 + number * 37 % 90),
            measured: true)
        }
      }

      @Test("a collection view centres the item, whatever the heights above it")
      func collectionView() throws {
        let screen = Screen()
        let rows = Self.measuredRows(300)
        screen.controller.update(
          with: [Section(cellModels: rows, identifier: "s")], animated: false)
        screen.settle()
        for target in [150, 3, 299, 42] {
          #expect(screen.controller.scrollTo(cellModel: rows[target], animated: false))
          screen.settle()
          let bounds = screen.collectionView.bounds
          let frame = try #require(screen.collectionView.cellForItem(at: [0, target])).frame
          let content = screen.collectionView.contentSize.height
          // Centred, unless the content ends first.
          let centred = max(0, min(frame.midY - bounds.height / 2, content - bounds.height))
          #expect(bounds.minY == centred, "row \(target)")
          #expect(bounds.contains(CGPoint(x: frame.midX, y: frame.midY)), "row \(target)")
        }
      }

      @Test("a table view shows the row, whatever the heights above it")
      func tableView() throws {
        let table = TableScreen()
        let rows = Self.measuredRows(300)
        table.controller.update(
          with: [Section(cellModels: rows, identifier: "s")], animated: false)
        table.settle()
        for target in [150, 3, 299, 42] {
          #expect(table.controller.scrollTo(cellModel: rows[target], animated: false))
          table.settle()
          let frame = table.tableView.rectForRow(at: [0, target])
          let bounds = table.tableView.bounds
          #expect(table.tableView.cellForRow(at: [0, target]) != nil, "row \(target)")
          #expect(bounds.minY <= frame.minY && frame.maxY <= bounds.maxY, "row \(target)")
        }
      }
    }
  }
#endif
