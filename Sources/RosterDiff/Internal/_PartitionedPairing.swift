/// The pairing of two large identity arrays in parts that fit a cache, for identities that
/// occur once on each side (what almost every update is).
///
/// Past a few hundred thousand identities a table for all of them outgrows the caches, and
/// each insert and lookup waits on memory. Here each identity's hash is computed once, in
/// order, and the identities are distributed by the high bits of their hashes into parts of a
/// few thousand; each part is then paired by hash alone in a small table that stays in the
/// second-level cache. Only afterwards are the identities themselves compared, pair by pair in
/// new order, which for a typical update reads both arrays nearly in order.
///
/// Matching on hashes decides the pairing only when no two identities of one side share a
/// hash and every pair found holds equal identities. Anything else (a repeated identity, or
/// two different ones with the same 64-bit hash) is reported as ``Outcome/undecided``, and the
/// caller pairs with ``_IdentityTable``, which compares identities and reports repeats.
@usableFromInline
enum _PartitionedPairing<ID: Hashable> {
  @usableFromInline
  enum Outcome {
    case paired(oldToNew: [Int32], newToOld: [Int32])
    /// An identity of the suffix occurs among the old or the new ones.
    case rejected
    /// A hash is shared by two identities of one side, or by two different identities.
    case undecided
  }

  /// An identity's hash and offset, copied into its part.
  @usableFromInline
  struct Entry {
    @usableFromInline var hash: Int
    @usableFromInline var offset: Int32

    @inlinable
    init(hash: Int, offset: Int32) {
      self.hash = hash
      self.offset = offset
    }
  }

  @usableFromInline
  struct Slot {
    @usableFromInline var hash: Int
    /// An old offset, or `~(new offset)` for a hash only new has so far.
    @usableFromInline var key: Int32
    /// The part this slot was filled for, plus one (any other value marks it empty, so the
    /// table is cleared once, not once per part), with ``paired`` set once a new identity took
    /// the old one.
    @usableFromInline var generation: UInt32

    @inlinable
    init(hash: Int, key: Int32, generation: UInt32) {
      self.hash = hash
      self.key = key
      self.generation = generation
    }

    @inlinable
    static var paired: UInt32 { 1 << 31 }
  }

  /// How many identities (old and new) a part holds on average: its table (16-byte slots, at
  /// most two thirds full) and its entries together fill a quarter of a 1 MiB second-level
  /// cache.
  @inlinable
  static var partSize: Int { 4_096 }

  /// The pairing of `oldIDs` with `newIDs` by hash, in cache-sized parts; see the type.
  ///
  /// - Parameters:
  ///   - suffixCount: How many identities follow the middle being paired; the pairing is
  ///     ``Outcome/rejected`` when one of them occurs among `oldIDs` or `newIDs`.
  ///   - suffixID: The identity of the suffix at an offset.
  ///   - partSize: How many identities a part holds on average (tests lower it).
  /// - Complexity: O(*n* + *m* + *s*) time and memory.
  @inlinable
  static func pair(
    oldIDs: UnsafeBufferPointer<ID>, newIDs: UnsafeBufferPointer<ID>,
    suffixCount: Int = 0, suffixID: (Int) -> ID = { _ in preconditionFailure("no suffix") },
    partSize: Int = partSize
  ) -> Outcome {
    var bits = 1
    while (oldIDs.count &+ newIDs.count) &>> bits > partSize && bits < 24 { bits &+= 1 }
    let parts = Partitioned(
      count: oldIDs.count, bits: bits, hash: { oldIDs[$0].hashValue })
    defer { parts.deallocate() }
    let newParts = Partitioned(
      count: newIDs.count, bits: bits, hash: { newIDs[$0].hashValue })
    defer { newParts.deallocate() }
    let suffixParts = Partitioned(
      count: suffixCount, bits: bits, hash: { suffixID($0).hashValue })
    defer { suffixParts.deallocate() }

    var largestPart = 0
    for part in 0..<(1 << bits) {
      largestPart = Swift.max(largestPart, parts.count(of: part) &+ newParts.count(of: part))
    }
    let capacity = _IdentityTable<ID>.capacity(atLeast: largestPart &* 3 / 2 &+ 8)
    let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: capacity)
    defer { slots.deallocate() }
    slots.initialize(repeating: Slot(hash: 0, key: 0, generation: 0))
    let mask = capacity &- 1

