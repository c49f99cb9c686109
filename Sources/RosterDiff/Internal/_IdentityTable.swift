/// An open-addressing hash table that pairs identities of an old sequence with those of a new
/// one, the k-th occurrence in old with the k-th occurrence in new.
///
/// Past 262,144 identities a pairing is first tried in parts (``_PartitionedPairing``), and
/// from 4,096 a side with nothing to pair against is checked for repeats by
/// ``_RepeatFilter``; the table pairs everything else, and any pairing whose identities repeat.
///
/// It is the hot path of every diff, so it is built for it: one allocation for the slots of the
/// old identities, sized up front so it never grows; linear probing; 32 bits of the hash kept in
/// each slot so that a failed probe almost never compares identities; `Int32` offsets; 8-byte
/// slots, because on large lists the table outgrows the cache and its size is what the diff
/// waits on. A table for both sides, at most two thirds full, serves lists up to some 350,000
/// identities; beyond, it is sized for the old identities, at most half full: a table for both
/// would be twice as large for the few identities that arrive (1% of a typical update), and at a
/// million items the difference is a table that stays in the last-level cache or one that does
/// not. Then a new identity found in no slot is recorded where its probe ended (a slot already
/// in cache) while the table stays at most half full, and the rest go to a second table, laid
/// out then for every new identity still to come.
/// Duplicate identities, rare in practice, cost nothing until the first one appears: only then
/// are the chains that link an identity's later occurrences allocated. Until then an identity
/// has one old occurrence, its key, and whether that one is taken is read from `oldToNew`.
///
/// The table does not own the identities: it reads them from the two buffers it was given,
/// which must outlive it. Call ``deallocate()`` when done.
@usableFromInline
struct _IdentityTable<ID: Hashable> {
  @usableFromInline
  struct Slot {
    /// High hash bits with the lowest bit set; zero marks an empty slot.
    @usableFromInline var tag: UInt32
    /// The identity's first occurrence: an old offset, or `~(new offset)` for an identity only
    /// new has (a new offset in the table of the new identities set aside).
    @usableFromInline var key: Int32

    @inlinable
    init(tag: UInt32, key: Int32) {
      self.tag = tag
      self.key = key
    }
  }

  /// How the occurrences of repeated old identities are linked; indexed by old offset.
  @usableFromInline
  struct Chains {
    /// `next[o]`: the old offset of the next occurrence of `oldIDs[o]`, or -1.
    @usableFromInline let next: UnsafeMutableBufferPointer<Int32>
    /// `head[k]`, for an identity's first occurrence `k`: the next old occurrence still waiting
    /// for a partner, or -1.
    @usableFromInline let head: UnsafeMutableBufferPointer<Int32>
    /// `tail[k]`: the last occurrence linked so far (only used while old identities are
    /// inserted).
    @usableFromInline let tail: UnsafeMutableBufferPointer<Int32>

    @inlinable
    init(count: Int) {
      next = .allocate(capacity: count)
      next.initialize(repeating: -1)
      head = .allocate(capacity: count)
      tail = .allocate(capacity: count)
      for offset in 0..<count {
        head.initializeElement(at: offset, to: Int32(truncatingIfNeeded: offset))
        tail.initializeElement(at: offset, to: Int32(truncatingIfNeeded: offset))
      }
    }

    @inlinable
    func deallocate() {
      next.deallocate()
      head.deallocate()
      tail.deallocate()
    }
  }

