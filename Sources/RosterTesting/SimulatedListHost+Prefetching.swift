import Foundation

// A simulated view scrolls nowhere on its own: a test says which items it would prefetch,
// cancel and show, and which rect of the laid-out list it would show.
extension SimulatedListHost {
  /// Reports the items at `indexPaths` as soon needed, as `UICollectionView`'s prefetching
  /// data source would.
  public func prefetchItems(at indexPaths: [IndexPath]) {
    dataSource?.prefetchItems(at: indexPaths)
  }

  /// Reports the prefetched items at `indexPaths` as no longer needed soon.
  public func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
    dataSource?.cancelPrefetchingForItems(at: indexPaths)
  }

  /// Reports the cells of the items at `indexPaths` as appearing, which consumes their
  /// prefetches.
  public func displayItems(at indexPaths: [IndexPath]) {
    for indexPath in indexPaths { dataSource?.willDisplayItem(at: indexPath) }
  }

  /// Where the items prefetched and not yet displayed, cancelled or deleted are now, as the
  /// data source follows them.
  public var indexPathsForPrefetchedItems: [IndexPath] {
    dataSource?.indexPathsForPrefetchedItems ?? []
  }

  /// Lays the displayed sections out in ``containerSize`` with the sizes the data source
  /// answers, and reports `visibleRect` of it, as a view does after scrolling: the controller
  /// works out its working range from them.
  ///
  /// - Returns: The layout it reported, for a test to compare against.
  /// - Complexity: O(*n*) for the layout of *n* items: a test tool.
  @discardableResult
  public func showVisibleRect(
    _ visibleRect: CGRect, scrollDirection: ScrollDirection = .vertical
  ) -> ListLayout {
    var layout = ListLayout(scrollDirection: scrollDirection)
    guard let dataSource else { return layout }
    layout.layout(dataSource.snapshot.sections, containerSize: containerSize) {
      dataSource.elementSize(of: $0, at: $1)
    }
    dataSource.visibleRectDidChange(visibleRect, in: layout)
    return layout
  }
}
