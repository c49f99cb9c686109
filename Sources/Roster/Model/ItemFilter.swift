import Foundation

/// A query that a list's items are filtered by, and how an item matches it.
///
/// The query is split at whitespace into terms; an item matches when *every* term occurs in
/// its search text, anywhere and in any order, ignoring case and diacritics: "cafe" finds
/// "Café au lait", and "lait cafe" finds it too. A query with no terms (empty, or only
/// spaces) matches every item: it is no filter at all.
///
/// Diacritics are what Unicode calls nonspacing marks (general category Mn), in every
/// script: both texts are case-folded and canonically decomposed (NFD), and their nonspacing
/// marks dropped. So "cafe" finds "café", "viet" finds "Việt", "مرحبا" finds "مَرْحَبًا" (Arabic
/// harakat), "שלום" finds "שָׁלוֹם" (Hebrew niqqud) and "ελλαδα" finds "Ελλάδα". Spacing marks
/// (Mc), such as most Devanagari vowel signs, are part of how a word is spelled and count:
/// "हिदी" finds "हिंदी" (the nasal sign ं is nonspacing) but "हदी" does not (the vowel sign ि is
/// spacing). Letters that do not decompose keep their identity: "o" does not find "ø", nor
/// "l" "ł".
///
/// An item's search text is its model's ``SearchableCellModel/searchText``, else its
/// accessibility label (``AccessibleCellModel``); a model with neither is matched by no term.
///
/// ```swift
/// let filter = ItemFilter(query: "cafe lait")
/// assert(filter.matches(text: "Café au lait"))
/// assert(!filter.matches(text: "Café noir"))  // "lait" is missing
/// ```
///
/// ``ListController`` applies it to what the app asks for (``ListController/filterQuery``);
/// an app can use it to check what its models are found by.
public struct ItemFilter: Hashable, Sendable {
  /// The query as given.
  public let query: String
  /// The query's terms, folded (case-folded, nonspacing marks removed), in order.
  public let terms: [String]
  /// How the terms are found in a text: all of them anywhere (the default), or fuzzily,
  /// ranked.
  public let matching: Matching
  /// The table column the filter searches (an offset into ``TableRowModel``'s columns), or
  /// `nil` for an item's whole search text. With a column, only table rows that have text in it
  /// can match.
  public let column: Int?

  /// A filter that finds the items whose search text — or the text of their cell in `column`
  /// of a table — contains every whitespace-separated term of `query`, or with
  /// ``Matching/fuzzy`` the query's characters in order.
  ///
  /// - Complexity: O(*q*) for a query of *q* characters.
  public init(query: String, matching: Matching = .allTerms, column: Int? = nil) {
    self.query = query
    self.matching = matching
    self.column = column
    terms = query.split(whereSeparator: \.isWhitespace).map { Self.folded(String($0)) }
    probes = Self.probes(for: terms)
    pattern = FuzzyPattern(terms.joined())
  }

  /// The terms as one pattern, for ``Matching/fuzzy``.
  let pattern: FuzzyPattern

  /// Whether `other` lets the same items through as this filter: the same terms, matched the
  /// same way. The query's spelling may differ ("Café" and "cafe").
  func findsTheSame(as other: ItemFilter?) -> Bool {
    terms == other?.terms && matching == other?.matching && column == other?.column
  }

  /// The terms as a text is tested against them: each once, the longest first (the rarest,
  /// which rule most texts out at once), with whether it is ASCII. A pasted query repeats its
  /// words, and a text that lacks one term need not be searched for the others.
  private let probes: [Probe]

  private struct Probe: Hashable, Sendable {
    var term: String
    var isASCII: Bool
  }

  private static func probes(for terms: [String]) -> [Probe] {
    var seen = Set<String>()
    return
      terms
      .filter { seen.insert($0).inserted }
      .sorted { $0.utf8.count > $1.utf8.count }
      .map { Probe(term: $0, isASCII: $0.utf8.allSatisfy { $0 < 0x80 }) }
  }

  /// Whether every item this filter lets through is let through by `broader` too: each of
  /// `broader`'s terms is part of one of this filter's, so a text holding this filter's terms
  /// holds `broader`'s. A query extended by typing refines the query before it.
  ///
  /// - Complexity: O(*b* × *t*) term comparisons for *b* and *t* terms.
  func refines(_ broader: ItemFilter) -> Bool {
    guard matching == broader.matching, column == broader.column else { return false }
    if matching == .fuzzy { return broader.pattern.isSubsequence(of: pattern) }
    return broader.probes.allSatisfy { wider in
      probes.contains { Self.contains($0.term, wider.term, isASCII: $0.isASCII && wider.isASCII) }
    }
  }

  /// Whether the filter lets every item through: its query has no terms.
  public var isEmpty: Bool { terms.isEmpty }

  /// Whether `text` contains every term, ignoring case and diacritics.
  ///
  /// - Complexity: O(*t* × *q*) for *t* characters of text and *q* of query.
  public func matches(text: String) -> Bool {
    guard !terms.isEmpty else { return true }
    return matches(folded: Self.folded(text))
  }

  /// Whether `folded`, a text already folded (``folded(_:)``), contains every term.
  func matches(folded: String) -> Bool {
    matches(folded: folded, isASCII: folded.utf8.allSatisfy { $0 < 0x80 })
  }

