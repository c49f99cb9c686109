/// The identifiers a list repeats, found without hashing each one with ``IdentifierHash/hash(_:)``
/// or keeping an identity per item: what a list's first load needs, where nothing is displayed
/// to pair the new items with.
///
/// Each identifier's ``IdentifierHash/filterHash(_:)`` sets a bit in a bit array of 8 to 16 bits
/// per item, and a second array notes the bits set twice; the items on those bits (6 to 12 in a
/// hundred) go through a second such filter on other bits of their hashes, and only the few
/// left (or all of them, for crafted collisions) are compared, in a `Set` that hashes them with
/// `Hasher`. Equal identifiers have equal filter hashes, so every repeat is among them.
enum RepeatedIdentifiers {
  /// The item identifiers that occur more than once in `sections`, each once, in the order of
  /// their second occurrence in reading order: what ``SectionedChanges`` reports as
  /// `duplicateItems` for `sections` diffed against nothing.
  ///
  /// - Complexity: O(*N*) expected for *N* items, with a filter hash of each identifier and a
  ///   `Hasher` hash of the few on a shared bit.
  static func items(in sections: [Section]) -> [String] {
    let count = sections.reduce(0) { $0 &+ $1.cellModels.count }
    guard count > 1 else { return [] }
    let hashes = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer { hashes.deallocate() }
    // Two rounds of the filter, on the high bits of the hashes and then on their low bits among
    // the items left: the first leaves about a tenth, the second about a tenth of those. The
    // first is marked as the hashes are made, so that its memory accesses overlap the hashing.
    let byHighBits = BitFilter(count: count, byHighBits: true)
    defer { byHighBits.deallocate() }
    var offset = 0
    for section in sections {
      filterHashes(of: section.cellModels, into: hashes, at: offset, marking: byHighBits)
      offset &+= section.cellModels.count
    }
    var shared: [Int] = []
    shared.reserveCapacity(count / 8)
    for offset in hashes.indices where byHighBits.isShared(hashes[offset]) {
      shared.append(offset)
    }
    guard shared.count > 1 else { return [] }
    let byLowBits = BitFilter(count: shared.count, byHighBits: false)
    defer { byLowBits.deallocate() }
    for offset in shared { byLowBits.mark(hashes[offset]) }
    let candidates = shared.filter { byLowBits.isShared(hashes[$0]) }
    guard !candidates.isEmpty else { return [] }
    var found: Set<String> = []
    var repeated: [String] = []
    var reported: Set<String> = []
    var next = candidates.startIndex
    offset = 0
    for section in sections where next < candidates.endIndex {
      compare(
        section.cellModels, at: offset, candidates: candidates, from: &next, found: &found,
        reported: &reported, repeated: &repeated)
      offset &+= section.cellModels.count
    }
    return repeated
  }

  /// Compares the identifiers of `models` (from `offset` on in reading order) at the
  /// `candidates` from `next` on, noting in `repeated` each found a second time. A call of its
  /// own so that `models`, passed in, is borrowed and each model is read in place.
  @inline(never)
  private static func compare(
    _ models: [any CellModel], at offset: Int, candidates: [Int], from next: inout Int,
    found: inout Set<String>, reported: inout Set<String>, repeated: inout [String]
  ) {
    let end = offset &+ models.count
    while next < candidates.endIndex, candidates[next] < end {
      let identifier = models[candidates[next] &- offset].identifier
      if !found.insert(identifier).inserted, reported.insert(identifier).inserted {
        repeated.append(identifier)
      }
      next &+= 1
    }
  }

  /// The section identifiers that occur more than once in `sections`, each once, in the order of
  /// their second occurrence: what ``SectionedChanges`` reports as `duplicateSections` for
  /// `sections` diffed against nothing.
  ///
  /// - Complexity: O(*S*) expected for *S* sections.
  static func sections(in sections: [Section]) -> [String] {
    var found: Set<String> = []
    var reported: Set<String> = []
    var repeated: [String] = []
    for section in sections where !found.insert(section.identifier).inserted {
      if reported.insert(section.identifier).inserted { repeated.append(section.identifier) }
    }
    return repeated
  }

  /// Writes the filter hash of each of `models`' identifiers into `hashes` from `offset` on,
  /// and marks it in `filter`. A call of its own so that `models`, passed in, is borrowed and
  /// each model is read in place.
  @inline(never)
  private static func filterHashes(
    of models: [any CellModel], into hashes: UnsafeMutableBufferPointer<Int>, at offset: Int,
    marking filter: BitFilter
  ) {
    for item in models.indices {
      let hash = IdentifierHash.filterHash(models[item].identifier)
      hashes[offset &+ item] = hash
      filter.mark(hash)
    }
  }

  /// A bit array of 8 to 16 bits per hash marked, indexed by the hashes' high or low bits, and a
  /// second one noting the bits marked twice.
  private struct BitFilter {
    private let bitWidth: Int
    private let wordCount: Int
    private let byHighBits: Bool
    private let words: UnsafeMutableBufferPointer<UInt64>

    init(count: Int, byHighBits: Bool) {
      var bitWidth = 6
      while 1 &<< bitWidth < count &* 8 { bitWidth &+= 1 }
      self.bitWidth = bitWidth
      self.byHighBits = byHighBits
      wordCount = (1 &<< bitWidth) &>> 6
      words = .allocate(capacity: wordCount &* 2)
      words.initialize(repeating: 0)
    }

    func deallocate() { words.deallocate() }

    @inline(__always)
    private func bit(of hash: Int) -> Int {
      byHighBits
        ? Int(UInt(bitPattern: hash) &>> UInt(64 &- bitWidth)) : hash & ((1 &<< bitWidth) &- 1)
    }

    /// Marks the bit of `hash`, and notes it in the second array when it was marked before.
    @inline(__always)
    func mark(_ hash: Int) {
      let bit = bit(of: hash)
      let word = bit &>> 6
      let mask = 1 as UInt64 &<< UInt64(bit & 63)
      if words[word] & mask == 0 {
        words[word] |= mask
      } else {
        words[wordCount &+ word] |= mask
      }
    }

    /// Whether the bit of `hash` was marked more than once.
    @inline(__always)
    func isShared(_ hash: Int) -> Bool {
      let bit = bit(of: hash)
      return words[wordCount &+ (bit &>> 6)] & (1 as UInt64 &<< UInt64(bit & 63)) != 0
    }
  }
}
