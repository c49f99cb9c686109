import Foundation
import RosterHostSupport

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
///
/// ## Geometry
///
/// One point is one column or one row. The list lays its sections out with `ListLayout` in a
/// container of ``containerSize`` (``size`` less the selection marker's gutter), so headers,
/// footers, insets, spacing and every `Distribution` (grids become columns) look as they do in
/// UIKit. Cells are ``TerminalCell``s; a cell whose model is `.autolayout` is as tall as the lines
/// it renders at the width the layout offers it.
///
/// ## Virtualisation
///
/// A frame asks the layout for the elements in the visible rect (O(log *n* + *k*)), binds a
/// cell only for those, and only when its model changed since that cell last showed it, and
/// renders each bound cell once per width. Cells that scroll out of view are kept for reuse
/// by cell type. Nothing per frame touches all *n* items, so a 100,000-item list scrolls as
/// fast as a short one. A reload or a batch lays out the sections the batch touched. A frame
/// draws only the rows of each visible element that are on screen, asking the cell for those
/// rows and a screen's worth either side (``TerminalCell/render(width:rows:)``), and cells are
/// measured by ``TerminalCell/lineCount(width:)``, so a cell that implements both costs what a
/// one-row cell does however tall it is.
///
/// ## Sizes it cannot show
///
/// Sizes reach the layout through the controller, which makes them finite (see
/// `ListController.itemSize(at:)`), and every correction reaches the controller's
/// `diagnosticHandler` as a `ListDiagnostic`:
///
/// - a cell, header or footer taller than ``maximumCellHeight`` rows (2³¹ − 1) is that tall
///   (`.invalidSize`); the content is counted in whole rows up to 2⁵³, so every item stays
///   reachable with the keys and ``select(_:)`` and shows when selected, past any cell;
/// - a grid whose `cellsInRow` exceeds the columns there are shows as many one-column cells as
///   fit (`.layout(.tooManyCellsInRow)`), and other layout corrections are reported likewise;
/// - a cell with no rows (a zero, negative or NaN height) takes no rows and shows nothing, even
///   when selected.
///
/// ## Selection and scrolling
///
/// ``selectedIndexPath`` is the cursor, drawn with ``selectionStyle`` over the cell's own styles
/// (inverse by default, visible without colour) and marked with ``selectionMarker`` ("›" by
/// default) in a gutter left of the cells, so that it shows in plain text too — in
/// ``ScreenBuffer/plainRows``, to a screen reader, in a terminal without inverse video. It is kept
/// by the selected item's identity through every batch and reload: when the item moves, the
/// selection follows it and stays on the same screen row where possible; when it is deleted, the
/// item now at its place is selected (in its section, the item after the nearest row above it that
/// is still there; the row before it when it was the section's last; none when the list is empty).
/// ``handle(_:)`` moves it with the keyboard and the mouse, scrolling to keep it in view. Enter
/// selects: the view calls `didSelectItem(at:)` on its data source, which for a `ListController`
/// runs the model's selection action (every `ListDataSource` is a `ListEventHandler`), then
/// ``selectionHandler``.
///
/// The cursor rests only on items that can take the focus, as the data source's
/// `canFocusItem(at:)` says — the question UIKit's focus engine asks, so a model that adopts
/// `FocusableCellModel` with `isFocusable` false (a title row, a form's "Saved" label, where
/// Enter would do nothing) is passed over on every host, as is, with a `ListController`, an item
/// whose removal waits behind an update (the item being moved keeps the cursor):
///
/// - ↓ and ↑ (and Page Down/Up) go to the item they would have, or when it cannot take the
///   focus, to the first one past it that can, in reading order — in a list, the next item that
///   can after the cursor's, or the previous one; when none past it can, to the first between
///   the cursor and it (a cell beside the cursor's, in a grid), else the cursor stays. ← and →
///   pass over the cards of a band likewise, within the band; Home and End go to the first and
///   last items that can take the focus, and the first cursor to the first.
/// - When an update deletes the cursor's item, the cursor goes to the item now at its place
///   (see above) when it can take the focus, else to the first after it that can, else to the
///   last before it; the same from its item when that item stays but can no longer take the
///   focus.
/// - ``select(_:)`` and a click ignore an item that cannot take the focus: the cursor stays
///   where it is and nothing is selected.
/// - When no item can take the focus, there is no cursor (``selectedIndexPath`` is `nil`) and
///   Enter does nothing; the first update that brings one places the cursor on it.
/// - Each search walks from where the cursor would land, item by item, and stops at the first
///   item that can take the focus: a key costs one check per item passed over, O(*n*) at worst
///   for a list whose items past the cursor cannot take the focus (and for every key and every
///   update, in a list where no item can).
///
/// ## Bands: sections that scroll sideways
///
/// A section whose `Constraints.scrollDirection` is `.horizontal` is a band (a carousel): a
/// row of cards as tall as the tallest, scrolled sideways on its own (`ListLayout`'s bands).
/// Left and Right move the cursor from card to card, and the band scrolls to keep the selected
/// card in view; Up and Down leave it for the row above or below. Each band keeps its offset
/// (``bandOffset(ofSection:)``) through updates, relayouts and cell reuse: when cards are
/// inserted or removed before the one at its left edge, that card stays where it was. Only the
/// cards in view are bound.
///
/// ## Moving items
///
/// ``moveKey`` (`m`) picks up the selected item when its model is a reorderable
/// `ReorderableCellModel`: the item shows where it would land, marked with
/// ``movingItemMarker``, as ↑/↓ move it (into the neighbouring sections at a section's ends,
/// where the data source allows it) and ←/→ move it within a band. Enter drops it — the data
/// source records the move and reports it once, as UIKit's interactive movement does — and
/// Escape puts it back. Meanwhile the controller holds updates back; they are applied after
/// the drop, from the dropped order.
///
/// ## Animation
///
/// `animated: true` batches are visible, as frames over time on a clock the owner advances
/// with ``advance(by:)`` (a run loop passes the real time, a test steps it): deleted rows fade
/// on the old screen for ``deletionFadeDuration``, then the new screen shows inserted,
/// updated and moved rows in ``insertedStyle``, ``updatedStyle`` and ``movedStyle`` for
/// ``highlightDuration``; then the batch's completion runs. `animated: false` shows the new
/// state at once and completes immediately.
///
/// Updates requested meanwhile wait for the completion, but keys do not: a control that
/// reported a value (a letter typed into a text field, a switch flipped) shows it at once and
/// the next key builds on it, and the list does not bind that control to a state the app asked
/// for before the report — the one waiting, say. See ``KeyHandlingTerminalCell``.
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

  /// Laid over the selected cell.
  public var selectionStyle: TextStyle {
    get { features.cursor.style }
    set { features.cursor.style = newValue }
  }
  /// Drawn beside the first visible row of the selected cell, in a gutter as wide as the marker
  /// that runs down the list's left edge (its right edge, when ``layoutDirection`` is right to
  /// left); the cells are laid out in the columns beside it (``containerSize``). Plain text
  /// shows it, where ``selectionStyle`` is invisible. `nil` draws no marker and leaves no
  /// gutter. A marker of another width lays the list out again.
  public var selectionMarker: StyledLine? {
    get { features.cursor.marker }
    set { features.cursor.setMarker(newValue, in: self) }
  }
  /// Drawn in the gutter beside each selected item, between ``selectionMarker`` and the cells,
  /// while the list keeps a selection (its controller's `selectionMode`, or its edit-mode one
  /// in edit mode, is not off); in a grid, over the first columns of the cells after a row's
  /// first. Plain text shows it, as a screen reader's output and a test read it.
  public var selectedItemMark: StyledLine {
    get { features.selectionMarks.selectedItemMark }
    set {
      features.selectionMarks.selectedItemMark = newValue
      selectionDidChange()
    }
  }
  /// Drawn where ``selectedItemMark`` would be beside each item not selected, in edit mode:
  /// the selection control of each row.
  public var unselectedItemMark: StyledLine {
    get { features.selectionMarks.unselectedItemMark }
    set {
      features.selectionMarks.unselectedItemMark = newValue
      selectionDidChange()
    }
  }
  /// The key that enters and leaves edit mode (the controller's `isEditing`): cells show
  /// ``unselectedItemMark`` or ``selectedItemMark``, Enter and Space select, and no item's
  /// action runs; Escape leaves it too. `nil` (the default) leaves edit mode to the app, as an
  /// Edit button does on UIKit. roster-demo uses `v`, vim's and ranger's key for selecting.
  public var editModeKey: Key? {
    get { features.selectionMarks.editModeKey }
    set { features.selectionMarks.editModeKey = newValue }
  }
  /// The key that selects the item under the cursor, or deselects it, without running its
  /// action, then moves the cursor to the next item, as Space marks files in ranger, lf and
  /// Midnight Commander; taken only while the list keeps a selection.
  public var selectionToggleKey: Key? {
    get { features.selectionMarks.toggleKey }
    set { features.selectionMarks.toggleKey = newValue }
  }
  /// The key that refreshes the list (its controller's `refreshAction`) while it can be
  /// refreshed: Ctrl-R, a browser's reload. Scrolling up with the wheel at the top of the list
  /// refreshes too, as pulling a list down does on a touch screen. `nil` for neither.
  public var refreshKey: Key? {
    get { features.refresh.key }
    set { features.refresh.key = newValue }
  }
  /// Drawn over the list's top row while a refresh runs.
  public var refreshIndicator: StyledLine {
    get { features.refresh.indicator }
    set { features.refresh.indicator = newValue }
  }

  /// Whether a one-column scroll indicator runs down the list's right edge (its left edge, right
  /// to left): a track with a thumb that shows which part of the content is in view, drawn
  /// while the content is taller than the list. Off by default, as in most terminal lists
  /// (`less`, `fzf`, shells), where the right column holds text.
  ///
  /// While it is on, the cells are laid out one column narrower (``containerSize``), whether
  /// the content is taller than the list or not: an indicator that appeared only with a long
  /// list would rewrap every row the moment the list grew past the screen. Turning it on or
  /// off lays the list out again.
  public var showsScrollIndicator: Bool {
    get { features.scrollIndicator.isShown }
    set {
      guard newValue != showsScrollIndicator else { return }
      reservedColumnsDidChange { features.scrollIndicator.isShown = newValue }
    }
  }
  /// Laid over an inserted row while an animated batch highlights it.
  public var insertedStyle: TextStyle {
    get { animationPlayer.insertedStyle }
    set { animationPlayer.insertedStyle = newValue }
  }
  /// Laid over an updated row while an animated batch highlights it.
  public var updatedStyle: TextStyle {
    get { animationPlayer.updatedStyle }
    set { animationPlayer.updatedStyle = newValue }
  }
  /// Laid over a moved row while an animated batch highlights it.
  public var movedStyle: TextStyle {
    get { animationPlayer.movedStyle }
    set { animationPlayer.movedStyle = newValue }
  }
  /// How long deleted rows fade before they close.
  public var deletionFadeDuration: Duration {
    get { animationPlayer.fadeDuration }
    set { animationPlayer.fadeDuration = newValue }
  }
  /// How long inserted, updated and moved rows stay highlighted.
  public var highlightDuration: Duration {
    get { animationPlayer.highlightDuration }
    set { animationPlayer.highlightDuration = newValue }
  }

  /// The key that opens the selected item's action menu (its `ActionableCellModel` actions
  /// placed in the menu); `nil` for none. Keys that name an action's shortcut run it directly,
  /// except the list's own keys (this key, ``moveKey``, `j` and `k`), which a shortcut cannot
  /// take: such a shortcut is reported as `ListDiagnostic.conflictingItemAction` and runs
  /// nothing.
  public var actionMenuKey: Key? {
    get { features.actionMenu.key }
    set { features.actionMenu.key = newValue }
  }

  /// The key that picks up the selected item to move it (move mode), when its model is a
  /// reorderable `ReorderableCellModel`: ↑/↓ then move it (←/→ in a band), Enter drops it and
  /// the model and its section provider hear the move, Escape puts it back. Updates that
  /// arrive meanwhile wait for the drop. `nil` for none.
  public var moveKey: Key? {
    get { features.move.key }
    set { features.move.key = newValue }
  }
  /// Drawn in the gutter beside the item being moved, in place of ``selectionMarker`` (and
  /// cut to its width); the item shows in ``movedStyle`` too.
  public var movingItemMarker: StyledLine {
    get { features.move.marker }
    set { features.move.marker = newValue }
  }

  /// The key that opens the filter line at the bottom of the list (`/`, as in `less`): what is
  /// typed there filters the list as it changes, when the data source filters (a
  /// `ListController`'s does: `ItemFilteringEvents`). Enter keeps the filter, Escape shows every
  /// item again; see ``handle(_:)``. Taken only when the selected cell does not use the key,
  /// and no action shortcut may take it. `nil` turns filtering off, showing every item again.
  public var filterKey: Key? {
    get { features.filter.key }
    set { features.filter.setKey(newValue, in: self) }
  }
  /// The features plugged into the list's frame and input, in order.
  let features = TerminalListFeatures()

  /// What keeps still on screen through a batch: the selected item while it is in view, else
  /// the first visible one; with `.end`, a list scrolled to its end stays there.
  public var scrollAnchoring: ScrollAnchoring {
    get { scrollAnchorKeeper.mode }
    set { scrollAnchorKeeper.mode = newValue }
  }
  /// Keeps the ``scrollAnchoring`` through each change.
  var scrollAnchorKeeper = ScrollAnchorKeeper()

  /// Runs after the data source handled a selection made with Enter or a click.
  public var selectionHandler: (@MainActor (IndexPath) -> Void)? {
    get { features.cursor.selectionHandler }
    set { features.cursor.selectionHandler = newValue }
  }

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

  var layout = ListLayout()
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
