import Foundation
import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

/// The invariants the controller checks on every stage when Roster is built with
/// `ROSTER_INTERNAL_CHECKS`: the planner's stages keep them, a planned stage that lost an
/// operation breaks them, and each rule they cover is named when broken.
@Suite("Internal stage checks")
struct StageInvariantsTests {
  /// The first violation of `batch` between states with these item counts, or `nil`.
  static func violation(_ batch: BatchUpdate, _ old: [Int], _ new: [Int]) -> String? {
    StageInvariants(batch: batch, oldItemCounts: old, newItemCounts: new).violation()
  }

  /// Each stage of the plan from `old` to `new`, with the item counts before and after it.
  static func stages(
    of pipelineCase: PipelineCase, policy: UpdatePolicy
  ) -> [(batch: BatchUpdate, old: [Int], new: [Int])] {
    let newCounts = pipelineCase.new.map(\.items.count)
    var displayed = pipelineCase.old.map(\.items.count)
    return plan(from: pipelineCase.old, to: pipelineCase.new, policy: policy).stages.map {
      stage in
      defer { displayed = stage.shownSectionOffsets.map { newCounts[$0] } }
      return (stage.batch, displayed, stage.shownSectionOffsets.map { newCounts[$0] })
    }
  }

  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...24)
  static let policies = [
    UpdatePolicy.alwaysAnimate,
    UpdatePolicy(
      maximumAnimatedOperations: .max, reloadsWhenNotOnScreen: false,
      movedSectionStrategy: .deleteAndInsert),
  ]

  @Test("every stage the planner makes keeps the invariants, with either moved-section strategy")
  func plannedStagesKeepTheInvariants() async {
    await propertyCheck(count: propertyCases(2000), input: Self.raw) { raw in
      let pipelineCase = PipelineCase(raw: raw)
      for policy in Self.policies {
        for stage in Self.stages(of: pipelineCase, policy: policy) {
          let found = Self.violation(stage.batch, stage.old, stage.new)
          #expect(found == nil, "\(stage.batch)\n\(pipelineCase)")
        }
      }
    }
  }

  @Test("when a planned stage loses a deletion or an insertion, the counts break R3")
  func droppedDeletionOrInsertionBreaksR3() async {
    await propertyCheck(count: propertyCases(1000), input: Self.raw) { raw in
      let pipelineCase = PipelineCase(raw: raw)
      for stage in Self.stages(of: pipelineCase, policy: .alwaysAnimate) {
        var mutants: [BatchUpdate] = []
        for index in stage.batch.itemDeletions.indices {
          var mutant = stage.batch
          mutant.itemDeletions.remove(at: index)
          mutants.append(mutant)
        }
        for index in stage.batch.itemInsertions.indices {
          var mutant = stage.batch
          mutant.itemInsertions.remove(at: index)
          mutants.append(mutant)
        }
        for mutant in mutants {
          let found = Self.violation(mutant, stage.old, stage.new)
          #expect(found?.hasPrefix("R3: ") == true, "\(found ?? "accepted")\n\(mutant)")
        }
      }
    }
  }

  @Test("each rule the check covers is named when broken")
  func namedRules() {
    let one = [IndexPath(item: 0, section: 0)]
    let cases: [(String, BatchUpdate, [Int], [Int])] = [
      ("R3", BatchUpdate(itemDeletions: one), [2], [2]),
      ("R3", BatchUpdate(sectionInsertions: [1]), [1], [1, 0, 0]),
      ("R5", BatchUpdate(itemDeletions: [path(0, 2)]), [2], [1]),
      ("R5", BatchUpdate(sectionInsertions: [3]), [1], [1, 0]),
      ("R6", BatchUpdate(itemDeletions: one, itemReloads: one), [2], [1]),
      (
        "R6", BatchUpdate(itemMoves: [.init(from: path(0, 0), to: path(0, 1))], itemReloads: one),
        [2], [2]
      ),
      (
        "R7", BatchUpdate(itemDeletions: one, itemMoves: [.init(from: path(0, 0), to: path(0, 0))]),
        [2], [1]
      ),
      (
        "R8",
        BatchUpdate(itemInsertions: one, itemMoves: [.init(from: path(0, 1), to: path(0, 0))]),
        [2], [3]
      ),
      ("R9", BatchUpdate(itemInsertions: one + one), [0], [2]),
      ("R11", BatchUpdate(sectionInsertions: [1], itemInsertions: [path(1, 0)]), [1], [1, 1]),
      ("R12", BatchUpdate(sectionDeletions: [0], sectionMoves: [.init(from: 0, to: 0)]), [1], [1]),
      (
        "R12",
        BatchUpdate(sectionDeletions: [0], itemMoves: [.init(from: path(0, 0), to: path(0, 0))]),
        [1, 0], [1]
      ),
      (
        "R13",
        BatchUpdate(sectionMoves: [.init(from: 0, to: 1)], itemDeletions: one),
        [2, 0], [0, 1]
      ),
      ("R14", BatchUpdate(sectionReloads: [0], itemDeletions: [path(1, 0)]), [1, 1], [1, 0]),
      ("R15", BatchUpdate(itemDeletions: one + one), [2], [0]),
      ("wrong target", BatchUpdate(itemRebinds: [path(0, 1)]), [1], [1]),
    ]
    for (rule, batch, old, new) in cases {
      let found = Self.violation(batch, old, new)
      #expect(found?.hasPrefix("\(rule): ") == true, "\(found ?? "accepted")\n\(batch)")
    }
    #expect(Self.violation(BatchUpdate(itemDeletions: one), [2], [1]) == nil)
  }

  /// With `ROSTER_INTERNAL_CHECKS=1 swift test`, the check is compiled in and traps.
  @Test(
    "with ROSTER_INTERNAL_CHECKS, a stage that breaks a rule traps",
    .enabled(if: InternalChecks.isEnabled))
  func brokenStageTraps() async {
    await #expect(processExitsWith: .failure) {
      let section = Section(cellModels: [TextModel(identifier: "a")], identifier: "s")
      InternalChecks.checkStage(
        BatchUpdate(itemDeletions: [IndexPath(item: 0, section: 0)]), from: [section],
        to: [section])
    }
  }
}
