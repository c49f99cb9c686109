/// The terminal cell of a `ToggleCellModel`: the title, and `● On` or `○ Off` flush right.
/// Enter or space asks for the other value while it is selected.
///
/// It shows its model's `ToggleCellModel.isOn` and nothing else: a key calls the model's
/// `ToggleCellModel.onChange`, and the switch changes when the app's next update binds a
/// model that holds the new value.
public final class ToggleCell: TypedTerminalCell, KeyHandlingTerminalCell {
  private var model: ToggleCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ToggleCellModel, sizing: Bool) {
    self.model = model
  }

  /// The title and the state on one line, the subtitle under them; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let state =
      model.isOn
      ? StyledLine("● On", style: CatalogueStyle.on)
      : StyledLine("○ Off", style: CatalogueStyle.secondary)
    var lines = [StyledLine.justified(StyledLine(model.title), state, toWidth: width)]
    if let subtitle = StyledLine.subtitle(model.subtitle, width: width) { lines.append(subtitle) }
    return lines.map { $0.dimmed(unless: model.isEnabled) }
  }

  /// Enter and space flip an enabled switch.
  public func handle(_ key: Key) -> Bool {
    guard key == .enter || key == .character(" ") else { return false }
    return model?.toggle() ?? false
  }
}
