import RosterTesting
import Testing

/// What UIKit lets through silently and the simulator rejects: cells that land in the wrong
/// place, reloads and rebinds that target the wrong item, and stale content.
@Suite("Stricter than UIKit")
struct StrictnessTests {
  @Test("when a swap is written as two stationary items, the batch is rejected as misplaced")
  func swapWithoutMoves() {
    expectRejected(
      BatchUpdate(), from: [section("A", "a", "b")], to: [section("A", "b", "a")],
      .misplacedItem,
      "after the update, the cell at [0, 0] would show item \"a\" (not moved, at [0, 0] before "
        + "the update), but the data source has item \"b\" there: items that are not deleted, "
        + "inserted or moved keep their old relative order and fill the free slots (UIKit "
        + "raises nothing, but animates wrongly and shows a misplaced cell)")
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 1), path(0, 0))]),
      from: [section("A", "a", "b")], to: [section("A", "b", "a")])
  }

  @Test("when a needed move is missing, the batch is rejected as misplaced")
  func missingMove() {
    let old = [section("A", "a", "b", "c")]
    let new = [section("A", "c", "b", "a")]
    let error = expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 2), path(0, 0))]), from: old, to: new, .misplacedItem)
    #expect(error?.message.hasPrefix("after the update, the cell at [0, 1] would show") == true)
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 2), path(0, 0)), move(path(0, 0), path(0, 2))]),
      from: old, to: new)
  }

  @Test("when a moved item lands where the data has another item, the batch is rejected")
  func moveToWrongPlace() {
    let error = expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1))]),
      from: [section("A", "a", "b", "c")], to: [section("A", "b", "c", "a")], .misplacedItem)
    #expect(error?.message.contains("(moved from [0, 0])") == true)
  }

  @Test("when two sections swap without a move, the batch is rejected as misplaced")
  func sectionSwapWithoutMove() {
    expectRejected(
      BatchUpdate(), from: [section("A"), section("B")], to: [section("B"), section("A")],
      .misplacedSection,
      "after the update, section 0 would show section \"A\" (section 0 before the update), but "
        + "the data source has section \"B\" there: sections that are not deleted, inserted or "
        + "moved keep their old relative order (UIKit raises nothing, but animates the wrong "
        + "section)")
  }

  @Test("when content changes without a rebind, the batch is rejected as stale")
  func contentChangeWithoutRebind() {
    expectRejected(
      BatchUpdate(), from: [section("A", "a=x", "b")], to: [section("A", "a=y", "b")],
      .staleContent,
      "after the update, the cell at [0, 0] (item \"a\") would show stale content \"x\" instead "
        + "of \"y\": rebind it after the batch (itemRebinds) or reload it"
        + " (if Roster planned this batch, check that the models' identical(to:) is a pure "
        + "function of the two models: an answer that changes between calls hides content changes)")
  }

  @Test("when a changed item is rebound at its new index path, the batch is accepted")
  func rebindFixesContent() {
    expectAccepted(
      BatchUpdate(itemRebinds: [path(0, 0)]),
      from: [section("A", "a=x", "b")], to: [section("A", "a=y", "b")])
  }

  @Test("when a changed item moves and is rebound at its new index path, the batch is accepted")
  func moveAndRebind() {
    let old = [section("A", "a", "b=x"), section("B", "c")]
    let new = [section("A", "a"), section("B", "c", "b=y")]
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 1), path(1, 1))], itemRebinds: [path(1, 1)]),
      from: old, to: new)
    expectRejected(
      BatchUpdate(itemMoves: [move(path(0, 1), path(1, 1))], itemRebinds: [path(0, 1)]),
      from: old, to: new, .wrongTarget)
  }

  @Test("when a stationary item is reloaded with a new cell, the batch is accepted")
  func reloadStationaryItem() {
    expectAccepted(
      BatchUpdate(itemDeletions: [path(0, 0)], itemReloads: [path(0, 2)]),
      from: [section("A", "a", "b", "c=x")], to: [section("A", "b", "c=y")])
  }

  @Test("when a reload names an item other than the one that lands in its slot, it is rejected")
  func reloadOfWrongItem() {
    expectRejected(
      BatchUpdate(itemReloads: [path(0, 0)]),
      from: [section("A", "a", "b")], to: [section("A", "c", "b")], .wrongTarget,
      "the reload of index path [0, 0] targets the wrong item: it reloads item \"a\", but item "
        + "\"c\" is in its slot ([0, 0]) after the update")
    expectRejected(
      BatchUpdate(sectionReloads: [0]), from: [section("A", "a")], to: [section("B", "a")],
      .wrongTarget)
  }

  @Test("when a rebind names a position that does not exist after the update, it is rejected")
  func rebindOutOfRange() {
    let old = [section("A", "a")]
    expectRejected(
      BatchUpdate(itemRebinds: [path(0, 1)]), from: old, to: old, .wrongTarget,
      "the rebind of index path [0, 1] targets the wrong item: there are only 1 items in "
        + "section 0 after the update")
    expectRejected(
      BatchUpdate(sectionRebinds: [1]), from: old, to: old, .wrongTarget,
      "the rebind of section 1 targets the wrong section: there are only 1 sections after the "
        + "update")
  }

  @Test("when a section's own content changes, it needs a section rebind")
  func sectionContent() {
    let old = [section("A=h", "a")]
    let new = [section("A=k", "a")]
    expectRejected(BatchUpdate(), from: old, to: new, .staleContent)
    expectAccepted(BatchUpdate(sectionRebinds: [0]), from: old, to: new)
    expectAccepted(
      BatchUpdate(sectionDeletions: [0], sectionInsertions: [0]), from: old, to: new)
  }

  @Test("duplicate identities are matched by position, never looked up")
  func duplicateIdentities() {
    let old = [section("A", "a=x", "a=y", "b")]
    expectAccepted(
      BatchUpdate(itemMoves: [move(path(0, 2), path(0, 0))]),
      from: old, to: [section("A", "b", "a=x", "a=y")])
    expectRejected(
      BatchUpdate(), from: old, to: [section("A", "a=y", "a=x", "b")], .staleContent)
    expectAccepted(
      BatchUpdate(itemRebinds: [path(0, 0), path(0, 1)]),
      from: old, to: [section("A", "a=y", "a=x", "b")])
    expectAccepted(
      BatchUpdate(sectionInsertions: [1]),
      from: [section("S", "a")], to: [section("S", "a"), section("S", "a")])
  }
}
