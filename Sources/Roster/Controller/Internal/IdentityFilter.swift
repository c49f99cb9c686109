/// A set of identity hashes that can only say "maybe" or "certainly not": one bit per hash,
/// indexed by the hash's low bits (an ``IdentifierHash`` is well mixed in every bit).
///
/// It keeps at least 16 bits per hash inserted, so that fewer than one probe in 16 of an absent
/// hash says "maybe"; growing rebuilds it from the hashes it is given.
struct IdentityFilter {
  private var words: [UInt64] = []
  private var inserted: [Int] = []

  init() {}

  /// A filter holding `hashes`.
  init(_ hashes: some Sequence<Int>) {
    for hash in hashes { insert(hash, count: inserted.count + 1) }
  }

  /// Whether `hash` may have been inserted.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func mightContain(_ hash: Int) -> Bool {
    guard !words.isEmpty else { return false }
    let bit = UInt(bitPattern: hash) & UInt(words.count &* 64 &- 1)
    return words[Int(bit >> 6)] & (1 << (bit & 63)) != 0
  }

  /// Inserts `hash`, one of `count` hashes the filter holds from now on.
  ///
  /// - Complexity: O(1) amortized.
  mutating func insert(_ hash: Int, count: Int) {
    inserted.append(hash)
    if words.count * 64 < count * 16 {
      var wordCount = max(words.count, 4)
      while wordCount * 64 < count * 64 { wordCount *= 2 }
      words = Array(repeating: 0, count: wordCount)
      for hash in inserted { set(hash) }
    } else {
      set(hash)
    }
  }

  private mutating func set(_ hash: Int) {
    let bit = UInt(bitPattern: hash) & UInt(words.count &* 64 &- 1)
    words[Int(bit >> 6)] |= 1 << (bit & 63)
  }
}
