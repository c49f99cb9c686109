// Times, through the public API as an app calls it, the paths whose cost must grow linearly
// with the list: section providers on the terminal host (an edit of an existing section, and
// providers publishing their first section one at a time), and SimulatedListHost with
// duplicated identifiers and with many providers. Each figure is one run of P updates.
//
//   roster-scale-check                        every case at its three sizes
//   roster-scale-check edit|publish|publish-undrawn|duplicates|duplicates-equatable|simulated-providers|
//     simulated-publish [size …]
import Foundation
import Roster
import RosterTerminal
import RosterTesting

struct Row: TypedCellModel, Hashable {
  typealias CellType = RowCell
  var identifier: String
  var title: String

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }
}

/// A row whose model is `Equatable` only: the simulated host cannot hash its content.
struct PlainRow: TypedCellModel, Equatable {
  typealias CellType = PlainRowCell
  var identifier: String
  var title: String

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }
}

final class PlainRowCell: TypedTerminalCell {
  private var title = ""
  func bind(model: PlainRow, sizing: Bool) { title = model.title }
  func render(width: Int) -> [StyledLine] { [StyledLine(title).truncated(toWidth: width)] }
}

final class RowCell: TypedTerminalCell {
  private var title = ""
  func bind(model: Row, sizing: Bool) { title = model.title }
  func render(width: Int) -> [StyledLine] { [StyledLine(title).truncated(toWidth: width)] }
}

/// A provider of one section of five rows, published when the app says so.
@MainActor
final class Provider: SectionProvider {
  let index: Int
  let publishesOnAttach: Bool
  var context: SectionProviderContext?

  init(index: Int, publishesOnAttach: Bool) {
    self.index = index
    self.publishesOnAttach = publishesOnAttach
  }

  func didAttach(to context: SectionProviderContext) {
    self.context = context
    if publishesOnAttach { publish(version: 0) }
  }

