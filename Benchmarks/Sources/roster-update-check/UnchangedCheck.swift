// An unchanged state rebuilt as new arrays, through `ListController.update` as an app calls it:
// a view model re-emitting equal models. Timed in one process beside the typed diff of an
// unchanged list (W3: 100,000 `UUID`s against a copy with its own storage, and the E1 items
// of the same size, typed), and beside re-sending the very arrays displayed.
import Roster
import RosterDiff
import RosterUpdateWorkloads
import RosterWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Times `rounds` unchanged updates of `total` items in one section, alternating between two
/// equal states (new `Section` and model values, new arrays) so that every update compares a
/// rebuilt state with the displayed one; prints the medians.
///
/// - Parameter freshIdentifiers: Whether each state's models carry their own copies of the
///   identifier strings, as when an app formats its identifiers anew for every state.
@MainActor
func unchangedCheck(total: Int, rounds: Int, freshIdentifiers: Bool) {
  let workload = UpdateWorkload(sections: 1, itemsPerSection: total, seed: 16)
  let states = (0..<2).map { _ in
    workload.rebuiltOldSections(freshIdentifiers: freshIdentifiers)
  }
  let typedOld = workload.oldItems()
  let typedNew = typedOld.map { $0 }
  let w3 = Workloads.w3()
  let controller = instantController()
  controller.update(with: states[0], animated: false)
  // Apart, so that re-sending the displayed arrays leaves the rebuilt updates' controller alone.
  let resending = instantController()
  resending.update(with: states[0], animated: false)
  let batches = controller.host.batches
  let clock = ContinuousClock()
  var samples: [String: [Double]] = [:]
  for round in 0..<rounds {
    samples["W3", default: []].append(
      milliseconds(
        clock.measure {
          let changes = Changes(from: w3.old, to: w3.new, id: { $0 }, isContentEqual: ==)
          precondition(changes.isEmpty)
        }))
    samples["typed", default: []].append(
      milliseconds(
        clock.measure {
          let changes = Changes(from: typedOld, to: typedNew)
          precondition(changes.isEmpty)
        }))
    let target = states[(round + 1) % 2]
    samples["rebuilt", default: []].append(
      milliseconds(clock.measure { controller.update(with: target, animated: true) }))
    samples["same", default: []].append(
      milliseconds(clock.measure { resending.update(with: states[0], animated: true) }))
  }
  precondition(
    controller.host.batches == batches && resending.host.batches == batches,
    "an unchanged update reached the host")
  precondition(controller.sections[0].cellModels.count == total)
  let m = samples.mapValues(median)
  let value = { (key: String) in m[key, default: .nan] }
  print(
    "unchanged \(total)\(freshIdentifiers ? " fresh" : ""): rebuilt \(format(value("rebuilt"))) ms,"
      + " same arrays \(format(value("same"))) ms; typed \(format(value("typed"))) ms,"
      + " W3 \(format(value("W3"))) ms; rebuilt/W3"
      + " \(String(format: "%.2f", value("rebuilt") / value("W3"))), rebuilt/typed"
      + " \(String(format: "%.2f", value("rebuilt") / value("typed"))); ns/item rebuilt"
      + " \(format(value("rebuilt") * 1e6 / Double(total)))")
}
