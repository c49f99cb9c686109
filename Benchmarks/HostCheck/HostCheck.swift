// One size of the host check: the E1 change (one section, 1% of the items changed at scattered
// places) timed as the typed diff, the controller's update on a no-op host, the update on a
// terminal list and on the UIKit model with measured and explicit sizes, and the first screen
// (measured and explicit sizes) beside building its sections, interleaved round by round so
// that ratios compare like with like on a shared machine.
import Roster
import RosterDiff

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The parts timed, in the order they are reported.
enum Part: String, CaseIterable {
  case typed = "typed diff"
  case controller = "controller, no-op host"
  case terminal = "terminal, measured: update + frame"
  case terminalFrame = "  of which the frame"
  case terminalExplicit = "terminal, explicit: update + frame"
  case terminalExplicitFrame = "  of which the frame "
  case collection = "collection, measured"
  case collectionExplicit = "collection, explicit"
  case build = "build the sections"
  case firstScreen = "first screen on the terminal"
  case firstFrame = "  of which the first frame"
  case firstScreenExplicit = "first screen, explicit sizes"
  case firstScreenCollection = "first screen, collection (UIKit model)"
  case firstScreenTable = "first screen, table (UIKit model)"
}

@MainActor
struct HostCheck {
  let workload: UpdateWorkload
  let measured: (old: [Section], new: [Section])
  let terminalExplicit: (old: [Section], new: [Section])
  let collectionExplicit: (old: [Section], new: [Section])
  let typed: (old: [TypedItem], new: [TypedItem])
  /// Every host's and the controller's.
  let policy: UpdatePolicy

  init(total: Int, policy: UpdatePolicy) {
    self.policy = policy
    workload = UpdateWorkload(sections: 1, itemsPerSection: total, seed: 16)
    measured = (workload.oldSections(), workload.newSections())
    let identifiers = workload.sectionIdentifiers
    terminalExplicit = (
      explicitSections(workload.oldRows, identifiers: identifiers, height: 1),
      explicitSections(workload.newRows, identifiers: identifiers, height: 1)
    )
    collectionExplicit = (
      explicitSections(workload.oldRows, identifiers: identifiers, height: 44),
      explicitSections(workload.newRows, identifiers: identifiers, height: 44)
    )
    typed = (workload.oldItems(), workload.newItems())
  }

  var count: (old: Int, new: Int) { (typed.old.count, typed.new.count) }

