extension Changes._MiddleChanges {
  /// The changes of a middle found without hashing an identity, or `nil` when that cannot be
  /// done and the middle must be paired through the table.
  ///
  /// Two kinds of middle need no hashing. One side's middle is empty with no suffix after it
  /// (a first load, an append, a list cleared): nothing is paired, every element of the other
  /// side is deleted or inserted. The two middles differ by at most `smallEditLimit`
  /// deletions and insertions whose identities occur once on each side
  /// (``_SmallEditPairing``): a rotation, an insertion or a move in a long list. Either way
  /// the changes are the ones the table gives, except that no repeated identity is reported:
  /// finding one would mean hashing every identity, which is all the cost these middles avoid.
  ///
  /// - Parameter smallEditLimit: How many edits the walk looks for; a negative limit hashes
  ///   every middle, as tests do to compare the two.
  /// - Complexity: O(*n* + *m*) for an empty side; O((*n* + *m*) · *D*) time for *D* ≤
  ///   `smallEditLimit` edits (O(*n* + *m* + *D*²) when runs of equal identities are rare),
  ///   plus O(*k*) for the *k* paired elements; O(*n* + *m*) memory.
  @inlinable @inline(never)
  init?<Element>(
    withoutHashing old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>,
    prefix: Int, suffix: Int, id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
    smallEditLimit: Int
  ) {
    guard smallEditLimit >= 0 else { return nil }
    let oldEnd = old.count &- suffix
    let newEnd = new.count &- suffix
    let oldMiddleCount = oldEnd &- prefix
    let newMiddleCount = newEnd &- prefix
    guard oldMiddleCount > 0 || newMiddleCount > 0 else { return nil }
    if oldMiddleCount == 0 || newMiddleCount == 0, suffix == 0 {
      deletions = Array(prefix..<oldEnd)
      insertions = Array(prefix..<newEnd)
      oldToNew = [Int32](repeating: -1, count: oldMiddleCount)
      return
    }
    guard
      let pairing = _SmallEditPairing.pair(
        old: old, new: new, prefix: prefix, oldEnd: oldEnd, newEnd: newEnd, id: id,
        maxEdits: smallEditLimit)
    else { return nil }
    finish(
      pairing: _IdentityPairing(oldToNew: pairing.oldToNew, newToOld: pairing.newToOld),
      old: old, new: new, prefix: prefix, isContentEqual: isContentEqual)
  }
}
