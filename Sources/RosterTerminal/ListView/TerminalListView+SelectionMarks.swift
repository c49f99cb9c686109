import Foundation

// The list's selection state is its controller's (by identity, through every update); the
// list view shows it — a mark in the gutter, each cell told through `showSelection(_:)` — and
// reports the keys that change it. The cursor (`selectedIndexPath`) is another thing: the one
// item keys act on.
extension TerminalListView {
  /// Shows the data source's selection: the gutter widens for the marks when the list starts
  /// keeping a selection (laying the list out again) and narrows when it stops; the cells in
  /// view are told their state at the next frame.
  public func selectionDidChange() {
    let width = selectionMarkWidth
    guard width != markWidth else { return }
    let anchor = screenAnchor()
    markWidth = width
    relayout()
    restore(anchor)
  }

  /// The width of the marks the gutter should hold: the wider mark while a selection mode is
  /// in force, else 0.
  private var selectionMarkWidth: Int {
    guard let dataSource, dataSource.selectionState.mode != .off else { return 0 }
    return max(selectedItemMark.width, unselectedItemMark.width)
  }

  /// Draws the mark of the item at `indexPath` — ``selectedItemMark`` when it is selected,
  /// ``unselectedItemMark`` in edit mode — at `row`: in the gutter beside the cells' columns
  /// `cellColumns` when the item's columns `frameColumns` start a row (at the left edge, or the
  /// right edge right to left), else over the item's own first columns (a grid's other cells).
  func drawSelectionMark(
    of indexPath: IndexPath, into buffer: inout ScreenBuffer, row: Int, cellColumns: Range<Int>,
    frameColumns: Range<Int>
  ) {
    guard markWidth > 0, let dataSource else { return }
    let rightToLeft = layoutDirection == .rightToLeft
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

  /// Handles the selection keys: ``editModeKey``, Escape in edit mode, and
  /// ``selectionToggleKey`` while the list keeps a selection; returns whether it used `key`.
  func handleSelectionKey(_ key: Key) -> Bool {
    guard let dataSource else { return false }
    let state = dataSource.selectionState
    if let editModeKey, key == editModeKey {
      dataSource.setEditing(!state.isEditing)
      return true
    }
    if key == .escape, state.isEditing {
      dataSource.setEditing(false)
      return true
    }
    guard let selectionToggleKey, key == selectionToggleKey, state.mode != .off,
      let selectedIndexPath
    else { return false }
    dataSource.toggleSelectionOfItem(at: selectedIndexPath)
    if let next = focusableItem(besides: selectedIndexPath, going: .forward) { select(next) }
    return true
  }
}