  /// ``matches(folded:)`` for a folded text known to be ASCII, or not.
  ///
  /// - Complexity: O(*t*) for each distinct term, for a text of *t* characters.
  func matches(folded: String, isASCII: Bool) -> Bool {
    if matching == .fuzzy { return pattern.isFound(inFolded: folded, isASCII: isASCII) }
    return probes.allSatisfy { Self.contains(folded, $0.term, isASCII: isASCII && $0.isASCII) }
  }

  /// Whether `text` contains `term`. Between ASCII strings each character is one byte (no
  /// term holds the whitespace that could join two into one character), so the bytes are
  /// searched, without the character-by-character comparison a `String` search makes.
  private static func contains(_ text: String, _ term: String, isASCII: Bool) -> Bool {
    guard isASCII else { return text.contains(term) }
    var text = text
    var term = term
    return text.withUTF8 { textBytes in
      term.withUTF8 { termBytes in ByteSearch.contains(termBytes, in: textBytes) }
    }
  }

  /// Whether `model` matches: the text this filter searches in it (``text(of:)``) contains
  /// every term. A model without that text matches only a filter with no terms.
  public func matches(_ model: any CellModel) -> Bool {
    guard !terms.isEmpty else { return true }
    guard let text = text(of: model) else { return false }
    return matches(text: text)
  }

  /// The text this filter searches in `model`: its search text (``searchText(of:)``), or with a
  /// ``column`` the text of its cell in that column; `nil` for a model that is no
  /// ``TableRowModel`` or has no such column.
  public func text(of model: any CellModel) -> String? {
    guard let column else { return Self.searchText(of: model) }
    guard let row = model as? any TableRowModel, (0..<row.columnCount).contains(column) else {
      return nil
    }
    return row.text(inColumn: column)
  }

  /// The text `model` is found by: its ``SearchableCellModel/searchText``, else its
  /// accessibility label; `nil` when it has neither.
  public static func searchText(of model: any CellModel) -> String? {
    if let searchable = model as? any SearchableCellModel { return searchable.searchText }
    return (model as? any AccessibleCellModel)?.accessibility.label
  }

  /// `text` as terms and search text are compared: canonically decomposed (NFD), without its
  /// nonspacing marks (Unicode general category Mn, in every script), and case-folded.
  ///
  /// The marks go before the case folding, which turns one of them (the Greek iota subscript)
  /// into a letter. Folding a decomposed letter brings no mark back (`ItemFilterFoldingTests`
  /// checks every letter that folds), so one pass does.
  ///
  /// - Complexity: O(*t*) for *t* characters. A text of ASCII characters only, which holds no
  ///   marks, is only lower-cased; one whose letters do not change when case-folded (most
  ///   scripts without case) is not folded.
  static func folded(_ text: String) -> String {
    folding(text).text
  }

  /// ``folded(_:)``, with whether the folded text is ASCII, known from the fold itself.
  static func folding(_ text: String) -> (text: String, isASCII: Bool) {
    // One pass over the bytes in place, without a branch per byte, so that it vectorizes: the
    // first key of a filter folds every text of the list.
    let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> (Bool, Bool) in
      var highBits: UInt8 = 0
      var upperCase: UInt8 = 0
      for byte in bytes {
        highBits |= byte
        upperCase |= byte &- 0x41 < 26 ? 1 : 0
      }
      return (highBits < 0x80, upperCase != 0)
    }
    var isASCII = true
    var hasUpperCase = false
    if let (ascii, upper) = scanned {
      (isASCII, hasUpperCase) = (ascii, upper)
    } else {
      for byte in text.utf8 {
        if byte >= 0x80 {
          isASCII = false
          break
        }
        if byte &- 0x41 < 26 { hasUpperCase = true }
      }
    }
    if isASCII {
      // Most search texts: the same string when it has no capital (no copy kept), else its
      // bytes with A–Z lowered.
      guard hasUpperCase else { return (text, true) }
      let lowered = String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
          for index in bytes.indices {
            buffer[index] = bytes[index] &- 0x41 < 26 ? bytes[index] | 0x20 : bytes[index]
          }
          return bytes.count
        }
        if let copied { return copied }
        var count = 0
        for byte in text.utf8 {
          buffer[count] = byte &- 0x41 < 26 ? byte | 0x20 : byte
          count += 1
        }
        return count
      }
      return (lowered, true)
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(text.utf8.count)
    var foldsCase = false
    // Whether what is left once the marks are dropped is ASCII.
    isASCII = true
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
      // No nonspacing mark comes before U+0300.
      if scalar.value >= 0x300, scalar.properties.generalCategory == .nonspacingMark { continue }
      if scalar.value >= 0x80 {
        isASCII = false
        foldsCase = foldsCase || scalar.properties.changesWhenCaseFolded
      } else {
        foldsCase = foldsCase || (0x41...0x5A).contains(scalar.value)
      }
      kept.append(contentsOf: scalar.utf8)
    }
    let unmarked = String(decoding: kept, as: UTF8.self)
    if isASCII { return (unmarked.lowercased(), true) }
    // Unmarked keeps a non-ASCII scalar; case folding may still leave only ASCII (the Kelvin
    // sign folds to "k").
    guard foldsCase else { return (unmarked, false) }
    let folded = unmarked.folding(options: .caseInsensitive, locale: nil)
    return (folded, folded.utf8.allSatisfy { $0 < 0x80 })
  }
}
