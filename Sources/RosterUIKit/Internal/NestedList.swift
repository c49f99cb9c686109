#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// What a nested list needs from the host of its view, the one thing the two nested list
  /// cells differ by: ``NestedListCollectionViewCell`` shows a ``CollectionViewHost``'s
  /// collection view, ``NestedListTableViewCell`` a ``TableViewHost``'s table view.
  @MainActor
  protocol NestedListHost: BatchPerformingHost {
    associatedtype ListView: UIScrollView
    /// The view the host drives, placed in the cell's content view.
    var listView: ListView { get }
    /// A host of a new, empty view scrolling in `scrollDirection`, showing its models with
    /// `cellRegistry`'s cells.
    static func nested(scrollDirection: ScrollDirection, cellRegistry: CellRegistry) -> Self
    /// The direction this kind of view shows a nested list of `model` in.
    static func scrollDirection(of model: NestedListCellModel) -> ScrollDirection
    /// How far the view is scrolled from where its list starts (the right end of a horizontal
    /// list read right to left): what is kept of a nested list that leaves its cell.
    var readingOffset: CGPoint { get }
    /// Scrolls the view to `readingOffset`, counted from where its list starts.
    func scroll(toReadingOffset readingOffset: CGPoint)
  }

  extension NestedListHost {
    /// Makes the view read across as `direction` says, and lays it out again if that changes
    /// it. A cell is bound before UIKit places it in the list, so a reused cell's view cannot
    /// be relied on to inherit the list's direction by the time its offset is restored.
    func readAcross(as direction: UIUserInterfaceLayoutDirection) {
      let attribute: UISemanticContentAttribute =
        direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      guard listView.semanticContentAttribute != attribute else { return }
      let old = listView.effectiveUserInterfaceLayoutDirection
      listView.semanticContentAttribute = attribute
      guard old != direction, let collectionView = listView as? UICollectionView else { return }
      collectionView.collectionViewLayout.invalidateLayout()
    }
  }

  extension CollectionViewHost: NestedListHost {
    var listView: UICollectionView { collectionView }

    /// A collection view with a ``ListCollectionViewLayout`` in `scrollDirection`.
    static func nested(
      scrollDirection: ScrollDirection, cellRegistry: CellRegistry
    ) -> CollectionViewHost {
      let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: ListCollectionViewLayout(scrollDirection: scrollDirection))
      return CollectionViewHost(collectionView: collectionView, cellRegistry: cellRegistry)
    }

    /// The model's direction: a collection view scrolls either way.
    static func scrollDirection(of model: NestedListCellModel) -> ScrollDirection {
      model.scrollDirection
    }

    var readingOffset: CGPoint {
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.readingOffset
        ?? collectionView.contentOffset
    }

    func scroll(toReadingOffset readingOffset: CGPoint) {
      guard let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout else {
        collectionView.contentOffset = readingOffset
        return
      }
      layout.scroll(toReadingOffset: readingOffset)
    }
  }

  extension TableViewHost: NestedListHost {
    var listView: UITableView { tableView }

    /// A plain table view; it scrolls vertically whatever `scrollDirection` says.
    static func nested(
      scrollDirection: ScrollDirection, cellRegistry: CellRegistry
    ) -> TableViewHost {
      TableViewHost(
        tableView: UITableView(frame: .zero, style: .plain), cellRegistry: cellRegistry)
    }

    /// Vertical: a table scrolls only vertically (the outer host reports a horizontal nested
    /// list, `UnsupportedConstraintsReport.reportDirection(of:)`).
    static func scrollDirection(of model: NestedListCellModel) -> ScrollDirection {
      .vertical
    }

    /// The table's offset: it scrolls down whatever its direction.
    var readingOffset: CGPoint { tableView.contentOffset }

    func scroll(toReadingOffset readingOffset: CGPoint) {
      tableView.contentOffset = readingOffset
    }
  }

  /// The list inside a nested list cell: the view of a `Host` sharing the outer host's
  /// registry, and the `ListController` driving it. ``NestedListCollectionViewCell`` and
  /// ``NestedListTableViewCell`` each hold one in their content view.
  @MainActor
  final class NestedList<Host: NestedListHost> {
    let host: Host
    /// Replaced when the cell is bound to another nested list, so that nothing of the previous
    /// list (sizes, prefetched items, waiting updates) carries over.
    private(set) var controller: ListController<Host>
    /// The direction the view scrolls in.
    let scrollDirection: ScrollDirection
    /// The identifier of the nested list shown; `nil` before the first.
    private(set) var identifier: String?
    private let report: @MainActor (ListDiagnostic) -> Void

    /// The view the list is shown in.
    var listView: Host.ListView { host.listView }

    /// An empty nested list scrolling in `scrollDirection`, showing its models with
    /// `cellRegistry`'s cells and reporting its diagnostics through `report`.
    init(
      scrollDirection: ScrollDirection, cellRegistry: CellRegistry,
      report: @escaping @MainActor (ListDiagnostic) -> Void
    ) {
      self.scrollDirection = scrollDirection
      self.report = report
      host = Host.nested(scrollDirection: scrollDirection, cellRegistry: cellRegistry)
      controller = Self.makeController(host: host, report: report)
    }

    private static func makeController(
      host: Host, report: @escaping @MainActor (ListDiagnostic) -> Void
    ) -> ListController<Host> {
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
      Host.scrollDirection(of: model) == scrollDirection
        && (model.identifier == identifier || !isBusy)
    }

    /// Shows `model`'s sections: an update, animated on screen, when it shows that nested list
    /// already; otherwise a reload, scrolled to where `outerHost`'s child lists say that list
    /// was left (after keeping the offset of the list it showed). A cell reused for the list it
    /// showed updates it without animation and scrolls it to where it was left last, maybe in
    /// another cell.
    func show(_ model: NestedListCellModel, outerHost: (any OuterListHost)?) {
      defer { isReused = false }
      if let outerHost { host.readAcross(as: outerHost.readingDirection) }
      guard model.identifier != identifier else {
        controller.update(with: model.sections, animated: host.isOnScreen && !isReused)
        if isReused {
          host.scroll(
            toReadingOffset: outerHost?.childLists.offset(ofNestedList: model.identifier) ?? .zero)
        }
        return
      }
      if identifier != nil {
        keepOffset(in: outerHost)
        startOver()
      }
      identifier = model.identifier
      // The first update of a list is a reload: nothing animates in from another list.
      let policy = controller.policy
      controller.policy.maximumAnimatedOperations = 0
      controller.update(with: model.sections, animated: false)
      controller.policy = policy
      host.scroll(
        toReadingOffset: outerHost?.childLists.offset(ofNestedList: model.identifier) ?? .zero)
    }

    /// Whether the cell was prepared for reuse since it was last bound.
    private var isReused = false

    /// The cell is about to be reused: its next binding shows a list that was off screen.
    func prepareForReuse() {
      isReused = true
    }

    /// Keeps the list's offset in `outerHost`'s child lists, under its identifier: its cell
    /// leaves it.
    func keepOffset(in outerHost: (any OuterListHost)?) {
      guard let identifier else { return }
      outerHost?.childLists.nestedListDidLeave(identifier, at: host.readingOffset)
    }

    /// Ends what the previous list left behind: its prefetches are cancelled, a new controller
    /// drives the host, and the view shows nothing until its first update.
    private func startOver() {
      host.dataSource?.cancelEveryPrefetch()
      controller = Self.makeController(host: host, report: report)
      host.reloadData {}
    }

    /// Binds `cell`, whose content view is `contentView` and whose list is `current`, to
    /// `model`, and returns the list that shows it: `current` when it can, otherwise a new one
    /// in its place (the view of `current` taken out, its offset kept), sharing the registry of
    /// the cell's outer host and reporting to the outer host the cell has when it reports.
    /// Nothing while `sizing` (a nested list's size is explicit).
    static func bind(
      _ model: NestedListCellModel, sizing: Bool, in contentView: UIView, current: NestedList?,
      of cell: any NestedListHolding
    ) -> NestedList? {
      guard !sizing else { return current }
      let outerHost = cell.outerHost
      let report: @MainActor (ListDiagnostic) -> Void = { [weak cell] diagnostic in
        cell?.outerHost?.report(diagnostic)
      }
      let list: NestedList
      if let current, current.canShow(model) {
        list = current
      } else {
        current?.keepOffset(in: outerHost)
        current?.listView.removeFromSuperview()
        list = NestedList(
          scrollDirection: Host.scrollDirection(of: model),
          cellRegistry: outerHost?.cellRegistry ?? CellRegistry(), report: report)
        list.listView.frame = contentView.bounds
        contentView.addSubview(list.listView)
      }
      list.show(model, outerHost: outerHost)
      return list
    }
  }

  /// A cell that shows a nested list in its content view: what the collection and table
  /// cells of a `NestedListCellModel` do alike, whichever UIKit cell class they extend.
  @MainActor
  protocol NestedListCell: NestedListHolding {
    associatedtype Host: NestedListHost
    /// The nested list, from the first binding for display on.
    var nestedList: NestedList<Host>? { get set }
    /// The view the nested list's view is placed in.
    var contentView: UIView { get }
  }

  extension NestedListCell {
    /// Shows `model`'s sections in the nested list; nothing while sizing (the model's size is
    /// explicit).
    func bindNestedList(_ model: NestedListCellModel, sizing: Bool) {
      nestedList = NestedList.bind(
        model, sizing: sizing, in: contentView, current: nestedList, of: self)
    }

    /// Keeps the nested list as large as the cell's content.
    func layoutNestedList() {
      nestedList?.listView.frame = contentView.bounds
    }

    func nestedListDidEndDisplaying() {
      nestedList?.keepOffset(in: outerHost)
    }
  }
#endif
