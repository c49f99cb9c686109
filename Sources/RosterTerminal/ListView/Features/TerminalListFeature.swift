import RosterHostSupport

/// A feature of a ``TerminalListView`` that plugs into its frame, its input and its updates: the
/// rows and columns it takes beside the cells, what it draws over them, the keys and mouse
/// events it takes (all of them while it is in a mode), and — as every host's features do
/// (`HostFeature`) — what it keeps in step through each batch and reload.
///
/// Every hook does nothing by default, so a feature implements only the ones it needs. The list
/// holds its features in one declared order (``TerminalListFeatures``) and asks each in turn:
/// they draw in that order, after the cells, and the first that takes an input event keeps it
/// from the ones after it and from the list's own navigation keys. A new feature is a new type
/// in that list; no file of the list changes.
@MainActor
protocol TerminalListFeature: HostFeature {
  /// How many columns the feature takes at the list's trailing edge (the right one; the left
  /// one in a list read right to left), beside the cells. The cells are laid out in what the
  /// features and the gutter leave, so a change of this width lays the list out again
  /// (``TerminalListView/reservedColumnsDidChange(_:)``).
  func trailingColumns(in list: TerminalListView) -> Int

  /// How many columns the feature takes in the gutter, inside the columns of the features
  /// before it (see ``TerminalListView/gutterWidth``): the cells are laid out beside it, so a
  /// change of this width lays the list out again
  /// (``TerminalListView/reservedColumnsDidChange(_:)``).
  func gutterColumns(in list: TerminalListView) -> Int

  /// Draws over the first row of the cell of the item at `indexPath`, at screen row `row`:
  /// `cellColumns` are the columns all cells are drawn in, `frameColumns` this cell's.
  func draw(
    overCellAt indexPath: IndexPath, of list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>)

  /// Draws over every row of the cell of the item at `indexPath` that is on screen, `rows`
  /// (the cell's first row may be scrolled out of view), in its `frameColumns`.
  func draw(
    overCellLinesAt indexPath: IndexPath, of list: TerminalListView,
    into buffer: inout ScreenBuffer, rows: Range<Int>, frameColumns: Range<Int>)

  /// Draws over the first row of a section's header or footer showing `model`, at screen row
  /// `row`: `cellColumns` are the columns all elements are drawn in, `frameColumns` this one's.
  func draw(
    overSupplementaryShowing model: any CellModel, of list: TerminalListView,
    into buffer: inout ScreenBuffer, row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>)

  /// After a presented frame has drawn its cells and reported their displays.
  func listDidPresentFrame(_ list: TerminalListView)

  /// Draws over the list, after its cells, its top-left corner being at `column`, `row` of
  /// `buffer`. `columns` are the feature's own trailing columns in the list's coordinates,
  /// empty when it takes none.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>)

  /// Takes `key` and returns `true`, or returns `false` to pass it on. Asked after the list's
  /// modes (the action menu, move mode and the filter line while typed in), the keys of the
  /// selected cell and the selection keys, before the move, action and filter keys and the
  /// list's own navigation and mouse keys.
  func handle(_ key: Key, in list: TerminalListView) -> Bool

  /// Whether the feature is in a mode that takes every key (an open menu, an item being
  /// moved, a query being typed). The list then offers each key to it alone, before the
  /// selected cell, and passes on none the feature declines. At most one feature is in such a
  /// mode at a time: while one is, no key reaches the others to start theirs.
  func takesEveryKey(in list: TerminalListView) -> Bool

  /// Takes `key` while the feature takes every key (``takesEveryKey(in:)``); returns `false`
  /// for a key it leaves to the app (Ctrl-C), which the list then passes on.
  func handleInMode(_ key: Key, in list: TerminalListView) -> Bool

  /// How many rows the feature takes at the list's bottom, below the cells: the list's
  /// elements, its scrolling and its cursor keep to the rows above. The feature tells the list
  /// when this changes (``TerminalListView/listRowsDidChange()``).
  func bottomRows(in list: TerminalListView) -> Int

  /// The marker the gutter shows beside the cursor in place of the list's
  /// ``TerminalListView/selectionMarker``; `nil` leaves it.
  func cursorMarker(in list: TerminalListView) -> StyledLine?

  /// A style laid over the cursor's cell after those of the features before it; `nil` for
  /// none.
  func cursorStyle(in list: TerminalListView) -> TextStyle?

  /// What a screen reader says for where the user is, in place of the selected item; `nil`
  /// leaves it to the list.
  func spokenSelection(in list: TerminalListView) -> String?

  /// Keys the feature takes while an item is selected, which no item action's shortcut may
  /// take.
  func reservedKeys(in list: TerminalListView) -> [Key]

  /// The feature's keys that act now, on the selected row or in its mode, for the list's
  /// ``TerminalListView/keyHints``: none it would ignore.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint]

  /// Every key the feature has, whether it acts now or not, in modes too, for the list's
  /// ``TerminalListView/keyMap``: what the help overlay lists.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint]

  /// The list's clock moved on by `duration` (``TerminalListView/advance(by:)``): what a
  /// feature that shows something for a time, or animates it, counts.
  func listDidAdvance(by duration: Duration, in list: TerminalListView)
}

extension TerminalListFeature {
  func trailingColumns(in list: TerminalListView) -> Int { 0 }

  func gutterColumns(in list: TerminalListView) -> Int { 0 }

