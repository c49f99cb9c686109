import Foundation

// Hosts report the items they expect to show soon with their view's index paths, which are the
// displayed state's; the controller keeps each prefetched item by identity until its cell
// appears, the host cancels it or an update deletes it.
extension ListController {
  /// Runs the ``PrefetchingCellModel/prefetchAction`` of each item at `indexPaths` not already
  /// prefetched, and tells its section provider; paths that name no item are ignored.
  func prefetchItems(at indexPaths: [IndexPath]) {
    // Everything is looked up before any action runs: an action may update the list.
    var items: [(model: any CellModel, indexPath: IndexPath, local: IndexPath)] = []
    for indexPath in indexPaths {
      guard let model = cellModel(at: indexPath),
        trackedItems.prefetched[model.identifier] == nil
      else { continue }
      trackedItems.prefetched[model.identifier] = indexPath
      items.append((model, indexPath, localIndexPath(for: indexPath)))
    }
    for item in items {
      (item.model as? any PrefetchingCellModel)?.performPrefetch(at: item.local)
      notifyObservers(.prefetch, at: item.indexPath, model: item.model)
    }
  }

  /// Runs the ``PrefetchingCellModel/cancelPrefetchingAction`` of each prefetched item at
  /// `indexPaths`, and tells its section provider; other paths are ignored.
  func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
    var items: [(model: any CellModel, indexPath: IndexPath, local: IndexPath)] = []
    for indexPath in indexPaths {
      guard let model = cellModel(at: indexPath),
        trackedItems.prefetched.removeValue(forKey: model.identifier) != nil
      else { continue }
      items.append((model, indexPath, localIndexPath(for: indexPath)))
    }
    for item in items {
      (item.model as? any PrefetchingCellModel)?.performCancelPrefetching(at: item.local)
      notifyObservers(.cancelPrefetching, at: item.indexPath, model: item.model)
    }
  }

  /// Where the prefetched items are now, in order.
  ///
  /// - Complexity: O(*k* log *k*) for *k* prefetched items.
  var indexPathsForPrefetchedItems: [IndexPath] {
    trackedItems.prefetched.values.sorted()
  }
}
