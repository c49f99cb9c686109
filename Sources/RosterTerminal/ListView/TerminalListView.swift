import Foundation
import RosterHostSupport

// The rest of the type's documentation (geometry, virtualisation, sizes it cannot show, the
// cursor, bands, moving items, animation) is in RosterTerminal.docc/TerminalListView.md, which
// DocC appends here.
/// A list view for terminals: the `ListHost` a `ListController` drives to show sections of
/// cell models in a terminal, or headlessly in a ``ScreenBuffer``.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let listView = TerminalListView(size: CGSize(width: 80, height: 23))
/// let controller = ListController(host: listView)
/// controller.update(with: sections)
/// var screen = ScreenBuffer(width: 80, height: 24)
/// listView.render(into: &screen)
/// ```
@MainActor
public final class TerminalListView: ListHost {
  /// Where the view reads its data; the `ListController` that drives it sets it.
  public weak var dataSource: (any ListDataSource)?

  /// Whether the list is shown; off-screen lists may be reloaded instead of animated.
  public var isOnScreen = true

  /// The size of the list in columns and rows.
  public internal(set) var size: CGSize

  /// The first content row shown at the top of the list.
  public internal(set) var contentOffset = 0

  /// The item under the selection cursor, if any: always one that can take the focus, `nil`
  /// when none can (see *Selection and scrolling*).
  public var selectedIndexPath: IndexPath? { cursorItem?.indexPath }
  /// The item under the cursor and its identifier, by which a batch finds it again.
  var cursorItem: (indexPath: IndexPath, identifier: String)?

  /// The features plugged into the list's frame and input, in order.
  let features = TerminalListFeatures()

  /// What keeps still on screen through a batch: the selected item while it is in view, else
  /// the first visible one; with `.end`, a list scrolled to its end stays there.
  public var scrollAnchoring: ScrollAnchoring {
    get { scrollAnchorKeeper.mode }
    set { scrollAnchorKeeper.mode = newValue }
  }
  /// Keeps the ``scrollAnchoring`` through each change.
  package var scrollAnchorKeeper = ScrollAnchorKeeper()

  /// How many cells the last frame bound, and how many elements it drew: what
  /// virtualisation keeps small.
  public var lastFrameStatistics: (bound: Int, drawn: Int) {
    (counters.cellsBound, counters.elementsDrawn)
  }
  /// How many element rows the last frame went through to draw them: what keeps a frame's cost
  /// to the rows on screen, however tall a cell is (tests read it; it is no promise to apps).
  @_spi(Testing) public var lastFrameRowsVisited: Int { counters.rowsVisited }

  /// Which way the list reads across: `.rightToLeft` for a right-to-left
  /// screen, where the list is the mirror image of itself left to right — grids fill from the
  /// right, a band's first card is at its right end and its further cards come in from the
  /// left, each line a cell renders narrower than its cell is drawn against the cell's right
  /// edge, and Left and Right move the cursor the way they point (Left to the next item). The
  /// ``selectionMarker``'s gutter moves to the right edge, where rows start (a marker such as
  /// `" ‹"` then points at them), and the scroll indicator to the left edge. Setting it redraws
  /// the list at the next frame, with no new layout.
  public var layoutDirection: ListLayout.LayoutDirection {
    get { layout.layoutDirection }
    set { layout.layoutDirection = newValue }
  }

  var layout: ListLayout = {
    var layout = ListLayout()
    layout.defaultOutlineIndentation = TerminalListView.outlineIndentation
    return layout
  }()
  /// What the list shows: the data source's snapshot, never a copy of it.
  var sections: [Section] { dataSource?.snapshot.sections ?? [] }
  /// Which cell type shows each type of model; see `CellRegistry`. Entries must be terminal
  /// cells. A new list's registry shows `NestedListCellModel`s with ``NestedListCell``.
  public let cellRegistry: CellRegistry
  /// The list's cells: those on screen, those waiting for reuse and the measuring templates.
  let cellPool = TerminalCellPool()
  /// How many sections were searched for an item that left its place: tests check that a batch
  /// inserting sections does not search the list for the items it moved.
  @_spi(Testing) public var sectionsSearchedForItems: Int { counters.sectionsSearchedForItems }
  /// What the last frame and the searches for items cost, for the statistics above.
  var counters = TerminalListCounters()
  /// See `ListLayout.sectionLayoutsRebuilt`.
  @_spi(Testing) public var sectionLayoutsRebuilt: Int { layout.sectionLayoutsRebuilt }
  /// The problems reported once only, and already reported.
  var onceOnlyDiagnostics = OnceOnlyDiagnostics()
  /// Plays animated batches; see `BatchAnimationPlayer`.
  var animationPlayer = BatchAnimationPlayer()
  /// How far each band (a section scrolling across the list) is scrolled, in columns: kept
  /// through updates, relayouts and cell reuse. (A ``NestedListCell`` keeps its nested list's
  /// offset in its own list view.)
  var childLists = ChildLists()

