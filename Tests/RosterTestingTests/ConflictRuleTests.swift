import RosterTesting
import Testing

/// R6–R10 and R15: a position named by two operations, and what a move does to content.
@Suite("One position, two operations (R6–R10, R15)")
struct ConflictRuleTests {
  let abc = [section("A", "a", "b", "c")]

  @Test("when an index path is deleted and reloaded, the batch is rejected (R6)")
  func deleteAndReload() {
    expectRejected(
      BatchUpdate(itemDeletions: [path(0, 0)], itemReloads: [path(0, 0)]),
      from: abc, to: [section("A", "b", "c")], .deleteAndReload,
      "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})")
    expectAccepted(
      BatchUpdate(itemReloads: [path(0, 0)]), from: abc, to: [section("A", "a=new", "b", "c")])
  }

  @Test("when a moved item is also reloaded, the batch is rejected (R6)")
  func moveAndReload() {
    expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2))], itemReloads: [path(0, 0)]),
      from: abc, to: [section("A", "b", "c", "a=new")], .deleteAndReload,
      "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})")
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2))], itemRebinds: [path(0, 2)]),
      from: abc, to: [section("A", "b", "c", "a=new")])
  }

  @Test("when an index path is deleted and moved, the batch is rejected (R7)")
  func deleteAndMove() {
    expectRejected(
      BatchUpdate(itemDeletions: [path(0, 1)], itemMoves: [move(path(0, 1), path(0, 0))]),
      from: abc, to: [section("A", "b", "c")], .deleteAndMove,
      "attempt to perform a delete and a move from the same index path ({length = 2, "
        + "path = 0 - 1})")
    expectAccepted(
      BatchUpdate(itemDeletions: [path(0, 0)], itemMoves: [move(path(0, 2), path(0, 0))]),
      from: abc, to: [section("A", "c", "b")])
  }

  @Test("when an index path is inserted and moved to, the batch is rejected (R8)")
  func insertAndMove() {
    expectRejected(
      BatchUpdate(itemInsertions: [path(0, 0)], itemMoves: [move(path(0, 2), path(0, 0))]),
      from: abc, to: [section("A", "c", "a", "b", "x")], .insertAndMove,
      "attempt to perform an insert and a move to the same index path ({length = 2, "
        + "path = 0 - 0})")
    expectAccepted(
      BatchUpdate(itemInsertions: [path(0, 3)], itemMoves: [move(path(0, 2), path(0, 0))]),
      from: abc, to: [section("A", "c", "a", "b", "x")])
  }

  @Test("when an item is moved twice, the batch is rejected (R9)")
  func itemMovedTwice() {
    let batch = BatchUpdate(
      itemMoves: [move(path(0, 0), path(0, 2)), move(path(0, 0), path(0, 1))])
    expectRejected(
      batch, from: abc, to: [section("A", "b", "c", "a")], .positionNamedTwice,
      "attempt to move the same index path ({length = 2, path = 0 - 0}) twice")
  }

  @Test("when two items move to one index path, the batch is rejected (R9)")
  func twoMovesToOnePlace() {
    let batch = BatchUpdate(
      itemMoves: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 2))])
    expectRejected(
      batch, from: abc, to: [section("A", "c", "b", "a")], .positionNamedTwice,
      "attempt to move two index paths to the same index path ({length = 2, path = 0 - 2})")
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2)), move(path(0, 2), path(0, 0))]),
      from: abc, to: [section("A", "c", "b", "a")])
  }

  @Test("when an index path is reloaded or inserted twice, the batch is rejected (R9)")
  func reloadedOrInsertedTwice() {
    expectRejected(
      BatchUpdate(itemReloads: [path(0, 1), path(0, 1)]), from: abc, to: abc, .positionNamedTwice,
      "attempt to reload the same index path ({length = 2, path = 0 - 1}) twice")
    expectRejected(
      BatchUpdate(itemInsertions: [path(0, 3), path(0, 3)]),
      from: abc, to: [section("A", "a", "b", "c", "d", "e")], .positionNamedTwice,
      "attempt to insert the same index path ({length = 2, path = 0 - 3}) twice")
  }

  @Test("when a section is named twice on one side of the batch, the batch is rejected (R9)")
  func sectionNamedTwice() {
    let old = [section("A"), section("B"), section("C")]
    expectRejected(
      BatchUpdate(sectionDeletions: [1, 1]), from: old, to: [section("A"), section("C")],
      .positionNamedTwice,
      "attempt to delete section 1 twice")
    expectRejected(
      BatchUpdate(sectionMoves: [OffsetPair(from: 0, to: 2), OffsetPair(from: 1, to: 2)]),
      from: old, to: [section("C"), section("B"), section("A")], .positionNamedTwice,
      "attempt to move two sections to the same section (2)")
    expectAccepted(
      BatchUpdate(sectionMoves: [OffsetPair(from: 0, to: 2), OffsetPair(from: 2, to: 0)]),
      from: old, to: [section("C"), section("B"), section("A")])
  }

  @Test("when a moved item's content changed and it is not rebound, the batch is rejected (R10)")
  func moveDoesNotRefresh() {
    let new = [section("A", "b", "c", "a=new")]
    expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2))]), from: abc, to: new, .staleMovedCell,
      "after the update, the cell moved from [0, 0] to [0, 2] (item \"a\") would show stale "
        + "content \"a\" instead of \"new\": a move does not refresh a cell; rebind it at its "
        + "new index path after the batch (itemRebinds), or delete and insert it"
        + " (if Roster planned this batch, check that the models' identical(to:) is a pure "
        + "function of the two models: an answer that changes between calls hides content changes)")
    expectAccepted(
      BatchUpdate(itemDeletions: [path(0, 0)], itemInsertions: [path(0, 2)]), from: abc, to: new)
  }

  @Test("when an index path is deleted twice, the batch is rejected (R15)")
  func deletedTwice() {
    expectRejected(
      BatchUpdate(itemDeletions: [path(0, 1), path(0, 1)]),
      from: abc, to: [section("A", "a")], .deletedTwice,
      "attempt to delete the same index path ({length = 2, path = 0 - 1}) twice")
    expectAccepted(
      BatchUpdate(itemDeletions: [path(0, 1), path(0, 2)]), from: abc, to: [section("A", "a")])
  }
}
