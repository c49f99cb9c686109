/// Neutralises everything in untrusted text that a terminal would act on instead of showing.
///
/// Model text may come from the network, so it must never reach the terminal as commands:
/// - C0 controls and DEL become their visible control pictures (U+2400 block: ESC shows as
///   `␛`), which also defuses every escape sequence, since each one starts with ESC (7-bit) or
///   a C1 control (8-bit); what followed the ESC is then ordinary printable text. A tab becomes
///   one space, the only control with an obvious harmless meaning in a single line.
/// - C1 controls (U+0080–U+009F, including the 8-bit CSI U+009B) become U+FFFD.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are
///   removed: they would reorder the rest of the terminal line ("Trojan Source").
///
/// Everything else, including combining marks, joiners and variation selectors, is kept;
/// ``DisplayWidth`` measures it.
enum TextSanitizer {
  /// Whether `text` already is safe, so the common case allocates nothing.
  static func isSafe(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      || text.unicodeScalars.allSatisfy { replacement(for: $0) == nil }
  }

  /// `text` with every unsafe scalar neutralised.
  ///
  /// - Complexity: O(*n*) in the number of scalars.
  static func sanitize(_ text: String) -> String {
    guard !isSafe(text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch replacement(for: scalar) {
      case nil: result.append(scalar)
      case .some(.some(let replacement)): result.append(replacement)
      case .some(.none): break
      }
    }
    return String(result)
  }

  /// `nil` when `scalar` is safe; otherwise what replaces it (`.some(nil)`: nothing).
  private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar?? {
    let value = scalar.value
    switch value {
    case 0x20..<0x7F: return nil
    case 0x09: return .some(" ")
    case 0x00..<0x20: return .some(Unicode.Scalar(0x2400 + value))
    case 0x7F: return .some("\u{2421}")
    case 0x80..<0xA0: return .some("\u{FFFD}")
    case 0x202A...0x202E, 0x2066...0x2069: return .some(nil)
    default: return nil
    }
  }
}
