/// An open-addressing hash table that pairs identities of an old sequence with those of a new
/// one, the k-th occurrence in old with the k-th occurrence in new.
///
/// It is the hot path of every diff, so it is built for it: one allocation for the slots, sized
/// up front for both sides so it never grows; linear probing; 32 bits of the hash kept in each
/// slot so that a failed probe almost never compares identities; `Int32` offsets. Duplicate
/// identities, rare in practice, cost nothing until the first one appears: only then is the
/// chain array that links an identity's later occurrences allocated.
///
/// The table does not own the identities: it reads them from the two buffers it was given,
/// which must outlive it. Call ``deallocate()`` when done.
@usableFromInline
struct _IdentityTable<ID: Hashable> {
  @usableFromInline
  struct Slot {
    /// High hash bits with the lowest bit set; zero marks an empty slot.
    @usableFromInline var tag: UInt32
    /// The identity's first occurrence: an old offset, or `-(new offset) - 1` for identities
    /// that appear only in new.
    @usableFromInline var key: Int32
    /// The next old occurrence still waiting for a partner, or -1.
    @usableFromInline var head: Int32
    /// The last old occurrence linked so far (only used while old identities are inserted).
    @usableFromInline var tail: Int32

    @inlinable
    init(tag: UInt32, key: Int32, head: Int32, tail: Int32) {
      self.tag = tag
      self.key = key
      self.head = head
      self.tail = tail
    }
  }

  @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
  @usableFromInline let mask: Int
  @usableFromInline let oldIDs: UnsafeBufferPointer<ID>
  @usableFromInline let newIDs: UnsafeBufferPointer<ID>
  /// `nextOccurrence[o]` is the old offset of the next occurrence of `oldIDs[o]`, or -1.
  @usableFromInline var nextOccurrence: UnsafeMutableBufferPointer<Int32>?
  /// Identities seen more than once on either side, in order of discovery, possibly repeated.
  @usableFromInline var duplicates: [ID] = []

  @inlinable
  init(oldIDs: UnsafeBufferPointer<ID>, newIDs: UnsafeBufferPointer<ID>) {
    precondition(
      oldIDs.count < Int(Int32.max) && newIDs.count < Int(Int32.max),
      "RosterDiff supports up to 2^31 - 1 elements per side")
    self.oldIDs = oldIDs
    self.newIDs = newIDs
    let wanted = (oldIDs.count + newIDs.count) &* 3 / 2 + 8
    var capacity = 16
    while capacity < wanted { capacity &<<= 1 }
    mask = capacity &- 1
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(tag: 0, key: 0, head: -1, tail: -1))
  }

  @inlinable
  func deallocate() {
    slots.deallocate()
    nextOccurrence?.deallocate()
  }

  @inlinable
  static func tag(for hash: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 32) | 1
  }

  @inlinable
  func identity(forKey key: Int32) -> ID {
    key >= 0 ? oldIDs[Int(key)] : newIDs[Int(-(key + 1))]
  }

  /// Records every old identity, linking repeated ones in order.
  @inlinable
  mutating func insertOldIdentities() {
    for offset in 0..<oldIDs.count {
      let id = oldIDs[offset]
      let hash = id.hashValue
      let tag = Self.tag(for: hash)
      var position = hash & mask
      while true {
        let slot = slots[position]
        if slot.tag == 0 {
          let key = Int32(truncatingIfNeeded: offset)
          slots[position] = Slot(tag: tag, key: key, head: key, tail: key)
          break
        }
        if slot.tag == tag && identity(forKey: slot.key) == id {
          linkRepeatedOldOccurrence(offset, slotPosition: position)
          break
        }
        position = (position &+ 1) & mask
      }
    }
  }

  @inlinable
  mutating func linkRepeatedOldOccurrence(_ offset: Int, slotPosition: Int) {
    let chain: UnsafeMutableBufferPointer<Int32>
    if let existing = nextOccurrence {
      chain = existing
    } else {
      chain = .allocate(capacity: oldIDs.count)
      chain.initialize(repeating: -1)
      nextOccurrence = chain
    }
    let slot = slots[slotPosition]
    if slot.head == slot.tail { duplicates.append(oldIDs[offset]) }
    chain[Int(slot.tail)] = Int32(truncatingIfNeeded: offset)
    slots[slotPosition].tail = Int32(truncatingIfNeeded: offset)
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
    for offset in 0..<newIDs.count {
      let id = newIDs[offset]
      let hash = id.hashValue
      let tag = Self.tag(for: hash)
      var position = hash & mask
      var partner: Int32 = -1
      while true {
        let slot = slots[position]
        if slot.tag == 0 {
          let key = -Int32(truncatingIfNeeded: offset) - 1
          slots[position] = Slot(tag: tag, key: key, head: -1, tail: -1)
          break
        }
        if slot.tag == tag && identity(forKey: slot.key) == id {
          if slot.head >= 0 {
            partner = slot.head
            slots[position].head = nextOccurrence.map { $0[Int(slot.head)] } ?? -1
          } else {
            // More occurrences in new than in old, so new repeats this identity.
            duplicates.append(id)
          }
          break
        }
        position = (position &+ 1) & mask
      }
      newToOld[offset] = partner
      if partner >= 0 { oldToNew[Int(partner)] = Int32(truncatingIfNeeded: offset) }
    }
  }

  /// Whether `id` occurs among the identities recorded so far.
  @inlinable
  func contains(_ id: ID) -> Bool {
    let hash = id.hashValue
    let tag = Self.tag(for: hash)
    var position = hash & mask
    while true {
      let slot = slots[position]
      if slot.tag == 0 { return false }
      if slot.tag == tag && identity(forKey: slot.key) == id { return true }
      position = (position &+ 1) & mask
    }
  }
}
