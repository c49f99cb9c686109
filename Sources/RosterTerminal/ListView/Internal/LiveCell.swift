import Foundation

/// Where a live cell is shown: a cell, header or footer at an index path.
@_spi(Testing) public struct ElementKey: Hashable {
  /// A cell, a header or a footer.
  @_spi(Testing) public var kind: LayoutElement.Kind
  /// Its index path: a section's header and footer have the section's, item 0.
  @_spi(Testing) public var indexPath: IndexPath

  /// The element of `kind` at `indexPath`.
  @_spi(Testing) public init(kind: LayoutElement.Kind, indexPath: IndexPath) {
    self.kind = kind
    self.indexPath = indexPath
  }
}

/// A cell on screen, the model it was last bound to and its rendered lines for one width: a
/// window of them around the rows on screen.
@MainActor
@_spi(Testing) public struct LiveCell {
  /// The cell.
  @_spi(Testing) public var cell: any TerminalCell
  /// The model the cell was last bound to.
  @_spi(Testing) public var model: any CellModel
  /// The width ``lines`` were rendered at; `nil` when they must be rendered again.
  var renderedWidth: Int?
  /// The cell's lines at offsets from ``renderedWindow``'s start: fewer than the window holds
  /// when the cell ends within it.
  var lines: [StyledLine] = []
  var renderedWindow = 0..<0
  /// Whether the cell was last told its item is selected; `nil` before it was told anything.
  var isFocused: Bool?
  /// What the cell was last told of its item's place in the list's selection; `nil` before
  /// it was told anything.
  var selectionState: CellSelectionState?

  /// The cell's lines at offsets `rows` (fewer past its end) at `width`, rendered once per
  /// bind and width while the rows stay within the window rendered last. The window reaches
  /// `margin` rows beyond `rows` on each side, so scrolling a tall cell a row at a time renders
  /// it once per `margin` rows, and a frame never renders more than its rows and margins.
  mutating func lines(width: Int, rows: Range<Int>, margin: Int) -> ArraySlice<StyledLine> {
    if renderedWidth != width || !hasRendered(rows) {
      renderedWindow = max(0, rows.lowerBound - margin)..<rows.upperBound.addingClamped(margin)
      lines = cell.render(width: width, rows: renderedWindow)
      renderedWidth = width
    }
    let start = min(lines.count, rows.lowerBound - renderedWindow.lowerBound)
    let end = min(lines.count, max(start, rows.upperBound - renderedWindow.lowerBound))
    return lines[start..<end]
  }

  /// Whether the last window rendered holds `rows`, or the cell ended within it before them.
  private func hasRendered(_ rows: Range<Int>) -> Bool {
    guard renderedWindow.lowerBound <= rows.lowerBound else { return false }
    return rows.upperBound <= renderedWindow.upperBound
      || lines.count < renderedWindow.count
  }

  /// Tells a key-handling cell whether its item is selected, when that changed, so that it is
  /// rendered again.
  mutating func setFocused(_ focused: Bool) {
    guard isFocused != focused, let cell = cell as? any KeyHandlingTerminalCell else { return }
    cell.focusDidChange(focused)
    isFocused = focused
    renderedWidth = nil
  }

  /// Tells a cell that lays itself out for the list's direction which way the list reads,
  /// when that changed, so that it is rendered again.
  mutating func setLayoutDirection(_ direction: ListLayout.LayoutDirection) {
    guard let cell = cell as? any DirectionalTerminalCell, cell.layoutDirection != direction else {
      return
    }
    cell.layoutDirection = direction
    renderedWidth = nil
  }

  /// Tells the cell how its item is selected, when that changed, so that it is rendered again.
  mutating func setSelectionState(_ state: CellSelectionState) {
    guard selectionState != state else { return }
    cell.showSelection(state)
    selectionState = state
    renderedWidth = nil
  }

  /// Whether the cell already shows `model`: the same identity and the same content.
  func shows(_ model: any CellModel) -> Bool {
    model.identifier == self.model.identifier && model.hasSameContent(as: self.model)
  }

  /// Binds `model` unless the cell already shows it.
  mutating func bind(_ model: any CellModel, force: Bool) -> Bool {
    guard force || !shows(model) else { return false }
    cell.bind(cellModel: model, sizing: false)
    self.model = model
    renderedWidth = nil
    return true
  }
}

extension Int {
  /// The sum, at most `Int.max`.
  fileprivate func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
