/// The number of terminal columns a grapheme cluster occupies: 0, 1 or 2.
///
/// The one width function that layout, truncation and the screen buffer all use, so they can
/// never disagree. It needs no locale (glibc's `wcwidth` answers -1 for all non-ASCII text
/// until `setlocale` is called, and knows nothing of grapheme clusters). The policy, decided
/// by a cluster's first scalar and, for emoji, its variation selector:
/// - ASCII printable: 1; controls: 0 (sanitised text contains none).
/// - Nonspacing and enclosing marks and format characters (ZWJ, ZWSP, soft hyphen): 0 when
///   the cluster has nothing else; a cluster is measured by its first other scalar. Inside a cluster they add nothing, whatever follows a ZWJ: a ZWJ emoji
///   sequence is 2 columns, as terminals that join it draw it.
/// - Emoji presentation (`isEmojiPresentation`, or `isEmoji` followed by U+FE0F): 2; with
///   U+FE0E or no selector a text-default emoji is 1.
/// - East Asian Wide and Fullwidth characters (CJK, Hangul syllables, fullwidth forms): 2.
/// - Everything else: 1.
package enum DisplayWidth {
  /// The width of one grapheme cluster.
  package static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
    }
    let scalars = character.unicodeScalars
    // A prepended concatenation mark (U+0600…) is a format character that joins the cluster
    // *after* it, so the cluster's width is that of its first visible scalar.
    guard let first = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  /// The width of a string: the sum over its clusters.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func of(_ text: some StringProtocol) -> Int {
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// Whether `scalar` takes no column of its own.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  /// Whether `value` lies in the East Asian Wide or Fullwidth ranges.
  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    for range in wideRanges {
      if value < range.lowerBound { return false }
      if range.contains(value) { return true }
    }
    return false
  }

  /// Sorted, so the scan stops at the first range above the value.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
