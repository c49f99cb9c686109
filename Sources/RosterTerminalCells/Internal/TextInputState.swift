/// What a text field or text view cell keeps of its own: where the cursor is, whether its item
/// is selected and whether keys are being typed into it. The text is never kept here: it is
/// the bound model's, and an edit only asks the app for a new one.
@MainActor
struct TextInputState {
  private(set) var cursor = 0
  private(set) var isFocused = false
  private(set) var isEditing = false

  /// Keeps the cursor within `text`; at its end for a model of another identity.
  mutating func bind(text: String, identifier: String, previousIdentifier: String?) {
    if identifier != previousIdentifier { cursor = text.count }
    cursor = min(cursor, text.count)
  }

  /// Selection starts editing; leaving the item stops it.
  mutating func setFocused(_ isFocused: Bool) {
    self.isFocused = isFocused
    isEditing = isFocused
  }

  /// Whether the cursor shows, in a field that `isEnabled`.
  func showsCursor(isEnabled: Bool) -> Bool { isFocused && isEditing && isEnabled }

  /// Applies `key` to `text` (see `TextEditing`); an edit is handed to `change`, never kept.
  /// Returns whether the key was used.
  mutating func handle(
    _ key: Key, text: String, allowsLineBreaks: Bool, change: (String) -> Void
  ) -> Bool {
    var editing = TextEditing(text: text, cursor: cursor, isEditing: isEditing)
    guard editing.apply(key, allowsLineBreaks: allowsLineBreaks) else { return false }
    isEditing = editing.isEditing
    cursor = editing.cursor
    if editing.text != text { change(editing.text) }
    return true
  }
}
