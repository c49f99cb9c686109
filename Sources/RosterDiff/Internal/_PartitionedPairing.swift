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

  /// How many identities (old and new) a part holds on average: its table (8,192 16-byte
  /// slots, at most two thirds full) and its entries together fill about a fifth of a 1 MiB
  /// second-level cache.
  @inlinable
  static var partSize: Int { 4_096 }

  /// The pairing of `oldCount` old identities with `newCount` new ones by hash, in
  /// cache-sized parts; see the type. The identities are reached through calls, not arrays, so
  /// that a caller with the elements at hand need not copy their identities out (32 MB of
  /// `UUID`s at a million elements a side, memory the system hands over page by page), and the
  /// hot ones read them in place (a copied `String` identity costs a retain and a release).
  ///
  /// - Parameters:
  ///   - oldHash: The hash of the old identity at an offset.
  ///   - newHash: The hash of the new identity at an offset.
  ///   - isPair: Whether the old identity at the first offset equals the new one at the second.
  ///   - oldID: The old identity at an offset (read only for suffix identities with its hash).
  ///   - newID: The new identity at an offset (likewise).
  ///   - suffixCount: How many identities follow the middle being paired; the pairing is
  ///     ``Outcome/rejected`` when one of them occurs among the old or the new ones.
  ///   - suffixID: The identity of the suffix at an offset.
  ///   - partSize: How many identities a part holds on average (tests lower it).
  /// - Complexity: O(*n* + *m* + *s*) time and memory.
  @inlinable
  static func pair(
    oldCount: Int, newCount: Int, oldHash: (Int) -> Int, newHash: (Int) -> Int,
    isPair: (Int, Int) -> Bool, oldID: (Int) -> ID, newID: (Int) -> ID,
    suffixCount: Int = 0, suffixID: (Int) -> ID = { _ in preconditionFailure("no suffix") },
    partSize: Int = partSize
  ) -> Outcome {
    var bits = 1
    while (oldCount &+ newCount) &>> bits > partSize && bits < 24 { bits &+= 1 }
    guard let parts = Partitioned(count: oldCount, bits: bits, hash: oldHash) else {
      return .undecided
    }
    defer { parts.deallocate() }
    guard let newParts = Partitioned(count: newCount, bits: bits, hash: newHash) else {
      return .undecided
    }
    defer { newParts.deallocate() }
    guard
      let suffixParts = Partitioned(
        count: suffixCount, bits: bits, hash: { suffixID($0).hashValue })
    else { return .undecided }
    defer { suffixParts.deallocate() }

    var largestPart = 0
    for part in 0..<(1 << bits) {
      largestPart = Swift.max(largestPart, parts.count(of: part) &+ newParts.count(of: part))
    }
    let capacity = _IdentityTable<ID>.capacity(atLeast: largestPart &* 3 / 2 &+ 8)
    // Every probe loop below stops at the first empty slot of its part.
    _internalInvariant(largestPart < capacity, "a part that could fill its table")
    _internalInvariant(1 << bits < Slot.paired, "part generations that reach the paired bit")
    let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: capacity)
    defer { slots.deallocate() }
    slots.initialize(repeating: Slot(hash: 0, key: 0, generation: 0))
    let mask = capacity &- 1

    var oldToNew = [Int32](repeating: -1, count: oldCount)
    var newToOld = [Int32](repeating: -1, count: newCount)
    // Suffix identities whose hash some middle identity has: (suffix offset, that one's key).
    var suffixCandidates: [(Int, Int32)] = []
    let decided = oldToNew.withUnsafeMutableBufferPointer { oldToNew in
      newToOld.withUnsafeMutableBufferPointer { newToOld in
        for part in 0..<(1 << bits) {
          let generation = UInt32(truncatingIfNeeded: part &+ 1)
          for entry in parts.entries(of: part) {
            var position = entry.hash & mask
            var probes = 0
            while true {
              _internalInvariant(probes < capacity, "a full part: the probe would never end")
              probes &+= 1
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
            var probes = 0
            while true {
              _internalInvariant(probes < capacity, "a full part: the probe would never end")
              probes &+= 1
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
            var probes = 0
            while true {
              _internalInvariant(probes < capacity, "a full part: the probe would never end")
              probes &+= 1
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
          if partner >= 0 && !isPair(Int(partner), offset) { return false }
        }
        return true
      }
    }
    guard decided else { return .undecided }
    // Each hash is in the table once, and every pair holds equal identities: a suffix identity
    // occurs in the middle only if it equals the one identity with its hash.
    for (offset, key) in suffixCandidates {
      let id = suffixID(offset)
      if key >= 0 ? oldID(Int(key)) == id : newID(Int(~key)) == id { return .rejected }
    }
    return .paired(oldToNew: oldToNew, newToOld: newToOld)
  }

  /// One side's hashes and offsets, grouped by part in offset order.
  @usableFromInline
  struct Partitioned {
    /// Part `p`'s entries start at `p * capacity`.
    @usableFromInline let entries: UnsafeMutableBufferPointer<Entry>
    /// How many entries each part holds.
    @usableFromInline let counts: UnsafeMutableBufferPointer<Int>
    @usableFromInline let capacity: Int

    /// Hashes `count` identities, `hash(offset)` each, in one pass, and groups them by the top
    /// `bits` bits of their hash; `nil` when a part overflows the room it was given, which
    /// well-mixed hashes practically never do.
    @inlinable
    init?(count: Int, bits: Int, hash: (Int) -> Int) {
      let partCount = 1 << bits
      let shift = Int.bitWidth &- bits
      // Each part gets its expected share and six standard deviations more: one pass, no
      // array of hashes to count the parts first, for 15% more room at a few thousand a part.
      let share = count &>> bits
      var deviation = 1
      while deviation &* deviation < share { deviation &+= 1 }
      capacity = share &+ 6 &* deviation &+ 16
      _internalInvariant(capacity > 0, "a part without room")
      counts = .allocate(capacity: partCount)
      counts.initialize(repeating: 0)
      entries = .allocate(capacity: capacity &* partCount)
      let base = entries.baseAddress.unsafelyUnwrapped  // never empty: 22 entries a part at least
      for offset in 0..<count {
        let value = hash(offset)
        let part = Int(UInt(bitPattern: value) &>> shift)
        let filled = counts[part]
        guard filled < capacity else {
          deallocate()
          return nil
        }
        (base + (part &* capacity &+ filled)).initialize(
          to: Entry(hash: value, offset: Int32(truncatingIfNeeded: offset)))
        counts[part] = filled &+ 1
      }
    }

    @inlinable
    func count(of part: Int) -> Int { counts[part] }

    @inlinable
    func entries(of part: Int) -> UnsafeMutableBufferPointer<Entry> {
      _internalInvariant(counts[part] <= capacity, "a part past its room")
      let start = part &* capacity
      return UnsafeMutableBufferPointer(rebasing: entries[start..<(start &+ counts[part])])
    }

    @inlinable
    func deallocate() {
      entries.deallocate()
      counts.deallocate()
    }
  }
}
