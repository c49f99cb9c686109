extension LayoutInvalidation {
  /// A few sections inserted and removed, the others kept in their order (UIKit's pairing when
  /// no section moves): held as the removed and inserted indices, so that a section provider
  /// publishing its first section among 10,000 costs no pass over the sections.
  ///
  /// The sections neither removed nor inserted pair up in order: the *r*-th surviving previous
  /// section is the *r*-th new section that was not inserted.
  struct Splice: Sendable {
    /// The number of sections after the change.
    var count: Int
    /// The removed sections, as previous indices, sorted.
    var deletions: [Int]
    /// The inserted sections, as new indices, sorted.
    var insertions: [Int]
    /// The sections whose change is not the default: `.layOut` for an inserted one,
    /// `.keep(previous:)` for the others.
    var changed: [Int: SectionChange] = [:]

    /// `nil` when an index is out of range or named twice, or the counts do not add up.
    init?(count: Int, previousCount: Int, deletions: [Int], insertions: [Int]) {
      guard let deletions = Self.sortedDistinct(deletions, below: previousCount),
        let insertions = Self.sortedDistinct(insertions, below: count),
        previousCount - deletions.count == count - insertions.count
      else { return nil }
      self.count = count
      self.deletions = deletions
      self.insertions = insertions
    }

    /// The change of the section at `index`, which exists.
    ///
    /// - Complexity: O(log c) for c deletions and insertions.
    func change(ofSection index: Int) -> SectionChange {
      if let change = changed[index] { return change }
      return previousIndex(ofNew: index).map { .keep(previous: $0) } ?? .layOut
    }

    /// The previous index of the new section at `index`; `nil` when it was inserted.
    ///
    /// - Complexity: O(log c).
    func previousIndex(ofNew index: Int) -> Int? {
      Self.pair(index, removed: insertions, added: deletions)
    }

    /// The new index of the previous section at `index`; `nil` when it was removed.
    ///
    /// - Complexity: O(log c).
    func newIndex(ofPrevious index: Int) -> Int? {
      Self.pair(index, removed: deletions, added: insertions)
    }

    /// The index on the other side of the section at `index` on this side, where `removed` are
    /// the sections of this side that have no partner and `added` those of the other side.
    private static func pair(_ index: Int, removed: [Int], added: [Int]) -> Int? {
      let before = partition(removed) { $0 >= index }
      if before < removed.count, removed[before] == index { return nil }
      let rank = index - before
      // The rank-th index of the other side not in `added`: `added[j] - j` counts the free
      // indices before `added[j]` and never decreases, so the ones that come before the
      // partner are a prefix.
      var low = 0
      var high = added.count
      while low < high {
        let middle = (low + high) / 2
        if added[middle] - middle <= rank { low = middle + 1 } else { high = middle }
      }
      return rank + low
    }

    /// The first index of `sorted` whose element satisfies `predicate`, which is false and then
    /// true along it.
    private static func partition(_ sorted: [Int], _ predicate: (Int) -> Bool) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if predicate(sorted[middle]) { high = middle } else { low = middle + 1 }
      }
      return low
    }

    /// `indices` sorted, or `nil` when one is out of `0..<bound` or repeated.
    private static func sortedDistinct(_ indices: [Int], below bound: Int) -> [Int]? {
      let sorted = indices.sorted()
      for position in sorted.indices {
        guard (0..<bound).contains(sorted[position]) else { return nil }
        if position > 0, sorted[position - 1] == sorted[position] { return nil }
      }
      return sorted
    }
  }
}
