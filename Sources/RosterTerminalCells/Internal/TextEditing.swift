/// The editing state of a text field or text view: the text as the model holds it, where the
/// cursor is and whether keys are being typed into it. A pure value, so that the cells and the
/// tests run the same state machine.
///
/// - Printable characters are inserted at the cursor, after `StyledLine.sanitized(_:)`: a
///   typed C1 control or bidi override never reaches the text (the key decoder turns ESC and
///   C0 controls into keys of their own, which are not inserted).
/// - A paste (`Key.paste`) is inserted whole, as one edit: its line breaks (CR, LF or CR LF)
///   are line breaks when `allowsLineBreaks`, and spaces otherwise, a trailing one dropped (a
///   copied line usually ends with one); everything else goes through
///   `StyledLine.sanitized(_:)`, so a pasted ESC shows as `␛` and never reaches the terminal.
/// - Left and Right move the cursor by one grapheme cluster; Home and End to the ends.
/// - Backspace deletes the cluster before the cursor, Delete the one after it.
/// - Enter inserts a line break when `allowsLineBreaks`, and is left to others otherwise.
/// - Escape stops editing; while not editing only Enter is used, to start again.
///
/// The cursor counts grapheme clusters of the text before it; it is clamped to the text, so a
/// text that the app shortened (or refused to lengthen) never leaves it past the end.
package struct TextEditing: Equatable, Sendable {
  package var text: String
  package private(set) var cursor: Int
  package var isEditing: Bool

  /// An editing state of `text` with the cursor at `cursor` (clamped).
  package init(text: String, cursor: Int, isEditing: Bool = true) {
    self.text = text
    self.cursor = min(max(0, cursor), text.count)
    self.isEditing = isEditing
  }

  /// Applies `key`; returns whether it was used.
  package mutating func apply(_ key: Key, allowsLineBreaks: Bool) -> Bool {
    guard isEditing else {
      guard key == .enter else { return false }
      isEditing = true
      return true
    }
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let pasted):
      insert(Self.pastedText(pasted, allowsLineBreaks: allowsLineBreaks), sanitizing: false)
    case .enter:
      guard allowsLineBreaks else { return false }
      insert("\n", sanitizing: false)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = text.count
    case .backspace:
      guard cursor > 0 else { return true }
      let index = text.index(text.startIndex, offsetBy: cursor)
      let before = text[..<index].dropLast()
      text = String(before) + text[index...]
      cursor = min(before.count, text.count)
    case .delete:
      guard cursor < text.count else { return true }
      let index = text.index(text.startIndex, offsetBy: cursor)
      text = String(text[..<index]) + text[text.index(after: index)...]
      cursor = min(cursor, text.count)
    case .escape: isEditing = false
    default: return false
    }
    return true
  }

  /// What a paste inserts: its lines, sanitised, joined by line breaks or by spaces.
  static func pastedText(_ pasted: String, allowsLineBreaks: Bool) -> String {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in pasted.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n", afterCarriageReturn { continue }
      if scalar == "\r" || scalar == "\n" {
        lines.append(String(line))
        line = String.UnicodeScalarView()
      } else {
        line.append(scalar)
      }
    }
    if !line.isEmpty || allowsLineBreaks || lines.isEmpty { lines.append(String(line)) }
    return lines.map { StyledLine.sanitized($0) }.joined(separator: allowsLineBreaks ? "\n" : " ")
  }

  private mutating func insert(_ typed: String, sanitizing: Bool = true) {
    let safe = sanitizing ? StyledLine.sanitized(typed) : typed
    let index = text.index(text.startIndex, offsetBy: cursor)
    let before = String(text[..<index]) + safe
    text = before + text[index...]
    cursor = min(before.count, text.count)
  }
}
