/// The repeated identities of one sequence (a first load, or the check a host asks for), found
/// without a table for all of them.
///
/// A table of every identity, most of which occur once, is larger than the second-level cache
/// from about 100,000 identities, and each insert waits on memory. Here each identity's hash
/// sets a bit in a bit array of 8 to 16 bits per identity, and a second array notes the bits
/// set twice (the two together an eighth of a table's size); only the identities on those
/// bits, 6 to 12 in a hundred, go into a table, which compares them. Equal identities have
/// equal hashes, so every repeat is among them.
@usableFromInline
enum _RepeatFilter<ID: Hashable> {
  /// The identities that occur more than once in `ids`, each once, in the order of their
  /// second occurrence.
  ///
  /// - Complexity: O(*n*) expected time and memory.
  @inlinable
  static func repeatedIdentities(in ids: UnsafeBufferPointer<ID>) -> [ID] {
    let count = ids.count
    guard count > 1 else { return [] }
    var bitShift = 64 &- 6
    while 1 &<< (64 &- bitShift) < count &* 8 { bitShift &-= 1 }
    // The high bits of the hash pick the bit, so that the table, which takes the low bits,
    // does not gather the identities that share one.
    let wordCount = (1 &<< (64 &- bitShift)) &>> 6
    _internalInvariant(wordCount &* 64 >= count &* 8, "fewer than eight bits per identity")
    let seen = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: wordCount &* 2)
    defer { seen.deallocate() }
    seen.initialize(repeating: 0)
    let hashes = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer { hashes.deallocate() }
    for offset in 0..<count {
      let hash = ids[offset].hashValue
      hashes[offset] = hash
      let bit = Int(UInt(bitPattern: hash) &>> bitShift)
      let word = bit &>> 6
      _internalInvariant(word < wordCount, "a bit past the bit array")
      let mask = 1 as UInt64 &<< UInt64(bit & 63)
      if seen[word] & mask == 0 {
        seen[word] |= mask
      } else {
        seen[wordCount &+ word] |= mask
      }
    }
    // The identities on bits set twice: the only ones that can repeat.
    var candidates: [Int32] = []
    candidates.reserveCapacity(count / 8)
    for offset in 0..<count {
      let bit = Int(UInt(bitPattern: hashes[offset]) &>> bitShift)
      if seen[wordCount &+ (bit &>> 6)] & (1 as UInt64 &<< UInt64(bit & 63)) != 0 {
        candidates.append(Int32(truncatingIfNeeded: offset))
      }
    }
    guard !candidates.isEmpty else { return [] }
    let slots = UnsafeMutableBufferPointer<_IdentityTable<ID>.Slot>.allocate(
      capacity: _IdentityTable<ID>.capacity(for: candidates.count))
    defer { slots.deallocate() }
    slots.initialize(repeating: .init(tag: 0, key: 0))
    var repeated: [ID] = []
    for candidate in candidates {
      let offset = Int(candidate)
      if _IdentityTable.insert(offset, of: ids, hash: hashes[offset], into: slots) != nil {
        repeated.append(ids[offset])
      }
    }
    return _uniqued(repeated)
  }
}
