#if canImport(UIKit)
  import UIKit

  /// The list inside a nested list cell: a `UICollectionView` with a ``ListCollectionViewLayout``
  /// in the model's direction, its ``CollectionViewHost`` sharing the outer host's registry, and
  /// the `ListController` driving it. ``NestedListCollectionViewCell`` and
  /// ``NestedListTableViewCell`` each hold one in their content view.
  @MainActor
  final class NestedList {
    let collectionView: UICollectionView
    let host: CollectionViewHost
    /// Replaced when the cell is bound to another nested list, so that nothing of the previous
    /// list (sizes, prefetched items, waiting updates) carries over.
    private(set) var controller: ListController<CollectionViewHost>
    let scrollDirection: ScrollDirection
    /// The identifier of the nested list shown; `nil` before the first.
    private(set) var identifier: String?
    private let report: @MainActor (ListDiagnostic) -> Void

    /// An empty nested list scrolling in `scrollDirection`, showing its models with
    /// `cellRegistry`'s cells and reporting its diagnostics through `report`.
    init(
      scrollDirection: ScrollDirection, cellRegistry: CellRegistry,
      report: @escaping @MainActor (ListDiagnostic) -> Void
    ) {
      self.scrollDirection = scrollDirection
      self.report = report
      collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: ListCollectionViewLayout(scrollDirection: scrollDirection))
      host = CollectionViewHost(collectionView: collectionView, cellRegistry: cellRegistry)
      controller = Self.makeController(host: host, report: report)
    }

    private static func makeController(
      host: CollectionViewHost, report: @escaping @MainActor (ListDiagnostic) -> Void
    ) -> ListController<CollectionViewHost> {
      let controller = ListController(host: host)
      // A nested list is small; diffing it on the main actor keeps it in step with the outer
      // list, and lets a binding start its update at once.
      controller.offMainDiffingThreshold = .max
      controller.diagnosticHandler = report
      return controller
    }

    /// Whether a batch of the list is being applied: it cannot start over for another list
    /// (UIKit does not take a reload or a new batch while one animates, rules R16 and R17).
    private var isBusy: Bool { controller.isUpdating || host.isPerformingBatch }

    /// Whether the list can show `model`: the same direction, and the same list or a list at
    /// rest.
    func canShow(_ model: NestedListCellModel) -> Bool {
      model.scrollDirection == scrollDirection && (model.identifier == identifier || !isBusy)
    }

    /// Shows `model`'s sections: an update, animated on screen, when it shows that nested list
    /// already; otherwise a reload, scrolled to where `offsets` says that list was left (after
    /// keeping the offset of the list it showed). A cell reused for the list it showed updates
    /// it without animation and scrolls it to where it was left last, maybe in another cell.
    func show(_ model: NestedListCellModel, offsets: NestedListOffsets?) {
      defer { isReused = false }
      guard model.identifier != identifier else {
        controller.update(with: model.sections, animated: host.isOnScreen && !isReused)
        if isReused {
          collectionView.contentOffset = offsets?.offset(for: model.identifier) ?? .zero
        }
        return
      }
      if identifier != nil {
        keepOffset(in: offsets)
        startOver()
      }
      identifier = model.identifier
      // The first update of a list is a reload: nothing animates in from another list.
      let policy = controller.policy
      controller.policy.maximumAnimatedOperations = 0
      controller.update(with: model.sections, animated: false)
      controller.policy = policy
      collectionView.contentOffset = offsets?.offset(for: model.identifier) ?? .zero
    }

    /// Whether the cell was prepared for reuse since it was last bound.
    private var isReused = false

    /// The cell is about to be reused: its next binding shows a list that was off screen.
    func prepareForReuse() {
      isReused = true
    }

    /// Keeps the list's offset in `offsets`, under its identifier.
    func keepOffset(in offsets: NestedListOffsets?) {
      guard let identifier else { return }
      offsets?.remember(collectionView.contentOffset, for: identifier)
    }

    /// Ends what the previous list left behind: its prefetches are cancelled, a new controller
    /// drives the host, and the collection view shows nothing until its first update.
    private func startOver() {
      if let dataSource = host.dataSource {
        let prefetched = dataSource.indexPathsForPrefetchedItems
        if !prefetched.isEmpty { dataSource.cancelPrefetchingForItems(at: prefetched) }
      }
      controller = Self.makeController(host: host, report: report)
      host.reloadData {}
    }

    /// Takes the collection view out of the cell, for good.
    func remove() {
      collectionView.removeFromSuperview()
    }

    /// The list to show `model` in `contentView`: `current` when it can, otherwise a new one in
    /// its place, sharing `outerHost`'s registry and reporting to it.
    static func list(
      showing model: NestedListCellModel, in contentView: UIView, current: NestedList?,
      outerHost: (any OuterListHost)?, report: @escaping @MainActor (ListDiagnostic) -> Void
    ) -> NestedList {
      if let current, current.canShow(model) { return current }
      current?.keepOffset(in: outerHost?.nestedListOffsets)
      current?.remove()
      let list = NestedList(
        scrollDirection: model.scrollDirection,
        cellRegistry: outerHost?.cellRegistry ?? CellRegistry(), report: report)
      list.collectionView.frame = contentView.bounds
      contentView.addSubview(list.collectionView)
      return list
    }
  }
#endif
