/// A fuzzy filter's pattern: the query's folded characters, whitespace left out, which a text
/// matches when they occur in it in order, though not necessarily together.
///
/// A match is scored by its best *alignment* (the positions of the pattern's characters in the
/// text), which rewards what people type when they abbreviate: each character found scores
/// ``Score/character``; one at the start of a word (the text's start, or after a character
/// that is neither a letter nor a digit) adds ``Score/wordStart``; one right after the
/// previous match adds ``Score/consecutive``; each character skipped between two matches
/// costs 1; and the first match costs 1 per character before it, up to
/// ``Score/maximumLeadingPenalty``. So "ncp" ranks "New Collection Picker" (three word starts)
/// above "uncapped" (a run inside a word).
///
/// Texts and patterns are compared as Unicode scalars of folded text (``ItemFilter/folded(_:)``),
/// as bytes when both are ASCII.
struct FuzzyPattern: Hashable, Sendable {
  /// What a match scores; see the type's description.
  enum Score {
    static let character = 16
    static let wordStart = 12
    static let consecutive = 8
    static let maximumLeadingPenalty = 8
  }

  /// The pattern's scalars.
  let scalars: [UInt32]
  /// The pattern's bytes when it is ASCII, else `nil`: an ASCII text is then searched by bytes.
  let asciiBytes: [UInt8]?

  init(_ folded: String) {
    scalars = folded.unicodeScalars.map(\.value)
    asciiBytes = scalars.allSatisfy { $0 < 0x80 } ? scalars.map { UInt8($0) } : nil
  }

  var isEmpty: Bool { scalars.isEmpty }

  /// Whether this pattern's characters occur in `other`'s in order.
  func isSubsequence(of other: FuzzyPattern) -> Bool {
    Self.firstAlignment(of: scalars[...], in: other.scalars[...])
  }

  /// Whether `folded`, a folded text, holds the pattern's characters in order.
  ///
  /// - Complexity: O(*t*) for a text of *t* characters, with no allocation: the filter asks
  ///   this of every item on every key.
  func isFound(inFolded folded: String, isASCII: Bool) -> Bool {
    guard !scalars.isEmpty else { return true }
    var next = 0
    if isASCII, let asciiBytes {
      for byte in folded.utf8 where byte == asciiBytes[next] {
        next += 1
        if next == asciiBytes.count { return true }
      }
      return false
    }
    for scalar in folded.unicodeScalars where scalar.value == scalars[next] {
      next += 1
      if next == scalars.count { return true }
    }
    return false
  }

  /// The score of the best alignment of the pattern in `folded`, or `nil` when the text does
  /// not hold the pattern's characters in order. The empty pattern scores 0 in every text.
  ///
  /// - Complexity: O(*p* × *t*) time for a pattern of *p* characters and a text of *t*, and
  ///   O(*t*) memory on the stack; an ASCII text is read in place.
  func score(inFolded folded: String, isASCII: Bool) -> Int? {
    guard !scalars.isEmpty else { return 0 }
    guard isFound(inFolded: folded, isASCII: isASCII) else { return nil }
    if isASCII, let asciiBytes {
      var folded = folded
      return folded.withUTF8 { text in
        asciiBytes.withUnsafeBufferPointer { Self.bestScore(of: $0, in: text) }
      }
    }
    let text = folded.unicodeScalars.map(\.value)
    return text.withUnsafeBufferPointer { text in
      scalars.withUnsafeBufferPointer { Self.bestScore(of: $0, in: text) }
    }
  }

  /// The best score of `pattern` in `text`, which holds it in order: the last row of
  /// ``bestScores(of:in:)`` in two rows of scratch memory.
  private static func bestScore<Unit: FixedWidthInteger & UnsignedInteger>(
    of pattern: UnsafeBufferPointer<Unit>, in text: UnsafeBufferPointer<Unit>
  ) -> Int {
    let count = text.count
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { scratch in
      scratch.initialize(repeating: impossible)
      var previous = UnsafeMutableBufferPointer(rebasing: scratch[..<count])
      var current = UnsafeMutableBufferPointer(rebasing: scratch[count...])
      for (row, character) in pattern.enumerated() {
        fillRow(
          row, of: character, in: text, after: UnsafeBufferPointer(previous), into: current)
        swap(&previous, &current)
      }
      return previous.max() ?? impossible
    }
  }

