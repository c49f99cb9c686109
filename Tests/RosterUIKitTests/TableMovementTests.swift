#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// The table's movement feature on its own: a host whose list is a recording, so what the
    /// list is asked and told of a row's drag is seen as sent.
    @Suite("RosterUIKit: TableMovement on a recording list", .serialized)
    @MainActor
    struct TableMovementTests {
      @Test("a row may be dragged, and to where, as the list answers")
      func answers() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, tableView) = source.tableHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        source.movable = [[0, 2]]
        #expect(host.tableView(tableView, canMoveRowAt: [0, 2]))
        #expect(!host.tableView(tableView, canMoveRowAt: [1, 0]))
        source.moveTarget = [2, 0]
        let target = host.tableView(
          tableView, targetIndexPathForMoveFromRowAt: [0, 2], toProposedIndexPath: [1, 1])
        #expect(target == [2, 0])
        #expect(source.log == ["canMove [0, 2]", "canMove [1, 0]", "target [0, 2] [1, 1]"])
      }

      @Test("a move is recorded; refused, the table shows the data again")
      func move() throws {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, tableView) = source.tableHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        let counting = try #require(tableView as? CountingTableView)
        let reloads = counting.reloads
        host.tableView(tableView, moveRowAt: [0, 0], to: [2, 1])
        #expect(counting.reloads == reloads)
        source.acceptsMoves = false
        host.tableView(tableView, moveRowAt: [2, 1], to: [0, 0])
        #expect(counting.reloads == reloads + 1)
        #expect(
          source.log.filter { $0.hasPrefix("move") } == [
            "move [0, 0] [2, 1]", "move [2, 1] [0, 0]",
          ])
      }
    }
  }
#endif
