import RosterDiff

/// Applies changes the way UIKit does, to check that a diff is correct before it is timed.
public enum Replay {
  /// `old` with deletions and move sources removed, insertions and move destinations put at
  /// their new offsets and the other elements filling the rest in their old order; `nil` when
  /// the changes do not fit the two lists.
  public static func apply<Element>(
    _ changes: Changes<some Hashable>, to old: [Element], new: [Element]
  ) -> [Element]? {
    var leaving = [Bool](repeating: false, count: old.count)
    var result = [Element?](repeating: nil, count: new.count)
    for offset in changes.deletions { leaving[offset] = true }
    for offset in changes.insertions { result[offset] = new[offset] }
    for move in changes.moves {
      leaving[move.from] = true
      result[move.to] = old[move.from]
    }
    var remaining = old.indices.lazy.filter { !leaving[$0] }.makeIterator()
    for slot in result.indices where result[slot] == nil {
      guard let offset = remaining.next() else { return nil }
      result[slot] = old[offset]
    }
    guard remaining.next() == nil else { return nil }
    return result.compactMap { $0 }
  }
}
