import Foundation

extension ItemFilter {
  /// How a filter finds its query in an item's search text.
  ///
  /// Both ignore case and diacritics, as ``ItemFilter`` describes.
  public enum Matching: Hashable, Sendable {
    /// Every whitespace-separated term occurs in the text, anywhere and in any order; the items
    /// found keep the list's order. The default.
    case allTerms
    /// The query's characters, whitespace left out, occur in the text in order, though not
    /// necessarily together — "rstr" finds "Roster", "ncp" finds "New Collection Picker" — and
    /// the items found are ranked, best match first, within each section; items that match
    /// equally well keep the list's order. A match ranks higher the more of its characters
    /// start words or follow each other, and the earlier it starts. Outline sections keep
    /// their tree's order.
    case fuzzy
  }

  /// How well `text` matches: `nil` when it does not, else a score that is higher for a better
  /// match. Every match scores 0 with ``Matching/allTerms``; with ``Matching/fuzzy`` the score
  /// is the one the list ranks items by.
  ///
  /// <!-- snippet: run -->
  /// ```swift
  /// let filter = ItemFilter(query: "ncp", matching: .fuzzy)
  /// let picker = filter.rank(of: "New Collection Picker") ?? 0
  /// let uncapped = filter.rank(of: "uncapped") ?? 0
  /// assert(picker > uncapped)  // word starts rank above a run inside a word
  /// assert(filter.rank(of: "recipe") == nil)  // no n before the c
  /// ```
  ///
  /// - Complexity: O(*t* × *q*) for *t* characters of text and *q* of query.
  public func rank(of text: String) -> Int? {
    let (folded, isASCII) = Self.folding(text)
    return rank(ofFolded: folded, isASCII: isASCII)
  }

  /// ``rank(of:)`` for a text already folded.
  func rank(ofFolded folded: String, isASCII: Bool) -> Int? {
    guard matches(folded: folded, isASCII: isASCII) else { return nil }
    guard matching == .fuzzy else { return 0 }
    return pattern.score(inFolded: folded, isASCII: isASCII)
  }

  /// The pieces of `folded`, a text folded as the filter folds (``folded(_:)``), that show why
  /// it matches: every occurrence of each term with ``Matching/allTerms``, the characters of
  /// the best alignment with ``Matching/fuzzy``. Empty when the text does not match. A host
  /// highlights them.
  ///
  /// - Complexity: O(*t* × *q*) for *t* characters of text and *q* of query.
  package func matchedRanges(inFolded folded: String) -> [Range<String.Index>] {
    switch matching {
    case .fuzzy:
      guard let offsets = pattern.bestAlignment(inFolded: folded) else { return [] }
      let scalars = folded.unicodeScalars
      return offsets.map { offset in
        let start = scalars.index(scalars.startIndex, offsetBy: offset)
        return start..<scalars.index(after: start)
      }
    case .allTerms:
      var ranges: [Range<String.Index>] = []
      for term in terms where !term.isEmpty {
        var from = folded.startIndex
        while let found = folded.range(of: term, options: .literal, range: from..<folded.endIndex) {
          ranges.append(found)
          from = folded.index(after: found.lowerBound)
        }
      }
      return ranges
    }
  }
}
