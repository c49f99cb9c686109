import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Diff → plan → simulated collection view, over thousands of random state pairs: the
/// simulator (which rejects everything UIKit rejects, and the misplaced and stale cells UIKit
/// lets through) must accept every stage, and the final screen must equal the new state.
@Suite("Pipeline: diff, plan, apply")
struct PipelinePropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...24)

  static let separateBatches = UpdatePolicy.alwaysAnimate
  static let deleteAndInsert = UpdatePolicy(
    maximumAnimatedOperations: .max, reloadsWhenNotOnScreen: false,
    movedSectionStrategy: .deleteAndInsert)

  @Test("every plan is accepted and ends in the new state (moved sections in separate batches)")
  func separateBatchesReachTheNewState() async {
    await propertyCheck(count: propertyCases(4000), input: Self.raw) { raw in
      check(PipelineCase(raw: raw), policy: Self.separateBatches, maximumStages: 2)
    }
  }

  @Test("every plan is accepted and ends in the new state (moved sections recreated)")
  func deleteAndInsertReachesTheNewState() async {
    await propertyCheck(count: propertyCases(4000), input: Self.raw) { raw in
      check(PipelineCase(raw: raw), policy: Self.deleteAndInsert, maximumStages: 1)
    }
  }

  @Test("a reload policy still ends in the new state")
  func reloadsReachTheNewState() async {
    let policy = UpdatePolicy(maximumAnimatedOperations: 2)
    await propertyCheck(count: propertyCases(1000), input: Self.raw) { raw in
      check(PipelineCase(raw: raw), policy: policy, maximumStages: 2)
    }
  }

  private func check(_ pipelineCase: PipelineCase, policy: UpdatePolicy, maximumStages: Int) {
    do {
      let outcome = try runPipeline(pipelineCase, policy: policy)
      #expect(outcome.shown == pipelineCase.new.simulated, "\(pipelineCase)")
      #expect(outcome.stages <= maximumStages, "\(pipelineCase)")
    } catch {
      Issue.record("\(error)\n\(pipelineCase)")
    }
  }
}
