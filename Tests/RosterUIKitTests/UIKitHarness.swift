#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

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

      /// A tap on the visible row at `indexPath`; whether the row was selected.
      static func tap(_ tableView: UITableView, at indexPath: IndexPath) -> Bool {
        tableView.tapRow(at: indexPath)
      }

      /// The user drags the row at `source` to `destination` with its reorder control; whether
      /// the table let it move.
      static func drag(
        _ tableView: UITableView, from source: IndexPath, to destination: IndexPath
      )
        -> Bool
      { tableView.dragRow(from: source, to: destination) }

      /// What UIKit would have raised for `tableView`.
      static func raised(by tableView: UITableView) -> [String] {
        tableView.batchErrors.map(\.description) + tableView.raisedExceptions
      }

      /// Whether `view` came from one of `tableView`'s dequeues.
      static func wasDequeued(_ view: UIView, by tableView: UITableView) -> Bool {
        tableView.wasDequeued(view)
      }

      /// How many animated batches have not completed; `nil` where UIKit does not say.
      static func animationsInFlight(in tableView: UITableView) -> Int? {
        tableView.animationsInFlight
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

      /// A tap on the visible row at `indexPath`, as UIKit reports it to the table's delegate.
      static func tap(_ tableView: UITableView, at indexPath: IndexPath) -> Bool {
        guard let host = tableView.delegate as? TableViewHost,
          host.tableView(tableView, shouldHighlightRowAt: indexPath)
        else { return false }
        host.tableView(tableView, didHighlightRowAt: indexPath)
        host.tableView(tableView, didUnhighlightRowAt: indexPath)
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        host.tableView(tableView, didSelectRowAt: indexPath)
        return true
      }

      /// A drag with the reorder control, approximated: UIKit's own drag cannot be started in
      /// code, so the row is moved as UIKit shows it, then the data source is told.
      static func drag(
        _ tableView: UITableView, from source: IndexPath, to destination: IndexPath
      )
        -> Bool
      {
        guard let host = tableView.dataSource as? TableViewHost,
          host.tableView(tableView, canMoveRowAt: source)
        else { return false }
        tableView.moveRow(at: source, to: destination)
        host.tableView(tableView, moveRowAt: source, to: destination)
        return true
      }

      /// UIKit raises rather than reporting: a rejected batch ends the test run.
      static func raised(by tableView: UITableView) -> [String] { [] }

      /// UIKit raises for a cell that was not dequeued.
      static func wasDequeued(_ view: UIView, by tableView: UITableView) -> Bool { true }

      /// UIKit does not say.
      static func animationsInFlight(in tableView: UITableView) -> Int? { nil }
    #endif
  }
#endif