  /// Times `rounds` rounds, alternating old → new and new → old; each part's samples in ms.
  func measure(rounds: Int, clock: Stopwatch) -> [Part: [Double]] {
    var samples: [Part: [Double]] = [:]
    func time(_ part: Part, _ body: () -> Void) {
      samples[part, default: []].append(clock.measure(body))
    }

    let controller = ListController(
      host: InstantHost(), policy: policy, offMainDiffingThreshold: .max)
    controller.update(with: measured.old, animated: false)
    let terminal = TerminalHarness(policy: policy)
    terminal.update(to: measured.old)
    terminal.frame()
    let explicitTerminal = TerminalHarness(policy: policy)
    explicitTerminal.update(to: terminalExplicit.old)
    explicitTerminal.frame()
    #if os(Linux)
      let collection = CollectionHarness(policy: policy)
      collection.update(to: measured.old)
      let explicitCollection = CollectionHarness(policy: policy)
      explicitCollection.update(to: collectionExplicit.old)
    #endif

    for round in 0..<rounds {
      let forward = round % 2 == 0
      let expected = forward ? count.new : count.old
      time(.typed) {
        let changes =
          forward
          ? Changes(from: typed.old, to: typed.new) : Changes(from: typed.new, to: typed.old)
        precondition(!changes.isEmpty)
      }
      time(.controller) {
        controller.update(with: forward ? measured.new : measured.old, animated: false)
      }
      precondition(!controller.isUpdating && controller.sections[0].cellModels.count == expected)
      timeTerminal(terminal, forward ? measured.new : measured.old, .terminal, .terminalFrame)
      terminal.check(count: expected)
      timeTerminal(
        explicitTerminal, forward ? terminalExplicit.new : terminalExplicit.old,
        .terminalExplicit, .terminalExplicitFrame)
      explicitTerminal.check(count: expected)
      #if os(Linux)
        time(.collection) { collection.update(to: forward ? measured.new : measured.old) }
        collection.check(count: expected)
        time(.collectionExplicit) {
          explicitCollection.update(to: forward ? collectionExplicit.new : collectionExplicit.old)
        }
        explicitCollection.check(count: expected)
      #endif
      var built: [Section] = []
      time(.build) {
        built = UpdateWorkload.sections(workload.oldRows, identifiers: workload.sectionIdentifiers)
      }
      let start = clock.now()
      let fresh = TerminalHarness(policy: policy)
      fresh.update(to: built)
      let frameStart = clock.now()
      fresh.frame()
      let end = clock.now()
      samples[.firstScreen, default: []].append(end - start)
      samples[.firstFrame, default: []].append(end - frameStart)
      fresh.check(count: count.old)
      // The same list with sizes the models give: what measuring every row adds to it.
      time(.firstScreenExplicit) {
        let fresh = TerminalHarness(policy: policy)
        fresh.update(to: terminalExplicit.old)
        fresh.frame()
      }
      #if os(Linux)
        var collection: CollectionHarness?
        time(.firstScreenCollection) {
          collection = CollectionHarness(policy: policy)
          collection?.update(to: built)
        }
        collection?.check(count: count.old)
        collection = nil
        var table: TableHarness?
        time(.firstScreenTable) {
          table = TableHarness(policy: policy)
          table?.update(to: built)
        }
        table?.check(count: count.old)
        table = nil
      #endif
    }
    return samples

    func timeTerminal(
      _ harness: TerminalHarness, _ sections: [Section], _ total: Part, _ frame: Part
    ) {
      let start = clock.now()
      harness.update(to: sections)
      let frameStart = clock.now()
      harness.frame()
      let end = clock.now()
      samples[total, default: []].append(end - start)
      samples[frame, default: []].append(end - frameStart)
    }
  }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

func format(_ value: Double) -> String {
  value >= 100
    ? String(format: "%.0f", value)
    : value >= 10
      ? String(format: "%.1f", value)
      : value >= 1 ? String(format: "%.2f", value) : String(format: "%.3f", value)
}

/// Prints each part's median (and the range of the samples), then the ratios.
func report(total: Int, rounds: Int, policy: String, samples: [Part: [Double]]) {
  let m = samples.mapValues(median)
  print(
    "\(total) items, E1, \(rounds) rounds alternating old → new and new → old,"
      + " \(policy) (ms):")
  for part in Part.allCases {
    guard let values = samples[part], let low = values.min(), let high = values.max() else {
      continue
    }
    let median = m[part, default: .nan]
    let perItem = median * 1e6 / Double(total)
    print(
      "  \(part.rawValue.padding(toLength: 38, withPad: " ", startingAt: 0))"
        + " median \(format(median).leftPadded(7))   range \(format(low))–\(format(high))"
        + "   \(String(format: "%.1f", perItem)) ns/item")
  }
  func ratio(_ part: Part, _ base: Part) -> String {
    String(format: "%.2f", m[part, default: .nan] / m[base, default: .nan])
  }
  print("  ratios:")
  for host in [Part.terminal, .terminalExplicit, .collection, .collectionExplicit]
  where m[host] != nil {
    print(
      "    \(host.rawValue.padding(toLength: 36, withPad: " ", startingAt: 0))"
        + " ÷ controller \(ratio(host, .controller).leftPadded(6)),"
        + " ÷ typed \(ratio(host, .typed).leftPadded(6))")
  }
  print("    controller ÷ typed \(ratio(.controller, .typed))")
  print(
    "    first screen ÷ build \(ratio(.firstScreen, .build)),"
      + " explicit sizes \(ratio(.firstScreenExplicit, .build)),"
      + " collection view \(ratio(.firstScreenCollection, .build)),"
      + " table view \(ratio(.firstScreenTable, .build))")
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
