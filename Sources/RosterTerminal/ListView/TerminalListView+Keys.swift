import Foundation
import RosterHostSupport

extension TerminalListView {
  /// Rows one wheel step scrolls.
  static let wheelStep = 3

  /// Handles a key: the selected item's cell first, when it is a ``KeyHandlingTerminalCell``
  /// (a control), then the list's navigation; returns `false` for keys neither uses (letters
  /// other than `j`/`k`, Escape, Ctrl-C…), which are the app's to bind.
  ///
  /// - The live cell of the selected item gets every key but mouse events first; a key it uses
  ///   (a switch's Enter, a text field's letters) goes no further, and the cell is rendered
  ///   again.
  /// - Up/Down and `k`/`j` move the cursor to the cell above or below (in a grid, the one in
  ///   the same column), Left/Right to the item beside it on screen: the previous or next item
  ///   (within its band, in a band), the next one being on the right, or on the left in a list
  ///   read right to left (``layoutDirection``);
  ///   Page Up/Down move it by a screen, Home/End to the first and last item, the list to its
  ///   start or end (a header above the first item, a footer below the last). The list, and a
  ///   band, scroll to keep it in view. Each passes over items that cannot take the focus (a
  ///   `FocusableCellModel` whose `isFocusable` is false; see *Selection and scrolling* in
  ///   ``TerminalListView``).
  /// - A ``Key/paste(_:)`` reaches the selected cell as a key does (a text field inserts it);
  ///   the list itself ignores it, so pasted text never moves the cursor or presses Enter.
  ///   Modified keys (``Key/modified(_:_:)``) are the app's too.
  /// - Enter selects: see ``activateSelection()``.
  /// - The list's features take their keys before the list's own: ``filterKey``,
  ///   ``actionMenuKey`` and an action's shortcut, ``moveKey``, ``refreshKey`` (and the wheel
  ///   scrolled up at the top), ``editModeKey`` and ``selectionToggleKey``; see each. A feature
  ///   in a mode (the filter line being typed in, an open action menu, an item being moved)
  ///   takes every key it uses until the mode ends. ``keyHints`` lists the keys that act now.
  /// - The wheel scrolls by three rows without moving the cursor; a click on a cell moves the
  ///   cursor there and selects it, and a click in the ``selectionMarker``'s gutter does the same
  ///   for the row's first cell; a click on an item that cannot take the focus does nothing. A
  ///   click on the ``showsScrollIndicator`` column scrolls to the same share of the content as the
  ///   clicked row is of the track (the top row to the start, the bottom row to the end), and
  ///   dragging from there scrolls with the pointer, the way a scroll bar's thumb does. Mouse
  ///   coordinates are the list's own (0, 0 at its top-left: the gutter's first column, or right to
  ///   left the scroll indicator's).
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    if let mode = features.inMode(in: self) { return mode.handleInMode(key, in: self) }
    if featuresHandle(key) { return true }
    return handleListKey(key)
  }

  /// The list's own navigation and mouse keys; returns `false` for any other key.
  func handleListKey(_ key: Key) -> Bool {
    let height = max(1, listRows)
    // Each step makes its navigation afresh and lets it go before the cursor moves: a copy of
    // the layout held while the move measures rows would make the layout copy its frames.
    switch key {
    case .down, .character("j"):
      moveCursor(going: .forward) { navigation.item(inRowNextTo: $0, going: .forward) }
    case .up, .character("k"):
      moveCursor(going: .backward) { navigation.item(inRowNextTo: $0, going: .backward) }
    case .right: moveCursor { navigation.focusableItem(besides: $0, going: rightwards) }
    case .left: moveCursor { navigation.focusableItem(besides: $0, going: rightwards.reversed) }
    case .pageDown:
      moveCursor(going: .forward) {
        navigation.item(inRowNextTo: $0, going: .forward, distance: height)
      }
    case .pageUp:
      moveCursor(going: .backward) {
        navigation.item(inRowNextTo: $0, going: .backward, distance: height)
      }
    case .home: selectEdgeItem(going: .backward)
    case .end: selectEdgeItem(going: .forward)
    case .enter: activateSelection()
    case .wheelUp: setContentOffset(contentOffset - Self.wheelStep)
    case .wheelDown: setContentOffset(contentOffset + Self.wheelStep)
    case .click(let column, let row):
      // The features' rows at the bottom (the filter line) are theirs.
      if row >= listRows, features.bottomRows(in: self) > 0 { return true }
      let point = CGPoint(
        x: CGFloat(cellColumn(atListColumn: column)) + 0.5, y: CGFloat(row + contentOffset) + 0.5)
      guard let element = layout.element(at: point, bandOffsets: childLists.bandOffsetsByIndex),
        element.kind == .cell, canPlaceCursor(at: element.indexPath)
      else { return true }
      select(element.indexPath)
      activateSelection()
    default: return false
    }
    return true
  }

  /// Whether the selected item's cell takes typed text now (a text field being edited; see
  /// ``KeyHandlingTerminalCell/takesTextInput``).
  public var selectedCellTakesTextInput: Bool {
    guard let focus = focusedCellKey else { return false }
    return (cellPool.cell(at: focus) as? any KeyHandlingTerminalCell)?.takesTextInput ?? false
  }

  /// Where the selected item's live cell is, if it has one.
  var focusedCellKey: ElementKey? {
    selectedIndexPath.map { ElementKey(kind: .cell, indexPath: $0) }
  }

  /// Selects the last item (`.forward`) or the first the cursor can rest on, and scrolls to
  /// that end of the content, so that what lies beyond the item — the first section's header,
  /// the last section's footer, a loading footer, rows that cannot take the focus — shows too,
  /// as far as the item stays in view.
  private func selectEdgeItem(going direction: CursorDirection) {
    select(navigation.edgeFocusableItem(going: direction))
    guard let selectedIndexPath else { return }
    setContentOffset(direction == .forward ? maximumContentOffset : 0)
    scrollVertically(toShow: selectedIndexPath)
  }

  /// Moves the cursor to where `step` lands, passing over the items that cannot take the focus
  /// going `direction` (see `ItemNavigation.focusableStep(from:going:_:)`), or to the first item
  /// that can when there is no cursor yet; a step that lands nowhere scrolls the cursor into view.
  private func moveCursor(
    going direction: CursorDirection, _ step: (IndexPath) -> IndexPath?
  ) {
    moveCursor { navigation.focusableStep(from: $0, going: direction, step) }
  }

  /// Moves the cursor to `step`'s item, which the cursor can rest on, or to the first item that
  /// can when there is no cursor yet.
  private func moveCursor(_ step: (IndexPath) -> IndexPath?) {
    guard let current = selectedIndexPath else {
      select(navigation.edgeFocusableItem(going: .backward))
      return
    }
    if let next = step(current) {
      select(next)
    } else {
      scroll(to: current, animated: false)
    }
  }
}
