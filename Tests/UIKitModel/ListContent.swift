#if os(Linux)
  /// Model: a cell as a list view handles it: reused under its identifier, and selected and
  /// highlighted by the view.
  @MainActor
  protocol ListCell: ReusableView {
    var reuseIdentifier: String? { get }
    var isSelected: Bool { get set }
    var isHighlighted: Bool { get set }
  }

  extension UICollectionViewCell: ListCell {}
  extension UITableViewCell: ListCell {}

  /// Model: where a list view shows a view outside its index space (a collection view's
  /// supplementary view, a table's header or footer): in a section, which a batch may move.
  protocol ListSupplementKey: Hashable {
    var section: Int { get set }
  }

  /// Model: what the collection and table views keep of what they show, in one place: the
  /// cached counts, the visible cells and supplementary views, the selection, the cells queued
  /// for reuse, the dequeue and prefetch bookkeeping, the batch bookkeeping and the exceptions
  /// UIKit would raise. A class, so that the delegate and data source callbacks the views make
  /// while they update it may read it again.
  @MainActor
  final class ListContent<Cell: ListCell, SupplementKey: ListSupplementKey, Supplement: UIView> {
    /// The counts UIKit has cached; `nil` until asked, and after `reloadData()`.
    var counts: [Int]?
    /// Whether the next layout pass replaces every view (after `reloadData()`, or a new data
    /// source).
    var needsReloadAll = false
    var visible: [IndexPath: Cell] = [:]
    var supplements: [SupplementKey: Supplement] = [:]
    var selected: Set<IndexPath> = []
    var selectionPolicy = ListSelectionPolicy()
    var focus = ListFocus()
    let reusableCells = ReuseQueues<Cell>()
    var requests = DequeueTracker()
    var prefetching = PrefetchTracker()
    var batchState = BatchState()
    /// UIKit's exceptions other than batch errors (bad dequeues, bad cells), in order.
    var raisedExceptions: [String] = []

    /// The visible cells, in index path order.
    var visibleCells: [Cell] { visible.sorted { $0.key < $1.key }.map(\.value) }

    /// Asks for the items ahead (see ``PrefetchTracker``) and cancels those that left the band
    /// unseen, through the view's prefetch data source.
    func prefetch(
      ahead: Set<IndexPath>, prefetch: ([IndexPath]) -> Void, cancel: ([IndexPath]) -> Void
    ) {
      let (toPrefetch, toCancel) = prefetching.update(ahead: ahead, visible: Set(visible.keys))
      if !toCancel.isEmpty { cancel(toCancel) }
      if !toPrefetch.isEmpty { prefetch(toPrefetch) }
    }
  }

  /// Model: the focus engine's view of a list: the focused item, and the index path it
  /// remembers for when the focus comes back (`remembersLastFocusedIndexPath`, off by default
  /// as in UIKit). The focused item follows its cell through batches; the remembered index
  /// path is only an index path, and is not moved.
  struct ListFocus {
    var focused: IndexPath?
    var remembered: IndexPath?
    var remembersLastFocusedIndexPath = false
    var allowsFocus = false
    /// Whether `setNeedsFocusUpdate()` asked for an update not yet performed.
    var needsUpdate = false
  }

  /// Model: which taps select, as the collection and table views' `allowsSelection`,
  /// `allowsMultipleSelection`, their during-editing counterparts and `isEditing` say (UIKit's
  /// defaults: selection on, single, none during editing).
  struct ListSelectionPolicy {
    var allowsSelection = true
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var isEditing = false

    /// Whether a tap selects now.
    var selects: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether selections add up now (a tap on a selected item deselects it).
    var isMultiple: Bool {
      isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
  }
#endif
