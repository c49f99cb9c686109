/// The terminal cell of a `SegmentedControlCellModel`: the title, then the segments with the
/// chosen one in brackets. Left and Right choose the segment before or after while it is
/// selected.
///
/// It shows its model's `SegmentedControlCellModel.selectedIndex`: a key calls the model's
/// `SegmentedControlCellModel.onChange`, and the choice moves when the app's next update
/// binds a model that holds it.
public final class SegmentedControlCell: TypedTerminalCell, KeyHandlingTerminalCell {
  private var model: SegmentedControlCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SegmentedControlCellModel, sizing: Bool) {
    self.model = model
  }

  /// One line: `Title  Day [Week] Month`; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    var line = model.title.isEmpty ? StyledLine() : StyledLine(model.title) + "  "
    for (index, segment) in model.segments.enumerated() {
      if index > 0 { line += " " }
      line +=
        index == model.selectedIndex
        ? StyledLine("[" + segment + "]", style: CatalogueStyle.chosen)
        : StyledLine(" " + segment + " ", style: CatalogueStyle.secondary)
    }
    return [line.truncated(toWidth: width).dimmed(unless: model.isEnabled)]
  }

  /// Left and Right ask for the neighbouring segment; at either end they do nothing but are
  /// still used, so that the list's cursor does not jump to another item.
  public func handle(_ key: Key) -> Bool {
    guard let model, model.isEnabled, !model.segments.isEmpty else { return false }
    let last = model.segments.count - 1
    let current = min(max(0, model.selectedIndex), last)
    switch key {
    case .left: model.select(segment: max(0, current - 1))
    case .right: model.select(segment: min(last, current + 1))
    default: return false
    }
    return true
  }
}
