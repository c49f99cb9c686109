import Roster

extension ItemPrefetchEvents {
  /// Cancels every prefetch the list holds: a view that reloads starts prefetching afresh and
  /// never cancels what it asked for before, and a list view handed another list must not
  /// leave the previous list's prefetches running.
  package func cancelEveryPrefetch() {
    let prefetched = indexPathsForPrefetchedItems
    if !prefetched.isEmpty { cancelPrefetchingForItems(at: prefetched) }
  }
}
