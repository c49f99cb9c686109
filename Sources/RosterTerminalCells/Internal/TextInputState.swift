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
  /// The cursor, as a UTF-8 offset into ``text`` on a cluster boundary.
  private(set) var cursorOffset = 0
  /// How many edits were reported: the cell's `reportedValueCount`.
  private(set) var reports = 0
  private(set) var isFocused = false
  private(set) var isEditing = false

  /// Keeps the cursor within `text`, after as many clusters as before; at its end for a model
  /// of another identity, or one bound only to be measured (where it does not show).
  ///
  /// - Complexity: O(1) for the text the cell shows already (the one its last edit reported)
  ///   or another identity; O(*n*) in the text before the cursor for a text the app changed.
  mutating func bind(text: String, identifier: String, previousIdentifier: String?, sizing: Bool) {
    defer { self.text = text }
    if identifier != previousIdentifier || sizing {
      cursorOffset = text.utf8.count
      return
    }
    guard !UTF8Comparison.sameBytes(text, self.text) else { return }
    let clusters = TextEditing(text: self.text, cursorOffset: cursorOffset).cursor
    cursorOffset = TextEditing(text: text, cursor: clusters).cursorOffset
  }

  /// The cursor as an index of ``text``.
  var cursorIndex: String.Index { TextEditing.index(in: text, utf8Offset: cursorOffset) }

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
    var editing = TextEditing(text: text, cursorOffset: cursorOffset, isEditing: isEditing)
    guard editing.apply(key, allowsLineBreaks: allowsLineBreaks) else { return false }
    isEditing = editing.isEditing
    cursorOffset = editing.cursorOffset
    if !UTF8Comparison.sameBytes(editing.text, text) {
      text = editing.text
      reports &+= 1
      change(editing.text)
    }
    return true
  }
}
