import RosterDiff
import Testing

@Suite("Changes: named cases")
struct ChangesTests {
  @Test("moving the first item to the end is one move")
  func rotationLeft() {
    let old = Array(0..<100)
    let new = Array(1..<100) + [0]
    let changes = Changes(from: old, to: new, id: { $0 })
    #expect(changes.deletions.isEmpty)
    #expect(changes.insertions.isEmpty)
    #expect(changes.moves == [OffsetPair(from: 0, to: 99)])
    #expect(changes.updates.isEmpty)
  }

  @Test("moving the last item to the front is one move")
  func rotationRight() {
    let old = Array(0..<100)
    let new = [99] + Array(0..<99)
    let changes = Changes(from: old, to: new, id: { $0 })
    #expect(changes.moves == [OffsetPair(from: 99, to: 0)])
  }

  @Test("a swap of two neighbours is one move")
  func swap() {
    let changes = Changes(from: ["a", "b", "c"], to: ["b", "a", "c"], id: { $0 })
    #expect(changes.moves.count == 1)
    #expect(changes.deletions.isEmpty && changes.insertions.isEmpty)
  }

  @Test("reversing n items moves n - 1")
  func reverse() {
    let old = Array(0..<50)
    let changes = Changes(from: old, to: Array(old.reversed()), id: { $0 })
    #expect(changes.moves.count == 49)
  }

  @Test("identical collections produce no changes")
  func identical() {
    let old = Array(0..<1000)
    #expect(Changes(from: old, to: old, id: { $0 }).isEmpty)
  }

  @Test("content changes are updates, with old and new offsets")
  func updates() {
    struct Row: Identifiable, Equatable {
      let id: Int
      var text: String
    }
    let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
    let new = [Row(id: 0, text: "z"), Row(id: 3, text: "C"), Row(id: 1, text: "a")]
    let changes = Changes(from: old, to: new)
    #expect(changes.deletions == [1])
    #expect(changes.insertions == [0])
    #expect(changes.updates == [OffsetPair(from: 2, to: 1)])
    #expect(changes.moves.count == 1)
  }

  @Test("the k-th duplicate in old pairs with the k-th in new, and is reported")
  func duplicates() {
    let changes = Changes(from: ["x", "a"], to: ["a", "a"], id: { $0 })
    #expect(changes.deletions == [0])
    #expect(changes.insertions == [1])
    #expect(changes.moves.isEmpty)
    #expect(changes.duplicates == ["a"])
  }

  @Test("a duplicate straddling the middle and the suffix still pairs k-th with k-th")
  func duplicateInMiddleAndSuffix() {
    // Pairing the common suffix [b a] from the end would pair the second `a` of old with the
    // only `a` of new; the first occurrence must pair instead, at the cost of a move.
    let changes = Changes(from: ["a", "b", "a"], to: ["b", "a"], id: { $0 })
    #expect(changes.deletions == [2])
    #expect(changes.insertions.isEmpty)
    // Either the first `a` moves behind `b`, or `b` moves in front of it.
    #expect(
      changes.moves == [OffsetPair(from: 0, to: 1)] || changes.moves == [OffsetPair(from: 1, to: 0)]
    )
    #expect(changes.duplicates == ["a"])
  }

  @Test("a whole list inserted or deleted is not hashed: its duplicates are found on request")
  func duplicatesOfOneSidedDiffs() {
    let loaded = Changes(from: [], to: ["x", "y", "x"], id: { $0 })
    #expect(loaded.insertions == [0, 1, 2] && loaded.duplicates.isEmpty)
    #expect(Changes(from: ["x", "y", "x"], to: [], id: { $0 }).duplicates.isEmpty)
    // The same after a common prefix.
    #expect(Changes(from: ["p"], to: ["p", "x", "x"], id: { $0 }).duplicates.isEmpty)
    #expect(Changes<String>.duplicateIdentities(in: ["x", "y", "x"], id: { $0 }) == ["x"])
  }

  @Test("a rotation by one is one move, found without hashing")
  func rotationByOne() {
    let old = (0..<1_000).map { "item \($0)" }
    let left = Changes(from: old, to: Array(old.dropFirst()) + [old[0]], id: { $0 })
    #expect(left.moves == [OffsetPair(from: 0, to: 999)])
    #expect(left.deletions.isEmpty && left.insertions.isEmpty && left.updates.isEmpty)
    let right = Changes(from: old, to: [old[999]] + old.dropLast(), id: { $0 })
    #expect(right.moves == [OffsetPair(from: 999, to: 0)])
  }

  @Test("a small edit whose identity repeats elsewhere is paired by the table, duplicates found")
  func smallEditOfRepeatedIdentity() {
    // `a` moves, and occurs again in the run both sides share: the walk leaves it to the table.
    let changes = Changes(from: ["a", "b", "a", "c"], to: ["b", "a", "c", "a"], id: { $0 })
    #expect(changes.duplicates == ["a"])
    #expect(changes.moves.count == 2)
  }

  @Test("all new: every old element is deleted and every new one inserted")
  func allNew() {
    let changes = Changes(from: ["a", "b", "c"], to: ["x", "y"], id: { $0 })
    #expect(changes.deletions == [0, 1, 2])
    #expect(changes.insertions == [0, 1])
    #expect(changes.moves.isEmpty && changes.updates.isEmpty && changes.duplicates.isEmpty)
  }

  @Test("all deleted: every old element is deleted, nothing else")
  func allDeleted() {
    let changes = Changes(from: ["a", "b", "a"], to: [], id: { $0 })
    #expect(changes.deletions == [0, 1, 2])
    #expect(changes.insertions.isEmpty && changes.moves.isEmpty && changes.updates.isEmpty)
  }

  @Test("two empty collections produce no changes")
  func bothEmpty() {
    #expect(Changes(from: [Int](), to: [], id: { $0 }).isEmpty)
  }

  @Test("rotating by one with a content change is one move and one update")
  func rotationWithUpdate() {
    let old = items("a b c d")
    let new = items("b c d a*")
    let changes = Changes(from: old, to: new)
    #expect(changes.moves == [OffsetPair(from: 0, to: 3)])
    #expect(changes.updates == [OffsetPair(from: 0, to: 3)])
  }

  @Test("empty sides")
  func emptySides() {
    let all = Changes(from: [Int](), to: [1, 2, 3], id: { $0 })
    #expect(all.insertions == [0, 1, 2])
    let none = Changes(from: [1, 2, 3], to: [Int](), id: { $0 })
    #expect(none.deletions == [0, 1, 2])
  }
}
