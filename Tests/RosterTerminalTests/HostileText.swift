import PropertyBased

/// Generators of text built to break terminals: escape sequences (7- and 8-bit), controls,
/// bidi overrides, combining marks with no base, ZWJ sequences, variation selectors, wide and
/// fullwidth characters, flags, and arbitrary scalars.
enum HostileText {
  static let fragments: [String] = [
    "a", "Z", " ", "~", "\u{1B}", "\u{1B}[31m", "\u{1B}[2J", "\u{9B}2J", "\u{1B}]0;title\u{7}",
    "\u{1B}P+q\u{1B}\\", "\u{7F}", "\n", "\t", "\r", "\u{0}", "\u{85}", "\u{301}", "\u{20DD}",
    "\u{200D}", "\u{200B}", "\u{FE0F}", "\u{FE0E}", "中", "한", "ｱ", "Ａ", "👍", "👍🏽",
    "👩\u{200D}💻", "🇫", "🇷", "#\u{FE0F}\u{20E3}", "❤", "\u{202E}", "\u{2067}", "\u{2069}",
    "e\u{301}\u{302}", "\u{AD}", "\u{1100}\u{1161}", "\u{10FFFF}",
  ]

  /// One fragment, or (for an index past the fragments) an arbitrary scalar.
  static func piece(_ index: Int) -> String {
    if index < fragments.count { return fragments[index] }
    let value = UInt32(truncatingIfNeeded: index)
    return Unicode.Scalar(value).map { String($0) } ?? "?"
  }

  static let string = Gen.int(in: 0...(fragments.count + 3000)).array(of: 0...30).map {
    $0.map(piece).joined()
  }

  static let wideScalars = Gen.int(in: 0...0x10FFFF).array(of: 0...20).map {
    $0.map(piece).joined()
  }
}

extension HostileText {
  /// Hostile text with plenty of spaces to break lines at: one pick in four is a space.
  static let spaced = Gen.int(in: 0...(fragments.count + 200)).array(of: 0...40).map {
    $0.map { $0 % 4 == 0 ? " " : piece($0) }.joined()
  }
}
