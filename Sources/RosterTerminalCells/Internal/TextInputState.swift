/// What a text field or text view cell keeps of its own: the text it shows, where the cursor
/// is, whether its item is selected and whether keys are being typed into it.
///
/// The text is the bound model's until an edit: then it is the text the edit reported, and
/// the next key edits that (the model bound may be older while the app's update waits behind
/// an animation); binding a model shows its text again. The list binds a cell that reported
/// only with a state the app asked for after the report (see `KeyHandlingTerminalCell`).
@MainActor
struct TextInputState {
  private(set) var text = ""
  private(set) var cursor = 0
  /// How many edits were reported: the cell's `reportedValueCount`.
  private(set) var reports = 0
  private(set) var isFocused = false
  private(set) var isEditing = false

  /// Keeps the cursor within `text`; at its end for a model of another identity.
  mutating func bind(text: String, identifier: String, previousIdentifier: String?) {
    self.text = text
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

  /// Applies `key` to the text shown (see `TextEditing`); an edit is shown and handed to
  /// `change`. Returns whether the key was used.
  mutating func handle(_ key: Key, allowsLineBreaks: Bool, change: (String) -> Void) -> Bool {
    var editing = TextEditing(text: text, cursor: cursor, isEditing: isEditing)
    guard editing.apply(key, allowsLineBreaks: allowsLineBreaks) else { return false }
    isEditing = editing.isEditing
    cursor = editing.cursor
    if editing.text != text {
      text = editing.text
      reports &+= 1
      change(editing.text)
    }
    return true
  }
}