  func draw(
    overCellAt indexPath: IndexPath, of list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {}

  func draw(
    overCellLinesAt indexPath: IndexPath, of list: TerminalListView,
    into buffer: inout ScreenBuffer, rows: Range<Int>, frameColumns: Range<Int>
  ) {}

  func draw(
    overSupplementaryShowing model: any CellModel, of list: TerminalListView,
    into buffer: inout ScreenBuffer, row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {}

  func listDidPresentFrame(_ list: TerminalListView) {}

  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {}

  func handle(_ key: Key, in list: TerminalListView) -> Bool { false }

  func takesEveryKey(in list: TerminalListView) -> Bool { false }

  func handleInMode(_ key: Key, in list: TerminalListView) -> Bool { false }

  func bottomRows(in list: TerminalListView) -> Int { 0 }

  func cursorMarker(in list: TerminalListView) -> StyledLine? { nil }

  func cursorStyle(in list: TerminalListView) -> TextStyle? { nil }

  func spokenSelection(in list: TerminalListView) -> String? { nil }

  func reservedKeys(in list: TerminalListView) -> [Key] { [] }

  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] { [] }

  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] { [] }

  func listDidAdvance(by duration: Duration, in list: TerminalListView) {}
}

/// The features of a ``TerminalListView``, in the order they draw and take input.
@MainActor
struct TerminalListFeatures {
  /// The scroll indicator (``TerminalListView/showsScrollIndicator``).
  let scrollIndicator = ScrollIndicatorFeature()
  /// The selected item's control, which takes keys first.
  let controls = ControlsFeature()
  /// The cursor's style and its marker in the gutter (``TerminalListView/selectionMarker``).
  let cursor = CursorFeature()
  /// The selection marks in the gutter and the selection keys
  /// (``TerminalListView/selectedItemMark``, ``TerminalListView/editModeKey``).
  let selectionMarks = SelectionMarksFeature()
  /// The outline sections' disclosures, keys and cursor (``TerminalListView/outlineExpandAllKey``).
  let outline = OutlineFeature()
  /// The table sections' columns, header, keys and horizontal scrolling
  /// (``TerminalListView/tableSortHandler``).
  let table = TableFeature()
  /// Prefetching past the screen (``TerminalListView/prefetchDistance``).
  let prefetching = PrefetchingFeature()
  /// Pull-to-refresh (``TerminalListView/refreshKey``).
  let refresh = RefreshFeature()
  /// Move mode (``TerminalListView/moveKey``).
  let move = MoveFeature()
  /// The line of key hints (``TerminalListView/showsKeyHints``), below the filter line.
  let keyHints = KeyHintFeature()
  /// The filter line (``TerminalListView/filterKey``).
  let filter = FilterFeature()
  /// The status messages (``TerminalListView/showStatus(_:lasting:)-(StyledLine,_)``), above
  /// the filter line.
  let status = StatusFeature()
  /// The selected item's action menu and its shortcuts (``TerminalListView/actionMenuKey``).
  let actionMenu = ActionMenuFeature()
  /// The app's own keys (``TerminalListView/appKeyBindings``), after the list's.
  let appKeys = AppKeysFeature()
  /// The help overlay (``TerminalListView/helpKey``), drawn over everything else.
  let help = HelpFeature()
  /// The spinners' clock (``TerminalListView/elapsedTime``).
  let spinner = SpinnerFeature()
  /// What a screen reader says (``TerminalListView/spokenSelection``), after every other
  /// feature has had its say.
  let screenReader = ScreenReaderFeature()
  /// The features as every host's features, for the batch and reload hooks.
  let lifecycle: HostFeatures
  /// Every feature, in order. The selected item's control takes keys first. The cursor's marker
  /// takes the gutter's outer columns and its style is laid first; the selection keys go first; an
  /// outline row's disclosure takes the gutter's innermost columns, beside the cells; a table
  /// redraws its rows in columns before the other features draw over them, and its Left and
  /// Right come after the outline's; the
  /// filter line draws before the action menu, which opens over it; the filter key goes before the
  /// action shortcuts, which may not take it while the list filters. The app's keys come after
  /// the list's, and the help overlay, which lists them all, last: it draws over everything and
  /// its hint ends the line. The open action menu or the help overlay says where the user is
  /// before the screen reader says the selected item.
  let all: [any TerminalListFeature]

  init() {
    all = [
      controls, cursor, selectionMarks, outline, table, scrollIndicator, refresh, move, keyHints,
      filter, status, actionMenu, appKeys, help, spinner, prefetching, screenReader,
    ]
    lifecycle = HostFeatures(all)
  }

  /// Gives the features that follow the list's batches the list they follow.
  func attach(to list: TerminalListView) {
    actionMenu.list = list
    outline.list = list
  }

  /// The columns the features take, together, at the list's trailing edge.
  ///
  /// - Complexity: O(*f*) for *f* features.
  func trailingColumns(in list: TerminalListView) -> Int {
    all.reduce(0) { $0 + $1.trailingColumns(in: list) }
  }

  /// The columns the features take, together, in the gutter.
  ///
  /// - Complexity: O(*f*) for *f* features.
  func gutterColumns(in list: TerminalListView) -> Int {
    all.reduce(0) { $0 + $1.gutterColumns(in: list) }
  }

  /// The rows the features take, together, at the list's bottom.
  ///
  /// - Complexity: O(*f*) for *f* features.
  func bottomRows(in list: TerminalListView) -> Int {
    all.reduce(0) { $0 + $1.bottomRows(in: list) }
  }

  /// The feature in a mode that takes every key, if one is.
  func inMode(in list: TerminalListView) -> (any TerminalListFeature)? {
    all.first { $0.takesEveryKey(in: list) }
  }
}
