import Testing

@testable import RosterDiff

/// The promises of ``Changes``, each checked against ``ReferenceDiff`` and ``ReferenceApply``.
struct ChangesChecks {
  let old: [Item]
  let new: [Item]
  let changes: Changes<Int>
  let oldIDs: [Int]
  let newIDs: [Int]
  /// The reference k-th-occurrence pairing.
  let oldToNew: [Int?]
  let newToOld: [Int?]
  /// Whether `changes` are the initializer's, which pairs some middles without hashing.
  let mayPairWithoutHashing: Bool

  /// - Parameter changes: The changes to check when they were computed otherwise than by the
  ///   public initializer (with the pairing in parts forced, in
  ///   ``PartitionedPairingPropertyTests``); the initializer's by default.
  init(_ diffCase: FlatCase, changes: Changes<Int>? = nil) {
    old = diffCase.old
    new = diffCase.new
    self.changes = changes ?? Changes(from: diffCase.old, to: diffCase.new)
    mayPairWithoutHashing = changes == nil
    oldIDs = old.map(\.id)
    newIDs = new.map(\.id)
    (oldToNew, newToOld) = ReferenceDiff.pairing(oldIDs, newIDs)
  }

  /// Runs every check.
  func all() {
    applyingYieldsNew()
    updatesAreExactlyTheChangedPairs()
    isMinimal()
    pairsKthOccurrences()
    isOrdered()
    reportsDuplicates()
    agreesWithTheTable()
    isDeterministic()
  }

  /// Where each new offset's element comes from after applying the changes UIKit's way.
  func applied() -> [Int?]? {
    do {
      return try ReferenceApply.apply(
        oldCount: old.count, newCount: new.count, deletions: changes.deletions,
        insertions: changes.insertions, moves: changes.moves)
    } catch {
      Issue.record("UIKit would reject \(changes): \(error)")
      return nil
    }
  }

  /// Applying deletions, insertions and moves yields the identities of `new`, and every old
  /// element lands where its k-th-occurrence partner is (stationary ones included).
  func applyingYieldsNew() {
    guard let origins = applied() else { return }
    let identities = origins.enumerated().map { offset, origin in
      origin.map { oldIDs[$0] } ?? newIDs[offset]
    }
    #expect(identities == newIDs, "applied: \(origins)")
    #expect(origins == newToOld, "each element lands on its k-th-occurrence partner")
  }

  /// `updates` is exactly the paired elements whose content differs, by new offset, and with
  /// them every element shows its new content.
  func updatesAreExactlyTheChangedPairs() {
    let expected = new.indices.compactMap { offset -> OffsetPair? in
      guard let partner = newToOld[offset], old[partner].content != new[offset].content
      else { return nil }
      return OffsetPair(from: partner, to: offset)
    }
    #expect(changes.updates == expected)
    guard let origins = applied() else { return }
    let updated = Set(changes.updates)
    for (offset, origin) in origins.enumerated() {
      guard let origin else { continue }
      let shown =
        updated.contains(OffsetPair(from: origin, to: offset))
        ? new[offset].content : old[origin].content
      #expect(shown == new[offset].content, "content at \(offset)")
    }
  }

