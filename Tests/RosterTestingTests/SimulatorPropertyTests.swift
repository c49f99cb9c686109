import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

/// The simulator against RosterDiff: the simplest batch built from a diff is accepted and shows
/// the new data, and a batch missing any one of its operations is rejected.
@Suite("Simulator properties")
struct SimulatorPropertyTests {
  static let cases = 1_500

  @Test("the simplest batch for a diff without section moves is accepted and shows the new data")
  func simplestBatchIsAccepted() {
    let skipped = checkSeededCases(Self.cases, seed: 2026, from: Scenario.any) { scenario in
      let changes = SectionedChanges(from: scenario.old, to: scenario.new)
      guard let batch = BatchUpdate(simplest: changes) else { return .skipped }
      var view = View(sections: scenario.old)
      do {
        try view.apply(batch, updatingTo: scenario.new)
      } catch {
        return .failed("rejected: \(error)\n\(batch)")
      }
      return view.sections == scenario.new ? .passed : .failed("shows\n\(view)\n\(batch)")
    }
    #expect(skipped < Self.cases, "most scenarios should move no section")
  }

  @Test("a batch missing any one of its operations is rejected")
  func droppedOperationIsRejected() {
    var rejections = [BatchUpdateRule: Int]()
    checkSeededCases(Self.cases, seed: 2027, from: Scenario.any) { scenario in
      let changes = SectionedChanges(from: scenario.old, to: scenario.new)
      guard let batch = BatchUpdate(simplest: changes), !batch.isEmpty else { return .skipped }
      for (dropped, mutant) in batch.droppingOneOperation {
        do throws(BatchUpdateError) {
          try View.validate(mutant, from: scenario.old, to: scenario.new)
          return .failed("accepted without \(dropped):\n\(mutant)")
        } catch {
          rejections[error.rule, default: 0] += 1
        }
      }
      return .passed
    }
    let expected: Set<BatchUpdateRule> = [
      .countMismatch, .staleMovedCell, .misplacedSection, .misplacedItem, .staleContent,
    ]
    #expect(Set(rejections.keys).isSubset(of: expected), "\(rejections)")
    if checksCensus {
      #expect(
        rejections[.countMismatch, default: 0] > 0 && rejections[.staleContent, default: 0] > 0)
    }
    print(
      "dropped-operation rejections by rule: \(rejections.sorted { "\($0.key)" < "\($1.key)" })")
  }
}
