/// The terminal cell of a `ButtonCellModel`: `[ Title ]` in its role's style. Enter or space
/// presses it while it is selected.
public final class ButtonCell: TypedTerminalCell, DirectionalTerminalCell, KeyHandlingTerminalCell {
  private var model: ButtonCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ButtonCellModel, sizing: Bool) {
    self.model = model
  }

  /// One line; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let line =
      StyledLine("[ ", style: CatalogueStyle.button(model.role))
      + StyledLine(model.title, style: CatalogueStyle.button(model.role))
      + StyledLine(" ]", style: CatalogueStyle.button(model.role))
    return [line.truncated(toWidth: width).dimmed(unless: model.isEnabled)]
      .laidOut(layoutDirection, inWidth: width)
  }

  /// Enter and space press an enabled button.
  public func handle(_ key: Key) -> Bool {
    guard key == .enter || key == .character(" ") else { return false }
    return model?.press() ?? false
  }
}
