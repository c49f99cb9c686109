/// A button: a row that does one thing when pressed (tapped, or Enter or space on a terminal).
///
/// ```swift
/// let delete = ButtonCellModel(
///   identifier: "delete", title: "Delete account", role: .destructive
/// ) { _ in print("confirm deletion") }
/// ```
public struct ButtonCellModel: CatalogueCellModel, SelectableCellModel, HighlightableCellModel,
  Equatable
{
  /// What runs when the button is pressed.
  public typealias Action = @MainActor @Sendable (_ model: ButtonCellModel) -> Void

  /// The button's identity.
  public var identifier: String
  /// The button's text.
  public var title: String
  /// What the button does, which decides how it looks.
  public var role: ButtonRole
  /// Whether the button can be pressed; a disabled button looks dimmed and does nothing.
  public var isEnabled: Bool
  /// What runs when the button is pressed.
  @IgnoredInEquality public var action: Action

  /// Creates a button.
  public init(
    identifier: String, title: String, role: ButtonRole = .primary, isEnabled: Bool = true,
    action: @escaping Action
  ) {
    self.identifier = identifier
    self.title = title
    self.role = role
    self.isEnabled = isEnabled
    self.action = action
  }

  /// Presses the button: runs ``action`` when the button is enabled; returns whether it ran.
  @MainActor
  @discardableResult
  public func press() -> Bool {
    guard isEnabled else { return false }
    action(self)
    return true
  }

  /// Selecting the row presses the button, on hosts where a tap selects.
  public var selectionAction: SelectionAction? {
    guard isEnabled else { return nil }
    return { model, _ in model.press() }
  }

  /// Highlights while it can be pressed.
  public var isHighlightEnabled: Bool { isEnabled }
}
