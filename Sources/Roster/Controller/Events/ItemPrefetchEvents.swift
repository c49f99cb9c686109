import Foundation

/// Items soon needed and no longer needed, as a ``ListHost`` reports them: one of the event
/// families of ``ListEventHandler``.
@MainActor
public protocol ItemPrefetchEvents: AnyObject {
  /// The items at `indexPaths` will soon be needed: their cells are not on screen yet but are
  /// expected to appear (UIKit's `collectionView(_:prefetchItemsAt:)`). Paths that name no item,
  /// items already prefetched and items a cell shows already are ignored. Updates the models'
  /// and providers' callbacks request start once the whole batch is delivered.
  func prefetchItems(at indexPaths: [IndexPath])

  /// The items at `indexPaths`, prefetched earlier, are no longer expected to appear soon
  /// (UIKit's `collectionView(_:cancelPrefetchingForItemsAt:)`). Paths that name no item, or an
  /// item not prefetched, are ignored. An item whose cell appears needs no cancellation: its
  /// prefetch was consumed.
  func cancelPrefetchingForItems(at indexPaths: [IndexPath])

  /// The items prefetched and neither displayed, cancelled nor deleted since, where they are
  /// now, in order: what a host compares its prefetch range with to know what to cancel.
  var indexPathsForPrefetchedItems: [IndexPath] { get }
}
