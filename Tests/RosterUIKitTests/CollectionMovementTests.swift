#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// The collection view's movement feature on its own: a host whose list is a recording,
    /// so what the list is told of a drag (its start, each move, its drop or cancellation) is
    /// seen as sent, and a band (one item of the collection view) neither moves nor takes one.
    @Suite("RosterUIKit: CollectionMovement on a recording list", .serialized)
    @MainActor
    struct CollectionMovementTests {
      private func host(
        _ source: RecordingListSource, in window: UIWindow
      ) -> (CollectionViewHost, UICollectionView) {
        source.collectionHost(showing: RecordingListSource.rowsAroundBand(), in: window)
      }

      @Test("an item may be dragged when the list says so; a band never")
      func canMove() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = host(source, in: window)
        source.movable = [[0, 0]]
        #expect(host.collectionView(view, canMoveItemAt: [0, 0]))
        #expect(!host.collectionView(view, canMoveItemAt: [2, 0]))
        #expect(!host.collectionView(view, canMoveItemAt: [1, 0]))
        #expect(source.log == ["canMove [0, 0]", "canMove [2, 0]"])
      }

      @Test("the dragged item's target is the list's answer; over a band it stays put")
      func target() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = host(source, in: window)
        source.moveTarget = [2, 1]
        let over = host.collectionView(
          view, targetIndexPathForMoveOfItemFromOriginalIndexPath: [0, 0],
          atCurrentIndexPath: [0, 1], toProposedIndexPath: [2, 0])
        #expect(over == [2, 1])
        let overBand = host.collectionView(
          view, targetIndexPathForMoveOfItemFromOriginalIndexPath: [0, 0],
          atCurrentIndexPath: [0, 1], toProposedIndexPath: [1, 0])
        #expect(overBand == [0, 1])
        #expect(source.log == ["target [0, 0] [2, 0]"])
      }

      @Test("a movement starts only when the view and the list both start it, one at a time")
      func begin() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, _) = host(source, in: window)
        source.movable = [[0, 0], [0, 1]]
        source.beginsMovement = false
        #expect(!host.beginInteractiveMovementForItem(at: [0, 0]))
        #expect(source.log == ["canMove [0, 0]", "begin [0, 0]"])
        source.log.removeAll()
        source.beginsMovement = true
        #expect(host.beginInteractiveMovementForItem(at: [0, 0]), "the view's was cancelled")
        #expect(!host.beginInteractiveMovementForItem(at: [0, 1]))
        #expect(source.log == ["canMove [0, 0]", "begin [0, 0]"])
      }

      @Test("the list hears the drop or the cancellation of a movement it started, once")
      func finish() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, _) = host(source, in: window)
        source.movable = [[0, 0]]
        host.endInteractiveMovement()
        host.cancelInteractiveMovement()
        #expect(source.log.isEmpty, "no movement started")
        #expect(host.beginInteractiveMovementForItem(at: [0, 0]))
        host.cancelInteractiveMovement()
        host.cancelInteractiveMovement()
        #expect(host.beginInteractiveMovementForItem(at: [0, 0]))
        host.endInteractiveMovement()
        #expect(
          source.log.filter { !$0.hasPrefix("canMove") && !$0.hasPrefix("begin") }
            == ["cancel", "end"])
      }

      @Test("a move outside a movement is recorded; refused, the view shows the data again")
      func moveOutsideMovement() throws {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = host(source, in: window)
        let counting = try #require(view as? CountingCollectionView)
        let reloads = counting.reloads
        host.collectionView(view, moveItemAt: [0, 0], to: [0, 2])
        #expect(counting.reloads == reloads)
        source.acceptsMoves = false
        host.collectionView(view, moveItemAt: [0, 2], to: [0, 0])
        #expect(counting.reloads == reloads + 1)
        #expect(
          source.log.filter { $0.hasPrefix("move") } == [
            "move [0, 0] [0, 2]", "move [0, 2] [0, 0]",
          ])
      }

      @Test("during a movement, a move only places the item; the drop is told at its end")
      func moveDuringMovement() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = host(source, in: window)
        source.movable = [[0, 0]]
        #expect(host.beginInteractiveMovementForItem(at: [0, 0]))
        source.log.removeAll()
        host.collectionView(view, moveItemAt: [0, 0], to: [0, 1])
        #expect(source.log == ["update [0, 1]"])
      }
    }
  }
#endif