  /// The fewest deletions and insertions for the identities, and the fewest moves: paired
  /// elements minus a longest increasing subsequence.
  func isMinimal() {
    #expect(
      changes.deletions.count + changes.insertions.count
        == ReferenceDiff.minimumDeletionsAndInsertions(oldIDs, newIDs))
    #expect(changes.deletions == old.indices.filter { oldToNew[$0] == nil })
    #expect(changes.insertions == new.indices.filter { newToOld[$0] == nil })
    #expect(changes.moves.count == ReferenceDiff.minimumMoves(oldToNew: oldToNew))
  }

  /// Every move and update pairs the k-th occurrence in old with the k-th in new.
  func pairsKthOccurrences() {
    for pair in changes.moves + changes.updates {
      #expect(oldToNew[pair.from] == pair.to, "\(pair) is not a k-th-occurrence pair")
    }
  }

  /// Deletions and insertions ascending, moves by old offset, updates by new offset.
  func isOrdered() {
    #expect(isStrictlyIncreasing(changes.deletions))
    #expect(isStrictlyIncreasing(changes.insertions))
    #expect(isStrictlyIncreasing(changes.moves.map(\.from)))
    #expect(isStrictlyIncreasing(changes.updates.map(\.to)))
  }

  /// The common prefix and suffix of the identities, as the engine trims them.
  var trimmed: (prefix: Int, suffix: Int) {
    let prefix = zip(oldIDs, newIDs).prefix { $0 == $1 }.count
    let suffix = zip(oldIDs.dropFirst(prefix).reversed(), newIDs.dropFirst(prefix).reversed())
      .prefix { $0 == $1 }.count
    return (prefix, suffix)
  }

  /// The changes every middle hashed, through the table: what `Changes` computed before it
  /// learned to pair small edits and one-sided middles without hashing.
  var hashedChanges: Changes<Int> {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        Changes._compute(old: old, new: new, id: \.id, isContentEqual: ==, smallEditLimit: -1)
      }
    }
  }

  /// `duplicates` lists, once each, the identities repeated among the elements the diff
  /// hashed: none when one side's middle is empty with no suffix, none or those of the table
  /// when the middles are a small edit apart, and otherwise at least those repeated between
  /// the longest common prefix and suffix, at most those repeated anywhere.
  /// `duplicateIdentities(in:id:)` checks everything.
  func reportsDuplicates() {
    let (prefix, suffix) = trimmed
    let oldMiddle = oldIDs[prefix..<(oldIDs.count - suffix)]
    let newMiddle = newIDs[prefix..<(newIDs.count - suffix)]
    let lowest = ReferenceDiff.repeated(oldMiddle).union(ReferenceDiff.repeated(newMiddle))
    let highest = ReferenceDiff.repeated(oldIDs).union(ReferenceDiff.repeated(newIDs))
    let reported = Set(changes.duplicates)
    let hashed = Set(hashedChanges.duplicates)
    #expect(reported.count == changes.duplicates.count, "listed once each")
    #expect(lowest.isSubset(of: hashed), "missing \(lowest.subtracting(hashed))")
    #expect(reported.isSubset(of: highest), "not repeated: \(reported.subtracting(highest))")
    if !mayPairWithoutHashing {
      #expect(reported == hashed, "hashed like the table")
    } else if (oldMiddle.isEmpty || newMiddle.isEmpty) && suffix == 0 {
      #expect(reported.isEmpty, "a one-sided middle is not hashed")
    } else if ReferenceDiff.editDistance(Array(oldMiddle), Array(newMiddle))
      > _SmallEditPairing.maxEdits
    {
      #expect(reported == hashed, "a middle beyond a small edit is hashed")
    } else {
      #expect(reported.isEmpty || reported == hashed)
    }
    for ids in [oldIDs, newIDs] {
      #expect(
        Changes.duplicateIdentities(in: ids, id: { $0 })
          == ReferenceDiff.repeatedInOrderOfSecondOccurrence(ids))
    }
  }

  /// Deletions, insertions, moves and updates are exactly those of the table, however the
  /// middle was paired.
  func agreesWithTheTable() {
    let hashed = hashedChanges
    #expect(changes.deletions == hashed.deletions)
    #expect(changes.insertions == hashed.insertions)
    #expect(changes.moves == hashed.moves)
    #expect(changes.updates == hashed.updates)
  }

  /// The same input gives the same changes, from arrays, slices and collections without
  /// contiguous storage alike. (Changes computed otherwise are compared with the table's by
  /// ``agreesWithTheTable()`` instead: the initializer may not hash their middle.)
  func isDeterministic() {
    let computed = Changes(from: old, to: new)
    if mayPairWithoutHashing { #expect(computed == changes) }
    let padding = [Item(id: -1)]
    let slices = Changes(from: (padding + old).dropFirst(), to: (new + padding).dropLast())
    #expect(slices == computed)
    #expect(Changes(from: old.lazy.map { $0 }, to: new.lazy.map { $0 }) == computed)
  }
}

func isStrictlyIncreasing<T: Comparable>(_ values: [T]) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
}
