/// A trusted ``LayoutInvalidation`` that keeps the surviving sections in their order, as
/// `ListLayout`'s splicing relayout applies it: the sections removed, the sections inserted,
/// and the sections to lay out again, in order.
struct SpliceEdit {
  /// The number of sections after the change.
  var count: Int
  /// The removed sections, as previous indices, ascending.
  var deletions: [Int] = []
  /// The inserted sections, as new indices, ascending.
  var insertions: [Int] = []
  /// Every section whose change is not `.keep`, by new index, ascending.
  var changes: [(index: Int, change: LayoutInvalidation.SectionChange)] = []

  /// The edit `invalidation` makes of `previousCount` sections; `nil` when it moves a section
  /// or does not fit that many.
  ///
  /// - Complexity: O(c log c) for c sections inserted, removed or changed when `invalidation`
  ///   holds a splice; O(s) for s sections when it lists its changes.
  init?(_ invalidation: LayoutInvalidation, previousCount: Int) {
    switch invalidation.storage {
    case .inPlace:
      return nil
    case .spliced(let splice):
      guard previousCount - splice.deletions.count == splice.count - splice.insertions.count,
        splice.deletions.last.map({ $0 < previousCount }) ?? true
      else { return nil }
      count = splice.count
      deletions = splice.deletions
      insertions = splice.insertions
      var changed = splice.changed
      for index in insertions where changed[index] == nil { changed[index] = .layOut }
      for index in changed.keys.sorted() {
        guard let change = changed[index] else { continue }
        // A kept section must be the one the splice pairs with it.
        if let previous = change.previous, previous != splice.previousIndex(ofNew: index) {
          return nil
        }
        if case .keep = change { continue }
        changes.append((index, change))
      }
    case .listed(let plans):
      count = plans.count
      var kept = [Bool](repeating: false, count: previousCount)
      var lastKept = -1
      for index in plans.indices {
        let plan = plans[index]
        if let previous = plan.previous {
          guard previous > lastKept, previous < previousCount else { return nil }
          lastKept = previous
          kept[previous] = true
        } else {
          insertions.append(index)
        }
        if case .keep = plan { continue }
        changes.append((index, plan))
      }
      deletions = kept.indices.filter { !kept[$0] }
    }
  }
}

extension LayoutInvalidation.SectionChange {
  /// The previous section this one continues; `nil` for a section laid out from scratch.
  var previous: Int? {
    switch self {
    case .layOut: nil
    case .keep(let previous), .resume(let previous, _), .splice(let previous, _, _, _),
      .edit(let previous, _):
      previous
    }
  }
}
