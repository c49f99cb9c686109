/// Plain-text layout for the demo's headless text renderer: neutralising control characters,
/// measuring display columns, truncating and wrapping without splitting a character.
///
/// Widths follow the usual terminal conventions: East Asian wide and fullwidth characters and
/// emoji presented as emoji take two columns, combining marks ride on their base character
/// (Swift's `Character` is a grapheme cluster), everything else takes one.
package enum _Text {
  /// `text` with every control character (C0, DEL, C1) replaced by a visible stand-in, so
  /// that text from the network cannot move the cursor, change colours or ring the bell.
  package static func sanitized(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1B: result.append("␛")
      case 0x09: result.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0: result.append("\u{FFFD}")
      // Bidirectional overrides and isolates could reorder the rest of the line.
      case 0x202A...0x202E, 0x2066...0x2069: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The columns `character` occupies.
  package static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.isEmojiPresentation
      || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return first.properties.generalCategory == .nonspacingMark ? 0 : 1
    }
  }

  /// The columns `text` occupies.
  package static func width(of text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// `text` cut to at most `columns`, ending in "…" when something was cut.
  package static func truncated(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard width(of: text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = width(of: character)
      if used + characterWidth > columns - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// `text` truncated and padded with spaces to exactly `columns`.
  package static func padded(_ text: String, to columns: Int) -> String {
    let cut = truncated(text, to: columns)
    return cut + String(repeating: " ", count: max(columns - width(of: cut), 0))
  }

  /// `left` and `right` on one line of `columns`, `right` flush right; `left` is truncated
  /// first when they do not both fit.
  package static func justified(_ left: String, _ right: String, to columns: Int) -> String {
    let rightWidth = width(of: right)
    guard !right.isEmpty, rightWidth + 2 <= columns else { return truncated(left, to: columns) }
    return padded(left, to: columns - rightWidth - 1) + " " + right
  }

  /// `text` wrapped at spaces into lines of at most `columns` (words longer than a line are
  /// cut into pieces).
  package static func wrapped(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var word = String(word)
      while width(of: word) > columns {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        let piece = truncatedWithoutEllipsis(word, to: columns)
        lines.append(piece)
        word = String(word.dropFirst(piece.count))
      }
      if line.isEmpty {
        line = word
      } else if width(of: line) + 1 + width(of: word) <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private static func truncatedWithoutEllipsis(_ text: String, to columns: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = width(of: character)
      if used + characterWidth > columns { break }
      result.append(character)
      used += characterWidth
    }
    // A character wider than the whole line still has to go somewhere.
    return result.isEmpty ? String(text.prefix(1)) : result
  }
}
