import Foundation

// Hosts report the items they expect to show soon with their view's index paths, which are the
// displayed state's; the controller keeps each prefetched item by identity until its cell
// appears, the host cancels it or an update deletes it.
extension ListController {
  /// Runs the ``PrefetchingCellModel/prefetchAction`` of each item at `indexPaths` not already
  /// prefetched, and tells its section provider; paths that name no item are ignored, and so
  /// are items a cell shows already (a row an update moved off screen whose cell the host has
  /// not yet let go): their cell would appear without ending the prefetch.
  ///
  /// Updates the actions request start once the whole batch is delivered, so every path keeps
  /// naming its item until then.
  func prefetchItems(at indexPaths: [IndexPath]) {
    deliveringEvents {
      for indexPath in indexPaths {
        guard let model = cellModel(at: indexPath),
          trackPrefetch(of: model.identifier, at: indexPath)
        else { continue }
        deliver(.prefetch, of: model, at: ItemPlace(indexPath, in: snapshot))
      }
    }
  }

  /// Runs the ``PrefetchingCellModel/cancelPrefetchingAction`` of each prefetched item at
  /// `indexPaths`, and tells its section provider; other paths are ignored.
  func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
    deliveringEvents {
      for indexPath in indexPaths {
        guard let model = cellModel(at: indexPath),
          trackCancelledPrefetch(of: model.identifier)
        else { continue }
        deliver(.cancelPrefetching, of: model, at: ItemPlace(indexPath, in: snapshot))
      }
    }
  }
}