  /// What an app's provider does when its data arrives: shows it, animated (the default).
  func publish(version: Int) {
    let rows = (0..<5).map { Row(identifier: "p\(index)-\($0)", title: "row \($0) v\(version)") }
    context?.update(with: [Section(cellModels: rows, identifier: "p\(index)")])
  }
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// One frame of a terminal app: animations advanced to their end, the list drawn.
@MainActor
func frame(_ listView: TerminalListView, _ screen: inout ScreenBuffer) {
  listView.finishAnimations()
  listView.render(into: &screen)
}

@MainActor
func terminalProviders(
  _ count: Int, publishOnAttach: Bool
) -> (
  TerminalListView, SectionContainer<TerminalListView>, [Provider]
) {
  let listView = TerminalListView(size: CGSize(width: 80, height: 24))
  let container = SectionContainer(host: listView)
  container.controller.diagnosticHandler = { _ in }
  let providers = (0..<count).map { Provider(index: $0, publishesOnAttach: publishOnAttach) }
  container.setProviders(providers, animated: false)
  return (listView, container, providers)
}

/// Waits for an update diffed off the main actor (a first load above the threshold), ending
/// animations as a run loop's frames would.
@MainActor
func settled<Host: ListHost>(_ controller: ListController<Host>) async {
  while controller.isUpdating {
    controller.host.finishAnimationsIfUndriven()
    await Task.yield()
  }
}

/// Every provider edits its section once, one update and one frame at a time.
@MainActor
func edit(_ count: Int) async -> Double {
  let (listView, container, providers) = terminalProviders(count, publishOnAttach: true)
  await settled(container.controller)
  var screen = ScreenBuffer(width: 80, height: 24)
  frame(listView, &screen)
  let start = ContinuousClock.now
  for provider in providers {
    provider.publish(version: 1)
    frame(listView, &screen)
  }
  let elapsed = seconds(ContinuousClock.now - start)
  precondition(
    container.controller.sections.count == count,
    "\(container.controller.sections.count) sections, \(container.controller.isUpdating)")
  return elapsed
}

/// Providers attached with nothing to show publish their first section one at a time, in the
/// order their data arrives (shuffled, seeded), one frame after each.
@MainActor
func publish(_ count: Int) async -> Double {
  let (listView, container, providers) = terminalProviders(count, publishOnAttach: false)
  await settled(container.controller)
  var screen = ScreenBuffer(width: 80, height: 24)
  frame(listView, &screen)
  var generator = SplitMix(seed: 28)
  let order = providers.shuffled(using: &generator)
  let start = ContinuousClock.now
  for provider in order {
    provider.publish(version: 0)
    frame(listView, &screen)
  }
  let elapsed = seconds(ContinuousClock.now - start)
  precondition(container.controller.sections.count == count)
  return elapsed
}

/// Providers attached with nothing to show publish their first section one at a time, in a
/// shuffled order, each update's animation ended before the next and no frame drawn: the
/// update path alone, as an app that publishes faster than it draws sees it.
@MainActor
func publishUndrawn(_ count: Int) async -> Double {
  let (listView, container, providers) = terminalProviders(count, publishOnAttach: false)
  await settled(container.controller)
  var generator = SplitMix(seed: 28)
  let order = providers.shuffled(using: &generator)
  let start = ContinuousClock.now
  for provider in order {
    provider.publish(version: 0)
    listView.finishAnimations()
  }
  let elapsed = seconds(ContinuousClock.now - start)
  precondition(container.controller.sections.count == count)
  return elapsed
}

/// One update of a list of `count` rows sharing one identifier on SimulatedListHost: a row
/// inserted at the top, every row's content changed; the models `Hashable`.
@MainActor
func duplicates(_ count: Int) async -> Double {
  await duplicates(count) { Row(identifier: "row", title: $0) }
}

/// The same with models that are `Equatable` only.
@MainActor
func equatableDuplicates(_ count: Int) async -> Double {
  await duplicates(count) { PlainRow(identifier: "row", title: $0) }
}

@MainActor
func duplicates(_ count: Int, row: @escaping (String) -> any CellModel) async -> Double {
  let host = SimulatedListHost()
  let controller = ListController(host: host, offMainDiffingThreshold: .max)
  controller.diagnosticHandler = { _ in }
  func rows(_ version: Int, _ count: Int) -> [Section] {
    [Section(cellModels: (0..<count).map { row("\($0) v\(version)") }, identifier: "s")]
  }
  controller.update(with: rows(0, count), animated: false)
  let start = ContinuousClock.now
  controller.update(with: rows(1, count + 1), animated: false)
  let elapsed = seconds(ContinuousClock.now - start)
  precondition(host.errors.isEmpty)
  return elapsed
}

/// Every provider edits its section once, one update at a time, on SimulatedListHost.
@MainActor
func simulatedProviders(_ count: Int) async -> Double {
  let host = SimulatedListHost()
  let container = SectionContainer(host: host)
  container.controller.diagnosticHandler = { _ in }
  let providers = (0..<count).map { Provider(index: $0, publishesOnAttach: true) }
  container.setProviders(providers, animated: false)
  await settled(container.controller)
  host.settle()
  let start = ContinuousClock.now
  for provider in providers {
    provider.publish(version: 1)
    host.settle()
  }
  let elapsed = seconds(ContinuousClock.now - start)
  precondition(host.errors.isEmpty)
  return elapsed
}

/// Providers attached with nothing to show publish their first section one at a time, in a
/// shuffled order, on SimulatedListHost, which checks every batch against UIKit's rules; each
/// batch's animation ends before the next publish, as a run loop's frames would end it.
@MainActor
func simulatedPublish(_ count: Int) async -> Double {
  let host = SimulatedListHost()
  let container = SectionContainer(host: host)
  container.controller.diagnosticHandler = { _ in }
  let providers = (0..<count).map { Provider(index: $0, publishesOnAttach: false) }
  container.setProviders(providers, animated: false)
  await settled(container.controller)
  host.settle()
  var generator = SplitMix(seed: 28)
  let order = providers.shuffled(using: &generator)
  let start = ContinuousClock.now
  for provider in order {
    provider.publish(version: 0)
    host.settle()
  }
  let elapsed = seconds(ContinuousClock.now - start)
  precondition(host.errors.isEmpty && container.controller.sections.count == count)
  return elapsed
}

struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

let cases: [(String, [Int], @MainActor (Int) async -> Double)] = [
  ("edit", [1_000, 3_000, 10_000], edit),
  ("publish", [1_000, 3_000, 10_000], publish),
  ("publish-undrawn", [1_000, 3_000, 10_000], publishUndrawn),
  ("duplicates", [10_000, 30_000, 100_000], duplicates),
  ("duplicates-equatable", [10_000, 30_000, 100_000], equatableDuplicates),
  ("simulated-providers", [300, 1_000, 3_000], simulatedProviders),
  ("simulated-publish", [1_000, 3_000, 10_000], simulatedPublish),
]

let arguments = CommandLine.arguments.dropFirst()
for (name, sizes, run) in cases where arguments.first.map({ $0 == name }) ?? true {
  let chosen = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : sizes
  for size in chosen {
    let elapsed = await run(size)
    print(
      "\(name) \(size): \(String(format: "%.3f", elapsed)) s"
        + (name.hasPrefix("duplicates")
          ? "" : ", \(String(format: "%.1f", elapsed / Double(size) * 1e6)) µs per update"))
  }
}
