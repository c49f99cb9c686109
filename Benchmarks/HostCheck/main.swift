// roster-host-check: what an update costs an app on its host, through the public API as an app
// calls it, in one process. For each size, E1's change (one section, 1% of the items changed at
// scattered places: a quarter each deleted, inserted, moved and given new content), alternately
// forward and backward, timed as:
//
// - the typed diff of the same change (`Changes(from:to:)` over `Identifiable` UUID items);
// - `ListController.update` on a host that swaps the data and completes at once;
// - the same update on a headless 80×24 `TerminalListView`, cells measured by the cell
//   (`.autolayout`) and then with explicit sizes: from the `update(with:animated: false)` call
//   (diffed on the main actor, applied without animating: laid out, live cells rebound) until
//   the next frame is drawn into a screen buffer and diffed against the previous one (binding
//   what came into view); the frame is also reported alone;
// - the same on a 390×844 `CollectionViewHost` running on the UIKit model (Linux only): from the
//   `update` call until one turn of the model's run loop (`ModelClock.advance()`) has run the
//   batch's completion and the window's `layoutIfNeeded`; the model binds the visible cells in
//   the batch's layout pass. The figure includes the model's own bookkeeping (it places every
//   cell after a batch and checks the batch against UIKit's rules), which UIKit does not do;
//   the model's Auto Layout stand-in is cheaper than Auto Layout, but an unchanged row's size
//   comes from the controller's size cache on every host;
// - the first screen: a new terminal list, its first load of the old state and its first frame,
//   beside building that state's sections (a model per row, and the section).
//
// Every controller applies each change as one batch (`UpdatePolicy(maximumAnimatedOperations:
// .max)`); the default policy reloads above 1,000 operations: E1 has exactly 1,000 at 100,000
// items (one batch either way) and 10,000 at 1,000,000 (--policy default to time the reload).
//
// Then resident memory per item of a terminal list after updates (Linux; --memory-updates 0
// to skip).
//
//   swift run -c release roster-host-check                   10^5 (11 rounds) and 10^6 (5 rounds)
//   swift run -c release roster-host-check --sizes 100000 --rounds 21 --memory-updates 40
//   swift run -c release roster-host-check --clock cpu          the main thread's CPU time, for
//       a machine busy with other work (the wall clock by default)
//   swift run -c release roster-host-check --profile terminal --sizes 100000 --rounds 100
//       one host's updates only, for `perf record -g`: terminal, terminal-explicit,
//       collection, collection-explicit, controller, or first-screen and
//       first-screen-explicit (a new terminal list's first load and first frame)
import Roster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

struct Options {
  var sizes = [100_000, 1_000_000]
  var rounds: Int?
  var memoryUpdates = 20
  var profile: String?
  var clock = Stopwatch(kind: .wall)
  /// Whether the controllers keep the default policy, which reloads above 1,000 operations,
  /// rather than applying every change as one batch.
  var defaultPolicy = false

  var policy: UpdatePolicy {
    defaultPolicy ? UpdatePolicy() : UpdatePolicy(maximumAnimatedOperations: .max)
  }

  var policyDescription: String {
    defaultPolicy
      ? "default policy (a reload above 1,000 operations)"
      : "every change as one batch (maximumAnimatedOperations: .max)"
  }

  init(_ arguments: [String]) {
    var arguments = arguments[...]
    while let flag = arguments.popFirst() {
      guard let value = arguments.popFirst() else { Self.usage("\(flag) needs a value") }
      switch flag {
      case "--sizes":
        sizes = value.split(separator: ",").map {
          guard let size = Int($0.filter { $0 != "_" }), size > 0 else {
            Self.usage("bad size \($0)")
          }
          return size
        }
      case "--rounds": rounds = Self.count(value)
      case "--memory-updates": memoryUpdates = Self.count(value)
      case "--profile": profile = value
      case "--clock":
        guard let kind = Stopwatch.Kind(rawValue: value) else { Self.usage("bad clock \(value)") }
        clock = Stopwatch(kind: kind)
      case "--policy":
        guard ["batches", "default"].contains(value) else { Self.usage("bad policy \(value)") }
        defaultPolicy = value == "default"
      default: Self.usage("unknown flag \(flag)")
      }
    }
  }

