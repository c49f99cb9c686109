/// The terminal cell of a `SegmentedControlCellModel`: the title, then the segments with the
/// chosen one in brackets. Left and Right choose the segment before or after while it is
/// selected.
///
/// It shows its model's `SegmentedControlCellModel.selectedIndex` until a key chooses
/// another segment: the key calls the model's `SegmentedControlCellModel.onChange` and the
/// choice moves there, so that the next key moves on from it before the app's update arrives.
/// The list binds the control again only with a state the app asked for after the choice (see
/// `KeyHandlingTerminalCell`), whose choice it then shows: the app's answer.
public final class SegmentedControlCell: TypedTerminalCell, DirectionalTerminalCell,
  KeyHandlingTerminalCell
{
  private var model: SegmentedControlCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var selectedIndex = 0
  /// How many choices the control reported and shows.
  public private(set) var reportedValueCount = 0

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SegmentedControlCellModel, sizing: Bool) {
    self.model = model
    selectedIndex = model.selectedIndex
  }

  /// One line: `Title  Day [Week] Month`; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    var line = model.title.isEmpty ? StyledLine() : StyledLine(model.title) + "  "
    for (index, segment) in model.segments.enumerated() {
      if index > 0 { line += " " }
      line +=
        index == selectedIndex
        ? StyledLine("[" + segment + "]", style: CatalogueStyle.chosen)
        : StyledLine(" " + segment + " ", style: CatalogueStyle.secondary)
    }
    return [line.truncated(toWidth: width).dimmed(unless: model.isEnabled)]
      .laidOut(layoutDirection, inWidth: width)
  }

  /// Left and Right ask for the neighbouring segment on that side (right to left, the first
  /// segment is the rightmost, so Left asks for the next one); at either end they do nothing
  /// but are still used, so that the list's cursor does not jump to another item.
  public func handle(_ key: Key) -> Bool {
    guard let model, model.isEnabled, !model.segments.isEmpty else { return false }
    let last = model.segments.count - 1
    let current = min(max(0, selectedIndex), last)
    let chosen: Int
    switch key {
    case .left, .right:
      let forward = (key == .right) == (layoutDirection == .leftToRight)
      chosen = forward ? min(last, current + 1) : max(0, current - 1)
    default: return false
    }
    if chosen != selectedIndex {
      selectedIndex = chosen
      reportedValueCount &+= 1
      model.onChange(model, chosen)
    }
    return true
  }
}
