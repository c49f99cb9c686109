// Resident memory per item of a terminal list after updates: both states of the E1 models,
// then a `TerminalListView` showing the first (measured sizes, the first frame drawn), then
// `updates` updates alternating between the two states, each followed by a frame.
import Roster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@MainActor
func terminalMemory(total: Int, updates: Int, policy: UpdatePolicy) {
  func perItem(_ bytes: Int) -> String {
    String(format: "%.0f B", Double(bytes) / Double(total))
  }
  func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
  ResidentMemory.reset()
  let start = ResidentMemory.now()
  // The workload's rows are dropped once the models are built: only the models (and the
  // identifier strings they hold) stay.
  let (old, new) = {
    let workload = UpdateWorkload(sections: 1, itemsPerSection: total, seed: 16)
    return (workload.oldSections(), workload.newSections())
  }()
  let models = ResidentMemory.now()
  let terminal = TerminalHarness(policy: policy)
  terminal.update(to: old)
  terminal.frame()
  let shown = ResidentMemory.now()
  for update in 0..<updates {
    terminal.update(to: update % 2 == 0 ? new : old)
    terminal.frame()
  }
  terminal.check(count: (updates % 2 == 0 ? old : new)[0].cellModels.count)
  let end = ResidentMemory.now()
  let oneState = (models.current - start.current) / 2
  print(
    "  memory, terminal, measured sizes, per item: models \(perItem(oneState)) a state;"
      + " controller + layout + view \(perItem(shown.current - models.current)) after the first"
      + " frame, \(perItem(end.current - models.current)) after \(updates) updates;"
      + " one state shown, all in, \(perItem(oneState + end.current - models.current));"
      + " peak \(perItem(end.peak - start.current)) above the start (both states of models);"
      + " resident \(mebibytes(end.current)), peak \(mebibytes(end.peak))")
}
