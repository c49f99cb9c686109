// The list's side of its features' lifecycle (see ``TerminalListFeature``): the columns they
// take, drawing them in order and offering them input in order.
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
    let width = Self.cells(size.width)
    var taken = 0
    for feature in features.all {
      let columns = feature.trailingColumns(in: self)
      let own =
        layoutDirection == .rightToLeft
        ? taken..<(taken + columns) : (width - taken - columns)..<(width - taken)
      feature.draw(over: self, into: &buffer, column: column, row: row, columns: own)
      taken += columns
    }
  }

  /// Offers `key` to every feature in order; returns whether one took it.
  func featuresHandle(_ key: Key) -> Bool {
    features.all.contains { $0.handle(key, in: self) }
  }
}
