/// The k-th-occurrence pairing of two middles that differ by a few edits, found by comparing
/// identities in order, without hashing any: a rotation by one, an item inserted, deleted or
/// moved somewhere in a long list.
///
/// Hashing every identity of a long middle costs far more than comparing the two middles
/// element by element, which is all a small edit needs. Myers' greedy walk finds a shortest
/// script of deletions and insertions, giving up past `maxEdits`. The identities it matches in
/// order pair as the k-th-occurrence rule pairs them: an identity none of whose occurrences
/// is edited occurs in the matched runs alone, as often on both sides and in the same order.
/// An edited identity is paired by hand (a deleted and an inserted occurrence make a move),
/// which is the k-th-occurrence pairing only when it occurs once on each side at most: one
/// scan of the old side after the prefix, comparing each identity with the few edited ones,
/// checks that, and a repeated edited identity leaves the pairing to the table. The prefix
/// need not be scanned: it holds as many occurrences of each identity on both sides, first
/// ones, paired first.
///
/// The pairing is the table's, so the changes made from it are the same; only repeats among
/// the matched runs are not looked for, as none are in a common prefix or suffix.
@usableFromInline
enum _SmallEditPairing {
  /// How many deletions and insertions (a move is one of each) the walk looks for before it
  /// gives up: the scan of the old side compares each identity with up to this many edited
  /// ones, which for more would cost as much as hashing them.
  @inlinable
  static var maxEdits: Int { 8 }

