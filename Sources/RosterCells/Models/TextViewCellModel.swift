/// Several lines of text the user edits: a note, a message, a bio.
///
/// As ``TextFieldCellModel``, every edit calls ``onChange`` with the whole new text and the view
/// shows it, the next key editing that text; the view shows ``text`` again from the first state
/// the app asks for after the edit, never from an older one. Return starts a new line.
///
/// ```swift
/// let bio = TextViewCellModel(identifier: "bio", title: "Bio", text: "Analyst.\nPoet.") {
///   _, text in print("bio is now \(text)")
/// }
/// ```
public struct TextViewCellModel: CatalogueCellModel, Equatable {
  /// What runs when the text is edited, with the whole new text.
  public typealias ChangeAction =
    @MainActor @Sendable (_ model: TextViewCellModel, _ text: String) -> Void

  /// The view's identity.
  public var identifier: String
  /// Shown above the text; empty for none.
  public var title: String
  /// The text the view shows; lines are separated by `\n`.
  public var text: String
  /// Shown, dimmed, while the text is empty.
  public var placeholder: String
  /// Whether the text can be edited; a disabled view looks dimmed.
  public var isEnabled: Bool
  /// What runs when the text is edited.
  @IgnoredInEquality public var onChange: ChangeAction

  /// Creates a text view.
  public init(
    identifier: String, title: String = "", text: String, placeholder: String = "",
    isEnabled: Bool = true, onChange: @escaping ChangeAction
  ) {
    self.identifier = identifier
    self.title = title
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.onChange = onChange
  }
}
