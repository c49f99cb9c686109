#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// A `UICollectionView` as a `ListHost`: the object a `ListController` drives to show a
  /// Roster list in UIKit.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// let layout = ListCollectionViewLayout()
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// let host = CollectionViewHost(collectionView: collectionView)
  /// let controller = ListController(host: host)
  /// controller.update { Section("posts") { for post in posts { PostCellModel(post: post) } } }
  /// ```
  ///
  /// ``ListViewController`` does all of this for a whole screen.
  ///
  /// ## Why a separate object
  ///
  /// `ListHost` needs a `dataSource` of its own, which would clash with
  /// `UICollectionView.dataSource`, and a collection view needs an `NSObject` for its data
  /// source and delegate anyway. The host is that object: it becomes the collection view's
  /// data source and delegate and answers both from the `ListDataSource` the controller
  /// installs. The collection view stays an ordinary `UICollectionView` (subclass it, style
  /// it, use any layout); the host keeps it strongly, and the controller keeps the host.
  ///
  /// ## What it does, and what it leaves to Roster
  ///
  /// The host has no logic of its own to get wrong: which batches to perform, in which order,
  /// what to rebind, when to reload and what every size is are decided by `ListController`
  /// and `UpdatePlanner` in `Roster`, where they are tested on Linux against RosterTesting's
  /// simulated collection view. The host only translates:
  ///
  /// - a `BatchUpdate` into one `performBatchUpdates` call, swapping the data *inside* the
  ///   updates block (rule R4), then `reconfigureItems(at:)` for the item rebinds and a fresh
  ///   binding of the visible headers and footers for the section rebinds;
  /// - a batch for a collection view that is not in a window into `reloadData()`, because
  ///   UIKit validates such a batch against the data source before the block runs;
  /// - registration: every cell type, named after the type, as a cell and as a header and
  ///   footer view;
  /// - bands (sections flowing across the list, with a ``ListCollectionViewLayout``): each is
  ///   one item of the collection view, a cell holding a collection view of its own that
  ///   scrolls the band's cards by touch; each batch is split between the two views
  ///   (`BandedBatch`), the band's offset is kept by section identifier through updates and
  ///   reuse (``bandOffset(ofSection:)``, ``scrollBand(ofSection:to:)``), and the cards' events
  ///   reach the models in the list's own index paths;
  /// - measurement: a template cell per type, bound with `sizing: true` and measured with
  ///   `systemLayoutSizeFitting`;
  /// - UIKit's data source, delegate and prefetching data source callbacks into
  ///   `ListDataSource` questions and `ListController` events (selection, highlighting,
  ///   display, reordering, prefetching), and the visible rect of a ``ListCollectionViewLayout``
  ///   after each scroll and batch, from which the controller works out its working range.
  ///
  /// Batches never overlap (rule R17): the controller starts the next one from the previous
  /// one's completion, and the host asserts it in debug builds.
  ///
  /// ## Reordering
  ///
  /// Drive an interactive movement through the host's
  /// ``beginInteractiveMovementForItem(at:)``, ``updateInteractiveMovementTargetPosition(_:)``,
  /// ``endInteractiveMovement()`` and ``cancelInteractiveMovement()`` (from a long-press
  /// gesture's handler, as UIKit's own methods are): the controller then holds every update
  /// back until the drop and applies them from the dropped order, so no batch reaches the
  /// collection view mid-drag. UIKit tells its data source only about a drop that moved the
  /// item, so a movement driven on the collection view directly is recorded at the drop but
  /// cannot hold updates back.
  @MainActor
  public final class CollectionViewHost: NSObject {
    /// The collection view the host drives; the host is its data source and delegate.
    public let collectionView: UICollectionView

    /// Where the host reads its data; the `ListController` that drives the host sets it.
    public weak var dataSource: (any ListDataSource)?

    /// Which cell type shows each type of model in this collection view; see `CellRegistry`.
    /// Entries must be `UICollectionViewCell` subclasses.
    public let cellRegistry: CellRegistry

    /// The reuse identifiers of the registered cell types.
    var reuseIdentifiers: [ObjectIdentifier: String] = [:]
    /// One cell per type, bound with `sizing: true` to measure models of that type.
    var sizingTemplates = SizingTemplates<UICollectionViewCell>()
    /// Whether a batch is between `performBatchUpdates` and its completion.
    package var isPerformingBatch = false
    /// Whether a control in the list reported a value it may still hold (see `HeldInput`).
    var holdsInput = false
    /// How far each child list — each band, and the nested list of each
    /// ``NestedListCollectionViewCell`` — is scrolled, by identity.
    var childLists = ChildLists()
    /// The bands, each shown as one item holding a view of its own, and how index paths map
    /// between the list and the collection view.
    lazy var bands = CollectionBands(host: self)
    /// Measures the rows again when the text size changes.
    private var contentSizeObserver: ContentSizeObserver?
    /// What keeps still on screen through a batch: the first visible item by default.
    public var scrollAnchoring: ScrollAnchoring {
      get { scrollAnchorKeeper.mode }
      set { scrollAnchorKeeper.mode = newValue }
    }
    /// Keeps the ``scrollAnchoring`` through each batch.
    package var scrollAnchorKeeper = ScrollAnchorKeeper()
    /// The collection view's own selection, following the controller's.
    lazy var selection = CollectionSelection(host: self)
    /// The items' swipe actions, which UIKit gives a collection view only with its own list
    /// layout.
    lazy var swipeActions = CollectionSwipeActions(host: self)
    /// The interactive movement of an item started through the host.
    lazy var movement = CollectionMovement(host: self)
    /// Hands the collection view's prefetch requests and visible region to the data source.
    lazy var prefetching = ItemPrefetching(host: self)
    /// The outline rows' disclosure controls, accessibility and keys.
    lazy var outline = OutlineDisclosure(host: self)
    /// The columns of table sections' rows and headers.
    lazy var tableColumns = CollectionTableColumns(host: self)

    /// Makes the host `collectionView`'s data source, delegate and prefetching data source.
    ///
    /// Give the collection view a ``ListCollectionViewLayout`` to lay the list out by its
    /// sections' `Constraints`; any other layout works too, reading sizes from its own
    /// delegate.
    ///
    /// The host's registry shows `NestedListCellModel`s with ``NestedListCollectionViewCell``,
    /// and a table's `TableHeaderModel` with a header of its titles.
    public convenience init(collectionView: UICollectionView) {
      let cellRegistry = CellRegistry()
      cellRegistry.register(NestedListCollectionViewCell.self)
      cellRegistry.register(TableHeaderCollectionCell.self)
      self.init(collectionView: collectionView, cellRegistry: cellRegistry)
    }

    /// Makes the host `collectionView`'s data source and delegate, showing its models with the
    /// cells of `cellRegistry`, shared with other hosts: one registry for a hierarchy of lists,
    /// as a nested list's host shares its outer host's. The registry is used as it is; register
    /// ``NestedListCollectionViewCell`` in it for nested lists.
    public init(collectionView: UICollectionView, cellRegistry: CellRegistry) {
      self.collectionView = collectionView
      self.cellRegistry = cellRegistry
      super.init()
      collectionView.registerFallbackCells()
      collectionView.register(
        BandCollectionViewCell.self, forCellWithReuseIdentifier: ReuseIdentifier.band)
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.prefetchDataSource = self
      focus.install()
      contentSizeObserver = ContentSizeObserver { [weak self] in
        self?.contentSizeCategoryDidChange()
      }
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.source = self
      // The swipe's pan goes on the collection view now, not at the first swipe.
      _ = swipeActions
    }

    /// Measures every row again and lays the list out anew, bands included: Dynamic Type fonts
    /// changed every measured size.
    func contentSizeCategoryDidChange() {
      dataSource?.invalidateMeasuredSizes()
      (collectionView.collectionViewLayout as? any BatchAwareLayout)?.prepareForReload()
      for cell in bands.liveCells { cell.invalidateCardsLayout() }
      tableColumns.textSizeDidChange()
    }

    /// The host's features, in the order they run at each batch, reload and scroll: the bands
    /// first, so that a feature after them finds the bands' views as the batch left them, then
    /// the prefetching, whose prefetches a reload drops before the selection follows it; the
    /// table columns, which place their views again, then the outline last, to move the focus
    /// off a row the batch hid once the views have settled.
    var features: HostFeatures {
      HostFeatures([bands, prefetching, selection, swipeActions, tableColumns, outline])
    }

    /// The features that hear the collection view's cells and gestures, in the order they run.
    var cellFeatures: [any CollectionViewFeature] { [swipeActions] }

    /// The kinds of supplementary view the host provides: section headers and footers.
    static let supplementaryKinds = [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ]

  }
#endif
