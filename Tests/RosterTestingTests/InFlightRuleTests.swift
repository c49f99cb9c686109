import RosterTesting
import Testing

/// R16 and R17: what may happen while an animated batch is in flight.
@Suite("Batches in flight (R16, R17)")
struct InFlightRuleTests {
  let one = [section("A", "a")]
  let two = [section("A", "a", "b")]
  let insertB = BatchUpdate(itemInsertions: [path(0, 1)])

  @Test("when data is reloaded while a batch is in flight, the reload is rejected (R16)")
  func reloadWhileInFlight() throws {
    var view = View(sections: one)
    try view.apply(insertB, updatingTo: two, animated: true)
    #expect(view.isAnimating)
    do {
      try view.reloadData(one)
    } catch {
      #expect(error.rule == .reloadDuringBatch)
    }
    #expect(view.sections == two)
    view.finishAnimations()
    try view.reloadData(one)
    #expect(view.sections == one)
  }

  @Test("when a batch starts while the previous one is in flight, it is rejected (R17)")
  func overlappingBatches() throws {
    var view = View(sections: one)
    try view.apply(insertB, updatingTo: two, animated: true)
    let deleteB = BatchUpdate(itemDeletions: [path(0, 1)])
    do {
      try view.apply(deleteB, updatingTo: one)
      Issue.record("an overlapping batch was accepted")
    } catch {
      #expect(error.rule == .overlappingBatches)
      #expect(error.message.hasPrefix("attempt to start a batch update while the previous one"))
    }
    #expect(view.sections == two)
    #expect(view.isAnimating)
    view.finishAnimations()
    try view.apply(deleteB, updatingTo: one)
    #expect(view.sections == one)
    #expect(!view.isAnimating)
  }

  @Test("when an animated batch is rejected, nothing is left in flight")
  func rejectedAnimatedBatch() throws {
    var view = View(sections: one)
    #expect(throws: BatchUpdateError.self) {
      try view.apply(BatchUpdate(), updatingTo: two, animated: true)
    }
    #expect(!view.isAnimating)
    try view.apply(insertB, updatingTo: two)
    #expect(view.sections == two)
  }
}
