/// A switch with a title: on or off.
///
/// The model holds the value the switch shows; flipping it calls ``onChange`` with the new
/// value and changes nothing else. The app updates its state, and its next update, with a
/// model holding the new value, is what the switch then shows:
///
/// ```swift
/// var wifi = true
/// let toggle = ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: wifi) { _, isOn in
///   print("Wi-Fi now \(isOn)")  // the app stores it, then updates the list
/// }
/// ```
public struct ToggleCellModel: CatalogueCellModel, SelectableCellModel, HighlightableCellModel,
  Equatable
{
  /// What runs when the switch is flipped, with the value it asks for.
  public typealias ChangeAction =
    @MainActor @Sendable (_ model: ToggleCellModel, _ isOn: Bool) ->
    Void

  /// The switch's identity.
  public var identifier: String
  /// What the switch turns on and off.
  public var title: String
  /// Shown under the title; empty for none.
  public var subtitle: String
  /// The value the switch shows.
  public var isOn: Bool
  /// Whether the switch can be flipped; a disabled switch looks dimmed.
  public var isEnabled: Bool
  /// What runs when the switch is flipped.
  @IgnoredInEquality public var onChange: ChangeAction

  /// Creates a switch.
  public init(
    identifier: String, title: String, subtitle: String = "", isOn: Bool, isEnabled: Bool = true,
    onChange: @escaping ChangeAction
  ) {
    self.identifier = identifier
    self.title = title
    self.subtitle = subtitle
    self.isOn = isOn
    self.isEnabled = isEnabled
    self.onChange = onChange
  }

  /// Asks for the other value: calls ``onChange`` with `!isOn` when enabled; returns whether it
  /// did. The model itself does not change.
  @MainActor
  @discardableResult
  public func toggle() -> Bool {
    guard isEnabled else { return false }
    onChange(self, !isOn)
    return true
  }

  /// Selecting the row flips the switch, on hosts where a tap selects.
  public var selectionAction: SelectionAction? {
    guard isEnabled else { return nil }
    return { model, _ in model.toggle() }
  }

  /// Highlights while it can be flipped.
  public var isHighlightEnabled: Bool { isEnabled }
}