  @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
  @usableFromInline let mask: Int
  /// How many more new identities found in no old slot may be recorded among the old ones
  /// before the table is half full; the rest go to `unmatchedSlots`.
  @usableFromInline var room: Int
  /// The table of the new identities found in no slot once there was no room, keyed by new
  /// offset; laid out in `spareSlots` when the first of them arrives.
  @usableFromInline var unmatchedSlots: UnsafeMutableBufferPointer<Slot>?
  /// Room for `unmatchedSlots` after `slots`, in the same allocation but left uninitialized
  /// until needed: the memory is there when an update replaces most identities, untouched
  /// when it does not, and one allocation of the same size each diff is one the allocator
  /// recycles (a second table allocated midway was returned to the system after each diff and
  /// faulted in again by the next).
  @usableFromInline let spareSlots: UnsafeMutableBufferPointer<Slot>
  @usableFromInline let oldIDs: UnsafeBufferPointer<ID>
  @usableFromInline let newIDs: UnsafeBufferPointer<ID>
  /// Allocated when the first repeated old identity is inserted.
  @usableFromInline var chains: Chains?
  /// Identities seen more than once on either side, in order of discovery, possibly repeated.
  @usableFromInline var duplicates: [ID] = []
  /// How many identities are hashed, then looked up, at a time. Hashing calls into the
  /// standard library for every identity; with the calls in a loop of their own, the loop that
  /// probes has none, and the processor runs several of its independent slot loads ahead, so
  /// the misses of a table larger than the caches overlap instead of being waited for one by
  /// one.
  @usableFromInline static var batch: Int { 16 }

  /// - Parameter combinedCapacityLimit: The most slots a table for both sides may have (tests
  ///   pass 0 to try the two tables on small lists).
  @inlinable
  init(
    oldIDs: UnsafeBufferPointer<ID>, newIDs: UnsafeBufferPointer<ID>,
    combinedCapacityLimit: Int = cachedCapacity
  ) {
    precondition(
      oldIDs.count < Int(Int32.max) && newIDs.count < Int(Int32.max),
      "RosterDiff supports up to 2^31 - 1 elements per side")
    self.oldIDs = oldIDs
    self.newIDs = newIDs
    // A table for both sides (at most two thirds full) while it fits in a cache; beyond, one
    // for the old side with room for a few new identities, and the spare table for the rest.
    var capacity = Self.capacity(atLeast: (oldIDs.count &+ newIDs.count) &* 3 / 2 &+ 8)
    let spareCapacity: Int
    if capacity <= combinedCapacityLimit {
      room = newIDs.count
      spareCapacity = 0
    } else {
      capacity = Self.capacity(for: oldIDs.count)
      room = capacity / 2 &- oldIDs.count
      spareCapacity = Self.capacity(for: newIDs.count)
    }
    _internalInvariant(capacity & (capacity &- 1) == 0, "a capacity that is not a power of two")
    // Every probe loop stops at the first empty slot.
    _internalInvariant(
      oldIDs.count &+ room < capacity, "a table that the identities it may hold could fill")
    let allocation = UnsafeMutableBufferPointer<Slot>.allocate(
      capacity: capacity &+ spareCapacity)
    slots = UnsafeMutableBufferPointer(rebasing: allocation[..<capacity])
    slots.initialize(repeating: Slot(tag: 0, key: 0))
    spareSlots = UnsafeMutableBufferPointer(rebasing: allocation[capacity...])
    mask = capacity &- 1
  }

  /// The most slots a table for both sides may have: 8 MB, what a last-level cache holds
  /// beside the identities. While it fits, a table for both sides at most two thirds full is
  /// faster than one for the old side and a spare one; past it, the table waits on memory at
  /// every probe, and the old side's smaller table alone is faster (the diff workloads in
  /// `Benchmarks/` at a million items show both).
  @inlinable
  static var cachedCapacity: Int { 1 << 20 }

  /// A table's capacity for `count` identities: a power of two, at most half full, so that a
  /// lookup that finds nothing stops after two or three probes.
  @inlinable
  static func capacity(for count: Int) -> Int {
    capacity(atLeast: count &* 2 &+ 8)
  }

  /// The least power of two, 16 or more, that is at least `wanted`.
  @inlinable
  static func capacity(atLeast wanted: Int) -> Int {
    var capacity = 16
    while capacity < wanted { capacity &<<= 1 }
    return capacity
  }

  @inlinable
  func deallocate() {
    // `spareSlots` follows `slots` in their one allocation.
    slots.deallocate()
    chains?.deallocate()
  }