  /// A list of `size` columns × rows (negative and non-finite sizes are treated as 0, sizes
  /// past ``ScreenBuffer/maximumDimension`` as that).
  public init(size: CGSize) {
    self.size = Self.sanitized(size)
    cellRegistry = CellRegistry()
    cellRegistry.register(NestedListCell.self)
    cellRegistry.register(TableRowCell.self, for: TableHeaderModel.self)
    features.attach(to: self)
  }

  /// A list of `size` that shows its models with the cells of `cellRegistry`, shared with other
  /// lists: what one registers, all show. The registry is used
  /// as it is; register ``NestedListCell`` in it for nested lists.
  public init(size: CGSize, cellRegistry: CellRegistry) {
    self.size = Self.sanitized(size)
    self.cellRegistry = cellRegistry
    features.attach(to: self)
  }

  /// Whether an animated batch is still showing; a run loop keeps rendering while it is.
  public var isAnimating: Bool {
    animationPlayer.current != nil
      || cellPool.liveCells.contains { ($0.cell as? NestedListCell)?.isAnimating == true }
  }

  /// The number of content rows (at most 2⁵³).
  public var contentHeight: Int { Self.cells(layout.contentSize.height) }

  /// The largest ``contentOffset``: the content's end on the list's last row, above the rows
  /// its features take at the bottom (the filter line while that shows).
  public var maximumContentOffset: Int { max(0, contentHeight - listRows) }

  /// The rows the list's elements show in: its height, less the rows its features take at the
  /// bottom (the filter line while that shows).
  var listRows: Int { max(0, Self.cells(size.height) - features.bottomRows(in: self)) }

  /// The tallest a cell, header or footer can be, in rows: 2³¹ − 1.
  ///
  /// A taller preferred height (a model's explicit size, a size delegate's answer, up to the
  /// 2⁴⁰ the controller allows) is laid out at this height and reported to the data source as
  /// `ListDiagnostic.invalidSize` with the height it had. Two billion rows are far more than
  /// anyone scrolls through, and the cap keeps the content exactly addressable: rows are
  /// counted in `Int` up to 2⁵³, where every whole row is still exact in `CGFloat`, so about
  /// four million cells this tall still leave every item reachable.
  public static let maximumCellHeight = Int(Int32.max)

  /// The most rows of content the list addresses, 2⁵³: every whole row up to it is exact in
  /// `CGFloat`. Content beyond it (millions of cells of ``maximumCellHeight``) is cut there.
  static let maximumContentHeight = 1 << 53

  /// A size in whole, non-negative cells, no larger than a terminal can be.
  static func sanitized(_ size: CGSize) -> CGSize {
    CGSize(
      width: min(cells(size.width), ScreenBuffer.maximumDimension),
      height: min(cells(size.height), ScreenBuffer.maximumDimension))
  }

  /// A length in whole cells: rounded down, never negative, NaN as 0, at most
  /// ``maximumContentHeight`` — not `Int32.max`, which a cell 10¹² rows tall passes: the items
  /// after it would lie beyond every reachable offset, and the screen would stay blank.
  static func cells(_ value: CGFloat) -> Int {
    let limit = CGFloat(maximumContentHeight)
    guard value.isFinite else { return value == .infinity ? maximumContentHeight : 0 }
    return Int(max(0, min(value, limit)).rounded(.down))
  }
}
