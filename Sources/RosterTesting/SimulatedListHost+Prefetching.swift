import Foundation

// A simulated view scrolls nowhere on its own: a test says which items it would prefetch,
// cancel and show, and which rect of the laid-out list it would show.
extension SimulatedListHost {
  /// Reports the items at `indexPaths` as soon needed, as `UICollectionView`'s prefetching
  /// data source would.
  public func prefetchItems(at indexPaths: [IndexPath]) {
    for path in indexPaths {
      if let model = dataSource?.cellModel(at: path) { checkDequeuedCell(of: model) }
    }
    dataSource?.prefetchItems(at: indexPaths)
  }

  /// Reports the prefetched items at `indexPaths` as no longer needed soon.
  public func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
    dataSource?.cancelPrefetchingForItems(at: indexPaths)
  }

  /// Reports the cells of the items at `indexPaths` as appearing, which consumes their
  /// prefetches; an item displayed already (and not ended) keeps its cell and is not reported
  /// again.
  ///
  /// A displayed item's cell stays until ``endDisplayingItems(at:)``, or until an update
  /// deletes the item: then, as UIKit does, its cell is reported gone once the batch is
  /// applied, with the model it was bound to.
  ///
  /// A card of a band (``scrollBand(ofSection:to:)``) is displayed only where its band's
  /// offset shows it, as a view makes no cell for the others.
  public func displayItems(at indexPaths: [IndexPath]) {
    display(indexPaths.filter(displayableCheck()))
  }

  /// Reports the cells of the items at `indexPaths` as appearing, unless they are displayed.
  func display(_ indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      guard let model = dataSource?.cellModel(at: indexPath),
        displays.cells[model.identifier] == nil
      else { continue }
      displays.cells[model.identifier] = (model, indexPath)
      checkDequeuedCell(of: model)
      dataSource?.willDisplayItem(at: indexPath)
    }
  }

  /// Reports the cells of the displayed items at `indexPaths` as gone, as a view does when
  /// they scroll off screen; other paths are ignored.
  public func endDisplayingItems(at indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      guard let identifier = dataSource?.cellModel(at: indexPath)?.identifier,
        let cell = displays.cells.removeValue(forKey: identifier)
      else { continue }
      dataSource?.didEndDisplayingItem(at: indexPath, model: cell.model)
    }
  }

  /// Ends the displays of the items no longer in the data, after a batch or a reload, with
  /// the models their cells were bound to.
  ///
  /// - Complexity: O(*N*) for the *N* items displayed when any cell is; nothing otherwise.
  func endDisplayingDeletedItems() {
    guard !displays.cells.isEmpty, let dataSource else { return }
    var present = Set<String>()
    for section in dataSource.snapshot.sections {
      for model in section.cellModels { present.insert(model.identifier) }
    }
    let gone = displays.cells.filter { !present.contains($0.key) }.sorted { $0.key < $1.key }
    for (identifier, cell) in gone {
      displays.cells[identifier] = nil
      // The path is the one it was displayed at, as a view's old one: the controller finds
      // the item by identity, from the model.
      dataSource.didEndDisplayingItem(at: cell.indexPath, model: cell.model)
    }
  }

  /// Ends the display of every displayed cell, at the item's index path now, as when the
  /// whole view goes.
  ///
  /// - Complexity: O(*N*) for the *N* items displayed.
  func endDisplayingEveryItem() {
    guard !displays.cells.isEmpty, let dataSource else { return }
    var paths: [String: IndexPath] = [:]
    for (section, content) in view.sections.enumerated() {
      for (item, shown) in content.items.enumerated() where paths[shown.id] == nil {
        paths[shown.id] = IndexPath(item: item, section: section)
      }
    }
    for (identifier, cell) in displays.cells.sorted(by: { $0.key < $1.key }) {
      displays.cells[identifier] = nil
      dataSource.didEndDisplayingItem(at: paths[identifier] ?? cell.indexPath, model: cell.model)
    }
  }

  /// Where the items prefetched and not yet displayed, cancelled or deleted are now, as the
  /// data source follows them.
  public var indexPathsForPrefetchedItems: [IndexPath] {
    dataSource?.indexPathsForPrefetchedItems ?? []
  }

  /// Lays the displayed sections out in ``containerSize`` with the sizes the data source
  /// answers — the cells it has not measured at their estimates, but those `visibleRect`
  /// shows, which are measured — and reports `visibleRect` of it, as a view does after
  /// scrolling: the controller works out its working range from them.
  ///
  /// - Returns: The layout it reported, for a test to compare against.
  /// - Complexity: O(*n*) for the first layout of *n* items (one estimate or cached size
  ///   each), then kept and updated by batches; plus the cells `visibleRect` shows, measured.
  @discardableResult
  public func showVisibleRect(
    _ visibleRect: CGRect, scrollDirection: ScrollDirection = .vertical
  ) -> ListLayout {
    guard let dataSource else {
      return ListLayout(scrollDirection: scrollDirection, layoutDirection: layoutDirection)
    }
    let sections = dataSource.snapshot.sections
    var layout: ListLayout
    if scrollDirection == self.scrollDirection {
      layout = laidOutList()
    } else {
      layout = ListLayout(scrollDirection: scrollDirection, layoutDirection: layoutDirection)
      layout.layout(sections, containerSize: containerSize, sizing: dataSource.layoutSizer())
    }
    layout.measureEstimatedItems(in: visibleRect, sections: sections) {
      dataSource.elementSize(of: $0, at: $1)
    }
    if scrollDirection == self.scrollDirection { scrolling.keptLayout = layout }
    dataSource.visibleRectDidChange(visibleRect, in: layout)
    return layout
  }
}
