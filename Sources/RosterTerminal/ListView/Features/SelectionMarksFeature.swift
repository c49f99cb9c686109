import Foundation

/// The selection marks and keys. The list's selection state is its controller's (by identity,
/// through every update); the list shows it — a mark in the gutter, each cell told through
/// `showSelection(_:)` — and reports the keys that change it: ``TerminalListView/editModeKey``,
/// Escape in edit mode, and ``TerminalListView/selectionToggleKey``. The cursor
/// (``TerminalListView/selectedIndexPath``) is another thing: the one item keys act on.
@MainActor
final class SelectionMarksFeature: TerminalListFeature {
  /// Drawn beside each selected item while the list keeps a selection.
  var selectedItemMark: StyledLine = "✓ "
  /// Drawn beside each item not selected, in edit mode.
  var unselectedItemMark: StyledLine = "○ "
  /// The key that enters and leaves edit mode; `nil` leaves edit mode to the app.
  var editModeKey: Key?
  /// The key that selects or deselects the item under the cursor, then moves to the next.
  var toggleKey: Key? = .character(" ")
  /// The width of the marks the gutter holds now: 0 while the list keeps no selection.
  private(set) var markWidth = 0

  func gutterColumns(in list: TerminalListView) -> Int { markWidth }

  /// Shows the data source's selection: the gutter widens for the marks when the list starts
  /// keeping a selection (laying the list out again) and narrows when it stops; the cells in
  /// view are told their state at the next frame.
  func selectionDidChange(in list: TerminalListView) {
    let width = markWidth(in: list)
    guard width != markWidth else { return }
    list.reservedColumnsDidChange { markWidth = width }
  }

  /// The width of the marks the gutter should hold: the wider mark while a selection mode is
  /// in force, else 0.
  private func markWidth(in list: TerminalListView) -> Int {
    guard let dataSource = list.dataSource, dataSource.selectionState.mode != .off else {
      return 0
    }
    return max(selectedItemMark.width, unselectedItemMark.width)
  }

  /// Draws the mark of the item at `indexPath` — ``selectedItemMark`` when it is selected,
  /// ``unselectedItemMark`` in edit mode — at `row`: in the gutter beside the cells' columns
  /// `cellColumns` when the item's columns `frameColumns` start a row (at the left edge, or the
  /// right edge right to left), else over the item's own first columns (a grid's other cells).
  func draw(
    overCellAt indexPath: IndexPath, of list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    guard markWidth > 0, let dataSource = list.dataSource else { return }
    let rightToLeft = list.layoutDirection == .rightToLeft
    let startsRow =
      rightToLeft
      ? frameColumns.upperBound >= cellColumns.upperBound
      : frameColumns.lowerBound <= cellColumns.lowerBound
    let maxWidth = startsRow ? markWidth : min(markWidth, frameColumns.count)
    let column =
      switch (startsRow, rightToLeft) {
      case (true, false): cellColumns.lowerBound - markWidth
      case (true, true): cellColumns.upperBound
      case (false, false): frameColumns.lowerBound
      case (false, true): frameColumns.upperBound - maxWidth
      }
    guard maxWidth > 0 else { return }
    if dataSource.isItemSelected(at: indexPath) {
      buffer.draw(selectedItemMark, row: row, column: column, maxWidth: maxWidth)
    } else if dataSource.selectionState.isEditing {
      buffer.draw(unselectedItemMark, row: row, column: column, maxWidth: maxWidth)
    }
  }

  /// The edit-mode key, and the toggle key while the list keeps a selection and an item is
  /// selected. In edit mode both outrank the list's other keys on a narrow line: they are the
  /// mode's, and the only way out of it.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let state = list.dataSource?.selectionState else { return [] }
    var hints: [TerminalKeyHint] = []
    if let toggleKey, state.mode != .off, list.selectedIndexPath != nil {
      hints.append(TerminalKeyHint(toggleKey, "select", group: .select))
    }
    if let editModeKey {
      hints.append(TerminalKeyHint(editModeKey, state.isEditing ? "done" : "edit", group: .select))
    }
    if state.isEditing {
      for index in hints.indices { hints[index].priority = 1 }
    }
    return hints
  }

  /// The edit-mode key when it is set, and the toggle key while the list keeps a selection.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    var hints: [TerminalKeyHint] = []
    if let toggleKey, let state = list.dataSource?.selectionState, state.mode != .off {
      hints.append(TerminalKeyHint(toggleKey, "select", group: .select))
    }
    if let editModeKey { hints.append(TerminalKeyHint(editModeKey, "edit", group: .select)) }
    return hints
  }

  /// Takes the selection keys: ``editModeKey``, Escape in edit mode, and ``toggleKey`` while
  /// the list keeps a selection.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard let dataSource = list.dataSource else { return false }
    let state = dataSource.selectionState
    if let editModeKey, key == editModeKey {
      dataSource.setEditing(!state.isEditing)
      return true
    }
    if key == .escape, state.isEditing {
      dataSource.setEditing(false)
      return true
    }
    guard let toggleKey, key == toggleKey, state.mode != .off,
      let selectedIndexPath = list.selectedIndexPath
    else { return false }
    dataSource.toggleSelectionOfItem(at: selectedIndexPath)
    if let next = list.navigation.focusableItem(besides: selectedIndexPath, going: .forward) {
      list.select(next)
    }
    return true
  }
}

extension TerminalListView {
  /// Shows the data source's selection: the gutter widens for the marks when the list starts
  /// keeping a selection (laying the list out again) and narrows when it stops; the cells in
  /// view are told their state at the next frame.
  public func selectionDidChange() {
    features.selectionMarks.selectionDidChange(in: self)
  }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
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
}