    var oldToNew = [Int32](repeating: -1, count: oldIDs.count)
    var newToOld = [Int32](repeating: -1, count: newIDs.count)
    // Suffix identities whose hash some middle identity has: (suffix offset, that one's key).
    var suffixCandidates: [(Int, Int32)] = []
    let decided = oldToNew.withUnsafeMutableBufferPointer { oldToNew in
      newToOld.withUnsafeMutableBufferPointer { newToOld in
        for part in 0..<(1 << bits) {
          let generation = UInt32(truncatingIfNeeded: part &+ 1)
          for entry in parts.entries(of: part) {
            var position = entry.hash & mask
            while true {
              let slot = slots[position]
              if slot.generation & ~Slot.paired != generation {
                slots[position] = Slot(hash: entry.hash, key: entry.offset, generation: generation)
                break
              }
              if slot.hash == entry.hash { return false }
              position = (position &+ 1) & mask
            }
          }
          for entry in newParts.entries(of: part) {
            var position = entry.hash & mask
            while true {
              let slot = slots[position]
              if slot.generation & ~Slot.paired != generation {
                slots[position] = Slot(hash: entry.hash, key: ~entry.offset, generation: generation)
                break
              }
              if slot.hash == entry.hash {
                guard slot.key >= 0 && slot.generation == generation else { return false }
                slots[position].generation = generation | Slot.paired
                newToOld[Int(entry.offset)] = slot.key
                oldToNew[Int(slot.key)] = entry.offset
                break
              }
              position = (position &+ 1) & mask
            }
          }
          for entry in suffixParts.entries(of: part) {
            var position = entry.hash & mask
            while true {
              let slot = slots[position]
              if slot.generation & ~Slot.paired != generation { break }
              if slot.hash == entry.hash {
                suffixCandidates.append((Int(entry.offset), slot.key))
                break
              }
              position = (position &+ 1) & mask
            }
          }
        }
        // Equal hashes paired them; equal identities must confirm it. In new order, both
        // arrays are read nearly in order for a typical update.
        for offset in 0..<newToOld.count {
          let partner = newToOld[offset]
          if partner >= 0 && oldIDs[Int(partner)] != newIDs[offset] { return false }
        }
        return true
      }
    }
    guard decided else { return .undecided }
    // Each hash is in the table once, and every pair holds equal identities: a suffix identity
    // occurs in the middle only if it equals the one identity with its hash.
    for (offset, key) in suffixCandidates {
      let id = suffixID(offset)
      if key >= 0 ? oldIDs[Int(key)] == id : newIDs[Int(~key)] == id { return .rejected }
    }
    return .paired(oldToNew: oldToNew, newToOld: newToOld)
  }

  /// One side's hashes and offsets, grouped by part in offset order.
  @usableFromInline
  struct Partitioned {
    @usableFromInline let entries: UnsafeMutableBufferPointer<Entry>
    /// `starts[p]..<starts[p + 1]`: the entries of part `p`.
    @usableFromInline let starts: UnsafeMutableBufferPointer<Int>

    /// Hashes `count` identities, `hash(offset)` each, and groups them by the top `bits` bits
    /// of their hash.
    @inlinable
    init(count: Int, bits: Int, hash: (Int) -> Int) {
      let partCount = 1 << bits
      let shift = Int.bitWidth &- bits
      starts = .allocate(capacity: partCount &+ 1)
      starts.initialize(repeating: 0)
      entries = .allocate(capacity: Swift.max(count, 1))
      guard count > 0 else { return }
      // Hashed once, in order; the entries are filled from these in a second pass, once each
      // part's place is known.
      let hashes = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
      defer { hashes.deallocate() }
      for offset in 0..<count {
        let value = hash(offset)
        hashes[offset] = value
        starts[Int(UInt(bitPattern: value) &>> shift) &+ 1] &+= 1
      }
      for part in 0..<partCount { starts[part &+ 1] &+= starts[part] }
      let cursors = UnsafeMutableBufferPointer<Int>.allocate(capacity: partCount)
      defer { cursors.deallocate() }
      _ = cursors.initialize(from: starts[..<partCount])
      for offset in 0..<count {
        let value = hashes[offset]
        let part = Int(UInt(bitPattern: value) &>> shift)
        (entries.baseAddress.unsafelyUnwrapped + cursors[part]).initialize(
          to: Entry(hash: value, offset: Int32(truncatingIfNeeded: offset)))
        cursors[part] &+= 1
      }
    }

    @inlinable
    func count(of part: Int) -> Int { starts[part &+ 1] &- starts[part] }

    @inlinable
    func entries(of part: Int) -> UnsafeMutableBufferPointer<Entry> {
      UnsafeMutableBufferPointer(rebasing: entries[starts[part]..<starts[part &+ 1]])
    }

    @inlinable
    func deallocate() {
      entries.deallocate()
      starts.deallocate()
    }
  }
}
