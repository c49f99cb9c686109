extension Changes {
  @inlinable
  static func _compute<Element>(
    old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>,
    id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
    partitionThreshold: Int = _IdentityPairing<ID>.partitionThreshold,
    smallEditLimit: Int = _SmallEditPairing.maxEdits
  ) -> Changes {
    let oldCount = old.count
    let newCount = new.count
    var (prefix, suffix, prefixUpdates) = _commonEnds(
      old: old, new: new, id: id, isContentEqual: isContentEqual)

    let middle: _MiddleChanges
    if let unhashed = _MiddleChanges(
      withoutHashing: old, new, prefix: prefix, suffix: suffix, id: id,
      isContentEqual: isContentEqual, smallEditLimit: smallEditLimit)
    {
      middle = unhashed
    } else if let trimmed = _MiddleChanges(
      old: old, new: new, prefix: prefix, suffix: suffix, id: id, isContentEqual: isContentEqual,
      partitionThreshold: partitionThreshold)
    {
      middle = trimmed
    } else {
      // A suffix identity also occurs in the middle: pairing from the end would break the
      // k-th-occurrence rule, so pair everything after the prefix instead.
      suffix = 0
      middle = _MiddleChanges(
        withoutSuffix: old, new, prefix: prefix, id: id, isContentEqual: isContentEqual,
        partitionThreshold: partitionThreshold)
    }

    var updates = prefixUpdates
    updates.append(contentsOf: middle.updates)
    for offset in 0..<suffix {
      let oldOffset = oldCount &- suffix &+ offset
      let newOffset = newCount &- suffix &+ offset
      if !isContentEqual(old[oldOffset], new[newOffset]) {
        updates.append(OffsetPair(from: oldOffset, to: newOffset))
      }
    }
    return Changes(
      deletions: middle.deletions, insertions: middle.insertions, moves: middle.moves,
      updates: updates, duplicates: middle.duplicates)
  }

  /// The lengths of the common prefix and suffix of identities (the suffix no longer than what
  /// the prefix leaves), and the prefix's elements whose content changed. A function of its
  /// own, so that its loops keep their few values in registers whatever the diff does after.
  @inlinable @inline(never)
  static func _commonEnds<Element>(
    old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>,
    id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) -> (prefix: Int, suffix: Int, prefixUpdates: [OffsetPair]) {
    let oldCount = old.count
    let newCount = new.count
    let common = Swift.min(oldCount, newCount)
    var prefixUpdates: [OffsetPair] = []
    var prefix = 0
    while prefix < common {
      let oldElement = old[prefix]
      let newElement = new[prefix]
      guard id(oldElement) == id(newElement) else { break }
      if !isContentEqual(oldElement, newElement) {
        prefixUpdates.append(OffsetPair(from: prefix, to: prefix))
      }
      prefix &+= 1
    }
    var suffix = 0
    while suffix < common &- prefix
      && id(old[oldCount &- 1 &- suffix]) == id(new[newCount &- 1 &- suffix])
    {
      suffix &+= 1
    }
    return (prefix, suffix, prefixUpdates)
  }

  /// The changes between the parts of two collections that lie between their common prefix
  /// and common suffix, in absolute offsets.
  @usableFromInline
  struct _MiddleChanges {
    @usableFromInline var deletions: [Int] = []
    @usableFromInline var insertions: [Int] = []
    @usableFromInline var moves: [OffsetPair] = []
    @usableFromInline var updates: [OffsetPair] = []
    @usableFromInline var duplicates: [ID] = []
    /// For each old element of the middle, its partner's offset in the new middle, or -1.
    @usableFromInline var oldToNew: [Int32] = []

    /// The changes after a common prefix, with no suffix trimmed: nothing to reject.
    @inlinable
    init<Element>(
      withoutSuffix old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>,
      prefix: Int, id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
      partitionThreshold: Int = _IdentityPairing<ID>.partitionThreshold
    ) {
      guard
        let middle = _MiddleChanges(
          old: old, new: new, prefix: prefix, suffix: 0, id: id, isContentEqual: isContentEqual,
          partitionThreshold: partitionThreshold)
      else { preconditionFailure("only a suffix can be rejected, and there is none") }
      self = middle
    }

    /// Returns `nil` when an identity of the suffix also occurs in the middle.
    ///
    /// - Parameter partitionThreshold: From how many identities the middles are paired in
    ///   parts (``_PartitionedPairing``); tests lower it.
    @inlinable
    init?<Element>(
      old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>,
      prefix: Int, suffix: Int,
      id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
      partitionThreshold: Int
    ) {
      let oldEnd = old.count &- suffix
      let newEnd = new.count &- suffix
      let oldMiddleCount = oldEnd &- prefix
      let newMiddleCount = newEnd &- prefix
      guard oldMiddleCount > 0 || newMiddleCount > 0 else { return }
      if oldMiddleCount == 0 || newMiddleCount == 0, suffix == 0 {
        // Nothing to pair: the middle is all insertions or all deletions. Its identities are
        // still hashed once, so that repeated ones are reported like anywhere else.
        deletions = Array(prefix..<oldEnd)
        insertions = Array(prefix..<newEnd)
        oldToNew = [Int32](repeating: -1, count: oldMiddleCount)
        duplicates = Changes.duplicateIdentities(
          in: oldMiddleCount > 0 ? old[prefix..<oldEnd] : new[prefix..<newEnd], id: id)
        return
      }

      var pairing: _IdentityPairing<ID>?
      if oldMiddleCount &+ newMiddleCount >= partitionThreshold {
        // In parts, reading each identity from its element: no arrays of identities.
        switch _PartitionedPairing.pair(
          oldCount: oldMiddleCount, newCount: newMiddleCount,
          oldHash: { id(old[prefix &+ $0]).hashValue },
          newHash: { id(new[prefix &+ $0]).hashValue },
          isPair: { id(old[prefix &+ $0]) == id(new[prefix &+ $1]) },
          oldID: { id(old[prefix &+ $0]) }, newID: { id(new[prefix &+ $0]) },
          suffixCount: suffix, suffixID: { id(old[oldEnd &+ $0]) })
        {
        case .paired(let oldToNew, let newToOld):
          pairing = _IdentityPairing(oldToNew: oldToNew, newToOld: newToOld)
        case .rejected: return nil
        case .undecided: break  // repeated identities, or a hash collision: the table decides
        }
      }
      guard
        let pairing = pairing
          ?? Self.tablePairing(
            old: old, new: new, prefix: prefix, oldEnd: oldEnd, newEnd: newEnd, id: id)
      else { return nil }
      finish(
        pairing: pairing, old: old, new: new, prefix: prefix, isContentEqual: isContentEqual)
    }

    /// The pairing of the middles by the identity table, or `nil` when an identity of the
    /// suffix (from `oldEnd` on) occurs in either.
    @inlinable
    static func tablePairing<Element>(
      old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>,
      prefix: Int, oldEnd: Int, newEnd: Int, id: (Element) -> ID
    ) -> _IdentityPairing<ID>? {
      let oldMiddleCount = oldEnd &- prefix
      let newMiddleCount = newEnd &- prefix
      // Never with no capacity: see `_SectionedItemChanges.identities(of:count:itemID:)`.
      let oldIDs: [ID] =
        oldMiddleCount == 0
        ? []
        : Array(unsafeUninitializedCapacity: oldMiddleCount) { buffer, count in
          for offset in 0..<oldMiddleCount {
            buffer.initializeElement(at: offset, to: id(old[prefix &+ offset]))
          }
          count = oldMiddleCount
        }
      let newIDs: [ID] =
        newMiddleCount == 0
        ? []
        : Array(unsafeUninitializedCapacity: newMiddleCount) { buffer, count in
          for offset in 0..<newMiddleCount {
            buffer.initializeElement(at: offset, to: id(new[prefix &+ offset]))
          }
          count = newMiddleCount
        }
      // Tried in parts already, if at all.
      return _IdentityPairing(
        oldIDs: oldIDs, newIDs: newIDs, partitionThreshold: .max,
        suffixCount: old.count &- oldEnd, suffixID: { id(old[oldEnd &+ $0]) })
    }

    /// Fills the changes in from `pairing` of the middles that start at `prefix`.
    @inlinable
    mutating func finish<Element>(
      pairing: _IdentityPairing<ID>, old: UnsafeBufferPointer<Element>,
      new: UnsafeBufferPointer<Element>, prefix: Int,
      isContentEqual: (Element, Element) -> Bool
    ) {
      let oldMiddleCount = pairing.oldToNew.count
      duplicates = pairing.duplicates
      oldToNew = pairing.oldToNew

      for (offset, partner) in pairing.oldToNew.enumerated() where partner < 0 {
        deletions.append(prefix &+ offset)
      }
      for (offset, partner) in pairing.newToOld.enumerated() {
        if partner < 0 {
          insertions.append(prefix &+ offset)
        } else if !isContentEqual(old[prefix &+ Int(partner)], new[prefix &+ offset]) {
          updates.append(OffsetPair(from: prefix &+ Int(partner), to: prefix &+ offset))
        }
      }

      var stationary = [Bool](repeating: false, count: oldMiddleCount)
      let marker = _StationaryMarker(capacity: oldMiddleCount)
      defer { marker.deallocate() }
      // Read through a plain buffer: a mutable one would copy the array `oldToNew` shares.
      pairing.oldToNew.withUnsafeBufferPointer { values in
        stationary.withUnsafeMutableBufferPointer { stationary in
          marker.mark(values: values, range: 0..<oldMiddleCount, stationary: stationary)
        }
      }
      for offset in 0..<oldMiddleCount {
        let partner = pairing.oldToNew[offset]
        if partner >= 0 && !stationary[offset] {
          moves.append(OffsetPair(from: prefix &+ offset, to: prefix &+ Int(partner)))
        }
      }
    }
  }
}
