/// A switch with a title: on or off.
///
/// The model holds the value the switch shows; flipping it calls ``onChange`` with the new
/// value, which the switch shows until the app answers, so that a second flip — before the
/// app's update arrives — asks for the value back. The app stores the value and updates; the
/// first state it asks for after the flip is what the switch then shows (its value unchanged,
/// to refuse), never one asked for before. See *Input is never lost* in the RosterCells
/// documentation:
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
  /// did. The model itself does not change. The switches of the catalogue's cells flip the
  /// value they show, which may be newer than this model's while an update is in flight.
  @MainActor
  @discardableResult
  public func toggle() -> Bool {
    guard isEnabled else { return false }
    onChange(self, !isOn)
    return true
  }

  /// Selecting the row flips the switch, on hosts where a tap selects: the list runs it on the
  /// newest model the app asked for, so two taps in a row ask for both values.
  public var selectionAction: SelectionAction? {
    guard isEnabled else { return nil }
    return { model, _ in model.toggle() }
  }

  /// Highlights while it can be flipped.
  public var isHighlightEnabled: Bool { isEnabled }
}