  /// Fills `current` with row `row` of the table ``bestScores(of:in:)`` describes: the best
  /// score of an alignment ending with `character` at each position of `text`, from the row
  /// before, `previous` (unread for the first row).
  ///
  /// A gap from position *k* to *j* costs *j* − *k* − 1, so the best gapped predecessor of
  /// *j* is the running maximum of `previous[k] + k` over *k* < *j* − 1: O(*t*).
  private static func fillRow<Unit: FixedWidthInteger & UnsignedInteger>(
    _ row: Int, of character: Unit, in text: UnsafeBufferPointer<Unit>,
    after previous: UnsafeBufferPointer<Int>, into current: UnsafeMutableBufferPointer<Int>
  ) {
    var bestGapped = impossible
    for position in 0..<text.count {
      if row > 0, position >= 2, previous[position - 2] > impossible {
        bestGapped = max(bestGapped, previous[position - 2] + position - 2)
      }
      current[position] = impossible
      guard text[position] == character else { continue }
      let bonus = bonus(after: position == 0 ? nil : UInt32(text[position - 1]))
      if row == 0 {
        current[position] = bonus - min(position, Score.maximumLeadingPenalty)
        continue
      }
      var linked = impossible
      if position >= 1, previous[position - 1] > impossible {
        linked = previous[position - 1] + Score.consecutive
      }
      if bestGapped > impossible { linked = max(linked, bestGapped + 1 - position) }
      if linked > impossible { current[position] = linked + bonus }
    }
  }

  /// The offsets, in `folded`'s Unicode scalars, of the pattern's characters in an alignment
  /// that scores ``score(inFolded:isASCII:)``; `nil` when the text does not hold them in order.
  ///
  /// - Complexity: O(*p* × *t*) time and memory.
  func bestAlignment(inFolded folded: String) -> [Int]? {
    guard !scalars.isEmpty else { return [] }
    let text = folded.unicodeScalars.map(\.value)
    guard Self.firstAlignment(of: scalars[...], in: text[...]) else { return nil }
    let rows = Self.bestScores(of: scalars, in: text)
    guard let last = rows.last, let best = last.max(), var position = last.firstIndex(of: best)
    else { return nil }
    var positions = [position]
    for row in stride(from: rows.count - 1, to: 0, by: -1) {
      let earned =
        rows[row][position]
        - Self.bonus(after: position == 0 ? nil : text[position - 1])
      let previous = rows[row - 1]
      if position >= 1, previous[position - 1] > Self.impossible,
        previous[position - 1] + Score.consecutive == earned
      {
        position -= 1
      } else if let gapped = (0..<max(0, position - 1)).first(where: {
        previous[$0] > Self.impossible && previous[$0] + $0 + 1 - position == earned
      }) {
        position = gapped
      } else {
        return nil
      }
      positions.append(position)
    }
    return positions.reversed()
  }

  /// A score no alignment reaches, far from overflowing when added to.
  private static let impossible = Int.min / 4

  /// Whether `pattern` occurs in `text` in order: the leftmost greedy alignment exists.
  private static func firstAlignment(
    of pattern: ArraySlice<UInt32>, in text: ArraySlice<UInt32>
  ) -> Bool {
    var next = pattern.startIndex
    for character in text where next < pattern.endIndex && character == pattern[next] {
      next += 1
    }
    return next == pattern.endIndex
  }

  /// What a match scores before what links it to the previous one; `preceding` is the
  /// character before it, `nil` at the text's start.
  private static func bonus(after preceding: UInt32?) -> Int {
    let startsWord = preceding.map { !isWordCharacter($0) } ?? true
    return Score.character + (startsWord ? Score.wordStart : 0)
  }

  private static func isWordCharacter(_ value: UInt32) -> Bool {
    if value < 0x80 {
      return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value)
        || (0x41...0x5A).contains(value)
    }
    guard let scalar = Unicode.Scalar(value) else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// For each pattern character (row) and text position (column), the best score of an
  /// alignment of the pattern up to that character ending there, or ``impossible``; each row
  /// filled by ``fillRow(_:of:in:after:into:)``.
  ///
  /// - Complexity: O(*p* × *t*) time and memory.
  private static func bestScores(of pattern: [UInt32], in text: [UInt32]) -> [[Int]] {
    var rows: [[Int]] = []
    var previous = [Int](repeating: impossible, count: text.count)
    for (row, character) in pattern.enumerated() {
      var current = previous
      text.withUnsafeBufferPointer { text in
        previous.withUnsafeBufferPointer { previous in
          current.withUnsafeMutableBufferPointer { current in
            fillRow(row, of: character, in: text, after: previous, into: current)
          }
        }
      }
      rows.append(current)
      previous = current
    }
    return rows
  }

}
