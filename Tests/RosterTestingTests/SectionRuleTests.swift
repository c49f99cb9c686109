import RosterTesting
import Testing

/// R11–R14: item changes against the changes of their sections.
@Suite("Items inside changing sections (R11–R14)")
struct SectionRuleTests {
  let old = [section("A", "a", "b"), section("B", "c")]

  @Test("when an item moves into a newly inserted section, the batch is rejected (R11)")
  func moveIntoInsertedSection() {
    let new = [section("A", "a"), section("B", "c"), section("N", "b")]
    expectRejected(
      BatchUpdate(sectionInsertions: [2], itemMoves: [move(path(0, 1), path(2, 0))]),
      from: old, to: new, .itemInInsertedOrDeletedSection,
      "cannot move a row into a newly inserted section (2)")
    expectAccepted(
      BatchUpdate(sectionInsertions: [2], itemDeletions: [path(0, 1)]), from: old, to: new)
  }

  @Test("when an item is inserted into a newly inserted section, the batch is rejected (R11)")
  func insertIntoInsertedSection() {
    let new = [section("N", "x"), section("A", "a", "b"), section("B", "c")]
    expectRejected(
      BatchUpdate(sectionInsertions: [0], itemInsertions: [path(0, 0)]), from: old, to: new,
      .itemInInsertedOrDeletedSection,
      "attempt to insert item 0 into section 0, which is inserted in the same update (its items "
        + "are inserted with it)")
    expectAccepted(BatchUpdate(sectionInsertions: [0]), from: old, to: new)
  }

  @Test("when an item is deleted from a deleted section, the batch is rejected (R11)")
  func deleteFromDeletedSection() {
    let new = [section("A", "a", "b")]
    expectRejected(
      BatchUpdate(sectionDeletions: [1], itemDeletions: [path(1, 0)]), from: old, to: new,
      .itemInInsertedOrDeletedSection,
      "attempt to delete item 0 from section 1, which is deleted in the same update (its items "
        + "are deleted with it)")
    expectAccepted(BatchUpdate(sectionDeletions: [1]), from: old, to: new)
  }

  @Test("when a section is both deleted and moved, the batch is rejected (R12)")
  func deleteAndMoveSection() {
    expectRejected(
      BatchUpdate(sectionDeletions: [0], sectionMoves: [OffsetPair(from: 0, to: 0)]),
      from: old, to: [section("B", "c")], .moveNamesInsertedOrDeletedSection,
      "attempt to perform a delete and a move from the same section (0)")
  }

  @Test("when a section is both inserted and moved to, the batch is rejected (R12)")
  func insertAndMoveSection() {
    expectRejected(
      BatchUpdate(sectionInsertions: [0], sectionMoves: [OffsetPair(from: 1, to: 0)]),
      from: old, to: [section("B", "c"), section("A", "a", "b"), section("N")],
      .moveNamesInsertedOrDeletedSection,
      "attempt to perform an insert and a move to the same section (0)")
    expectAccepted(
      BatchUpdate(sectionInsertions: [2], sectionMoves: [OffsetPair(from: 1, to: 0)]),
      from: old, to: [section("B", "c"), section("A", "a", "b"), section("N")])
  }

  @Test("when an item moves out of a deleted section, the batch is rejected (R12)")
  func moveOutOfDeletedSection() {
    let new = [section("A", "a", "b", "c")]
    expectRejected(
      BatchUpdate(sectionDeletions: [1], itemMoves: [move(path(1, 0), path(0, 2))]),
      from: old, to: new, .moveNamesInsertedOrDeletedSection,
      "cannot move a row out of a deleted section (1): index path ({length = 2, path = 1 - 0})")
    expectAccepted(
      BatchUpdate(sectionDeletions: [1], itemInsertions: [path(0, 2)]), from: old, to: new)
  }

  @Test("when a section moves and an item in it is deleted, the batch is rejected (R13)")
  func deleteInMovedSection() {
    let error = expectRejected(
      BatchUpdate(sectionMoves: [OffsetPair(from: 0, to: 1)], itemDeletions: [path(0, 0)]),
      from: old, to: [section("B", "c"), section("A", "b")], .itemChangeInMovedSection)
    #expect(error?.message.contains("Attempt to create two animations for cell") == true)
    expectAccepted(
      BatchUpdate(sectionMoves: [OffsetPair(from: 0, to: 1)]),
      from: old, to: [section("B", "c"), section("A", "a", "b")])
  }

  @Test("when a section moves and an item in it is inserted, moved or reloaded, it fails (R13)")
  func otherItemChangesInMovedSection() {
    let sectionMove = [OffsetPair(from: 0, to: 1)]
    expectRejected(
      BatchUpdate(sectionMoves: sectionMove, itemInsertions: [path(1, 2)]),
      from: old, to: [section("B", "c"), section("A", "a", "b", "x")], .itemChangeInMovedSection)
    expectRejected(
      BatchUpdate(sectionMoves: sectionMove, itemMoves: [move(path(0, 0), path(1, 1))]),
      from: old, to: [section("B", "c"), section("A", "b", "a")], .itemChangeInMovedSection)
    expectRejected(
      BatchUpdate(sectionMoves: sectionMove, itemReloads: [path(0, 0)]),
      from: old, to: [section("B", "c"), section("A", "a", "b")], .itemChangeInMovedSection)
    expectRejected(
      BatchUpdate(sectionMoves: sectionMove, itemMoves: [move(path(1, 0), path(1, 2))]),
      from: old, to: [section("B"), section("A", "a", "b", "c")], .itemChangeInMovedSection)
  }

  @Test("when sections are reloaded along with other updates, the batch is rejected (R14)")
  func sectionReloadWithOthers() {
    expectRejected(
      BatchUpdate(sectionReloads: [1], itemInsertions: [path(0, 2)]),
      from: old, to: [section("A", "a", "b", "x"), section("B=new", "d")],
      .sectionReloadWithOtherUpdates,
      "attempt to reload sections (1) in an update with 1 other operations: reloadSections is "
        + "only safe on its own; delete and insert the sections instead")
    expectAccepted(
      BatchUpdate(sectionReloads: [1]), from: old,
      to: [section("A", "a", "b"), section("B=new", "d", "e")])
  }
}
