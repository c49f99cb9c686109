import Foundation
import Roster
import RosterTesting

/// The host's data source, showing whatever snapshot the test sets, so that the host applies
/// the test's batches rather than a controller's. It answers every event as a list with no
/// handlers does, and drops the diagnostics the host reports.
@MainActor
final class SnapshotSource: ListDataSource {
  var snapshot = ListSnapshot()

  func itemSize(at indexPath: IndexPath) -> CGSize { .zero }
  func elementSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> CGSize { .zero }
  func report(_ diagnostic: ListDiagnostic) {}
  func canMoveItem(at indexPath: IndexPath) -> Bool { false }
  func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool { false }
  func invalidateMeasuredSizes() {}
  func beginInteractiveMovement(at indexPath: IndexPath) -> Bool { false }
  func targetIndexPathForMove(
    from source: IndexPath, toProposed proposed: IndexPath
  ) -> IndexPath { source }
  func updateInteractiveMovement(to proposed: IndexPath) -> IndexPath? { nil }
  func endInteractiveMovement() {}
  func cancelInteractiveMovement() {}

  func didSelectItem(at indexPath: IndexPath) -> Bool { false }
  func shouldHighlightItem(at indexPath: IndexPath) -> Bool { false }
  func didHighlightItem(at indexPath: IndexPath) -> Bool { false }
  func didUnhighlightItem(at indexPath: IndexPath) -> Bool { false }
  func willDisplayItem(at indexPath: IndexPath) {}
  func didEndDisplayingItem(at indexPath: IndexPath, model: (any CellModel)?) {}
  func didScroll(to contentOffset: CGPoint) {}
  func prefetchItems(at indexPaths: [IndexPath]) {}
  func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {}
  var indexPathsForPrefetchedItems: [IndexPath] { [] }
  func visibleRectDidChange(_ visibleRect: CGRect, in layout: ListLayout) {}
}
