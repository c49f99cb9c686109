import Foundation
import Roster
import Testing

@Suite("UpdatePlanner")
struct UpdatePlannerTests {
  @Test("an unchanged list plans nothing")
  func unchanged() {
    let state = sections(["a": "x y", "b": "z"])
    #expect(plan(from: state, to: state) == .unchanged)
  }

  @Test("flat changes fit in one batch")
  func flatChangesAreOneBatch() throws {
    let stages = plan(from: sections(["a": "x y z w"]), to: sections(["a": "y q z x"])).stages
    try #require(stages.count == 1)
    let batch = stages[0].batch
    #expect(batch.itemDeletions == [path(0, 3)])
    #expect(batch.itemInsertions == [path(0, 1)])
    #expect(batch.itemMoves.count == 1)
    #expect(stages[0].shownSectionOffsets == [0])
  }

  @Test("a moved item whose content changed is moved, then rebound at its new index path")
  func movedUpdateIsRebound() throws {
    let old = sections(["a": "x y z"])
    var new = sections(["a": "y z x"])
    new[0].items[2].content = "changed"
    let batch = try #require(plan(from: old, to: new).stages.first).batch
    #expect(batch.itemMoves == [IndexPathPair(from: path(0, 0), to: path(0, 2))])
    #expect(batch.itemRebinds == [path(0, 2)])
    #expect(batch.itemReloads.isEmpty)
  }

  @Test("a moved item whose cell type changed is deleted and inserted, never moved or reloaded")
  func movedRetypedItemIsRecreated() throws {
    let old = sections(["a": "x y z"])
    var new = sections(["a": "y z x"])
    new[0].items[2].kind = 1
    new[0].items[2].content = "now a different cell"
    let batch = try #require(plan(from: old, to: new).stages.first).batch
    #expect(batch.itemMoves.isEmpty)
    #expect(batch.itemDeletions == [path(0, 0)])
    #expect(batch.itemInsertions == [path(0, 2)])
    #expect(batch.itemReloads.isEmpty)
    #expect(batch.itemRebinds.isEmpty)
  }

  @Test("an item that stays in place and changes cell type is reloaded at its old index path")
  func stationaryRetypedItemIsReloaded() throws {
    let old = sections(["a": "x y z"])
    var new = sections(["q": "", "a": "x y z"])
    new[1].items[1].kind = 2
    new[1].items[1].content = "skeleton → post"
    let batch = try #require(plan(from: old, to: new).stages.first).batch
    #expect(batch.itemReloads == [path(0, 1)])
    #expect(batch.sectionInsertions == [0])
    #expect(batch.itemRebinds.isEmpty)
  }

  @Test("a section that moves without item changes is moved in one batch")
  func cleanSectionMoveIsOneBatch() throws {
    let stages = plan(
      from: sections(["a": "x", "b": "y", "c": "z"]),
      to: sections(["c": "z", "a": "x", "b": "y"])
    ).stages
    try #require(stages.count == 1)
    #expect(stages[0].batch.sectionMoves == [OffsetPair(from: 2, to: 0)])
  }

  @Test("when a section moves and an item in it is deleted, the item work goes in a first batch")
  func sectionMoveWithItemChangesIsSplit() throws {
    let old = sections(["a": "x1 x2", "b": "y1", "c": "z1 z2"])
    let new = sections(["c": "z2", "a": "x1 x2", "d": "w", "b": "y1"])
    let stages = plan(from: old, to: new).stages
    try #require(stages.count == 2)
    let items = stages[0].batch
    #expect(items.sectionMoves.isEmpty && items.sectionInsertions.isEmpty)
    #expect(items.itemDeletions == [path(2, 0)])
    // Survivors in old order: a, b, c are new sections 1, 3, 0.
    #expect(stages[0].shownSectionOffsets == [1, 3, 0])
    let moves = stages[1].batch
    #expect(moves.sectionMoves == [OffsetPair(from: 2, to: 0)])
    #expect(moves.sectionInsertions == [2])
    #expect(moves.itemDeletions.isEmpty && moves.itemInsertions.isEmpty && moves.itemMoves.isEmpty)
    #expect(stages[1].shownSectionOffsets == [0, 1, 2, 3])
  }

  @Test("with deleteAndInsert, a moved section whose items change is recreated in one batch")
  func sectionMoveWithItemChangesIsRecreated() throws {
    let old = sections(["a": "x1 x2", "b": "y1", "c": "z1 z2"])
    let new = sections(["c": "z2 x2", "a": "x1", "b": "y1"])
    let policy = UpdatePolicy(
      maximumAnimatedOperations: .max, reloadsWhenNotOnScreen: false,
      movedSectionStrategy: .deleteAndInsert)
    let stages = plan(from: old, to: new, policy: policy).stages
    try #require(stages.count == 1)
    let batch = stages[0].batch
    #expect(batch.sectionMoves.isEmpty)
    #expect(batch.sectionDeletions == [2])
    #expect(batch.sectionInsertions == [0])
    // x2 moved into the recreated section: it leaves a; the new section brings it back.
    #expect(batch.itemDeletions == [path(0, 1)])
    #expect(batch.itemInsertions.isEmpty && batch.itemMoves.isEmpty)
  }

  @Test("a changed header is a section rebind, never a section reload")
  func headerChangeIsSectionRebind() throws {
    let old = sections(["a": "x", "b": "y"])
    var new = old
    new[1].header = "New header"
    let batch = try #require(plan(from: old, to: new).stages.first).batch
    #expect(batch.sectionRebinds == [1])
    #expect(batch.sectionReloads.isEmpty)
    #expect(batch.operationCount == 0)
  }

  @Test("more operations than the policy allows is a reload")
  func tooManyOperationsReloads() {
    let old = sections(["a": "a b c d e f"])
    let new = sections(["a": "f e d c b a"])
    let policy = UpdatePolicy(maximumAnimatedOperations: 3)
    #expect(
      plan(from: old, to: new, policy: policy) == .reload(.tooManyOperations(count: 5, limit: 3)))
  }

  @Test("a list that is not on screen is reloaded")
  func offscreenReloads() {
    let changes = SectionedChanges(
      from: sections(["a": "x"]), to: sections(["a": "y"]), items: \.items)
    let result = UpdatePlanner().plan(
      changes, oldSectionCount: 1, newSectionCount: 1, isOnScreen: false)
    #expect(result == .reload(.notOnScreen))
  }
}
