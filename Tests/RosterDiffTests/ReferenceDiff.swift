/// A small, obviously correct model of what RosterDiff promises, written for clarity and not
/// speed (everything here is quadratic or worse). The property tests compare the engine with it.
enum ReferenceDiff {
  /// The k-th-occurrence pairing: the k-th occurrence of an identity in `old` pairs with its
  /// k-th occurrence in `new`; `nil` where an element has no partner.
  static func pairing<ID: Hashable>(
    _ old: [ID], _ new: [ID]
  ) -> (oldToNew: [Int?], newToOld: [Int?]) {
    var oldToNew = [Int?](repeating: nil, count: old.count)
    var newToOld = [Int?](repeating: nil, count: new.count)
    for (newOffset, id) in new.enumerated() {
      let k = new[..<newOffset].filter { $0 == id }.count
      let oldOccurrences = old.indices.filter { old[$0] == id }
      if k < oldOccurrences.count {
        newToOld[newOffset] = oldOccurrences[k]
        oldToNew[oldOccurrences[k]] = newOffset
      }
    }
    return (oldToNew, newToOld)
  }

  /// The length of a longest strictly increasing subsequence, by the textbook O(n²) recurrence.
  static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var endingAt = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] {
        endingAt[i] = max(endingAt[i], endingAt[j] + 1)
      }
    }
    return endingAt.max() ?? 0
  }

  /// The fewest moves for a pairing: paired elements minus a longest increasing subsequence of
  /// their new offsets, taken in old order.
  static func minimumMoves(oldToNew: [Int?]) -> Int {
    let paired = oldToNew.compactMap { $0 }
    return paired.count - longestIncreasingSubsequenceLength(paired)
  }

  /// Identities that occur more than once in `ids`.
  static func repeated<ID: Hashable>(_ ids: some Sequence<ID>) -> Set<ID> {
    var counts: [ID: Int] = [:]
    for id in ids { counts[id, default: 0] += 1 }
    return Set(counts.filter { $0.value > 1 }.keys)
  }

  /// Identities that occur more than once, each once, in the order of their second occurrence.
  static func repeatedInOrderOfSecondOccurrence<ID: Hashable>(_ ids: [ID]) -> [ID] {
    ids.indices.filter { offset in
      ids[..<offset].filter { $0 == ids[offset] }.count == 1
    }.map { ids[$0] }
  }

  /// The fewest deletions and insertions any pairing by identity can have: for each identity,
  /// the difference of its counts on the two sides.
  static func minimumDeletionsAndInsertions<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
    var balance: [ID: Int] = [:]
    for id in old { balance[id, default: 0] += 1 }
    for id in new { balance[id, default: 0] -= 1 }
    return balance.values.reduce(0) { $0 + abs($1) }
  }

  /// The fewest deletions and insertions that turn the sequence `old` into `new`, keeping the
  /// rest in order: their counts less twice a longest common subsequence, by the textbook
  /// dynamic programme.
  static func editDistance<ID: Equatable>(_ old: [ID], _ new: [ID]) -> Int {
    var row = [Int](repeating: 0, count: new.count + 1)
    for oldID in old {
      var diagonal = 0
      for (offset, newID) in new.enumerated() {
        let above = row[offset + 1]
        row[offset + 1] = oldID == newID ? diagonal + 1 : max(above, row[offset])
        diagonal = above
      }
    }
    return old.count + new.count - 2 * (row.last ?? 0)
  }
}
