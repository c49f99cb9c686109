/// Which old section became which new one, worked out from section changes the way UIKit does:
/// moved sections go where their move says; the others that survive keep their old relative
/// order and fill the offsets left free by insertions and move destinations.
///
/// `package` because UIKit's batch split for bands (`BandedBatch`, in RosterHostSupport) pairs
/// sections by the same rule: there is one answer to it.
package struct SectionPairing {
  /// For each old section, its new offset, or -1 when deleted.
  package var oldToNew: [Int]
  /// For each new section, its old offset, or -1 when inserted.
  var newToOld: [Int]

  /// The pairing of `batch`'s section deletions, insertions and moves, from `oldCount`
  /// sections to `newCount`; positions out of range are ignored.
  ///
  /// - Complexity: O(*n* + *m*) for *n* old and *m* new sections.
  package init(_ batch: BatchUpdate, oldCount: Int, newCount: Int) {
    self.init(
      oldCount: oldCount, newCount: newCount, deletions: batch.sectionDeletions,
      insertions: batch.sectionInsertions, moves: batch.sectionMoves)
  }

  /// - Complexity: O(*n* + *m*) for *n* old and *m* new sections.
  private init(
    oldCount: Int, newCount: Int, deletions: [Int], insertions: [Int], moves: [OffsetPair]
  ) {
    var oldToNew = [Int](repeating: -1, count: oldCount)
    var newToOld = [Int](repeating: -1, count: newCount)
    var oldTaken = [Bool](repeating: false, count: oldCount)
    var newTaken = [Bool](repeating: false, count: newCount)
    for deletion in deletions where deletion < oldCount { oldTaken[deletion] = true }
    for insertion in insertions where insertion < newCount { newTaken[insertion] = true }
    for move in moves where move.from < oldCount && move.to < newCount {
      oldTaken[move.from] = true
      newTaken[move.to] = true
      oldToNew[move.from] = move.to
      newToOld[move.to] = move.from
    }
    var next = 0
    for old in 0..<oldCount where !oldTaken[old] {
      while next < newCount && newTaken[next] { next += 1 }
      guard next < newCount else { break }
      oldToNew[old] = next
      newToOld[next] = old
      next += 1
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }
}

extension SectionPairing {
  /// The pairing of `batch`'s section changes, or `nil` when they do not fit the counts: a
  /// position out of range or named twice, or survivors that do not fill the free offsets.
  ///
  /// - Complexity: O(*n* + *m*) for *n* old and *m* new sections.
  init?(validating batch: BatchUpdate, oldCount: Int, newCount: Int) {
    let (deletions, insertions, moves) =
      (batch.sectionDeletions, batch.sectionInsertions, batch.sectionMoves)
    var removed = [Bool](repeating: false, count: oldCount)
    var added = [Bool](repeating: false, count: newCount)
    var removedCount = 0
    var addedCount = 0
    for index in deletions + moves.map(\.from) {
      guard removed.indices.contains(index), !removed[index] else { return nil }
      removed[index] = true
      removedCount += 1
    }
    for index in insertions + moves.map(\.to) {
      guard added.indices.contains(index), !added[index] else { return nil }
      added[index] = true
      addedCount += 1
    }
    guard oldCount - removedCount == newCount - addedCount else { return nil }
    self.init(batch, oldCount: oldCount, newCount: newCount)
  }
}
