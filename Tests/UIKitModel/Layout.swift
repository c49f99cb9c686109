// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Layout

  @MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// Model: what the attributes place.
    public enum Category: Sendable { case cell, supplementaryView }

    /// The element's index path.
    open var indexPath: IndexPath {
      get { path }
      set { path = newValue }
    }
    private var path = IndexPath(item: 0, section: 0)
    /// Model: a cell or a supplementary view.
    public private(set) var representedElementCategory = Category.cell
    /// The kind of a supplementary view; `nil` for a cell.
    open var representedElementKind: String? { kind }
    private var kind: String?

    public override init() { super.init() }
    public convenience init(forCellWith indexPath: IndexPath) {
      self.init()
      self.indexPath = indexPath
    }
    public convenience init(
      forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
      self.init()
      self.indexPath = indexPath
      representedElementCategory = .supplementaryView
      kind = elementKind
    }
    private var storedFrame = CGRect.zero
    // Computed, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
    open var frame: CGRect {
      get { storedFrame }
      set { storedFrame = newValue }
    }
  }

  /// UIKit's context says why the layout is invalidated; the collection view sets it, as Apple
  /// documents: everything when the layout or the data source changes or the data is reloaded,
  /// the data source counts when items are inserted or deleted or the data is reloaded.
  @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = false
    var dataSourceCounts = false

    /// A context that invalidates neither everything nor the counts: the layout's own
    /// invalidation, of what it says it changed (frames it measured, say).
    public override init() { super.init() }
    /// True when the layout is invalidated by `invalidateLayout()` or `reloadData()`.
    open var invalidateEverything: Bool { everything }
    /// True when the data source's counts changed: `reloadData()` and batch updates.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts || everything }

    convenience init(everything: Bool, dataSourceCounts: Bool) {
      self.init()
      self.everything = everything
      self.dataSourceCounts = dataSourceCounts
    }
  }

  /// The layout lifecycle as UIKit runs it: invalidations mark the layout invalid, and the
  /// collection view's next layout pass calls `prepare()` once, then reads the content size and
  /// the attributes of the elements in its bounds.
  @MainActor open class UICollectionViewLayout: NSObject {
    /// Model: whether the next layout pass calls `prepare()`.
    public internal(set) var isInvalid = true
    /// Model: how many times the collection view called `prepare()`.
    public internal(set) var prepareCount = 0
    weak var owner: UICollectionView?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var collectionView: UICollectionView? { owner }

    /// Invalidates everything, through `invalidateLayout(with:)`. (UIKit's context for a plain
    /// `invalidateLayout()` is not documented; the model says everything, the safe reading.)
    open func invalidateLayout() {
      invalidateLayout(
        with: UICollectionViewLayoutInvalidationContext(
          everything: true, dataSourceCounts: false))
    }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      isInvalid = true
      owner?.setNeedsLayout()
    }
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      nil
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      nil
    }
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  }
#endif
