import RosterDiff
import Testing

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

  /// - Parameter changes: The changes to check when they were computed otherwise than by the
  ///   public initializer (with the pairing in parts forced, in
  ///   ``PartitionedPairingPropertyTests``); the initializer's by default.
  init(_ diffCase: FlatCase, changes: Changes<Int>? = nil) {
    old = diffCase.old
    new = diffCase.new
    self.changes = changes ?? Changes(from: diffCase.old, to: diffCase.new)
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

  /// `duplicates` lists, once each, the identities repeated among the elements the diff
  /// hashed: at least those repeated between the longest common prefix and suffix, at most
  /// those repeated anywhere. `duplicateIdentities(in:id:)` checks everything.
  func reportsDuplicates() {
    let prefix = zip(oldIDs, newIDs).prefix { $0 == $1 }.count
    let suffix = zip(oldIDs.dropFirst(prefix).reversed(), newIDs.dropFirst(prefix).reversed())
      .prefix { $0 == $1 }.count
    let lowest = ReferenceDiff.repeated(oldIDs[prefix..<(oldIDs.count - suffix)])
      .union(ReferenceDiff.repeated(newIDs[prefix..<(newIDs.count - suffix)]))
    let highest = ReferenceDiff.repeated(oldIDs).union(ReferenceDiff.repeated(newIDs))
    let reported = Set(changes.duplicates)
    #expect(reported.count == changes.duplicates.count, "listed once each")
    #expect(lowest.isSubset(of: reported), "missing \(lowest.subtracting(reported))")
    #expect(reported.isSubset(of: highest), "not repeated: \(reported.subtracting(highest))")
    for ids in [oldIDs, newIDs] {
      #expect(
        Changes.duplicateIdentities(in: ids, id: { $0 })
          == ReferenceDiff.repeatedInOrderOfSecondOccurrence(ids))
    }
  }

  /// The same input gives the same changes, from arrays, slices and collections without
  /// contiguous storage alike.
  func isDeterministic() {
    #expect(Changes(from: old, to: new) == changes)
    let padding = [Item(id: -1)]
    let slices = Changes(from: (padding + old).dropFirst(), to: (new + padding).dropLast())
    #expect(slices == changes)
    #expect(Changes(from: old.lazy.map { $0 }, to: new.lazy.map { $0 }) == changes)
  }
}

func isStrictlyIncreasing<T: Comparable>(_ values: [T]) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
}
