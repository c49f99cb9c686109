#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  @testable import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// What the tests need beyond UIKit's API, the same on the UIKit model and on an iOS
  /// simulator: time passing, a tap, and the checks only the model can make.
  @MainActor
  enum UIKitHarness {
    #if os(Linux) && !UIKIT_CHECK
      /// How long an animated batch update takes.
      static let animationDuration = ModelClock.animationDuration

      /// Lets `seconds` pass, running what falls due, then turns the run loop once.
      static func advance(by seconds: Double = 0) {
        ModelClock.advance(by: seconds)
      }

      /// Lets every animation finish and the run loop turn until nothing is left to do.
      static func settle() {
        ModelClock.settle()
        ModelClock.advance()
      }

      /// A tap on the visible item at `indexPath`, with UIKit's callbacks in UIKit's order;
      /// whether the item was selected.
      static func tap(_ collectionView: UICollectionView, at indexPath: IndexPath) -> Bool {
        collectionView.tapItem(at: indexPath)
      }

      /// What UIKit would have raised for `collectionView`: rejected batches and other
      /// exceptions.
      static func raised(by collectionView: UICollectionView) -> [String] {
        collectionView.batchErrors.map(\.description) + collectionView.raisedExceptions
      }

      /// Whether `view` came from one of `collectionView`'s dequeues.
      static func wasDequeued(
        _ view: UICollectionReusableView, by collectionView: UICollectionView
      )
        -> Bool
      { collectionView.wasDequeued(view) }

      /// How many animated batches have not completed; `nil` where UIKit does not say.
      static func animationsInFlight(in collectionView: UICollectionView) -> Int? {
        collectionView.animationsInFlight
      }
    #else
      /// A little longer than UIKit's batch animations.
      static let animationDuration = 0.5

      /// Runs the main run loop for `seconds`, then lays out the windows' views.
      static func advance(by seconds: Double = 0) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: max(seconds, 0.01)))
      }

      /// Lets every animation finish.
      static func settle() {
        advance(by: animationDuration)
      }

      /// A tap on the visible item at `indexPath`, as UIKit reports it to the list's delegate.
      static func tap(_ collectionView: UICollectionView, at indexPath: IndexPath) -> Bool {
        guard let host = collectionView.delegate as? CollectionViewHost,
          host.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        else { return false }
        host.collectionView(collectionView, didHighlightItemAt: indexPath)
        host.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        host.collectionView(collectionView, didSelectItemAt: indexPath)
        return true
      }

      /// UIKit raises rather than reporting: a rejected batch ends the test run.
      static func raised(by collectionView: UICollectionView) -> [String] { [] }

      /// UIKit raises for a cell that was not dequeued.
      static func wasDequeued(
        _ view: UICollectionReusableView, by collectionView: UICollectionView
      )
        -> Bool
      { true }

      /// UIKit does not say.
      static func animationsInFlight(in collectionView: UICollectionView) -> Int? { nil }
    #endif
  }
#endif
