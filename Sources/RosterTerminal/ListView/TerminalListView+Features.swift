// The list's side of its features' lifecycle (see ``TerminalListFeature``): the rows and
// columns they take, drawing them in order, offering them input in order and letting them
// follow each update.
extension TerminalListView {
  /// The columns the features take at the trailing edge, beside the cells.
  var trailingColumns: Int { features.trailingColumns(in: self) }

  /// How many columns the cells have: the list's width less the gutter and the features'
  /// columns.
  var cellsWidth: Int { Self.cells(size.width) - gutterWidth - trailingColumns }

  /// Lays the list out again for a change of the columns the features take, keeping what is
  /// on screen where it is; `change` makes the change.
  func reservedColumnsDidChange(_ change: () -> Void) {
    let anchor = screenAnchor()
    change()
    relayout()
    restore(anchor)
  }

  /// Draws every feature over the list, in order, each given its own trailing columns.
  func drawFeatures(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    for (feature, own) in featureColumns() {
      feature.draw(over: self, into: &buffer, column: column, row: row, columns: own)
    }
  }

  /// The list's columns `feature` takes at the trailing edge; empty when it takes none.
  func columns(of feature: some TerminalListFeature) -> Range<Int> {
    featureColumns().first { $0.feature === feature }?.columns ?? 0..<0
  }

  /// Each feature in order with its trailing columns in the list's coordinates: the first
  /// feature's are nearest the edge.
  private func featureColumns() -> [(feature: any TerminalListFeature, columns: Range<Int>)] {
    let width = Self.cells(size.width)
    var taken = 0
    return features.all.map { feature in
      let count = feature.trailingColumns(in: self)
      defer { taken += count }
      let columns =
        layoutDirection == .rightToLeft
        ? taken..<(taken + count) : (width - taken - count)..<(width - taken)
      return (feature, columns)
    }
  }

  /// Lets every feature draw over the first row of the cell of the item at `indexPath`.
  func drawFeatures(
    overCellAt indexPath: IndexPath, into buffer: inout ScreenBuffer, row: Int,
    cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    for feature in features.all {
      feature.draw(
        overCellAt: indexPath, of: self, into: &buffer, row: row, cellColumns: cellColumns,
        frameColumns: frameColumns)
    }
  }

  /// Lets every feature draw over the rows of the cell of the item at `indexPath` on screen.
  func drawFeatures(
    overCellLinesAt indexPath: IndexPath, into buffer: inout ScreenBuffer, rows: Range<Int>,
    frameColumns: Range<Int>
  ) {
    for feature in features.all {
      feature.draw(
        overCellLinesAt: indexPath, of: self, into: &buffer, rows: rows,
        frameColumns: frameColumns)
    }
  }

  /// Draws every feature, in order, over the first row of a header or footer showing `model`.
  func drawFeatures(
    overSupplementaryShowing model: any CellModel, into buffer: inout ScreenBuffer, row: Int,
    cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    for feature in features.all {
      feature.draw(
        overSupplementaryShowing: model, of: self, into: &buffer, row: row,
        cellColumns: cellColumns, frameColumns: frameColumns)
    }
  }

  /// The list's rows `feature` takes at the bottom, below the cells; empty when it takes none.
  /// The first feature's rows are nearest the bottom edge.
  func rows(of feature: some TerminalListFeature) -> Range<Int> {
    var bottom = Self.cells(size.height)
    for other in features.all {
      let count = min(other.bottomRows(in: self), bottom)
      if other === feature { return (bottom - count)..<bottom }
      bottom -= count
    }
    return bottom..<bottom
  }

  /// The keys that act now and what they do, as a line of hints shows them: in a mode that
  /// takes every key (an open action menu, an item being moved, the filter line typed in),
  /// that mode's keys; otherwise each feature's keys that act on the selected row, in the
  /// features' order — the cursor's, the selection's, refresh, move, filter, actions.
  public var keyHints: [TerminalKeyHint] {
    if let mode = features.inMode(in: self) { return mode.keyHints(in: self) }
    return features.all.flatMap { $0.keyHints(in: self) }
  }

  /// Offers `key` to every feature in order; returns whether one took it.
  func featuresHandle(_ key: Key) -> Bool {
    features.all.contains { $0.handle(key, in: self) }
  }

  /// The list's rows grew or shrank by the rows its features take at the bottom: the offset
  /// stays within the content and the selected item in view.
  func listRowsDidChange() {
    setContentOffset(contentOffset)
    if let selectedIndexPath { scrollVertically(toShow: selectedIndexPath) }
  }

  /// The marker beside the cursor: a feature's (an item being moved), else
  /// ``selectionMarker``.
  var cursorMarker: StyledLine? {
    features.all.lazy.compactMap { $0.cursorMarker(in: self) }.first ?? features.cursor.marker
  }

  /// The styles the features lay over the cursor's cell, ``selectionStyle`` first.
  func cursorStyle(over style: TextStyle) -> TextStyle {
    features.all.reduce(style) { style, feature in
      feature.cursorStyle(in: self).map(style.merging) ?? style
    }
  }
}
