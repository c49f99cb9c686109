import RosterTesting
import Testing

/// R1–R5: which index space each operation names, when the data source switches, and that the
/// counts and positions add up.
@Suite("Index spaces and counts (R1–R5)")
struct IndexSpaceAndCountRuleTests {
  let abc = [section("A", "a", "b", "c")]

  @Test("when an insertion is named in the new index space, after the deletions, it lands (R1)")
  func insertionInNewSpace() {
    expectAccepted(
      BatchUpdate(itemDeletions: [path(0, 0)], itemInsertions: [path(0, 1)]),
      from: abc, to: [section("A", "b", "x", "c")])
  }

  @Test("when an insertion is named in the old index space, the cell lands wrongly (R1)")
  func insertionInOldSpace() {
    // "x" after "b" is old offset 2, but new offset 1: "c" would show where "x" belongs.
    expectRejected(
      BatchUpdate(itemDeletions: [path(0, 0)], itemInsertions: [path(0, 2)]),
      from: abc, to: [section("A", "b", "x", "c")], .misplacedItem)
  }

  @Test("when a move names its old and its final index path, it lands (R2)")
  func moveToFinalPath() {
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2))]),
      from: abc, to: [section("A", "b", "c", "a")])
  }

  @Test("when a move names an intermediate index path, the batch is rejected (R2)")
  func moveToIntermediatePath() {
    expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1))]),
      from: abc, to: [section("A", "b", "c", "a")], .misplacedItem)
  }

  @Test("when the data source still answers the old counts after the batch, it is rejected (R4)")
  func dataSourceNotSwapped() {
    expectRejected(BatchUpdate(itemDeletions: [path(0, 0)]), from: abc, to: abc, .countMismatch)
    expectAccepted(
      BatchUpdate(itemDeletions: [path(0, 0)]), from: abc, to: [section("A", "b", "c")])
  }

  @Test("when a section gains an item nobody inserted, the batch is rejected (R3)")
  func itemCountMismatch() {
    expectRejected(
      BatchUpdate(), from: [section("A", "a", "b")], to: [section("A", "a", "b", "c")],
      .countMismatch,
      "Invalid update: invalid number of items in section 0.  The number of items contained "
        + "in an existing section after the update (3) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
    expectAccepted(
      BatchUpdate(itemInsertions: [path(0, 2)]),
      from: [section("A", "a", "b")], to: [section("A", "a", "b", "c")])
  }

  @Test("when items move between sections, the counts include them (R3)")
  func crossSectionMoveCounts() {
    let old = [section("A", "a", "b"), section("B", "c")]
    let new = [section("A", "a"), section("B", "b", "c")]
    expectAccepted(BatchUpdate(itemMoves: [move(path(0, 1), path(1, 0))]), from: old, to: new)
    expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 1), path(1, 0))], itemReloads: [path(1, 0)]),
      from: old, to: [section("A", "a"), section("B", "b", "c", "d")], .countMismatch,
      "Invalid update: invalid number of items in section 1.  The number of items contained "
        + "in an existing section after the update (3) must be equal to the number of items "
        + "contained in that section before the update (1), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the "
        + "number of items moved into or out of that section (1 moved in, 0 moved out).")
  }

  @Test("when the section count does not add up, the batch is rejected (R3)")
  func sectionCountMismatch() {
    let old = (0..<18).map { section("S\($0)") }
    let new = (0..<19).map { section("S\($0)") }
    expectRejected(
      BatchUpdate(sectionInsertions: [17, 18]), from: old, to: new, .countMismatch,
      "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "collection view after the update (19) must be equal to the number of sections "
        + "contained in the collection view before the update (18), plus or minus the number "
        + "of sections inserted or deleted (2 inserted, 0 deleted).")
    expectAccepted(BatchUpdate(sectionInsertions: [18]), from: old, to: new)
  }

  @Test("when a deleted item does not exist before the update, the batch is rejected (R5)")
  func deletionOutOfRange() {
    let items = (0..<16).map { "i\($0)" }
    let old = [View.Section(id: "A", content: "A", items: items.map(item))]
    let new = [View.Section(id: "A", content: "A", items: items.dropLast().map(item))]
    expectRejected(
      BatchUpdate(itemDeletions: [path(0, 16)]), from: old, to: new, .positionOutOfRange,
      "attempt to delete item 16 from section 0 which only contains 16 items before the update")
    expectAccepted(BatchUpdate(itemDeletions: [path(0, 15)]), from: old, to: new)
  }

  @Test("when an inserted section does not exist after the update, the batch is rejected (R5)")
  func sectionInsertionOutOfRange() {
    expectRejected(
      BatchUpdate(sectionInsertions: [1]), from: [], to: [section("A")], .positionOutOfRange,
      "attempt to insert section 1 but there are only 1 sections after the update")
    expectAccepted(BatchUpdate(sectionInsertions: [0]), from: [], to: [section("A")])
  }

  @Test("when a moved item does not exist before the update, the batch is rejected (R5)")
  func moveSourceOutOfRange() {
    let old = [section("A", "a"), section("B", "b"), section("C")]
    let new = [section("A", "a"), section("B"), section("C", "b")]
    expectRejected(
      BatchUpdate(itemMoves: [move(path(2, 0), path(1, 0))]), from: old, to: new,
      .positionOutOfRange,
      "attempt to move index path ({length = 2, path = 2 - 0}) that does not exist - there are "
        + "only 0 items in section 2 before the update")
    expectAccepted(BatchUpdate(itemMoves: [move(path(1, 0), path(2, 0))]), from: old, to: new)
  }

  @Test("when any other position does not exist in its space, the batch is rejected (R5)")
  func otherPositionsOutOfRange() {
    let old = [section("A", "a")]
    let cases: [(BatchUpdate, [View.Section], String)] = [
      (
        BatchUpdate(itemInsertions: [path(0, 2)]), [section("A", "a", "b")],
        "attempt to insert item 2 into section 0, but there are only 2 items in section 0 "
          + "after the update"
      ),
      (
        BatchUpdate(itemInsertions: [path(1, 0)]), [section("A", "a", "b")],
        "attempt to insert item 0 into section 1, but there are only 1 sections after the update"
      ),
      (
        BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1))]), old,
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, "
          + "path = 0 - 1}) that does not exist - there are only 1 items in section 0 after the "
          + "update"
      ),
      (
        BatchUpdate(itemReloads: [path(0, 1)]), old,
        "attempt to reload item 1 from section 0 which only contains 1 items before the update"
      ),
      (
        BatchUpdate(itemDeletions: [path(3, 0)]), old,
        "attempt to delete item 0 from section 3, but there are only 1 sections before the "
          + "update"
      ),
      (
        BatchUpdate(sectionDeletions: [1]), [],
        "attempt to delete section 1, but there are only 1 sections before the update"
      ),
      (
        BatchUpdate(sectionMoves: [OffsetPair(from: 0, to: 1)]), old,
        "attempt to move section 0 to section 1, but there are only 1 sections after the update"
      ),
      (
        BatchUpdate(sectionReloads: [2]), old,
        "attempt to reload section 2, but there are only 1 sections before the update"
      ),
      (
        BatchUpdate(itemDeletions: [[0]]), [section("A")],
        "attempt to delete index path ({length = 1, path = 0}), which does not name an item in "
          + "a section"
      ),
    ]
    for (batch, new, message) in cases {
      expectRejected(batch, from: old, to: new, .positionOutOfRange, message)
    }
  }
}
