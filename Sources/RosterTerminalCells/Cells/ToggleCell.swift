/// The terminal cell of a `ToggleCellModel`: the title, and `● On` or `○ Off` flush right.
/// Enter or space asks for the other value while it is selected.
///
/// It shows its model's `ToggleCellModel.isOn` until a key flips it: the key calls the
/// model's `ToggleCellModel.onChange` with the other value and the switch shows that value, so
/// that a second key, before the app's update arrives, asks for the value back. The list binds
/// the switch again only with a state the app asked for after the flip (see
/// `KeyHandlingTerminalCell`), whose value it then shows: the app's answer.
public final class ToggleCell: TypedTerminalCell, DirectionalTerminalCell, KeyHandlingTerminalCell {
  private var model: ToggleCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var isOn = false
  /// How many flips the switch reported and shows.
  public private(set) var reportedValueCount = 0

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ToggleCellModel, sizing: Bool) {
    self.model = model
    isOn = model.isOn
  }

  /// The title and the state on one line, the subtitle under them; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let state =
      isOn
      ? StyledLine("● On", style: CatalogueStyle.on)
      : StyledLine("○ Off", style: CatalogueStyle.secondary)
    var lines = [StyledLine.justified(StyledLine(model.title), state, toWidth: width)]
    if let subtitle = StyledLine.subtitle(model.subtitle, width: width) { lines.append(subtitle) }
    return lines.map { $0.dimmed(unless: model.isEnabled) }.laidOut(layoutDirection, inWidth: width)
  }

  /// Enter and space flip an enabled switch.
  public func handle(_ key: Key) -> Bool {
    guard key == .enter || key == .character(" "), let model, model.isEnabled else {
      return false
    }
    isOn.toggle()
    reportedValueCount &+= 1
    model.onChange(model, isOn)
    return true
  }
}
