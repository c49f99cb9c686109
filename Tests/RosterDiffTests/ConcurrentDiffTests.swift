import Foundation
import RosterDiff
import Testing

/// Diffs run off the main actor, several at once (the controller diffs large states on a
/// detached task): nothing they share may be written. The standard library's empty array is
/// shared by every empty array in the process, and `Array(unsafeUninitializedCapacity: 0)`
/// writes its count into it: ThreadSanitizer (`swift test --sanitize=thread`, as CI runs this
/// suite) reported that write as a race with every other thread reading an empty array. In a
/// plain run these only check the results.
@Suite("Concurrent diffs")
struct ConcurrentDiffTests {
  /// States whose diffs read no identity at all: empty sections, an empty side, nothing between
  /// an unchanged prefix and suffix.
  static let cases: [(old: [[Int]], new: [[Int]])] = [
    ([[]], [[]]),
    ([[], []], [[1], []]),
    ([], [[1, 2]]),
    ([[1, 2]], [[1, 2, 3]]),
    ([[1, 2, 3]], [[1, 3]]),
  ]

  static func diffAll() -> Int {
    var changes = 0
    for (old, new) in cases {
      let sectioned = SectionedChanges(
        from: old.enumerated().map(IdentifiedItems.init),
        to: new.enumerated().map(IdentifiedItems.init), sectionID: \.id, items: \.items,
        itemID: { $0 }, isSectionContentEqual: { _, _ in true },
        isItemContentEqual: { $0 == $1 })
      changes += sectioned.itemInsertions.count + sectioned.itemDeletions.count
      let flat = Changes(
        from: old.flatMap { $0 }, to: new.flatMap { $0 }, id: { $0 }, isContentEqual: { $0 == $1 })
      changes += flat.insertions.count + flat.deletions.count
    }
    return changes
  }

  @Test func diffsOfEmptyPartsRunConcurrentlyWithoutWritingSharedStorage() async {
    let expected = Self.diffAll()
    let results = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          var total = 0
          for _ in 0..<200 { total += Self.diffAll() }
          return total
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(results == Array(repeating: 200 * expected, count: 4))
  }
}

/// A section of ``ConcurrentDiffTests``: its offset is its identity.
private struct IdentifiedItems {
  var id: Int
  var items: [Int]
  init(_ element: (offset: Int, element: [Int])) {
    id = element.offset
    items = element.element
  }
}
