#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import RosterTesting
  import Testing
  import UIKitModel

  extension OnUIKit {
    /// The UIKit model on its own, with a hand-written data source: the behaviour the adapter's
    /// tests rely on, as Apple documents it.
    @Suite("UIKit model", .serialized)
    @MainActor
    struct UIKitModelTests {
      /// A data source of plain cells whose counts a test sets, as an app's array would change.
      final class Counts: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        var dequeues = true

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(
          _ collectionView: UICollectionView, numberOfItemsInSection section: Int
        ) -> Int { counts[section] }

        func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          guard dequeues else { return UICollectionViewCell(frame: .zero) }
          return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
          _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
          at indexPath: IndexPath
        ) -> UICollectionReusableView {
          collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
          _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
        ) -> Bool { false }

        func collectionView(
          _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
          to destinationIndexPath: IndexPath
        ) {}
      }

      /// Rows 10 points tall, one under the other, in one column as wide as the view.
      final class Rows: UICollectionViewLayout {
        var counts: [Int] = []

        override func prepare() {
          counts =
            collectionView.map { view in
              (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            } ?? []
        }

        override var collectionViewContentSize: CGSize {
          CGSize(
            width: collectionView?.bounds.width ?? 0, height: CGFloat(counts.reduce(0, +) * 10))
        }

        override func layoutAttributesForElements(
          in rect: CGRect
        ) -> [UICollectionViewLayoutAttributes]? {
          var all: [UICollectionViewLayoutAttributes] = []
          var y: CGFloat = 0
          for (section, count) in counts.enumerated() {
            for item in 0..<count {
              let attributes = UICollectionViewLayoutAttributes(forCellWith: [section, item])
              attributes.frame = CGRect(x: 0, y: y, width: 100, height: 10)
              y += 10
              // Overlapping, not just touching, whatever CGRect.intersects says on this platform.
              if attributes.frame.minY < rect.maxY, attributes.frame.maxY > rect.minY {
                all.append(attributes)
              }
            }
          }
          return all
        }
      }

      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let layout = Rows()
      let view: UICollectionView
      let data = Counts([20])

      init() {
        view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = data
        window.addSubview(view)
        ModelClock.advance()
      }

      @Test("the visible cells are those the layout puts in the bounds; scrolling reuses cells")
      func visibleCellsAndReuse() {
        #expect(view.indexPathsForVisibleItems == (0..<5).map { [0, $0] })
        #expect(layout.prepareCount == 1)
        let first = view.cellForItem(at: [0, 0])
        view.contentOffset.y = 100
        ModelClock.advance()
        #expect(view.indexPathsForVisibleItems == (10..<15).map { [0, $0] })
        #expect(view.visibleCells.contains { $0 === first })
        #expect(first?.reuseCount == 1)
        #expect(layout.prepareCount == 1)
      }

      /// A delegate that checks that each cell's displays and ends alternate, and runs
      /// `onEnd` from inside `didEndDisplaying`, as an app's update from an event callback.
      final class DisplayBalance: NSObject, UICollectionViewDelegate {
        var displayed: Set<ObjectIdentifier> = []
        var outOfTurn: [String] = []
        var onEnd: (() -> Void)?

        func collectionView(
          _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
          forItemAt indexPath: IndexPath
        ) {
          if !displayed.insert(ObjectIdentifier(cell)).inserted {
            outOfTurn.append("displayed twice at \(indexPath)")
          }
        }

        func collectionView(
          _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
          forItemAt indexPath: IndexPath
        ) {
          if displayed.remove(ObjectIdentifier(cell)) == nil {
            outOfTurn.append("ended twice at \(indexPath)")
          }
          onEnd?()
        }

        // The rest of the model's delegate, which declares UIKit's optional methods as
        // requirements.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func collectionView(
          _ collectionView: UICollectionView,
          contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
        func collectionView(
          _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
        ) -> Bool { false }
        func collectionView(
          _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
        ) {}
        func collectionView(
          _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
        ) {}
        func collectionView(
          _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
        ) {}
      }

      @Test("a batch run from a layout pass's callback ends that pass: no cell ends twice")
      func batchFromLayoutCallback() {
        let balance = DisplayBalance()
        view.delegate = balance
        balance.displayed = Set(view.visibleCells.map(ObjectIdentifier.init))
        balance.onEnd = { [view, data] in
          balance.onEnd = nil
          UIView.performWithoutAnimation {
            view.performBatchUpdates {
              data.counts = [17]
              view.deleteItems(at: [[0, 0], [0, 1], [0, 2]])
            }
          }
        }
        view.contentOffset.y = 20
        view.layoutIfNeeded()
        ModelClock.advance()
        #expect(balance.outOfTurn.isEmpty, "\(balance.outOfTurn)")
        #expect(view.indexPathsForVisibleItems == (2..<7).map { [0, $0] })
        let cells = view.visibleCells.map(ObjectIdentifier.init)
        #expect(Set(cells).count == cells.count)
        #expect(Set(cells) == balance.displayed)
      }

      @Test("a batch whose counts do not add up is UIKit's R3 exception, and the view reloads")
      func countMismatch() {
        var finished: [Bool] = []
        view.performBatchUpdates(
          {
            data.counts = [21]
            view.insertItems(at: [[0, 0], [0, 1]])
          }, completion: { finished.append($0) })
        #expect(view.batchErrors.map(\.rule) == [.countMismatch])
        #expect(view.numberOfItems(inSection: 0) == 21)
        #expect(finished.isEmpty, "never inside the call")
        ModelClock.advance()
        #expect(finished == [false])
      }

      @Test("the counts are asked before the updates block, so data swapped before it is an error")
      func dataSwappedBeforeTheBatch() {
        let fresh = UICollectionView(frame: window.bounds, collectionViewLayout: Rows())
        fresh.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        fresh.dataSource = data
        window.addSubview(fresh)
        data.counts = [21]
        fresh.performBatchUpdates { fresh.insertItems(at: [[0, 0]]) }
        #expect(fresh.batchErrors.map(\.rule) == [.countMismatch])
      }

      @Test("an animated batch completes after the animation; deleted cells end displaying then")
      func animatedCompletion() {
        var finished: [Bool] = []
        let deleted = view.cellForItem(at: [0, 0])
        view.performBatchUpdates(
          {
            data.counts = [19]
            view.deleteItems(at: [[0, 0]])
          }, completion: { finished.append($0) })
        #expect(view.batchErrors.isEmpty)
        #expect(view.cellForItem(at: [0, 0]) !== deleted)
        #expect(deleted?.window != nil)
        ModelClock.advance(by: ModelClock.animationDuration / 2)
        #expect(finished.isEmpty)
        ModelClock.advance(by: ModelClock.animationDuration / 2)
        #expect(finished == [true])
        #expect(deleted?.window == nil)
        #expect(view.animationsInFlight == 0)
      }

      @Test("a cell that was not dequeued, or a dequeue nobody asked for, is UIKit's exception")
      func dequeueRules() {
        data.dequeues = false
        view.contentOffset.y = 100
        ModelClock.advance()
        #expect(view.raisedExceptions.count == 5)
        data.dequeues = true
        _ = view.dequeueReusableCell(withReuseIdentifier: "cell", for: [0, 0])
        #expect(view.raisedExceptions.count == 6)
      }
    }
  }
#endif
