/// The number of terminal columns a grapheme cluster occupies: 0, 1 or 2.
///
/// The one width function that layout, truncation and the screen buffer all use, so they can
/// never disagree. It needs no locale (glibc's `wcwidth` answers -1 for all non-ASCII text
/// until `setlocale` is called, and knows nothing of grapheme clusters). The policy, decided
/// by a cluster's first scalar and, for emoji, its variation selector:
/// - ASCII printable: 1; controls: 0 (sanitised text contains none).
/// - Nonspacing and enclosing marks and format characters (ZWJ, ZWSP, soft hyphen): 0 when
///   the cluster has nothing else; a cluster is measured by its first other scalar. Inside a
///   cluster they add nothing, whatever follows a ZWJ: a ZWJ emoji sequence is 2 columns, as
///   terminals that join it draw it.
/// - Emoji presentation (`isEmojiPresentation`, or `isEmoji` followed by U+FE0F): 2; with
///   U+FE0E or no selector a text-default emoji is 1.
/// - East Asian Wide and Fullwidth characters (CJK, Hangul syllables, kana, fullwidth forms,
///   Yijing and Tai Xuan Jing symbols; ``WideRanges``, generated from Unicode's
///   `EastAsianWidth.txt`): 2.
/// - Everything else: 1.
///
/// `Scripts/compare-widths.py` checks every scalar against Python's wcwidth; where they differ
/// on purpose, `Scripts/width-disagreements.txt` says why.
@_spi(Testing) public enum DisplayWidth {
  /// The width of one grapheme cluster.
  @_spi(Testing) public static func of(_ character: Character) -> Int {
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
    return WideRanges.contains(first.value) ? 2 : 1
  }

  /// The width of a string: the sum over its clusters.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, the common case, is a column a byte: no clusters to find.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
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
}
