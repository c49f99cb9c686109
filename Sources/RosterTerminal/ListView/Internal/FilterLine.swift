/// The list's filter line while it shows: the query being typed, or the one applied.
struct FilterLine: Hashable, Sendable {
  /// The query as typed, sanitized: one line of printable text.
  var text = ""
  /// Whether keys edit the query; `false` once Enter kept it (the line then only shows it).
  var isEditing = true

  /// `text` with `typed` appended: line breaks and tabs as spaces, anything a terminal would
  /// act on as the visible picture a cell shows for it.
  mutating func append(_ typed: String) {
    let flattened = typed.map { $0.isNewline || $0 == "\t" ? " " : $0 }
    text += StyledLine.sanitized(String(flattened))
  }

  /// `text` without its last character; returns whether there was one.
  mutating func deleteBackward() -> Bool {
    guard !text.isEmpty else { return false }
    text.removeLast()
    return true
  }
}