  /// The pairing of `old[prefix..<oldEnd]` with `new[prefix..<newEnd]` (offsets relative to
  /// `prefix`), or `nil` when they differ by more than `maxEdits` deletions and insertions, or
  /// an edited identity occurs more than once on a side after the prefix (suffix included).
  ///
  /// - Complexity: O((*n* + *m*) · *D*) time for middles of *n* and *m* elements and *D* edits
  ///   (O(*n* + *m* + *D*²) when runs of equal identities are rare), O(*n* + *m*) memory; no
  ///   identity is hashed.
  @inlinable
  static func pair<Element, ID: Hashable>(
    old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>,
    prefix: Int, oldEnd: Int, newEnd: Int, id: (Element) -> ID,
    maxEdits: Int = _SmallEditPairing.maxEdits
  ) -> (oldToNew: [Int32], newToOld: [Int32])? {
    let oldCount = oldEnd &- prefix
    let newCount = newEnd &- prefix
    guard maxEdits >= 0, oldCount &+ newCount > 0, abs(oldCount &- newCount) <= maxEdits
    else { return nil }
    // One row per round of the walk: for each diagonal k = x - y, the furthest x reached on it,
    // -1 where it was not reached. Rows are kept to walk the script back.
    let width = 2 &* maxEdits &+ 3
    let center = maxEdits &+ 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: width &* (maxEdits &+ 1)) {
      furthest in
      furthest.initialize(repeating: -1)
      @inline(__always)
      func matches(_ x: Int, _ y: Int) -> Bool {
        id(old[prefix &+ x]) == id(new[prefix &+ y])
      }
      /// Where round `round` enters diagonal `k` from the row of the round before: below
      /// (an insertion) or from the left (a deletion), whichever reaches further, the
      /// insertion on a tie; `nil` when neither can.
      @inline(__always)
      func entry(round: Int, k: Int) -> (x: Int, isInsertion: Bool)? {
        let previous = (round &- 1) &* width &+ center
        let below = k &+ 1 <= round &- 1 ? furthest[previous &+ k &+ 1] : -1
        let left = k &- 1 >= 1 &- round ? furthest[previous &+ k &- 1] : -1
        // An insertion from below needs a new element left (y = x - k - 1 < newCount); a
        // deletion from the left an old one (x < oldCount).
        let down = below >= 0 && below &- k &- 1 < newCount ? below : -1
        let right = left >= 0 && left < oldCount ? left &+ 1 : -1
        if down < 0 && right < 0 { return nil }
        return down >= right ? (down, true) : (right, false)
      }

      var rounds = -1
      search: for round in 0...maxEdits {
        for k in stride(from: -round, through: round, by: 2) {
          var x: Int
          if round == 0 {
            x = 0
          } else {
            guard let start = entry(round: round, k: k) else { continue }
            x = start.x
          }
          var y = x &- k
          while x < oldCount && y < newCount && matches(x, y) {
            x &+= 1
            y &+= 1
          }
          furthest[round &* width &+ center &+ k] = x
          if x == oldCount && y == newCount {
            rounds = round
            break search
          }
        }
      }
      guard rounds >= 0 else { return nil }

      var oldToNew = [Int32](repeating: -1, count: oldCount)
      var newToOld = [Int32](repeating: -1, count: newCount)
      // The edited offsets: deletions in old, insertions in new, found back to front.
      var deleted: [Int] = []
      var inserted: [Int] = []
      var x = oldCount
      var y = newCount
      for round in stride(from: rounds, through: 0, by: -1) {
        // The run this round matched, from where it entered its diagonal to (x, y).
        let start = round > 0 ? entry(round: round, k: x &- y) : nil
        let startX = start?.x ?? 0
        while x > startX {
          x &-= 1
          y &-= 1
          oldToNew[x] = Int32(truncatingIfNeeded: y)
          newToOld[y] = Int32(truncatingIfNeeded: x)
        }
        // Back over the edit, to where the round before ended.
        guard let start else { break }
        if start.isInsertion {
          y &-= 1
          inserted.append(y)
        } else {
          x &-= 1
          deleted.append(x)
        }
      }
      guard
        pairEdited(
          deleted: deleted, inserted: inserted, old: old, new: new, prefix: prefix,
          oldToNew: &oldToNew, newToOld: &newToOld, id: id)
      else { return nil }
      return (oldToNew, newToOld)
    }
  }

  /// Pairs each deleted old element with the inserted new element of the same identity, after
  /// checking that every edited identity occurs once on each side at most from `prefix` on;
  /// returns `false`, leaving the pairing unfinished, when one occurs more often.
  ///
  /// - Complexity: O(*n* · *D*) for *n* old elements after `prefix` and *D* edits.
  @inlinable
  static func pairEdited<Element, ID: Hashable>(
    deleted: [Int], inserted: [Int],
    old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>, prefix: Int,
    oldToNew: inout [Int32], newToOld: inout [Int32], id: (Element) -> ID
  ) -> Bool {
    let deletedIDs = deleted.map { id(old[prefix &+ $0]) }
    let insertedIDs = inserted.map { id(new[prefix &+ $0]) }
    // Twice among the deleted, or twice among the inserted, is a repeat on one side.
    for ids in [deletedIDs, insertedIDs] {
      for first in ids.indices {
        for second in ids.indices where second > first && ids[first] == ids[second] {
          return false
        }
      }
    }
    // Every other old element after the prefix is matched in order, middle and suffix: its
    // identity occurs on the new side too, so one side's scan finds a repeat on either.
    let edited = deletedIDs + insertedIDs.filter { !deletedIDs.contains($0) }
    for offset in prefix..<old.count {
      let relative = offset &- prefix
      // Unpaired yet in the middle: a deleted element, itself edited.
      if relative < oldToNew.count && oldToNew[relative] < 0 { continue }
      let identity = id(old[offset])
      for candidate in edited where candidate == identity { return false }
    }
    for (deletedOffset, deletedID) in zip(deleted, deletedIDs) {
      guard let match = insertedIDs.firstIndex(of: deletedID) else { continue }
      oldToNew[deletedOffset] = Int32(truncatingIfNeeded: inserted[match])
      newToOld[inserted[match]] = Int32(truncatingIfNeeded: deletedOffset)
    }
    return true
  }
}
