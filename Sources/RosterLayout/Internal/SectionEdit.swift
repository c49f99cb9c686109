import Foundation

/// Which items of a section an edit changed, against the section's previous and new item
/// counts: replaced ranges, in order, with the same number of unchanged items before each one
/// in both sections and after the last one; every unchanged item is the same item, with the
/// same size, before and after.
struct SectionEdit {
  /// The replaced ranges, in order, none overlapping, each with the same number of unchanged
  /// items before it (since the previous one) in both sections, as many unchanged items after
  /// the last one in both.
  private(set) var replacements: [LayoutInvalidation.ItemReplacement]

  /// Normalizes replacements against the two counts: the replacements are kept while they are
  /// in order and leave as many unchanged items between them in both sections; from the first
  /// one that does not, or past either count, everything to the end counts as replaced. So any
  /// value out of range only shortens the unchanged runs.
  ///
  /// - Complexity: O(r) for r replacements.
  init(
    _ replacements: [LayoutInvalidation.ItemReplacement], previousCount: Int, count: Int
  ) {
    var valid: [LayoutInvalidation.ItemReplacement] = []
    valid.reserveCapacity(replacements.count)
    var previousEnd = 0
    var end = 0
    // Counted apart from `valid`, which merges adjacent replacements and skips empty ones.
    var stoppedEarly = false
    for replacement in replacements {
      let previous = replacement.previous
      let current = replacement.current
      guard previous.lowerBound >= previousEnd, current.lowerBound >= end,
        previous.lowerBound - previousEnd == current.lowerBound - end,
        previous.upperBound <= previousCount, current.upperBound <= count
      else {
        stoppedEarly = true
        break
      }
      (previousEnd, end) = (previous.upperBound, current.upperBound)
      guard !previous.isEmpty || !current.isEmpty else { continue }
      // Replacements with no unchanged item between them are one.
      if let last = valid.last, last.previous.upperBound == previous.lowerBound,
        last.current.upperBound == current.lowerBound
      {
        valid[valid.count - 1] = .init(
          previous: last.previous.lowerBound..<previous.upperBound,
          current: last.current.lowerBound..<current.upperBound)
      } else {
        valid.append(replacement)
      }
    }
    // What the replacements leave after the last one must pair up; when it does not (or they
    // stopped early), everything from there on is replaced.
    if previousCount - previousEnd != count - end || stoppedEarly {
      let rest = LayoutInvalidation.ItemReplacement(
        previous: previousEnd..<previousCount, current: end..<count)
      if let last = valid.last, last.previous.upperBound == previousEnd,
        last.current.upperBound == end
      {
        valid[valid.count - 1] = .init(
          previous: last.previous.lowerBound..<previousCount,
          current: last.current.lowerBound..<count)
      } else if !rest.previous.isEmpty || !rest.current.isEmpty {
        valid.append(rest)
      }
    }
    self.replacements = valid
  }

  /// What ``LayoutInvalidation/SectionChange/splice(previous:unchangedItems:previousEnd:end:)``
  /// says: items before `unchangedItems` are unchanged, and so are the items after
  /// `previousEnd` (previous section) and `end` (new section) — as many as follow both,
  /// counted from the end. Any value out of range only shortens the unchanged runs.
  init(unchangedItems: Int, previousEnd: Int, end: Int, previousCount: Int, count: Int) {
    let unchanged = max(0, min(unchangedItems, previousCount, count))
    let tail = max(
      0, min(previousCount - max(previousEnd, unchanged), count - max(end, unchanged)))
    self.init(
      [.init(previous: unchanged..<(previousCount - tail), current: unchanged..<(count - tail))],
      previousCount: previousCount, count: count)
  }
}
