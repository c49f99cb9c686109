#if canImport(UIKit)
  import UIKit

  /// A `UICollectionViewLayout` backed by Roster's `ListLayout`: every section laid out by
  /// its `Constraints` (insets, spacing, every `Distribution`), with headers and footers,
  /// in either direction, the same way on every host.
  ///
  /// The list reads across as the collection view does (its
  /// `effectiveUserInterfaceLayoutDirection`): right to left, every frame is the mirror image
  /// of its left-to-right frame (`ListLayout/layoutDirection`).
  ///
  /// A *band* — a section flowing across the list, such as a `.horizontal` row of cards in a
  /// vertical list — is one item of the collection view, in the band's frame
  /// (`ListLayout/bandFrame(ofSection:)`): ``CollectionViewHost`` shows it as a carousel, a cell
  /// holding a collection view of its own that scrolls the band's cards by touch, placed where
  /// this layout put them.
  ///
  /// The layout reads its sections and their sizes from the ``CollectionViewHost`` made for its
  /// collection view, which hands itself to the layout, so sizes are the `ListController`'s:
  /// explicit, from the size delegate, or measured once with a template cell and cached.
  ///
  /// ## Estimated sizes
  ///
  /// Cells measured by their cells (`CellSize.autolayout`) are laid out at an estimate until
  /// they come near the screen (`ListDataSource.layoutSize(of:at:)`): each `prepare()`
  /// measures the estimated cells in the collection view's bounds and a screen each way along
  /// the scroll axis, so a first screen of 10,000 self-sizing rows measures a few dozen. Sizes
  /// are asked only up to a screen past the bounds
  /// (`ListLayout/layout(_:containerSize:sizing:sizingUpTo:)`): the cells after it, in sections
  /// of rows or equal columns, are placed at the last size asked until they come near, so a
  /// first screen costs what it shows, not what the list holds. The first item on screen stays
  /// where it is while the cells above it are measured (the offset
  /// moves by as much as its frame did), and a list scrolled to its end stays at its end. A
  /// scroll that brings estimated cells into the bounds invalidates the layout, so they are
  /// measured before they show; ``CollectionViewHost`` measures around an item before it
  /// scrolls to it, so it lands exactly. A band is measured whole.
  ///
  /// ## When it lays out
  ///
  /// - Everything, when the data is reloaded or first loaded, when UIKit invalidates everything
  /// or the data source counts outside a batch (after an interactive move, for example), and when
  /// the collection view's size changes along the cross axis (its width, for a vertical list).
  /// - Only the sections a batch touched, when the host tells it about the batch inside the
  ///   updates block (`ListLayout/apply(_:sections:sizing:namesEveryChangedSection:)`).
  /// - The estimated cells that come near the screen, at every `prepare()`.
  ///
  /// Input the layout had to correct (negative sizes, impossible insets, …) is reported through
  /// the host to the controller's `diagnosticHandler`, as `ListDiagnostic.layout(_:)`.
  ///
  /// - Complexity: `layoutAttributesForElements(in:)` is O(log *s* + log *r* + *k*) for *k*
  ///   elements in the rectangle (`ListLayout/elements(in:bandOffsets:)`); the item and
  ///   supplementary queries are O(1).
  open class ListCollectionViewLayout: UICollectionViewLayout, BatchAwareLayout {
    /// The direction the list scrolls in.
    public let scrollDirection: ScrollDirection

    /// The frames of everything shown, as last laid out.
    public internal(set) var listLayout: ListLayout

    /// Where the layout reads the list and reports to: the host of its collection view, which
    /// sets it. Without one the layout lays out nothing.
    weak var source: (any ListLayoutSource)?
    /// The batch the host is performing, laid out incrementally by the next `prepare()`.
    var pendingBatch: BatchUpdate?
    /// Whether the next `prepare()` lays everything out again.
    var needsFullLayout = true
    /// How a horizontal list was read at the last `prepare()`: what its offset counted from.
    var lastReading: ReadingGeometry?

    /// What a horizontal list's offset means: read right to left, the content starts at its
    /// right end, so the same offset shows another place when the content or the view changes
    /// width, or the direction flips.
    struct ReadingGeometry: Equatable {
      var readsBackward: Bool
      var contentWidth: CGFloat
      var viewWidth: CGFloat
      /// The collection view's adjusted content insets at the left and the right.
      var insetLeft: CGFloat
      var insetRight: CGFloat

      /// The smallest offset: the left inset shows.
      var minimumOffset: CGFloat { -insetLeft }
      /// The largest offset: the content's right end, and the right inset, show.
      var maximumOffset: CGFloat { max(minimumOffset, contentWidth + insetRight - viewWidth) }

      /// How far from the list's start the view at `offset` reads.
      func readingOffset(_ offset: CGFloat) -> CGFloat {
        readsBackward ? maximumOffset - offset : offset - minimumOffset
      }

      /// The offset that reads `readingOffset` from the list's start, within the content.
      func offset(reading readingOffset: CGFloat) -> CGFloat {
        let kept = min(max(readingOffset, 0), maximumOffset - minimumOffset)
        return readsBackward ? maximumOffset - kept : minimumOffset + kept
      }
    }

    /// Creates a layout for a list that scrolls in `scrollDirection`.
    public init(scrollDirection: ScrollDirection = .vertical) {
      self.scrollDirection = scrollDirection
      self.listLayout = ListLayout(scrollDirection: scrollDirection)
      super.init()
    }

    /// Creates a vertical layout from a storyboard or nib.
    public required init?(coder: NSCoder) {
      self.scrollDirection = .vertical
      self.listLayout = ListLayout(scrollDirection: .vertical)
      super.init(coder: coder)
    }

    /// Lays out what changed since the last call, from the host's data source.
    ///
    /// A horizontal list read right to left starts at the right end of its content: it opens
    /// scrolled there, and keeps how far it was read from there when its content or its view
    /// changes width (the scroll view's own offset counts from the left, and would show another
    /// place). A list read left to right is left where it is.
    ///
    /// Then the estimated cells in the bounds and a screen each way are measured (see
    /// *Estimated sizes*).
    open override func prepare() {
      super.prepare()
      updateListLayout()
      keepReadingPlace()
      measureShownItems()
    }

    /// The collection view's offset counted from where its list starts: its content offset,
    /// except across a horizontal list read right to left, where it counts from the content's
    /// right end, as of the last layout.
    var readingOffset: CGPoint {
      guard let collectionView else { return .zero }
      let offset = collectionView.contentOffset
      guard let reading = lastReading, reading.readsBackward else { return offset }
      return CGPoint(x: reading.readingOffset(offset.x), y: offset.y)
    }

    /// Scrolls the collection view to show `readingOffset` (``readingOffset``), without
    /// animation. A horizontal list is laid out first, so that its offset is counted from its
    /// start as it reads now.
    func scroll(toReadingOffset readingOffset: CGPoint) {
      guard let collectionView else { return }
      var target = readingOffset
      if scrollDirection == .horizontal {
        collectionView.layoutIfNeeded()
        if let reading = lastReading, reading.readsBackward {
          target.x = reading.offset(reading: readingOffset.x)
        }
      }
      guard collectionView.contentOffset != target else { return }
      collectionView.contentOffset = target
    }

    /// Moves a horizontal list read right to left to the offset that shows the place it was
    /// read to, counted from its start, when its geometry changed since the last `prepare()`;
    /// a list seen for the first time opens at its start.
    private func keepReadingPlace() {
      guard scrollDirection == .horizontal, let collectionView else { return }
      let now = readingGeometry(of: collectionView)
      let last = lastReading
      lastReading = now
      // Scrolling alone changes no geometry: a bouncing offset is not clamped.
      guard now != last, now.readsBackward || last?.readsBackward == true else { return }
      let offset = collectionView.contentOffset
      let target = now.offset(reading: last?.readingOffset(offset.x) ?? 0)
      guard target != offset.x else { return }
      collectionView.contentOffset = CGPoint(x: target, y: offset.y)
    }

    /// How a horizontal list reads in `collectionView` now.
    func readingGeometry(of collectionView: UICollectionView) -> ReadingGeometry {
      let insets = collectionView.adjustedContentInset
      return ReadingGeometry(
        readsBackward: listLayout.layoutDirection == .rightToLeft,
        contentWidth: listLayout.contentSize.width, viewWidth: collectionView.bounds.width,
        insetLeft: insets.left, insetRight: insets.right)
    }

    /// The layout of the host's data as it is now: what changed since the last layout pass is
    /// laid out first, and the estimated cells near the screen are measured. A band's own view
    /// asks inside a batch's updates block, before the collection view's next `prepare()`.
    func preparedListLayout() -> ListLayout {
      updateListLayout()
      measureShownItems()
      return listLayout
    }

    /// Lays out what changed since the last layout, from the host's data source.
    private func updateListLayout() {
      guard let collectionView, let source, let data = source.dataSource else {
        listLayout = ListLayout(scrollDirection: scrollDirection)
        pendingBatch = nil
        needsFullLayout = true
        return
      }
      // Read at every pass, as UIKit asks: the direction costs no layout (the frames are
      // mirrored as they are read), and the frames given are physical, so the layout leaves
      // `flipsHorizontallyInOppositeLayoutDirection` off.
      listLayout.layoutDirection =
        collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
      let container = collectionView.bounds.size
      let batch = pendingBatch
      // A batch into a list with no items (the first load) lays everything out: the full
      // layout asks sizes only up to the horizon, a batch's sections whole.
      let isFullLayout =
        needsFullLayout || container != listLayout.containerSize
        || (batch != nil && !hasItems)
      pendingBatch = nil
      needsFullLayout = false
      guard isFullLayout || batch != nil else { return }
      let sections = data.snapshot.sections
      // Cells not measured yet are placed at an estimate, measured when they come near.
      let sizing = data.layoutSizer()
      if isFullLayout {
        listLayout.layout(
          sections, containerSize: container, sizing: sizing,
          sizingUpTo: sizingHorizon(in: collectionView.bounds))
      } else if let batch {
        // The controller's batch names every section it changed.
        listLayout.apply(
          batch, sections: sections, sizing: sizing, namesEveryChangedSection: true)
      }
      reportDiagnostics(to: source)
    }

    /// How far along the scroll axis, from the list's start, a full layout asks sizes: to the
    /// end of `bounds` and a screen past it, as far as ``measureShownItems()`` measures (the
    /// cells after it are placed at the last size asked, and measured when they come near).
    /// The whole list when it reads right to left across a horizontal list, whose offsets count
    /// from the content's far end.
    ///
    /// - Complexity: O(1).
    func sizingHorizon(in bounds: CGRect) -> CGFloat {
      switch scrollDirection {
      case .vertical: return bounds.maxY + bounds.height
      case .horizontal:
        return listLayout.layoutDirection == .rightToLeft ? .infinity : bounds.maxX + bounds.width
      }
    }

    /// Whether the last layout placed any item.
    ///
    /// - Complexity: O(s) for s sections.
    private var hasItems: Bool {
      (0..<listLayout.numberOfSections).contains { listLayout.numberOfItems(inSection: $0) > 0 }
    }

    /// Reports what the last layout had to correct; an empty container is expected before the
    /// collection view is first given a size.
    func reportDiagnostics(to source: any ListLayoutSource) {
      for diagnostic in listLayout.diagnostics {
        if case .emptyContainer = diagnostic { continue }
        source.report(.layout(diagnostic))
      }
    }

    /// The size of everything laid out.
    /// A table wider than the view widens the content, so the list scrolls across.
    open override var collectionViewContentSize: CGSize {
      var size = listLayout.contentSize
      if scrollDirection == .vertical, let widest = source?.widestTable {
        size.width = max(size.width, widest)
      }
      return size
    }

    /// The cells, headers and footers that intersect `rect`; pinned headers and footers where
    /// they stick in the collection view's bounds (`ListLayout/pinnedElements(in:)`); each band
    /// as one item in its band's frame (`ListLayout/bandFrame(ofSection:)`).
    open override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      var elements: [LayoutElement]
      // Scrolled across a wide table, the rect may lie right of the list's own width: its rows
      // are found by their place along the list.
      var rect = rect
      if scrollDirection == .vertical, (source?.widestTable ?? 0) > 0 {
        rect = CGRect(x: 0, y: rect.minY, width: listLayout.contentSize.width, height: rect.height)
      }
      if listLayout.hasPinnedSections, let bounds = collectionView?.bounds {
        elements = listLayout.elements(in: rect, pinnedIn: bounds)
      } else {
        elements = listLayout.elements(in: rect)
      }
      // A band is one item in its band's frame (its own view shows the cards).
      elements.removeAll {
        $0.kind == .cell && listLayout.bandLength(ofSection: $0.indexPath.section) != nil
      }
      for section in listLayout.bands(in: rect) {
        guard let frame = listLayout.bandFrame(ofSection: section) else { continue }
        elements.append(
          LayoutElement(kind: .cell, indexPath: IndexPath(item: 0, section: section), frame: frame))
      }
      return elements.map { attributes(for: $0) }
    }

    /// The headers and footers pinned to the collection view's bounds now.
    private func pinnedElements() -> [LayoutElement] {
      guard listLayout.hasPinnedSections, let collectionView else { return [] }
      return listLayout.pinnedElements(in: collectionView.bounds)
    }

    /// Where the item at `indexPath` is.
    open override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      if let band = listLayout.bandFrame(ofSection: indexPath.section) {
        guard indexPath.item == 0 else { return nil }
        return attributes(for: LayoutElement(kind: .cell, indexPath: indexPath, frame: band))
      }
      guard let frame = listLayout.frame(for: indexPath) else { return nil }
      return attributes(for: LayoutElement(kind: .cell, indexPath: indexPath, frame: frame))
    }

    /// Where the header or footer of `indexPath.section` is; `nil` for a section without one
    /// and for any other kind.
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      let kind: LayoutElement.Kind? =
        elementKind == UICollectionView.elementKindSectionHeader
        ? .header : elementKind == UICollectionView.elementKindSectionFooter ? .footer : nil
      if let pinned = pinnedElements().first(where: { $0.kind == kind && $0.indexPath == indexPath }
      ) {
        return attributes(for: pinned)
      }
      let element: LayoutElement
      switch elementKind {
      case UICollectionView.elementKindSectionHeader:
        guard let frame = listLayout.frame(ofHeaderInSection: indexPath.section) else {
          return nil
        }
        element = LayoutElement(kind: .header, indexPath: indexPath, frame: frame)
      case UICollectionView.elementKindSectionFooter:
        guard let frame = listLayout.frame(ofFooterInSection: indexPath.section) else {
          return nil
        }
        element = LayoutElement(kind: .footer, indexPath: indexPath, frame: frame)
      default:
        return nil
      }
      return attributes(for: element)
    }

    /// Whether the new bounds change the cross axis, which rows and sizes depend on, or the
    /// width of a horizontal list read right to left (its place is counted from the right);
    /// scrolling changes only the origin, which matters to pinned headers and footers and to
    /// cells placed at an estimate that the new bounds show, which `prepare()` measures (then
    /// the layout is invalidated without laying anything out again).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      if listLayout.hasPinnedSections { return true }
      let old = collectionView?.bounds.size ?? .zero
      let changesGeometry: Bool
      switch scrollDirection {
      case .vertical: changesGeometry = newBounds.width != old.width
      case .horizontal:
        // Read right to left, the offset counts from the left but the list from the right: a
        // change of width moves what is read, which `prepare()` puts back.
        changesGeometry =
          newBounds.height != old.height
          || (listLayout.layoutDirection == .rightToLeft && newBounds.width != old.width)
      }
      return changesGeometry || showsEstimatedItems(newBounds)
    }

    /// Lays everything out again on the next `prepare()` when UIKit invalidates everything, or
    /// the data source counts outside a batch the host announced.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if context.invalidateEverything || (context.invalidateDataSourceCounts && pendingBatch == nil)
      {
        needsFullLayout = true
      }
      super.invalidateLayout(with: context)
    }

    /// Called by the host inside a batch's updates block, after the data swap: the next
    /// `prepare()` lays out only what `batch` touched. A second batch before that `prepare()`
    /// (which the host never sends) makes it lay out everything.
    func prepare(forBatch batch: BatchUpdate) {
      if pendingBatch != nil { needsFullLayout = true }
      pendingBatch = batch
    }

    /// Called by the host when the data is reloaded or changed without a batch.
    func prepareForReload() {
      needsFullLayout = true
      invalidateLayout()
    }

    /// The attributes of `element`, widened to its table's width when the table is wider than
    /// the view (see `CollectionTableColumns`).
    private func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
      var element = element
      if element.kind != .footer, scrollDirection == .vertical,
        let width = source?.widenedWidth(ofSection: element.indexPath.section)
      {
        element.frame.size.width = max(element.frame.width, width)
      }
      return Self.attributes(of: element)
    }

    private static func attributes(of element: LayoutElement) -> UICollectionViewLayoutAttributes {
      let attributes: UICollectionViewLayoutAttributes
      switch element.kind {
      case .cell:
        attributes = UICollectionViewLayoutAttributes(forCellWith: element.indexPath)
      case .header:
        attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: element.indexPath)
      case .footer:
        attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
          with: element.indexPath)
      }
      attributes.frame = element.frame
      return attributes
    }
  }
#endif