  @inlinable
  static func tag(for hash: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 32) | 1
  }

  /// Records every old identity, linking repeated ones in order.
  @inlinable
  mutating func insertOldIdentities() {
    // On the stack: no allocation per diff.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.batch) { hashes in
      var start = 0
      while start < oldIDs.count {
        let end = Swift.min(start &+ Self.batch, oldIDs.count)
        computeHashes(of: oldIDs, from: start, to: end, into: hashes)
        for offset in start..<end {
          if let first = Self.insert(
            offset, of: oldIDs, hash: hashes[offset &- start], into: slots)
          {
            linkRepeatedOldOccurrence(offset, firstOccurrence: Int(first))
          }
        }
        start = end
      }
    }
  }

  /// Writes the hashes of `ids[start..<end]` to the front of `hashes`.
  @inlinable
  func computeHashes(
    of ids: UnsafeBufferPointer<ID>, from start: Int, to end: Int,
    into hashes: UnsafeMutableBufferPointer<Int>
  ) {
    for offset in start..<end { hashes[offset &- start] = ids[offset].hashValue }
  }

  @inlinable
  mutating func linkRepeatedOldOccurrence(_ offset: Int, firstOccurrence: Int) {
    let chains: Chains
    if let existing = self.chains {
      chains = existing
    } else {
      chains = Chains(count: oldIDs.count)
      self.chains = chains
    }
    let tail = Int(chains.tail[firstOccurrence])
    // Only the second occurrence finds the tail still at the first.
    if tail == firstOccurrence { duplicates.append(oldIDs[offset]) }
    chains.next[tail] = Int32(truncatingIfNeeded: offset)
    chains.tail[firstOccurrence] = Int32(truncatingIfNeeded: offset)
  }

  /// Pairs every new identity with the next unpaired old occurrence of it.
  ///
  /// - Parameters:
  ///   - oldToNew: filled with -1 by the caller; receives the new offset of each paired old one.
  ///   - newToOld: receives the old offset of each new identity, or -1.
  @inlinable
  mutating func pairNewIdentities(
    oldToNew: UnsafeMutableBufferPointer<Int32>, newToOld: UnsafeMutableBufferPointer<Int32>
  ) {
    guard !oldIDs.isEmpty || spareSlots.isEmpty else {
      // Nothing to pair in a large first load: straight to the check for repeats.
      for offset in 0..<newIDs.count {
        insertUnmatchedNewIdentity(at: offset, hash: newIDs[offset].hashValue)
      }
      return
    }
    let chains = self.chains
    // On the stack: no allocation per diff.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.batch) { hashes in
      var start = 0
      while start < newIDs.count {
        let end = Swift.min(start &+ Self.batch, newIDs.count)
        computeHashes(of: newIDs, from: start, to: end, into: hashes)
        for offset in start..<end {
          pairNewIdentity(
            at: offset, hash: hashes[offset &- start], chains: chains, oldToNew: oldToNew,
            newToOld: newToOld)
        }
        start = end
      }
    }
  }

  /// Pairs the new identity at `offset`, whose hash is `hash`; see
  /// ``pairNewIdentities(oldToNew:newToOld:)``.
  @inlinable
  mutating func pairNewIdentity(
    at offset: Int, hash: Int, chains: Chains?, oldToNew: UnsafeMutableBufferPointer<Int32>,
    newToOld: UnsafeMutableBufferPointer<Int32>
  ) {
    let tag = Self.tag(for: hash)
    var position = hash & mask
    var partner: Int32 = -1
    var probes = 0
    while true {
      _internalInvariant(probes < slots.count, "a full table: the probe would never end")
      probes &+= 1
      let slot = slots[position]
      if slot.tag == 0 {
        // Recorded where the probe ended while the table has room, the slot being in cache
        // already; in the second table otherwise.
        if room > 0 {
          _internalInvariant(partner < 0, "an identity recorded as new after it was paired")
          slots[position] = Slot(tag: tag, key: ~Int32(truncatingIfNeeded: offset))
          room &-= 1
        } else {
          insertUnmatchedNewIdentity(at: offset, hash: hash)
        }
        break
      }
      if slot.tag == tag && identity(forKey: slot.key, equals: newIDs[offset]) {
        // A negative key is an identity seen only in new so far: no partner.
        let key = Int(slot.key)
        if let chains, key >= 0 {
          partner = chains.head[key]
          if partner >= 0 { chains.head[key] = chains.next[Int(partner)] }
        } else if key >= 0 && oldToNew[key] < 0 {
          partner = slot.key
        }
        if partner < 0 {
          // More occurrences in new than in old, so new repeats this identity.
          duplicates.append(newIDs[offset])
        }
        break
      }
      position = (position &+ 1) & mask
    }
    newToOld[offset] = partner
    if partner >= 0 { oldToNew[Int(partner)] = Int32(truncatingIfNeeded: offset) }
  }

  /// Records the new identity at `offset`, found in no slot of the first table when it had no
  /// room, in the second, reporting it if it repeats an earlier one there.
  @inlinable
  mutating func insertUnmatchedNewIdentity(at offset: Int, hash: Int) {
    let slots: UnsafeMutableBufferPointer<Slot>
    if let existing = unmatchedSlots {
      slots = existing
    } else {
      // At most every new identity from here on arrives: sized for them, never grown.
      let capacity = Self.capacity(for: newIDs.count &- offset)
      _internalInvariant(capacity <= spareSlots.count, "a second table past its room")
      _internalInvariant(
        newIDs.count &- offset < capacity, "a second table that its identities could fill")
      slots = UnsafeMutableBufferPointer(rebasing: spareSlots[..<capacity])
      slots.initialize(repeating: Slot(tag: 0, key: 0))
      unmatchedSlots = slots
    }
    if Self.insert(offset, of: newIDs, hash: hash, into: slots) != nil {
      duplicates.append(newIDs[offset])
    }
  }

  /// Records `ids[offset]`, whose hash is `hash`, in `slots` keyed by its offset, unless an
  /// equal identity of `ids` is there already: then returns that one's offset and records
  /// nothing.
  @inlinable
  static func insert(
    _ offset: Int, of ids: UnsafeBufferPointer<ID>, hash: Int,
    into slots: UnsafeMutableBufferPointer<Slot>
  ) -> Int32? {
    let mask = slots.count &- 1
    let tag = tag(for: hash)
    var position = hash & mask
    var probes = 0
    while true {
      _internalInvariant(probes < slots.count, "a full table: the probe would never end")
      probes &+= 1
      let slot = slots[position]
      if slot.tag == 0 {
        slots[position] = Slot(tag: tag, key: Int32(truncatingIfNeeded: offset))
        return nil
      }
      // Both read in place: an identity copied out of its buffer costs a retain and a
      // release when it holds a reference (a `String`).
      if slot.tag == tag && ids[Int(slot.key)] == ids[offset] { return slot.key }
      position = (position &+ 1) & mask
    }
  }

  /// Whether the identity a slot's `key` names is `id`, read in place: an identity copied out
  /// of its buffer costs a retain and a release when it holds a reference (a `String`).
  @inlinable
  func identity(forKey key: Int32, equals id: ID) -> Bool {
    key >= 0 ? oldIDs[Int(key)] == id : newIDs[Int(~key)] == id
  }

  /// Whether `id` occurs among the old identities or the new ones, once every new identity is
  /// paired.
  @inlinable
  func contains(_ id: ID) -> Bool {
    let hash = id.hashValue
    let tag = Self.tag(for: hash)
    var position = hash & mask
    while true {
      let slot = slots[position]
      if slot.tag == 0 { break }
      if slot.tag == tag && identity(forKey: slot.key, equals: id) { return true }
      position = (position &+ 1) & mask
    }
    guard let unmatchedSlots else { return false }
    let unmatchedMask = unmatchedSlots.count &- 1
    position = hash & unmatchedMask
    while true {
      let slot = unmatchedSlots[position]
      if slot.tag == 0 { return false }
      if slot.tag == tag && newIDs[Int(slot.key)] == id { return true }
      position = (position &+ 1) & unmatchedMask
    }
  }
}
