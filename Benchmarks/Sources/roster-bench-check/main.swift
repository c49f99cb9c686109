// Checks the benchmark workloads once: that Roster's diff of each reproduces the new list, and
// how many moves Roster and the standard library report (and, for W8 and W12, the
// DifferenceKit-like baseline). `roster-bench-check time W2 20` instead times one workload in a
// loop, for profiling the engine without the benchmark tool; `time W8 20` and `time W12 20`
// alternate Roster with the DifferenceKit-like baseline (and on W8 the standard library).
import RosterDiff
import RosterWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

func roster(_ workload: FlatWorkload) -> Changes<UUID> {
  Changes(from: workload.old, to: workload.new, id: { $0 }, isContentEqual: ==)
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func report(_ name: String, _ workload: FlatWorkload, standardLibrary: Bool) {
  let changes = roster(workload)
  let replayed = Replay.apply(changes, to: workload.old, new: workload.new)
  print(
    "\(name): \(workload.old.count) → \(workload.new.count); Roster: "
      + "\(changes.deletions.count) deletions, \(changes.insertions.count) insertions, "
      + "\(changes.moves.count) moves, replay \(replayed == workload.new ? "ok" : "WRONG")")
  guard standardLibrary else { return }
  let clock = ContinuousClock()
  var difference: CollectionDifference<UUID>?
  let elapsed = clock.measure {
    difference = Baselines.standardLibrary(old: workload.old, new: workload.new)
  }
  guard let difference else { return }
  print(
    "\(name): standard library: \(difference.removals.count) removals, "
      + "\(difference.insertions.count) insertions, \(Baselines.moveCount(difference)) moves "
      + "(inferringMoves), one run \(milliseconds(elapsed)) ms")
}

/// The DifferenceKit-like baseline's counts, and whether its deletions and insertions are
/// Roster's (the moves are not: its greedy rule is not minimal).
func reportHeckel(_ name: String, _ workload: FlatWorkload) {
  let heckel = Baselines.heckel(
    old: workload.old, new: workload.new, id: { $0 }, isContentEqual: ==)
  let changes = roster(workload)
  let same = heckel.deleted == changes.deletions && heckel.inserted == changes.insertions
  print(
    "\(name): DifferenceKit-like: \(heckel.deleted.count) deletions, "
      + "\(heckel.inserted.count) insertions, \(heckel.moved.count) moves, "
      + "\(heckel.updated.count) updates; deletions and insertions "
      + "\(same ? "match Roster's" : "DIFFER from Roster's")")
}

func time(_ name: String, iterations: Int) {
  let clock = ContinuousClock()
  var samples: [Duration] = []
  func sample(_ body: () -> Void) { samples.append(clock.measure(body)) }
  switch name {
  case "W8", "W12":
    let workload = name == "W8" ? Workloads.w8() : Workloads.w12()
    // Alternating the three keeps a change in the machine's load from favouring any.
    var standardLibrary: [Duration] = []
    var heckel: [Duration] = []
    for _ in 0..<iterations {
      sample { _ = roster(workload) }
      if name == "W8" {
        standardLibrary.append(
          clock.measure { _ = Baselines.standardLibrary(old: workload.old, new: workload.new) })
      }
      heckel.append(
        clock.measure {
          _ = Baselines.heckel(
            old: workload.old, new: workload.new, id: { $0 }, isContentEqual: ==)
        })
    }
    report(samples, "Roster")
    if !standardLibrary.isEmpty { report(standardLibrary, "stdlib") }
    report(heckel, "DifferenceKit-like")
    return
  case "W1", "W2", "W3", "W4":
    let workload = [
      "W1": Workloads.w1, "W2": Workloads.w2, "W3": Workloads.w3, "W4": Workloads.w4,
    ][name].map { $0() }
    guard let workload else { return }
    // Alternating the two keeps a change in the machine's load from favouring either.
    var dictionary: [Duration] = []
    for _ in 0..<iterations {
      sample { _ = roster(workload) }
      dictionary.append(
        clock.measure {
          _ = Baselines.dictionaries(old: workload.old, new: workload.new, id: { $0 })
        })
    }
    report(samples, "Roster")
    report(dictionary, "dictionary")
    return
  case "W5":
    let workload = Workloads.w5()
    for _ in 0..<iterations {
      sample { _ = Changes(from: workload.old, to: workload.new, id: \.id, isContentEqual: ==) }
    }
  case "W6":
    let workload = Workloads.w6()
    for _ in 0..<iterations {
      sample {
        _ = SectionedChanges(
          from: workload.old, to: workload.new, sectionID: \.id, items: \.items,
          itemID: { $0 }, isSectionContentEqual: { _, _ in true }, isItemContentEqual: ==)
      }
    }
  default:
    print("unknown workload \(name)")
    return
  }
  report(samples, "Roster")

  func report(_ samples: [Duration], _ label: String) {
    let median = milliseconds(samples.sorted()[samples.count / 2])
    print("\(name) \(label): median \(median) ms of \(iterations)")
  }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "time", let name = arguments.dropFirst().first {
  time(name, iterations: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 20)
} else {
  let skipSlow = arguments.contains("--quick")
  report("W1", Workloads.w1(), standardLibrary: true)
  report("W2", Workloads.w2(), standardLibrary: !skipSlow)
  report("W3", Workloads.w3(), standardLibrary: false)
  report("W4", Workloads.w4(), standardLibrary: false)

  let w5 = Workloads.w5()
  let updates = Changes(from: w5.old, to: w5.new, id: \.id, isContentEqual: ==)
  print("W5: \(updates.updates.count) updates, \(updates.moves.count) moves")

  let w6 = Workloads.w6()
  let sectioned = SectionedChanges(
    from: w6.old, to: w6.new, sectionID: \.id, items: \.items, itemID: { $0 },
    isSectionContentEqual: { _, _ in true }, isItemContentEqual: ==)
  print(
    "W6: \(w6.oldFlat.count) → \(w6.newFlat.count) items; Roster: "
      + "\(sectioned.itemDeletions.count) deletions, \(sectioned.itemInsertions.count) "
      + "insertions, \(sectioned.itemMoves.count) moves")
  report("W6 flattened", FlatWorkload(old: w6.oldFlat, new: w6.newFlat), standardLibrary: true)

  let w8 = Workloads.w8()
  report("W8", w8, standardLibrary: true)
  reportHeckel("W8", w8)
  // The standard library takes some 40 s on W12: its walk is quadratic in the 100,000 insertions.
  let w12 = Workloads.w12()
  report("W12", w12, standardLibrary: false)
  reportHeckel("W12", w12)
}
