/// A single line of text the user edits: a name, a search, a setting.
///
/// Every edit calls ``onChange`` with the whole new text, which the field shows; the next key
/// edits that text, even while the app's update carrying it still waits behind an animation, so
/// no key is lost however fast they come. The field shows ``text`` again from the first state
/// the app asks for after the edit — its answer — and never from one it asked for before, so
/// the app's state stays the one source of truth: it refuses or reformats an edit by what it
/// puts in that update (the text unchanged, to refuse). See *Input is never lost* in the
/// RosterCells documentation.
///
/// ```swift
/// let name = TextFieldCellModel(
///   identifier: "name", title: "Name", text: "Ada", placeholder: "Your name"
/// ) { _, text in print("name is now \(text)") }
/// ```
public struct TextFieldCellModel: CatalogueCellModel, Equatable {
  /// What runs when the text is edited, with the whole new text.
  public typealias ChangeAction =
    @MainActor @Sendable (_ model: TextFieldCellModel, _ text: String) -> Void
  /// What runs when the user submits the text (Return).
  public typealias SubmitAction = @MainActor @Sendable (_ model: TextFieldCellModel) -> Void

  /// The field's identity.
  public var identifier: String
  /// Shown before the text; empty for none.
  public var title: String
  /// The text the field shows, from the first state the app asks for after an edit on.
  public var text: String
  /// Shown, dimmed, while the text is empty.
  public var placeholder: String
  /// Whether the text can be edited; a disabled field looks dimmed.
  public var isEnabled: Bool
  /// What runs when the text is edited.
  @IgnoredInEquality public var onChange: ChangeAction
  /// What runs when the text is submitted; `nil` when Return means nothing special.
  @IgnoredInEquality public var onSubmit: SubmitAction?

  /// Creates a text field.
  public init(
    identifier: String, title: String = "", text: String, placeholder: String = "",
    isEnabled: Bool = true, onSubmit: SubmitAction? = nil, onChange: @escaping ChangeAction
  ) {
    self.identifier = identifier
    self.title = title
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.onSubmit = onSubmit
    self.onChange = onChange
  }
}
