import RosterTesting
import Testing

@Suite("SimulatedCollectionView")
struct SimulatedCollectionViewTests {
  let sections = [section("A=h", "a=x", "b"), section("B")]

  @Test("it answers counts and items like a collection view")
  func queries() {
    let view = View(sections: sections)
    #expect(view.numberOfSections == 2)
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(view.numberOfItems(inSection: 1) == 0)
    #expect(view.numberOfItems(inSection: 2) == 0)
    #expect(view.item(at: path(0, 0)) == item("a=x"))
    #expect(view.item(at: path(0, 2)) == nil)
    #expect(view.item(at: path(3, 0)) == nil)
    #expect(view.item(at: [0]) == nil)
  }

  @Test("reloadData replaces what it shows without checks")
  func reloadData() throws {
    var view = View(sections: sections)
    try view.reloadData([section("Z", "z")])
    #expect(view.sections == [section("Z", "z")])
  }

  @Test("an accepted batch leaves it showing exactly the new data")
  func acceptedBatch() throws {
    var view = View(sections: sections)
    let new = [section("B"), section("A=k", "c", "b")]
    try view.apply(
      BatchUpdate(
        sectionMoves: [OffsetPair(from: 1, to: 0)], itemDeletions: [path(0, 0)],
        itemInsertions: [path(1, 0)], sectionRebinds: [1]),
      updatingTo: new)
    #expect(view.sections == new)
  }

  @Test("validate is the same check without a view")
  func staticValidate() {
    #expect(throws: BatchUpdateError.self) {
      try View.validate(BatchUpdate(), from: sections, to: [])
    }
    #expect(throws: Never.self) {
      try View.validate(BatchUpdate(sectionDeletions: [0, 1]), from: sections, to: [])
    }
  }

  @Test("it describes what it shows, one section per line")
  func description() {
    #expect(
      View(sections: sections).description == """
        "A" ("h"): "a" ("x"), "b" ("b")
        "B" ("B")
        """)
    #expect(View().description == "SimulatedCollectionView (empty)")
  }

  @Test("errors print their rule and message")
  func errorDescription() {
    let error = BatchUpdateError(rule: .deletedTwice, message: "m")
    #expect(error.description == "R15: m")
    #expect(BatchUpdateError(rule: .misplacedItem, message: "m").description == "misplaced item: m")
    #expect(BatchUpdateRule.allCases.compactMap(\.number) == [3] + Array(5...17))
  }
}
