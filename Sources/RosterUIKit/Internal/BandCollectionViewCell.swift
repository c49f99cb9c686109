#if canImport(UIKit)
  import UIKit

  /// The one item a ``CollectionViewHost`` shows for a band (a section flowing across the list,
  /// `ListLayout.bandLength(ofSection:)`): a collection view of its own that shows the band's
  /// cards and scrolls across the list by touch, as a carousel does.
  ///
  /// The cell keeps the section it shows, so that its own view always agrees with its counts:
  /// the host hands it the band's new section and its part of each batch (`BandedBatch`)
  /// inside the list's updates block, and a band on its way out keeps showing what it showed.
  /// Everything else is the host's: cards are dequeued, bound and measured as the list's items
  /// are, placed where the list's `ListLayout` put them, and their events reach the models in
  /// the list's own index paths.
  final class BandCollectionViewCell: UICollectionViewCell {
    /// The band's own collection view, made on first use: UIKit creates cells with
    /// `init(frame:)`, which a Swift subclass cannot override the same way on every platform.
    private(set) lazy var cardsView: UICollectionView = makeCardsView()
    private var cardsLayout = BandCardsLayout()
    /// The host that dequeues, binds and routes for the cards.
    weak var host: CollectionViewHost?
    /// The band's section as the cell shows it; `nil` before it is configured.
    private(set) var section: Section?
    /// Where the band's section is in the list: followed through each batch (section
    /// identifiers may repeat, in data the controller reports and copes with); `nil` once the
    /// list no longer shows the band.
    private(set) var sectionIndex: Int?
    /// Where the band's section last was, for the end of its cards' display once it is gone.
    private var lastSectionIndex = 0
    /// The reuse identifiers registered with ``cardsView``.
    private var registeredIdentifiers: Set<String> = [ReuseIdentifier.fallback]
    /// Whether the cell is on screen in the list, between its will-display and its
    /// end-displaying: its cards' display is reported only then.
    private(set) var isDisplayed = false
    /// The card cells whose display was reported and has not ended, with where they were.
    private var reportedCards: [ObjectIdentifier: (cell: UICollectionViewCell, item: Int)] = [:]
    /// Whether the host is setting ``cardsView``'s offset, which the band's offset already says.
    private var isRestoringOffset = false

    private func makeCardsView() -> UICollectionView {
      let view = UICollectionView(frame: contentView.bounds, collectionViewLayout: cardsLayout)
      cardsLayout.band = self
      registeredIdentifiers = [ReuseIdentifier.fallback]
      view.registerFallbackCells()
      contentView.addSubview(view)
      view.dataSource = self
      view.delegate = self
      view.prefetchDataSource = self
      return view
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if cardsView.frame != contentView.bounds { cardsView.frame = contentView.bounds }
    }

    /// Shows `section`, the list's section at `index`, from scratch, scrolled `offset` along
    /// the band.
    func show(_ section: Section, at index: Int, host: CollectionViewHost, offset: CGFloat) {
      self.host = host
      self.section = section
      place(at: index)
      reloadCards()
      restore(offset)
      showCardSelection(animated: false)
    }

    /// The list no longer shows the band (its section was deleted, or stopped being a band):
    /// the cell shows what it showed until it leaves, and routes no event.
    func detach() {
      sectionIndex = nil
    }

    private func place(at index: Int) {
      sectionIndex = index
      lastSectionIndex = index
    }

    /// Takes the band to `section`, animating `batch` (its part of the list's batch, in
    /// section 0) when the band's view is on screen, reloading it otherwise; call it inside the
    /// list's updates block, after the data swap. Returns whether it started a batch, whose
    /// end `completion` then reports.
    func update(
      to section: Section, at index: Int, batch: BatchUpdate?,
      completion: @escaping @MainActor (Bool) -> Void
    ) -> Bool {
      place(at: index)
      let shown = self.section
      // A view that has not made its pending reload yet would make it at the start of the
      // batch, with the list's data already new: it reloads with the new cards instead.
      guard let batch, !hasPendingReload, isDisplayed, cardsView.window != nil, shown != nil
      else {
        self.section = section
        if batch != nil || !Self.sameCards(shown, section) {
          reloadCards()
        } else {
          cardsLayout.invalidateLayout()
        }
        return false
      }
      batchesInFlight += 1
      let view = cardsView
      view.performBatchUpdates(
        {
          self.section = section
          self.cardsLayout.invalidateLayout()
          view.apply(batch)
        },
        completion: { [weak self] finished in
          if let self, self.cardsView === view {
            self.batchesInFlight -= 1
            if !self.isAnimatingBatch { self.showCardSelection(animated: false) }
          }
          completion(finished)
        })
      return true
    }

    /// Whether `old` and `new` have the same cards, in the same order.
    private static func sameCards(_ old: Section?, _ new: Section) -> Bool {
      guard let old, old.cellModels.count == new.cellModels.count else { return false }
      return zip(old.cellModels, new.cellModels).allSatisfy { $0.identifier == $1.identifier }
    }

    /// Rebinds the cards at `indexPaths` (in section 0) to their models, after a batch.
    ///
    /// A reload the view has pending is made first, and only cells that still show their card
    /// with other content are bound again.
    func rebind(_ indexPaths: [IndexPath]) {
      guard let section, !indexPaths.isEmpty else { return }
      cardsView.layoutIfNeeded()
      let current = indexPaths.filter { path in
        guard section.cellModels.indices.contains(path.item),
          let shown = (cardsView.cellForItem(at: path) as? ListCollectionViewCell)?.cellModel
        else { return false }
        let card = section.cellModels[path.item]
        return shown.identifier == card.identifier && !shown.hasSameContent(as: card)
      }
      guard !current.isEmpty else { return }
      cardsView.reconfigureItems(at: current)
    }

    /// Scrolls the band's view to `offset` along the band, without telling the host back.
    func restore(_ offset: CGFloat) {
      let point =
        flowsVertically ? CGPoint(x: 0, y: offset) : CGPoint(x: alongBand(offset), y: 0)
      guard cardsView.contentOffset != point else { return }
      isRestoringOffset = true
      cardsView.contentOffset = point
      isRestoringOffset = false
    }

    /// How far the band's view is scrolled along the band.
    var offset: CGFloat {
      flowsVertically ? cardsView.contentOffset.y : alongBand(cardsView.contentOffset.x)
    }

    /// The band's offset for the view's horizontal content offset `x`, and the other way: the
    /// same, except right to left, where the band starts at its content's right end (see
    /// `CollectionViewHost.placement(of:)`) and its offset counts back from there.
    private func alongBand(_ x: CGFloat) -> CGFloat {
      guard let end = host?.mirroredBandEnd(of: self) else { return x }
      return end - x
    }

    /// Places the cards again from the list's layout, at the view's next layout pass.
    func invalidateCardsLayout() {
      cardsLayout.invalidateLayout()
    }

    /// Whether the band flows down (a band of a horizontal list).
    private var flowsVertically: Bool { section?.constraints.scrollDirection == .vertical }

    /// The list's index path of the card at `indexPath` of the band's view, when the list
    /// still shows that card there; `nil` while the band is on its way out or behind.
    func listIndexPath(of indexPath: IndexPath) -> IndexPath? {
      guard let section, let index = listSection(), let data = host?.dataSource,
        section.cellModels.indices.contains(indexPath.item)
      else { return nil }
      let path = IndexPath(item: indexPath.item, section: index)
      guard data.cellModel(at: path)?.identifier == section.cellModels[indexPath.item].identifier
      else { return nil }
      return path
    }

    /// Where the band's section is in the list now, or `nil` when it is not there.
    func listSection() -> Int? {
      guard let section, let index = sectionIndex,
        host?.dataSource?.section(at: index)?.identifier == section.identifier
      else { return nil }
      return index
    }

    /// The cards on screen, as list index paths.
    var visibleListIndexPaths: [IndexPath] {
      cardsView.indexPathsForVisibleItems.compactMap(listIndexPath(of:))
    }

    /// The list shows the band: the cards on screen are displayed from now on.
    func didAppear() {
      isDisplayed = true
      for indexPath in cardsView.indexPathsForVisibleItems {
        guard let cell = cardsView.cellForItem(at: indexPath) else { continue }
        reportDisplay(of: cell, at: indexPath)
      }
    }

    /// The list no longer shows the band: its cards end displaying with it.
    func didDisappear() {
      for (cell, item) in reportedCards.values.sorted(by: { $0.item < $1.item }) {
        reportEndDisplay(of: cell, at: IndexPath(item: item, section: 0))
      }
      isDisplayed = false
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      didDisappear()
      section = nil
      reloadCards()
    }

    /// Reloads the band's view; the cards it showed end displaying as it drops their cells.
    ///
    /// A view still animating a batch cannot be reloaded (rule R16): a fresh view takes its
    /// place, and the cards the old one showed end displaying now.
    private func reloadCards() {
      hasPendingReload = true
      guard batchesInFlight > 0 else {
        cardsView.reloadData()
        return
      }
      for (cell, item) in reportedCards.values.sorted(by: { $0.item < $1.item }) {
        reportEndDisplay(of: cell, at: IndexPath(item: item, section: 0))
      }
      let old = cardsView
      old.dataSource = nil
      old.delegate = nil
      old.prefetchDataSource = nil
      old.removeFromSuperview()
      batchesInFlight = 0
      let offset = self.offset
      cardsLayout = BandCardsLayout()
      cardsView = makeCardsView()
      restore(offset)
    }

    /// The batches the band's view is animating.
    private var batchesInFlight = 0
    /// Whether the band's view is animating a batch.
    var isAnimatingBatch: Bool { batchesInFlight > 0 }
    /// Whether the band's view reloads at its next layout pass, which ``BandCardsLayout``
    /// prepares for.
    var hasPendingReload = false

    /// Reports that `cell` shows its card, once, while the band is displayed and the cell shows
    /// the card the band has at `indexPath` (a view about to reload still shows the former).
    private func reportDisplay(of cell: UICollectionViewCell, at indexPath: IndexPath) {
      let key = ObjectIdentifier(cell)
      guard isDisplayed, reportedCards[key] == nil, let path = listIndexPath(of: indexPath),
        (cell as? ListCollectionViewCell)?.cellModel?.identifier
          == section?.cellModels[indexPath.item].identifier
      else { return }
      reportedCards[key] = (cell, indexPath.item)
      host?.dataSource?.willDisplayItem(at: path)
    }

    /// Reports that `cell` no longer shows its card, if its display was reported.
    private func reportEndDisplay(of cell: UICollectionViewCell, at indexPath: IndexPath) {
      guard reportedCards.removeValue(forKey: ObjectIdentifier(cell)) != nil else { return }
      let index = listSection() ?? lastSectionIndex
      host?.dataSource?.didEndDisplayingItem(
        at: IndexPath(item: indexPath.item, section: index),
        model: (cell as? ListCollectionViewCell)?.cellModel)
    }
  }

  extension BandCollectionViewCell: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { section == nil ? 0 : 1 }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      self.section?.cellModels.count ?? 0
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let section, section.cellModels.indices.contains(indexPath.item), let host else {
        return collectionView.dequeueReusableCell(
          withReuseIdentifier: ReuseIdentifier.fallback, for: indexPath)
      }
      let model = section.cellModels[indexPath.item]
      let (identifier, cellClass) = host.registration(for: model)
      if !registeredIdentifiers.contains(identifier), let cellClass {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        registeredIdentifiers.insert(identifier)
      }
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: registeredIdentifiers.contains(identifier)
          ? identifier : ReuseIdentifier.fallback, for: indexPath)
      host.bind(cell, to: model)
      if let listCell = cell as? any ListCell, let path = listIndexPath(of: indexPath),
        let data = host.dataSource
      {
        listCell.showSelection(data.cellSelectionState(at: path))
      }
      return cell
    }

    /// An empty view: the band's header and footer are the list's, and its view has none.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: ReuseIdentifier.fallback, for: indexPath)
    }

    /// Cards are not reordered by dragging within their band.
    func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    { false }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}
  }

  // The cards' events reach the list's data source in the list's index paths, as the list's
  // own items' do.
  extension BandCollectionViewCell: UICollectionViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      guard let path = listIndexPath(of: indexPath) else { return false }
      return host?.dataSource?.shouldHighlightItem(at: path) ?? false
    }

    func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      guard let path = listIndexPath(of: indexPath) else { return }
      host?.dataSource?.didHighlightItem(at: path)
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      guard let path = listIndexPath(of: indexPath) else { return }
      host?.dataSource?.didUnhighlightItem(at: path)
    }

    /// Hands the selection to the list's data source, then shows the list's selection: with
    /// none kept, the card is deselected at once, as a button's press ends.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      if let path = listIndexPath(of: indexPath) { host?.dataSource?.didSelectItem(at: path) }
      guard collectionView === cardsView else {
        collectionView.deselectItem(at: indexPath, animated: true)
        return
      }
      showCardSelection(animated: true)
    }

    /// Hands the deselection (a second tap in multiple selection) to the list's data source,
    /// then shows the list's selection.
    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      if let path = listIndexPath(of: indexPath) { host?.dataSource?.didDeselectItem(at: path) }
      if collectionView === cardsView { showCardSelection(animated: true) }
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      reportDisplay(of: cell, at: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      reportEndDisplay(of: cell, at: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard indexPaths.count == 1, let first = indexPaths.first,
        let path = listIndexPath(of: first)
      else { return nil }
      return ItemActionMenu.configuration(forItemAt: path, of: host?.dataSource)
    }

    /// Keeps the band's offset on the host, which keeps it through updates and reuse.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard !isRestoringOffset, let index = listSection() else { return }
      host?.bandDidScroll(sectionAt: index, to: offset)
    }
  }

  extension BandCollectionViewCell: UICollectionViewDataSourcePrefetching {
    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      let paths = indexPaths.compactMap(listIndexPath(of:))
      if !paths.isEmpty { host?.dataSource?.prefetchItems(at: paths) }
    }

    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      let paths = indexPaths.compactMap(listIndexPath(of:))
      if !paths.isEmpty { host?.dataSource?.cancelPrefetchingForItems(at: paths) }
    }
  }
#endif
