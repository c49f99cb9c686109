/// The k-th-occurrence pairing of two identity arrays: for each old offset the new offset of
/// its partner, and the reverse, with -1 for unpaired elements.
@usableFromInline
struct _IdentityPairing<ID: Hashable> {
  @usableFromInline var oldToNew: [Int32]
  @usableFromInline var newToOld: [Int32]
  /// Identities repeated on either side, each once, in order of discovery.
  @usableFromInline var duplicates: [ID]

  /// Pairs `oldIDs` with `newIDs`, or returns `nil` when `rejectIf` finds, in the finished
  /// table, a reason to start over (the caller's suffix check).
  ///
  /// - Complexity: O(*n* + *m*) expected time and memory.
  @inlinable
  init?(
    oldIDs: [ID], newIDs: [ID],
    combinedCapacityLimit: Int = _IdentityTable<ID>.cachedCapacity,
    rejectIf isRejected: (_IdentityTable<ID>) -> Bool = { _ in false }
  ) {
    var oldToNew = [Int32](repeating: -1, count: oldIDs.count)
    var newToOld = [Int32](repeating: -1, count: newIDs.count)
    let outcome: (accepted: Bool, duplicates: [ID]) = oldIDs.withUnsafeBufferPointer { old in
      newIDs.withUnsafeBufferPointer { new in
        var table = _IdentityTable(
          oldIDs: old, newIDs: new, combinedCapacityLimit: combinedCapacityLimit)
        defer { table.deallocate() }
        table.insertOldIdentities()
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
          newToOld.withUnsafeMutableBufferPointer { newToOld in
            table.pairNewIdentities(oldToNew: oldToNew, newToOld: newToOld)
          }
        }
        if isRejected(table) { return (false, []) }
        return (true, table.duplicates)
      }
    }
    guard outcome.accepted else { return nil }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.duplicates = _uniqued(outcome.duplicates)
  }
}

/// `ids` without repetitions, in first-seen order. Only ever called on diagnostic lists.
@inlinable
func _uniqued<ID: Hashable>(_ ids: [ID]) -> [ID] {
  guard ids.count > 1 else { return ids }
  var seen = Set<ID>(minimumCapacity: ids.count)
  return ids.filter { seen.insert($0).inserted }
}

/// Calls `body` with the contiguous storage of `collection`, copying it only when the collection
/// has none (arrays and array slices never copy).
@inlinable
func _withContiguousElements<C: Collection, Result>(
  of collection: C, _ body: (UnsafeBufferPointer<C.Element>) -> Result
) -> Result {
  if let result = collection.withContiguousStorageIfAvailable(body) { return result }
  return Array(collection).withUnsafeBufferPointer(body)
}
