import Foundation

/// Where a live cell is shown: a cell, header or footer at an index path.
struct ElementKey: Hashable {
  var kind: LayoutElement.Kind
  var indexPath: IndexPath
}

/// A cell on screen, the model it was last bound to and its rendered lines for one width.
@MainActor
struct LiveCell {
  var cell: any TerminalCell
  var model: any CellModel
  var renderedWidth: Int?
  var lines: [StyledLine] = []
  /// Whether the cell was last told its item is selected; `nil` before it was told anything.
  var isFocused: Bool?

  /// The cell's lines at `width`, rendered once per bind and width.
  mutating func lines(width: Int) -> [StyledLine] {
    if renderedWidth != width {
      lines = cell.render(width: width)
      renderedWidth = width
    }
    return lines
  }

  /// Tells a key-handling cell whether its item is selected, when that changed, so that it is
  /// rendered again.
  mutating func setFocused(_ focused: Bool) {
    guard isFocused != focused, let cell = cell as? any KeyHandlingTerminalCell else { return }
    cell.focusDidChange(focused)
    isFocused = focused
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
