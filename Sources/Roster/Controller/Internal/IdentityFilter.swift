/// A set of identity hashes that can only say "maybe" or "certainly not": one bit per hash,
/// indexed by the hash's low bits (an ``IdentifierHash`` is well mixed in every bit).
///
/// It keeps between 16 and 32 bits per hash inserted, so that fewer than one probe in 16 of an
/// absent hash says "maybe". It does not keep the hashes themselves: its owner holds them
/// already, and hands them over when the filter grows.
struct IdentityFilter {
  private var words: [UInt64] = []

  init() {}

  /// A filter holding `hashes`, `count` of them.
  init(_ hashes: some Sequence<Int>, count: Int) {
    rebuild(from: hashes, count: count)
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

  /// Inserts `hash`, one of `count` hashes the filter holds from now on; `all` gives every one
  /// of them, `hash` included, should the filter grow.
  ///
  /// - Complexity: O(1) amortized: it grows to 32 bits a hash, so it is rebuilt once each time
  ///   the count doubles.
  mutating func insert<Hashes: Sequence<Int>>(
    _ hash: Int, count: Int, all: () -> Hashes
  ) {
    guard words.count * 64 >= count * 16 else {
      rebuild(from: all(), count: count)
      return
    }
    set(hash)
  }

  private mutating func rebuild(from hashes: some Sequence<Int>, count: Int) {
    var wordCount = 4
    while wordCount * 64 < count * 32 { wordCount *= 2 }
    words = Array(repeating: 0, count: wordCount)
    for hash in hashes { set(hash) }
  }

  private mutating func set(_ hash: Int) {
    let bit = UInt(bitPattern: hash) & UInt(words.count &* 64 &- 1)
    words[Int(bit >> 6)] |= 1 << (bit & 63)
  }
}
