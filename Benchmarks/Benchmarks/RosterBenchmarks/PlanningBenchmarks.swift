// The update planner's cost beside the diff it plans: P1 is W6 (100 sections × 1,000 items with
// cross-section moves), P2 is W2 as one section of 100,000 items, P3 is W6 with its first
// section moved to the end, so that rule R13 splits the plan into two batches. "plan" measures only
// `UpdatePlanner.plan` on changes computed in setup; "diff" measures only the diff.
import Benchmark
import Roster
import RosterWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A workload's sections and their changes, computed once in setup.
struct PlanningInput: Sendable {
  var workload: SectionedWorkload
  var changes: SectionedChanges<UUID, UUID>
}

func sectionedChanges(_ workload: SectionedWorkload) -> SectionedChanges<UUID, UUID> {
  SectionedChanges(
    from: workload.old, to: workload.new, sectionID: \.id, items: \.items, itemID: { $0 },
    isSectionContentEqual: { _, _ in true }, isItemContentEqual: ==)
}

func plan(_ input: PlanningInput) -> UpdatePlan {
  UpdatePlanner(policy: .alwaysAnimate).plan(
    input.changes, oldSectionCount: input.workload.old.count,
    newSectionCount: input.workload.new.count)
}

/// W2 as a single section of 100,000 items.
func singleSectionW2() -> SectionedWorkload {
  let flat = Workloads.w2()
  let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
  return SectionedWorkload(
    old: [ItemSection(id: id, items: flat.old)], new: [ItemSection(id: id, items: flat.new)],
    oldFlat: flat.old, newFlat: flat.new)
}

/// W6 with the first new section moved to the end: a section move whose items change.
func w6WithSectionMove() -> SectionedWorkload {
  let workload = Workloads.w6()
  let new = Array(workload.new.dropFirst()) + workload.new.prefix(1)
  return SectionedWorkload(
    old: workload.old, new: new, oldFlat: workload.oldFlat, newFlat: new.flatMap(\.items))
}

func planningBenchmarks() {
  let workloads = [
    ("P1 W6", Workloads.w6), ("P2 100k section", singleSectionW2),
    ("P3 W6 + section move", w6WithSectionMove),
  ]
  for (name, make) in workloads {
    Benchmark("\(name) diff", configuration: fast) { benchmark, workload in
      for _ in benchmark.scaledIterations { blackHole(sectionedChanges(workload)) }
    } setup: {
      make()
    }
    Benchmark("\(name) plan", configuration: fast) { benchmark, input in
      for _ in benchmark.scaledIterations { blackHole(plan(input)) }
    } setup: {
      let workload = make()
      return PlanningInput(workload: workload, changes: sectionedChanges(workload))
    }
    Benchmark("\(name) diff+plan", configuration: fast) { benchmark, workload in
      for _ in benchmark.scaledIterations {
        let changes = sectionedChanges(workload)
        blackHole(plan(PlanningInput(workload: workload, changes: changes)))
      }
    } setup: {
      make()
    }
  }
}
