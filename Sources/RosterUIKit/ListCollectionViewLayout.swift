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
  /// The layout reads its sections and their sizes from the ``CollectionViewHost`` that is the
  /// collection view's data source, so sizes are the `ListController`'s: explicit, from the
  /// size delegate, or measured once with a template cell and cached.
  ///
  /// ## When it lays out
  ///
  /// - Everything, when the data is reloaded, when UIKit invalidates everything or the data
  ///   source counts outside a batch (after an interactive move, for example), and when the
  ///   collection view's size changes along the cross axis (its width, for a vertical list).
  /// - Only the sections a batch touched, when the host tells it about the batch inside the
  ///   updates block (`ListLayout/apply(_:sections:size:namesEveryChangedSection:)`).
  ///
  /// Input the layout had to correct (negative sizes, impossible insets, …) is reported through
  /// the host to the controller's `diagnosticHandler`, as `ListDiagnostic.layout(_:)`.
  ///
  /// - Complexity: `layoutAttributesForElements(in:)` is O(log *s* + log *r* + *k*) for *k*
  ///   elements in the rectangle (`ListLayout/elements(in:bandOffsets:)`); the item and supplementary
  ///   queries are O(1).
  open class ListCollectionViewLayout: UICollectionViewLayout, BatchAwareLayout {
    /// The direction the list scrolls in.
    public let scrollDirection: ScrollDirection

    /// The frames of everything shown, as last laid out.
    public private(set) var listLayout: ListLayout

    /// The batch the host is performing, laid out incrementally by the next `prepare()`.
    var pendingBatch: BatchUpdate?
    /// Whether the next `prepare()` lays everything out again.
    var needsFullLayout = true

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
    open override func prepare() {
      super.prepare()
      updateListLayout()
    }

    /// The layout of the host's data as it is now: what changed since the last layout pass is
    /// laid out first. A band's own view asks inside a batch's updates block, before the
    /// collection view's next `prepare()`.
    func preparedListLayout() -> ListLayout {
      updateListLayout()
      return listLayout
    }

    /// Lays out what changed since the last layout, from the host's data source.
    private func updateListLayout() {
      guard let collectionView, let host = collectionView.dataSource as? CollectionViewHost,
        let data = host.dataSource
      else {
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
      let isFullLayout = needsFullLayout || container != listLayout.containerSize
      let batch = pendingBatch
      pendingBatch = nil
      needsFullLayout = false
      guard isFullLayout || batch != nil else { return }
      let sections = data.snapshot.sections
      let size = { (kind: LayoutElement.Kind, indexPath: IndexPath) in
        data.elementSize(of: kind, at: indexPath)
      }
      if isFullLayout {
        listLayout.layout(sections, containerSize: container, size: size)
      } else if let batch {
        // The controller's batch names every section it changed.
        listLayout.apply(batch, sections: sections, size: size, namesEveryChangedSection: true)
      }
      // An empty container is expected before the collection view is first given a size.
      for diagnostic in listLayout.diagnostics {
        if case .emptyContainer = diagnostic { continue }
        host.report(.layout(diagnostic))
      }
    }

    /// The size of everything laid out.
    open override var collectionViewContentSize: CGSize { listLayout.contentSize }

    /// The cells, headers and footers that intersect `rect`; pinned headers and footers where
    /// they stick in the collection view's bounds (`ListLayout/pinnedElements(in:)`); each band
    /// as one item in its band's frame (`ListLayout/bandFrame(ofSection:)`).
    open override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      var elements: [LayoutElement]
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
      return elements.map(Self.attributes(for:))
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
        return Self.attributes(for: LayoutElement(kind: .cell, indexPath: indexPath, frame: band))
      }
      guard let frame = listLayout.frame(for: indexPath) else { return nil }
      return Self.attributes(for: LayoutElement(kind: .cell, indexPath: indexPath, frame: frame))
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
        return Self.attributes(for: pinned)
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
      return Self.attributes(for: element)
    }

    /// Whether the new bounds change the cross axis, which rows and sizes depend on; scrolling
    /// changes only the origin, which matters only to pinned headers and footers (then the
    /// layout is invalidated without laying anything out again).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      if listLayout.hasPinnedSections { return true }
      let old = collectionView?.bounds.size ?? .zero
      switch scrollDirection {
      case .vertical: return newBounds.width != old.width
      case .horizontal: return newBounds.height != old.height
      }
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

    private static func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
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
