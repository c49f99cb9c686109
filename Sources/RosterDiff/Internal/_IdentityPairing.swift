/// The k-th-occurrence pairing of two identity arrays: for each old offset the new offset of
/// its partner, and the reverse, with -1 for unpaired elements.
@usableFromInline
struct _IdentityPairing<ID: Hashable> {
  @usableFromInline var oldToNew: [Int32]
  @usableFromInline var newToOld: [Int32]
  /// Identities repeated on either side, each once, in order of discovery.
  @usableFromInline var duplicates: [ID]

  /// Pairs `oldIDs` with `newIDs`, or returns `nil` when an identity of a suffix the caller
  /// trimmed occurs among them (the caller then pairs again without trimming it).
  ///
  /// - Parameters:
  ///   - combinedCapacityLimit: See ``_IdentityTable``.
  ///   - partitionThreshold: From how many identities (old and new) the pairing is first tried
  ///     in cache-sized parts (``_PartitionedPairing``); tests lower it.
  ///   - repeatFilterThreshold: From how many identities one side, when the other is empty, is
  ///     checked for repeats through ``_RepeatFilter`` instead of the table; tests change it.
  ///   - suffixCount: How many identities the caller trimmed after the middle.
  ///   - suffixID: The identity of the trimmed suffix at an offset.
  /// - Complexity: O(*n* + *m*) expected time and memory.
  @inlinable
  init?(
    oldIDs: [ID], newIDs: [ID],
    combinedCapacityLimit: Int = _IdentityTable<ID>.cachedCapacity,
    partitionThreshold: Int = _IdentityPairing.partitionThreshold,
    repeatFilterThreshold: Int = _IdentityPairing.repeatFilterThreshold,
    suffixCount: Int = 0, suffixID: (Int) -> ID = { _ in preconditionFailure("no suffix") }
  ) {
    if oldIDs.isEmpty || newIDs.isEmpty, suffixCount == 0,
      oldIDs.count &+ newIDs.count >= repeatFilterThreshold
    {
      // Nothing to pair: only repeats to find.
      self.oldToNew = [Int32](repeating: -1, count: oldIDs.count)
      self.newToOld = [Int32](repeating: -1, count: newIDs.count)
      self.duplicates = (oldIDs.isEmpty ? newIDs : oldIDs).withUnsafeBufferPointer {
        _RepeatFilter.repeatedIdentities(in: $0)
      }
      return
    }
    if oldIDs.count &+ newIDs.count >= partitionThreshold {
      let outcome = oldIDs.withUnsafeBufferPointer { old in
        newIDs.withUnsafeBufferPointer { new in
          _PartitionedPairing.pair(
            oldCount: old.count, newCount: new.count, oldHash: { old[$0].hashValue },
            newHash: { new[$0].hashValue }, isPair: { old[$0] == new[$1] },
            oldID: { old[$0] }, newID: { new[$0] }, suffixCount: suffixCount, suffixID: suffixID)
        }
      }
      switch outcome {
      case .paired(let oldToNew, let newToOld):
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.duplicates = []
        return
      case .rejected: return nil
      case .undecided: break  // repeated identities, or a hash collision: the table decides
      }
    }
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
        for offset in 0..<suffixCount where table.contains(suffixID(offset)) {
          return (false, [])
        }
        return (true, table.duplicates)
      }
    }
    guard outcome.accepted else { return nil }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.duplicates = _uniqued(outcome.duplicates)
  }

  /// A pairing found by ``_PartitionedPairing``: no repeats.
  @inlinable
  init(oldToNew: [Int32], newToOld: [Int32]) {
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.duplicates = []
  }

  /// From how many identities the pairing is tried in parts: from there, on the diff
  /// workloads in `Benchmarks/`, the parts are faster than one table.
  @inlinable
  static var partitionThreshold: Int { 1 << 18 }

  /// From how many identities one side alone is checked through ``_RepeatFilter``: below, the
  /// table fits in the caches anyway.
  @inlinable
  static var repeatFilterThreshold: Int { 1 << 12 }
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
