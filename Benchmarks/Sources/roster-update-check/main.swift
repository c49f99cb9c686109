// Times the E workloads without the benchmark machinery, all in one process so that ratios
// compare like with like; also what to run under callgrind.
//
//   roster-update-check                    E1, E2, first load at 10^3…10^6; E3
//   roster-update-check E1 100000 [rounds] [fresh]   one workload at one size; with fresh,
//                                          each state's models carry their own identifier copies
//   roster-update-check profile E1 100000 controller|sectioned|typed|load|build 10 [fresh]
//   roster-update-check unchanged 100000 [rounds] [fresh]   an equal state rebuilt as new
//                                          arrays, beside the typed diff of an unchanged list
//   roster-update-check layout [items] [rounds]   full layout of one section vs an edit near its top
//   roster-update-check memory [items] [updates]  resident memory per item, over many updates
import Roster
import RosterDiff
import RosterUpdateWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// (sections, items per section) of a workload at a total size.
func shape(_ name: String, _ total: Int) -> (Int, Int) {
  switch name {
  case "E1": return (1, total)
  case "E2": return (Swift.max(total / 1_000, 1), Swift.min(total, 1_000))
  case "E3": return (1_000, Swift.max(total / 1_000, 1))
  default: fatalError("unknown workload \(name)")
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

@MainActor
struct Runner {
  let workload: UpdateWorkload
  let oldSections: [Section]
  let newSections: [Section]
  let oldItems: [TypedItem]
  let newItems: [TypedItem]

  /// - Parameter fresh: Whether each state's models carry their own copies of the identifier
  ///   strings, as when an app makes its identifiers anew for every state, rather than the same
  ///   strings in both states.
  init(_ name: String, total: Int, fresh: Bool = false) {
    let (sections, perSection) = shape(name, total)
    workload = UpdateWorkload(sections: sections, itemsPerSection: perSection, seed: 16)
    func copied(_ rows: [[ItemRow]]) -> [[ItemRow]] {
      rows.map { section in
        section.map { row in
          var row = row
          row.identifier = String(decoding: Array(row.identifier.utf8), as: UTF8.self)
          return row
        }
      }
    }
    let identifiers = workload.sectionIdentifiers
    oldSections =
      fresh
      ? UpdateWorkload.sections(copied(workload.oldRows), identifiers: identifiers)
      : workload.oldSections()
    newSections =
      fresh
      ? UpdateWorkload.sections(copied(workload.newRows), identifiers: identifiers)
      : workload.newSections()
    oldItems = workload.oldItems()
    newItems = workload.newItems()
  }

  func typed(_ forward: Bool) {
    let changes =
      forward ? Changes(from: oldItems, to: newItems) : Changes(from: newItems, to: oldItems)
    precondition(!changes.isEmpty)
  }

  func sectioned(_ forward: Bool) {
    let changes =
      forward
      ? sectionedChanges(from: oldSections, to: newSections)
      : sectionedChanges(from: newSections, to: oldSections)
    precondition(!changes.isEmpty)
  }

  func build() -> [Section] {
    UpdateWorkload.sections(workload.oldRows, identifiers: workload.sectionIdentifiers)
  }

  /// Times `rounds` of each, interleaved; returns the medians in ms.
  func measure(rounds: Int) -> [String: Double] {
    let clock = ContinuousClock()
    let controller = instantController()
    controller.update(with: oldSections, animated: false)
    var samples: [String: [Double]] = [:]
    for round in 0..<rounds {
      let forward = round % 2 == 0
      samples["typed", default: []].append(milliseconds(clock.measure { typed(forward) }))
      samples["sectioned", default: []].append(milliseconds(clock.measure { sectioned(forward) }))
      let target = forward ? newSections : oldSections
      samples["controller", default: []].append(
        milliseconds(clock.measure { controller.update(with: target, animated: true) }))
      var built: [Section] = []
      samples["build", default: []].append(milliseconds(clock.measure { built = build() }))
      let empty = instantController()
      samples["load", default: []].append(
        milliseconds(clock.measure { empty.update(with: built, animated: false) }))
    }
    precondition(controller.host.batches > 0)
    return samples.mapValues(median)
  }
}

func format(_ value: Double) -> String {
  value >= 100
    ? String(format: "%.0f", value)
    : value >= 10
      ? String(format: "%.1f", value)
      : value >= 1 ? String(format: "%.2f", value) : String(format: "%.3f", value)
}

@MainActor
func report(_ name: String, total: Int, rounds: Int, fresh: Bool = false) {
  let runner = Runner(name, total: total, fresh: fresh)
  let m = runner.measure(rounds: rounds)
  let perItem = { (key: String) in format(m[key, default: .nan] * 1e6 / Double(total)) }
  print(
    "\(name) \(total): typed \(format(m["typed", default: .nan])) ms, sectioned \(format(m["sectioned", default: .nan])) ms,"
      + " controller \(format(m["controller", default: .nan])) ms, controller/typed"
      + " \(String(format: "%.2f", m["controller", default: .nan] / m["typed", default: .nan])), sectioned/typed"
      + " \(String(format: "%.2f", m["sectioned", default: .nan] / m["typed", default: .nan])); ns/item typed"
      + " \(perItem("typed")), controller \(perItem("controller")); build"
      + " \(format(m["build", default: .nan])) ms, first load \(format(m["load", default: .nan])) ms, load/build"
      + " \(String(format: "%.2f", m["load", default: .nan] / m["build", default: .nan]))")
}

let arguments = Array(CommandLine.arguments.dropFirst())
MainActor.assumeIsolated {
  if arguments.first == "layout" {
    layoutCheck(
      count: arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000,
      rounds: arguments.count > 2 ? Int(arguments[2]) ?? 11 : 11)
  } else if arguments.first == "unchanged" {
    unchangedCheck(
      total: arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000,
      rounds: arguments.count > 2 ? Int(arguments[2]) ?? 11 : 11,
      freshIdentifiers: arguments.count > 3 && arguments[3] == "fresh")
  } else if arguments.first == "memory" {
    memoryCheck(
      total: arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000,
      updates: arguments.count > 2 ? Int(arguments[2]) ?? 2_000 : 2_000)
  } else if arguments.first == "profile" {
    let runner = Runner(
      arguments[1], total: Int(arguments[2]) ?? 100_000,
      fresh: arguments.count > 5 && arguments[5] == "fresh")
    let rounds = arguments.count > 4 ? Int(arguments[4]) ?? 10 : 10
    let controller = instantController()
    controller.update(with: runner.oldSections, animated: false)
    for round in 0..<rounds {
      let forward = round % 2 == 0
      switch arguments[3] {
      case "typed": runner.typed(forward)
      case "sectioned": runner.sectioned(forward)
      case "controller":
        controller.update(with: forward ? runner.newSections : runner.oldSections)
      case "build": _ = runner.build()
      case "load": instantController().update(with: runner.oldSections, animated: false)
      default: fatalError("unknown part \(arguments[3])")
      }
    }
  } else if let name = arguments.first {
    let total = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
    report(
      name, total: total, rounds: arguments.count > 2 ? Int(arguments[2]) ?? 9 : 9,
      fresh: arguments.count > 3 && arguments[3] == "fresh")
  } else {
    for total in [1_000, 10_000, 100_000, 1_000_000] {
      let rounds = total >= 1_000_000 ? 5 : total >= 100_000 ? 11 : 41
      report("E1", total: total, rounds: rounds)
      report("E2", total: total, rounds: rounds)
    }
    report("E3", total: 1_000_000, rounds: 5)
  }
}
