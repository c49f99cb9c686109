/// Two-column text for the help: a left column (keys, an option) and its description,
/// wrapped at word boundaries so that no line is wider than a standard 80-column terminal.
enum HelpColumns {
  /// The width the help is wrapped to.
  static let width = 80

  /// `rows` under `title`, the descriptions starting in one column and their continuation
  /// lines indented to it.
  static func text(_ title: String, _ rows: [(left: String, right: String)]) -> String {
    let leftWidth = rows.map { StyledLine($0.left).width }.max() ?? 0
    let indent = 2 + leftWidth + 2
    let lines = rows.flatMap { row in
      let padding = String(repeating: " ", count: leftWidth - StyledLine(row.left).width)
      let wrapped = wrap(row.right, width: max(20, width - indent))
      let continuation = String(repeating: " ", count: indent)
      return ["  \(row.left)\(padding)  \(wrapped.first ?? "")"]
        + wrapped.dropFirst().map { continuation + $0 }
    }
    return ([title + ":"] + lines).joined(separator: "\n")
  }

  /// `text` in lines of at most `width` columns, broken between words (a longer word stays
  /// whole on its own line).
  static func wrap(_ text: String, width: Int = HelpColumns.width) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if StyledLine(candidate).width > width, !line.isEmpty {
        lines.append(line)
        line = String(word)
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