  /// Rounds at `size`: as asked, or 11 up to 10^5 items and 5 beyond.
  func rounds(at size: Int) -> Int { rounds ?? (size > 100_000 ? 5 : 11) }

  static func count(_ value: String) -> Int {
    guard let count = Int(value), count >= 0 else { usage("bad count \(value)") }
    return count
  }

  static func usage(_ problem: String) -> Never {
    print(
      "\(problem)\nusage: roster-host-check [--sizes 100000,1000000] [--rounds R]"
        + " [--memory-updates U] [--policy batches|default] [--clock wall|cpu] [--profile terminal|terminal-explicit|collection|collection-explicit|controller|first-load|first-screen|first-screen-explicit|first-screen-collection|first-screen-table]"
    )
    exit(2)
  }
}

/// Runs one host's updates only, alternating, `rounds` times.
@MainActor
func profile(_ host: String, total: Int, rounds: Int, policy: UpdatePolicy) {
  let check = HostCheck(total: total, policy: policy)
  var update: (Bool) -> Void
  switch host {
  case "terminal", "terminal-explicit":
    let sections = host == "terminal" ? check.measured : check.terminalExplicit
    let terminal = TerminalHarness(policy: policy)
    terminal.update(to: sections.old)
    terminal.frame()
    update = { forward in
      terminal.update(to: forward ? sections.new : sections.old)
      terminal.frame()
    }
  #if os(Linux)
    case "collection", "collection-explicit":
      let sections = host == "collection" ? check.measured : check.collectionExplicit
      let collection = CollectionHarness(policy: policy)
      collection.update(to: sections.old)
      update = { forward in collection.update(to: forward ? sections.new : sections.old) }
  #endif
  case "first-screen", "first-screen-explicit":
    let sections = host == "first-screen" ? check.measured.old : check.terminalExplicit.old
    update = { _ in
      let terminal = TerminalHarness(policy: policy)
      terminal.update(to: sections)
      terminal.frame()
    }
  #if os(Linux)
    case "first-screen-collection":
      update = { _ in CollectionHarness(policy: policy).update(to: check.measured.old) }
    case "first-screen-table":
      update = { _ in TableHarness(policy: policy).update(to: check.measured.old) }
  #endif
  case "first-load":
    // Each first load is timed alone; the controller is released outside the timed part.
    var kept: ListController<InstantHost>?
    var times: [Duration] = []
    update = { _ in
      kept = nil
      let start = ContinuousClock.now
      let controller = ListController(
        host: InstantHost(), policy: policy, offMainDiffingThreshold: .max)
      controller.update(with: check.measured.old, animated: false)
      times.append(ContinuousClock.now - start)
      kept = controller
      if times.count == rounds {
        print("first load alone: median \(format(milliseconds(times.sorted()[rounds / 2]))) ms")
      }
    }
  case "controller":
    let controller = ListController(
      host: InstantHost(), policy: policy, offMainDiffingThreshold: .max)
    controller.update(with: check.measured.old, animated: false)
    update = { forward in
      controller.update(with: forward ? check.measured.new : check.measured.old, animated: false)
    }
  default: Options.usage("unknown host \(host)")
  }
  let clock = ContinuousClock()
  let elapsed = clock.measure {
    for round in 0..<rounds { update(round % 2 == 0) }
  }
  print(
    "\(host) \(total): \(rounds) updates, \(format(milliseconds(elapsed) / Double(rounds))) ms each"
  )
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
MainActor.assumeIsolated {
  for size in options.sizes {
    if let host = options.profile {
      profile(host, total: size, rounds: options.rounds(at: size), policy: options.policy)
      continue
    }
    let rounds = options.rounds(at: size)
    do {
      let check = HostCheck(total: size, policy: options.policy)
      print(
        options.clock.kind == .cpu
          ? "Times are the main thread's CPU time." : "Times are wall-clock time.")
      report(
        total: size, rounds: rounds, policy: options.policyDescription,
        samples: check.measure(rounds: rounds, clock: options.clock))
    }
    if options.memoryUpdates > 0 {
      terminalMemory(total: size, updates: options.memoryUpdates, policy: options.policy)
    }
  }
}
