// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  import RosterTesting

  // MARK: - Collection views

  /// A `UICollectionView` that does what Apple documents for the API Roster uses:
  ///
  /// - **Counts.** It asks its data source for the number of sections and items when it first
  ///   needs them (its first layout pass), again after `reloadData()`, and around every batch:
  ///   before the updates block if it has none cached, and after the block (rule R3).
  /// - **Cells.** It asks for a cell only for an item whose layout attributes intersect its
  ///   bounds; the data source must return a cell it dequeued for that request. Dequeuing takes
  ///   a cell off the reuse queue of its identifier (calling `prepareForReuse()`) or creates
  ///   one; cells that leave the bounds end displaying and join that queue.
  /// - **Batches.** `performBatchUpdates` records the updates block's calls into a Roster
  ///   `BatchUpdate` and checks it with RosterTesting's `SimulatedCollectionView.validate`
  ///   (UIKit's rules R3, R5–R15), the data source counts standing for the data (every item
  ///   alike, so only the rules UIKit itself checks can fail). Where UIKit would raise, the model
  ///   records the error in ``batchErrors`` and reloads instead, so that a test reports every
  ///   error rather than crashing. Surviving cells move to their new index paths as UIKit places
  ///   them; deleted and reloaded ones end displaying when the animation ends (at once without
  ///   animation), and the completion runs on ``ModelClock``, never inside the call.
  /// - **Prefetching.** After each layout pass it asks its `prefetchDataSource` to prefetch the
  ///   items a screen past the bounds in the direction of scrolling and cancels those that left
  ///   that band unseen: Apple documents the what, not the how far, and ``PrefetchTracker`` says
  ///   what the model does where Apple is silent (the table view does the same).
  @MainActor open class UICollectionView: UIScrollView, ModelListView {
    struct SupplementaryKey: ListSupplementKey {
      var kind: String
      var indexPath: IndexPath
      var section: Int {
        get { indexPath.section }
        set { indexPath.section = newValue }
      }
    }

    private var layout: UICollectionViewLayout
    private weak var storedDelegate: (any UICollectionViewDelegate)?
    private weak var storedDataSource: (any UICollectionViewDataSource)?
    private weak var storedPrefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    let list = ListContent<UICollectionViewCell, SupplementaryKey, UICollectionReusableView>()
    /// Queued under the kind and the identifier (``queueName(_:_:)``).
    private let reusableSupplementaries = ReuseQueues<UICollectionReusableView>()
    /// The item being moved interactively and where it would land now.
    private var movement: (source: IndexPath, target: IndexPath)?

    /// Model: every batch UIKit would reject (it raises) or animate wrongly, in order.
    public var batchErrors: [BatchUpdateError] { list.batchState.errors }
    /// Model: UIKit's exceptions other than batch errors (bad dequeues, bad cells), in order.
    public var raisedExceptions: [String] { list.raisedExceptions }
    /// Model: how many animated batches have not completed.
    public var animationsInFlight: Int { list.batchState.animationsInFlight }
    /// Model: how many `performBatchUpdates` and `reloadData()` calls the view received.
    public var batchCount: Int { list.batchState.batchCount }
    public var reloadCount: Int { list.batchState.reloadCount }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      self.layout = layout
      super.init(frame: frame)
      layout.owner = self
    }
    public required init(frame: CGRect) {
      layout = UICollectionViewLayout()
      super.init(frame: frame)
      layout.owner = self
    }
    public required init?(coder: NSCoder) {
      layout = UICollectionViewLayout()
      super.init(coder: coder)
      layout.owner = self
    }

    open var collectionViewLayout: UICollectionViewLayout {
      get { layout }
      set {
        layout.owner = nil
        layout = newValue
        newValue.owner = self
        newValue.invalidateLayout()
      }
    }
    weak open var delegate: (any UICollectionViewDelegate)? {
      get { storedDelegate }
      set { storedDelegate = newValue }
    }
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
      get { storedPrefetchDataSource }
      set { storedPrefetchDataSource = newValue }
    }
    /// Whether the view prefetches (see ``PrefetchTracker``); turned off, it cancels what it
    /// prefetched at its next layout pass.
    open var isPrefetchingEnabled: Bool {
      get { prefetchingEnabled }
      set { prefetchingEnabled = newValue }
    }
    /// Whether the focus, coming back to the view, goes to the index path focused last (see
    /// ``ListFocus``).
    open var remembersLastFocusedIndexPath: Bool {
      get { list.focus.remembersLastFocusedIndexPath }
      set { list.focus.remembersLastFocusedIndexPath = newValue }
    }
    /// Whether the items can take the focus at all: on iPad, a hardware keyboard's arrows
    /// move it only while this is on (UIKit's default there is off). While it is off the model
    /// moves no focus.
    @available(iOS 15.0, tvOS 15.0, *)
    open var allowsFocus: Bool {
      get { list.focus.allowsFocus }
      set { list.focus.allowsFocus = newValue }
    }
    /// Whether a tap selects (outside edit mode); see ``ListSelectionPolicy``.
    open var allowsSelection: Bool {
      get { list.selectionPolicy.allowsSelection }
      set { list.selectionPolicy.allowsSelection = newValue }
    }
    /// Whether a tap on a selected item deselects it and others stay selected.
    open var allowsMultipleSelection: Bool {
      get { list.selectionPolicy.allowsMultipleSelection }
      set { list.selectionPolicy.allowsMultipleSelection = newValue }
    }
    @available(iOS 14.0, tvOS 14.0, *)
    open var allowsSelectionDuringEditing: Bool {
      get { list.selectionPolicy.allowsSelectionDuringEditing }
      set { list.selectionPolicy.allowsSelectionDuringEditing = newValue }
    }
    @available(iOS 14.0, tvOS 14.0, *)
    open var allowsMultipleSelectionDuringEditing: Bool {
      get { list.selectionPolicy.allowsMultipleSelectionDuringEditing }
      set { list.selectionPolicy.allowsMultipleSelectionDuringEditing = newValue }
    }
    /// Whether the view is in edit mode; the selection policy follows it.
    @available(iOS 14.0, tvOS 14.0, *)
    open var isEditing: Bool {
      get { list.selectionPolicy.isEditing }
      set { list.selectionPolicy.isEditing = newValue }
    }
    private var prefetchingEnabled = true
    weak open var dataSource: (any UICollectionViewDataSource)? {
      get { storedDataSource }
      // A new data source invalidates everything, as Apple documents for
      // `UICollectionViewLayoutInvalidationContext.invalidateEverything`.
      set {
        storedDataSource = newValue
        list.counts = nil
        list.needsReloadAll = true
        layout.invalidateLayout(
          with: UICollectionViewLayoutInvalidationContext(everything: true, dataSourceCounts: true))
      }
    }

    /// A bounds change asks the layout whether it invalidates it, before the bounds change (the
    /// layout compares with the current bounds), then lays the visible cells out again.
    open override var bounds: CGRect {
      get { super.bounds }
      set {
        guard newValue != super.bounds else { return }
        if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
          layout.invalidateLayout(
            with: UICollectionViewLayoutInvalidationContext(
              everything: false, dataSourceCounts: false))
        }
        super.bounds = newValue
      }
    }

    override func didScroll() { storedDelegate?.scrollViewDidScroll(self) }
    override func willBeginDragging() { storedDelegate?.scrollViewWillBeginDragging(self) }

    // MARK: Registration and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      cellClasses[identifier] = cellClass
    }
    open func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {
      supplementaryClasses[Self.queueName(elementKind, identifier)] = viewClass
    }

    open func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let cellClass = cellClasses[identifier] as? UICollectionViewCell.Type else {
        fatalError(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
            + "\(identifier) - must register a nib or a class for the identifier")
      }
      return dequeueCell(identifier, at: indexPath) { Self.make(cellClass, identifier) }
    }

    open func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      let queue = Self.queueName(elementKind, identifier)
      guard let viewClass = supplementaryClasses[queue] as? UICollectionReusableView.Type else {
        fatalError(
          "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
            + "must register a nib or a class for the identifier")
      }
      if !list.requests.isRequesting {
        list.raisedExceptions.append(Self.dequeueWithoutRequest)
      }
      let view = reusableSupplementaries.dequeue(queue) ?? Self.make(viewClass, identifier)
      list.requests.handOut(view)
      return view
    }

    /// A new view of a registered class, which remembers the identifier it was dequeued with.
    private static func make<View: UICollectionReusableView>(
      _ viewClass: View.Type, _ identifier: String
    ) -> View {
      let view = viewClass.init(frame: .zero)
      view.reuseIdentifier = identifier
      return view
    }

    /// Model: whether `view` came from one of this collection view's dequeues.
    public func wasDequeued(_ view: UICollectionReusableView) -> Bool {
      list.requests.wasDequeued(view)
    }

    // MARK: Selection

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
      deselectCell(at: indexPath)
    }

    /// The selected items, as UIKit keeps them.
    open var indexPathsForSelectedItems: [IndexPath]? { list.selected.sorted() }

    /// Selects the item, without telling the delegate (as UIKit does for a selection made in
    /// code); `nil` deselects every item. Scrolling to it is left out: nothing here asks for it.
    open func selectItem(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
      selectCell(at: indexPath)
    }

    /// Model: a tap on the visible item at `indexPath`, with UIKit's callbacks in UIKit's order:
    /// `shouldHighlightItemAt`, and if it allows it `didHighlightItemAt`, `didUnhighlightItemAt`,
    /// then the selection and `didSelectItemAt`. Returns whether the item was selected.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool { tapCell(at: indexPath) }

    // MARK: Interactive movement

    /// Starts moving the visible item at `indexPath` if the data source allows it
    /// (`canMoveItemAt`); returns whether it started.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
      guard movement == nil, list.visible[indexPath] != nil, let dataSource = storedDataSource,
        dataSource.collectionView(self, canMoveItemAt: indexPath)
      else { return false }
      movement = (indexPath, indexPath)
      return true
    }

    /// Moves the target to the item under `targetPosition` (in the collection view's content),
    /// if there is one, where the delegate retargets it
    /// (`targetIndexPathForMoveOfItemFromOriginalIndexPath`); elsewhere the target stays where
    /// it was.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
      guard var current = movement else { return }
      let probe = CGRect(x: targetPosition.x, y: targetPosition.y, width: 0.5, height: 0.5)
      let under = layout.layoutAttributesForElements(in: probe)?.first {
        $0.representedElementKind == nil
      }
      if let under {
        current.target =
          storedDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: current.source,
            atCurrentIndexPath: current.target, toProposedIndexPath: under.indexPath)
          ?? under.indexPath
      }
      movement = current
    }

    /// Drops the item at its target: tells the data source (`moveItemAt`) when it moved, then
    /// shows the moved order, the dragged cell at its new index path.
    open func endInteractiveMovement() {
      guard let (source, target) = movement else { return }
      movement = nil
      guard source != target, let dataSource = storedDataSource else { return }
      let old = loadedCounts()
      var new = old
      new[source.section] -= 1
      new[target.section] += 1
      dataSource.collectionView(self, moveItemAt: source, to: target)
      let placement = BatchPlacement(
        BatchUpdate(itemMoves: [IndexPathPair(from: source, to: target)]), old: old, new: new)
      var moved: [IndexPath: UICollectionViewCell] = [:]
      for (indexPath, cell) in list.visible {
        if let target = placement.newIndexPath(of: indexPath) { moved[target] = cell }
      }
      list.visible = moved
      list.selected = Set(list.selected.compactMap(placement.newIndexPath(of:)))
      list.counts = new
      layout.invalidateLayout(
        with: UICollectionViewLayoutInvalidationContext(everything: false, dataSourceCounts: true))
      layoutSubviews()
    }

    /// Puts the item back where it started; the data source hears nothing.
    open func cancelInteractiveMovement() {
      movement = nil
    }

    // MARK: What is shown

    open func reloadData() {
      countReload()
      list.prefetching.forget()
      list.counts = nil
      list.needsReloadAll = true
      layout.invalidateLayout(
        with: UICollectionViewLayoutInvalidationContext(everything: true, dataSourceCounts: true))
      setNeedsLayout()
    }

    open var indexPathsForVisibleItems: [IndexPath] { list.visible.keys.sorted() }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] { list.visibleCells }

    /// The cell shown at `indexPath`, if it is visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      list.visible[indexPath]
    }

    /// The visible item whose frame holds `point` (in the collection view's coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
      list.visible.keys.sorted().first { list.visible[$0]?.frame.contains(point) ?? false }
    }

    /// The cached number of sections, asked of the data source if there is none.
    open var numberOfSections: Int { loadedCounts().count }

    /// The cached number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int { count(inSection: section) }

    open func supplementaryView(
      forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
      list.supplements[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Scrolls so that the item is centered as asked, within the content; UIKit raises for an
    /// index path it does not have.
    open func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
      layoutIfNeeded()
      guard indexPath.count == 2, indexPath.item < numberOfItems(inSection: indexPath.section),
        let frame = layout.layoutAttributesForItem(at: indexPath)?.frame
      else {
        list.raisedExceptions.append("attempt to scroll to invalid index path: \(indexPath)")
        return
      }
      var offset = contentOffset
      if scrollPosition.contains(.centeredVertically) {
        offset.y = Self.clamp(frame.midY - bounds.height / 2, contentSize.height - bounds.height)
      }
      if scrollPosition.contains(.centeredHorizontally) {
        offset.x = Self.clamp(frame.midX - bounds.width / 2, contentSize.width - bounds.width)
      }
      contentOffset = offset
      layoutIfNeeded()
    }

    // MARK: Layout pass

    /// UIKit's layout pass: counts, `prepare()` if the layout is invalid, the content size, then
    /// the visible cells and supplementary views from the attributes in the bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let generation = dataGeneration
      endDisplayingAllIfReloading()
      let counts = loadedCounts()
      if layout.isInvalid {
        layout.isInvalid = false
        layout.prepareCount += 1
        layout.prepare()
      }
      contentSize = layout.collectionViewContentSize
      var cells: [IndexPath: CGRect] = [:]
      var supplementaries: [SupplementaryKey: CGRect] = [:]
      for attributes in layout.layoutAttributesForElements(in: bounds) ?? [] {
        let indexPath = attributes.indexPath
        guard counts.indices.contains(indexPath.section) else { continue }
        if let kind = attributes.representedElementKind {
          supplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)] = attributes.frame
        } else if indexPath.item < counts[indexPath.section] {
          cells[indexPath] = attributes.frame
        }
      }
      guard display(cells: cells, supplements: supplementaries, generation: generation) else {
        return
      }
      prefetch(counts: counts)
    }

    /// Prefetches the items in the band past the bounds and cancels those that left it unseen;
    /// see ``PrefetchTracker``.
    private func prefetch(counts: [Int]) {
      guard let prefetchDataSource = storedPrefetchDataSource else { return }
      var ahead = Set<IndexPath>()
      if isPrefetchingEnabled {
        for attributes in layout.layoutAttributesForElements(
          in: list.prefetching.band(past: bounds))
          ?? []
        where attributes.representedElementKind == nil {
          let indexPath = attributes.indexPath
          guard counts.indices.contains(indexPath.section),
            indexPath.item < counts[indexPath.section]
          else { continue }
          ahead.insert(indexPath)
        }
      }
      list.prefetch(
        ahead: ahead, prefetch: { prefetchDataSource.collectionView(self, prefetchItemsAt: $0) },
        cancel: { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: $0) })
    }

    func askCounts() -> [Int] {
      guard let dataSource = storedDataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.collectionView(self, numberOfItemsInSection: $0)
      }
    }

    var cellProvider: ((IndexPath) -> UICollectionViewCell)? {
      guard let dataSource = storedDataSource else { return nil }
      return { dataSource.collectionView(self, cellForItemAt: $0) }
    }

    var listDelegate: ListDelegate<UICollectionViewCell>? {
      guard let delegate = storedDelegate else { return nil }
      return ListDelegate(
        shouldHighlight: { delegate.collectionView(self, shouldHighlightItemAt: $0) },
        didHighlight: { delegate.collectionView(self, didHighlightItemAt: $0) },
        didUnhighlight: { delegate.collectionView(self, didUnhighlightItemAt: $0) },
        didSelect: { delegate.collectionView(self, didSelectItemAt: $0) },
        didDeselect: { delegate.collectionView(self, didDeselectItemAt: $0) },
        canFocus: { delegate.collectionView(self, canFocusItemAt: $0) },
        preferredFocus: { delegate.indexPathForPreferredFocusedView(in: self) },
        didUpdateFocus: {
          delegate.collectionView(
            self,
            didUpdateFocusIn: UICollectionViewFocusUpdateContext(
              previouslyFocusedIndexPath: $0, nextFocusedIndexPath: $1),
            with: UIFocusAnimationCoordinator())
        },
        willDisplay: { delegate.collectionView(self, willDisplay: $0, forItemAt: $1) },
        didEndDisplaying: { delegate.collectionView(self, didEndDisplaying: $0, forItemAt: $1) })
    }

    func requestSupplement(_ key: SupplementaryKey) -> UICollectionReusableView? {
      guard let dataSource = storedDataSource else { return nil }
      list.requests.begin(.display)
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      if !list.requests.end(answer: view) { list.raisedExceptions.append(Self.cellNotDequeued) }
      return view
    }

    func enqueue(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
      reusableSupplementaries.enqueue(
        view, identifier: view.reuseIdentifier.map { Self.queueName(key.kind, $0) })
    }

    // MARK: Batch updates

    open func insertSections(_ sections: IndexSet) { record { $0.sectionInsertions += sections } }
    open func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletions += sections } }
    open func reloadSections(_ sections: IndexSet) { record { $0.sectionReloads += sections } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
      record { $0.sectionMoves.append(OffsetPair(from: section, to: newSection)) }
    }
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.itemInsertions += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.itemDeletions += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.itemReloads += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record { $0.itemMoves.append(IndexPathPair(from: indexPath, to: newIndexPath)) }
    }

    /// Asks the data source for the visible cells again, which must dequeue them with the same
    /// identifier and get the same cells back, unprepared; items off screen are skipped.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureCells(at: indexPaths) }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      runBatch(updates, completion: completion)
    }

    func cache(counts: [Int]) {
      list.counts = counts
      layout.invalidateLayout(
        with: UICollectionViewLayoutInvalidationContext(everything: false, dataSourceCounts: true))
    }

    // Objective-C class constants: see the note at the top of UIKitCheck/UIKit.swift.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: UIKit's messages

    static let dequeueWithoutRequest =
      "Expected dequeued view to be returned to the collection view in preparation for display. "
      + "When the collection view's data source is asked to provide a view for a given index "
      + "path, ensure that a single view is dequeued and returned to the collection view. Avoid "
      + "dequeuing views without a request from the collection view."
    static let cellNotDequeued =
      "the view returned from -collectionView:cellForItemAtIndexPath: was not retrieved by calling "
      + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    static let differentReconfiguredCell =
      "Attempted to dequeue a cell for a different registration or reuse identifier than the "
      + "existing cell when reconfiguring an item, which is not allowed."

    /// The queue of supplementary views of `kind` registered under `identifier`.
    private static func queueName(_ kind: String, _ identifier: String) -> String {
      kind + "\u{0}" + identifier
    }

    private static func clamp(_ value: CGFloat, _ maximum: CGFloat) -> CGFloat {
      min(max(value, 0), max(maximum, 0))
    }
  }

  extension UICollectionView {
    public struct ScrollPosition: OptionSet, @unchecked Sendable {
      private let value: UInt
      public init(rawValue: UInt) { value = rawValue }
      // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
      public var rawValue: UInt { value }
      public static var centeredVertically: UICollectionView.ScrollPosition {
        .init(rawValue: 1 << 1)
      }
      public static var centeredHorizontally: UICollectionView.ScrollPosition {
        .init(rawValue: 1 << 4)
      }
    }
  }

  @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
      -> UICollectionViewCell
    /* optional */ func numberOfSections(in collectionView: UICollectionView) -> Int
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  @MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  }

  @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /* optional */ func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool
    /* optional */ func indexPathForPreferredFocusedView(
      in collectionView: UICollectionView
    ) -> IndexPath?
    /* optional */ func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)
    /* optional */ func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
  }

  // Optional in UIKit; as when a delegate does not implement it, the proposed index path.
  extension UICollectionViewDelegate {
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
      _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func indexPathForPreferredFocusedView(
      in collectionView: UICollectionView
    ) -> IndexPath? { nil }
    public func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {}
  }
#endif
