#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import UIKitModel
  @_spi(Testing) import RosterUIKitOnModel

  /// A host's data source that records what the host's features tell the list and answers as
  /// the test sets: the features tested on a host whose list is this recording, not a
  /// controller.
  @MainActor
  final class RecordingListSource: ListDataSource {
    var snapshot = ListSnapshot()
    /// What the host told the list, in order.
    var log: [String] = []

    var focusable: Set<IndexPath>?
    var preferredFocus: IndexPath?
    var movable: Set<IndexPath> = []
    var beginsMovement = true
    var acceptsMoves = true
    var moveTarget: IndexPath?
    var prefetched: [IndexPath] = []
    /// The host showing this list, kept for the test: the view holds its delegate weakly.
    private var host: AnyObject?

    /// A list of `rows` rows in section 0, a band of `cards` cards in section 1 and `rows` rows
    /// again in section 2.
    static func rowsAroundBand(rows: Int = 3, cards: Int = 2) -> [Section] {
      let row = { (name: String) in RowModel(identifier: name, text: name) }
      var band = Section(
        cellModels: (0..<cards).map { row("card\($0)") }, identifier: "band")
      band.constraints = Constraints(minimumLineSpacing: 4, scrollDirection: .horizontal)
      return [
        Section(cellModels: (0..<rows).map { row("a\($0)") }, identifier: "top"), band,
        Section(cellModels: (0..<rows).map { row("b\($0)") }, identifier: "bottom"),
      ]
    }

    /// A collection host on the model showing `sections` from this source, in a window.
    func collectionHost(
      showing sections: [Section], in window: UIWindow
    ) -> (CollectionViewHost, UICollectionView) {
      let layout = ListCollectionViewLayout()
      let collectionView = CountingCollectionView(
        frame: window.bounds, collectionViewLayout: layout)
      let host = CollectionViewHost(collectionView: collectionView)
      host.register(cellType: RowCell.self)
      host.dataSource = self
      self.host = host
      window.addSubview(collectionView)
      host.reloadData { self.snapshot = ListSnapshot(sections: sections) }
      UIKitHarness.settle()
      log.removeAll()
      return (host, collectionView)
    }

    /// A table host on the model showing `sections` from this source, in a window.
    func tableHost(
      showing sections: [Section], in window: UIWindow
    ) -> (TableViewHost, UITableView) {
      let tableView = CountingTableView(frame: window.bounds, style: .plain)
      let host = TableViewHost(tableView: tableView)
      // The rows' models name collection view cells; the table shows them with its own.
      host.cellRegistry.register(TableRowCell.self)
      host.register(cellType: TableRowCell.self)
      host.dataSource = self
      self.host = host
      window.addSubview(tableView)
      host.reloadData { self.snapshot = ListSnapshot(sections: sections) }
      UIKitHarness.settle()
      log.removeAll()
      return (host, tableView)
    }

    func itemSize(at indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 40) }
    func elementSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> CGSize {
      kind == .cell ? itemSize(at: indexPath) : .zero
    }
    func report(_ diagnostic: ListDiagnostic) { log.append("diagnostic \(diagnostic)") }
    func invalidateMeasuredSizes() {}

    func canFocusItem(at indexPath: IndexPath) -> Bool {
      log.append("canFocus \(indexPath)")
      return focusable?.contains(indexPath) ?? true
    }
    func didFocusItem(at indexPath: IndexPath?) {
      log.append("focus \(indexPath.map { "\($0)" } ?? "nil")")
    }
    var indexPathForPreferredFocusedItem: IndexPath? { preferredFocus }

    func canMoveItem(at indexPath: IndexPath) -> Bool {
      log.append("canMove \(indexPath)")
      return movable.contains(indexPath)
    }
    func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
      log.append("move \(source) \(destination)")
      return acceptsMoves
    }
    func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
      log.append("begin \(indexPath)")
      return beginsMovement
    }
    func targetIndexPathForMove(
      from source: IndexPath, toProposed proposed: IndexPath
    ) -> IndexPath {
      log.append("target \(source) \(proposed)")
      return moveTarget ?? proposed
    }
    func updateInteractiveMovement(to proposed: IndexPath) -> IndexPath? {
      log.append("update \(proposed)")
      return acceptsMoves ? proposed : nil
    }
    func endInteractiveMovement() { log.append("end") }
    func cancelInteractiveMovement() { log.append("cancel") }

    func didSelectItem(at indexPath: IndexPath) -> Bool { false }
    func shouldHighlightItem(at indexPath: IndexPath) -> Bool { false }
    func didHighlightItem(at indexPath: IndexPath) -> Bool { false }
    func didUnhighlightItem(at indexPath: IndexPath) -> Bool { false }
    func willDisplayItem(at indexPath: IndexPath) {}
    func didEndDisplayingItem(at indexPath: IndexPath, model: (any CellModel)?) {}
    func didScroll(to contentOffset: CGPoint) {}
    func prefetchItems(at indexPaths: [IndexPath]) { log.append("prefetch \(indexPaths)") }
    func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
      log.append("cancelPrefetch \(indexPaths)")
    }
    var indexPathsForPrefetchedItems: [IndexPath] { prefetched }
    func visibleRectDidChange(_ visibleRect: CGRect, in layout: ListLayout) {
      log.append("visible \(visibleRect)")
    }
  }
#endif
