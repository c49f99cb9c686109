import EventLedger
import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Random updates of two section providers on a `SimulatedListHost` — animated or not, some
/// requested from inside the providers' own event callbacks — interleaved with random
/// displays, ends, prefetches, cancels, visible rects and animation ends: every item's display,
/// prefetch and working-range events must balance, reach only its own provider at its own index
/// path, and reach the model and the provider alike.
@Suite("Display, prefetch and working-range events balance and reach their owner")
@MainActor
struct EventBalancePropertyTests {
  final class LedgerCell: TypedListCell {
    func bind(model: LedgerRow, sizing: Bool) {}
  }

  /// A row 10 points tall that records every display, prefetch and working-range action.
  struct LedgerRow: TypedCellModel, LedgerRecording {
    typealias CellType = LedgerCell
    var identifier: String
    var ledger: EventLedger

    func identical(to model: any CellModel) -> Bool { model is LedgerRow }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 10))
    }
  }

  /// Random sections of `name`'s rows, drawn from a pool of 8 identifiers.
  static func sections(of name: String, _ draw: () -> Int, ledger: EventLedger) -> [Section] {
    var pool = Array(0..<8)
    return (0..<(draw() % 3)).map { index in
      let rows = (0..<(draw() % 5)).compactMap { _ -> LedgerRow? in
        guard !pool.isEmpty else { return nil }
        return LedgerRow(
          identifier: "\(name)\(pool.remove(at: draw() % pool.count))", ledger: ledger)
      }
      return Section(cellModels: rows, identifier: "\(name)-s\(index)")
    }
  }

  @Test("random updates, also from callbacks: events balance and reach their owner only")
  func property() async {
    let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...80)
    await propertyCheck(count: propertyCases(2_000), input: raw) { raw in
      let draw = drawing(from: raw)
      let host = SimulatedListHost()
      let container = SectionContainer(host: host)
      let controller = container.controller
      controller.diagnosticHandler = { _ in }
      let ledger = EventLedger()
      let providers = [LedgerProvider("a"), LedgerProvider("b")]
      container.setProviders(providers, animated: false)
      let forgetDeleted: @MainActor (Bool) -> Void = { _ in
        let present = Set(controller.snapshot.sections.flatMap { $0.cellModels.map(\.identifier) })
        ledger.forget(keeping: present)
      }
      var reentrant = 3
      for provider in providers {
        provider.onEvent = { [weak provider] in
          guard let provider, reentrant > 0, draw() % 5 == 0 else { return }
          reentrant -= 1
          provider.context?.update(
            with: Self.sections(of: provider.name, draw, ledger: ledger),
            animated: draw() % 2 == 0, completion: forgetDeleted)
        }
      }
      @MainActor func paths() -> [IndexPath] {
        let snapshot = controller.snapshot
        return (0..<(1 + draw() % 4)).compactMap { _ in
          guard snapshot.numberOfSections > 0 else { return nil }
          let section = draw() % snapshot.numberOfSections
          let count = snapshot.numberOfItems(inSection: section)
          return count > 0 ? IndexPath(item: draw() % count, section: section) : nil
        }
      }
      for operation in raw.prefix(30) {
        switch operation % 8 {
        case 0, 1:
          let provider = providers[draw() % 2]
          provider.context?.update(
            with: Self.sections(of: provider.name, draw, ledger: ledger),
            animated: draw() % 2 == 0, completion: forgetDeleted)
        case 2: host.settle()
        case 3: host.displayItems(at: paths())
        case 4: host.endDisplayingItems(at: paths())
        case 5: host.prefetchItems(at: paths())
        case 6: host.cancelPrefetchingForItems(at: paths())
        default:
          controller.workingRangeSize = 0
          host.showVisibleRect(CGRect(x: 0, y: draw() % 120, width: 100, height: draw() % 60))
        }
      }
      reentrant = 0
      host.settle()
      Self.endEverything(on: host, showing: controller.snapshot)
      let failures = Self.failures(of: ledger, providers: providers)
      #expect(failures.isEmpty, "\(failures.prefix(4))")
    }
  }

  /// Everything ends: every cell leaves, every prefetch is cancelled, the range empties.
  @MainActor
  static func endEverything(on host: SimulatedListHost, showing snapshot: ListSnapshot) {
    let all = snapshot.sections.indices.flatMap { section in
      snapshot.sections[section].cellModels.indices.map {
        IndexPath(item: $0, section: section)
      }
    }
    host.endDisplayingItems(at: all)
    host.cancelPrefetchingForItems(at: all)
    host.showVisibleRect(CGRect(x: 0, y: 10_000, width: 100, height: 0))
  }

  /// What the ledger and the providers saw go wrong once everything ended: an event without
  /// its pair, or a provider hearing of another's models.
  @MainActor
  static func failures(of ledger: EventLedger, providers: [LedgerProvider]) -> [String] {
    var failures = ledger.failures + providers.flatMap(\.violations)
    if !ledger.shown.isEmpty { failures.append("never ended: \(ledger.shown.sorted())") }
    if !ledger.prefetched.isEmpty {
      failures.append("never cancelled: \(ledger.prefetched.sorted())")
    }
    if !ledger.inRange.isEmpty { failures.append("never left: \(ledger.inRange.sorted())") }
    for provider in providers {
      let models = ledger.heard.filter { $0.split(separator: " ")[1].hasPrefix(provider.name) }
      if models != provider.heard {
        failures.append("\(provider.name): models heard \(models), provider \(provider.heard)")
      }
    }
    return failures
  }
}
