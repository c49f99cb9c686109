import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random lists of two section providers on a `TerminalListView`, random updates of either
/// provider (animated or not, some requested from inside the providers' own event callbacks)
/// and random scrolling, prefetch distances and working-range sizes, checked against an
/// independent reference: the rows' frames worked out by adding up their heights, and a ledger
/// of every event the models and providers heard.
@MainActor
@Suite("Prefetching and the working range: random lists, updates and scrolling")
struct PrefetchingPropertyTests {
  /// A provider that publishes what it is told, and checks every item event it hears as it
  /// hears it: the item exists among its own sections at that index path, and is one of its
  /// own (identifiers start with the provider's name). It records what it heard, for the
  /// ledger to compare with what the models heard, and runs ``onEvent`` after each event.
  @MainActor
  final class CheckingProvider: SectionProvider {
    let name: String
    var context: SectionProviderContext?
    var violations: [String] = []
    /// Every item event heard, in order, as `"kind identifier"` (the log's kinds).
    var heard: [String] = []
    /// Runs after each item event, with its kind: where a test updates from inside a callback.
    var onEvent: ((ItemEventLog.Kind) -> Void)?

    init(_ name: String) { self.name = name }

    func didAttach(to context: SectionProviderContext) { self.context = context }

    func willDisplayItem(at indexPath: IndexPath, model: any CellModel) {
      check(.show, indexPath, model)
    }
    func didEndDisplayingItem(at indexPath: IndexPath, model: any CellModel) {
      // The item may be one an update deleted, told at the place it had: only the owner and,
      // while it is still there, its place are checked.
      let now = context?.indexPath(forIdentifier: model.identifier)
      if !model.identifier.hasPrefix(name) || (now != nil && now != indexPath) {
        violations.append("\(name) heard hide \(model.identifier) at \(indexPath)")
      }
      heard.append("hide \(model.identifier)")
      onEvent?(.hide)
    }

    func prefetchItem(at indexPath: IndexPath, model: any CellModel) {
      check(.prefetch, indexPath, model)
    }
    func cancelPrefetchingItem(at indexPath: IndexPath, model: any CellModel) {
      check(.cancel, indexPath, model)
    }
    func itemDidEnterWorkingRange(at indexPath: IndexPath, model: any CellModel) {
      check(.enter, indexPath, model)
    }
    func itemDidLeaveWorkingRange(at indexPath: IndexPath, model: any CellModel) {
      check(.leave, indexPath, model)
    }

    /// Whether `model` is the provider's own item, displayed at its `indexPath` now.
    func owns(_ identifier: String, at indexPath: IndexPath) -> Bool {
      identifier.hasPrefix(name) && context?.cellModel(at: indexPath)?.identifier == identifier
    }

    private func check(
      _ event: ItemEventLog.Kind, _ indexPath: IndexPath, _ model: any CellModel
    ) {
      if !owns(model.identifier, at: indexPath) {
        violations.append("\(name) heard \(event) \(model.identifier) at \(indexPath)")
      }
      heard.append("\(event) \(model.identifier)")
      onEvent?(event)
    }
  }

  /// The terminal tests' deterministic generator: one seed describes a whole step.
  typealias Mixer = ListViewPropertyTests.Mixer

  /// Random sections of the provider `name`: rows `name0`… of 1 to 3 rows each.
  static func sections(of name: String, _ mixer: inout Mixer, log: ItemEventLog) -> [Section] {
    var pool = Array(0..<10)
    return (0..<mixer.next(3)).map { index in
      var rows: [any CellModel] = []
      for _ in 0..<mixer.next(6) where !pool.isEmpty {
        let id = pool.remove(at: mixer.next(pool.count))
        rows.append(PrefetchRow(identifier: "\(name)\(id)", height: 1 + mixer.next(3), log: log))
      }
      return Section(cellModels: rows, identifier: "\(name)-s\(index)")
    }
  }

  /// Every displayed row's identifier and its extent in content rows, worked out from the
  /// heights alone.
  static func extents(of sections: [Section]) -> [(identifier: String, rows: Range<Int>)] {
    var top = 0
    var extents: [(String, Range<Int>)] = []
    for section in sections {
      for case let row as PrefetchRow in section.cellModels {
        extents.append((row.identifier, top..<(top + row.height)))
        top += row.height
      }
    }
    return extents
  }

  /// The identifiers of the rows that share some of `start..<end`, which need not be whole.
  static func identifiers(
    from start: Double, to end: Double, of extents: [(identifier: String, rows: Range<Int>)]
  ) -> Set<String> {
    Set(
      extents.filter { Double($0.rows.lowerBound) < end && start < Double($0.rows.upperBound) }
        .map(\.identifier))
  }

  /// The reference: what each item was told last, by identifier, and every disagreement with
  /// it found so far.
  @MainActor
  final class EventReference {
    var outstanding = Set<String>()
    var inRange = Set<String>()
    var shown = Set<String>()
    var failures: [String] = []

    /// Deleted items are forgotten, unreported: each update's completion, which runs when the
    /// list shows its state (or a newer one), drops those no longer shown from the reference.
    func forget(keeping present: Set<String>) {
      outstanding.formIntersection(present)
      inRange.formIntersection(present)
    }

    /// Books an event a model heard, checking it is for an item there and that it follows
    /// what the item was told before.
    func record(_ entry: ItemEventLog.Entry, providers: [CheckingProvider]) {
      let owner = providers.first { entry.identifier.hasPrefix($0.name) }
      // A cell may leave the screen because its item was deleted: `hide` names it anyway.
      if entry.kind != .hide, owner?.owns(entry.identifier, at: entry.indexPath) != true {
        failures.append("model heard \(entry) of an item not there")
      }
      switch entry.kind {
      case .prefetch:
        if !outstanding.insert(entry.identifier).inserted {
          failures.append("prefetched twice: \(entry)")
        }
      case .cancel:
        if outstanding.remove(entry.identifier) == nil {
          failures.append("cancelled, not prefetched: \(entry)")
        }
      case .show:
        outstanding.remove(entry.identifier)
        if !shown.insert(entry.identifier).inserted {
          failures.append("shown twice: \(entry)")
        }
      case .hide:
        if shown.remove(entry.identifier) == nil { failures.append("ended, not shown: \(entry)") }
      case .enter:
        if !inRange.insert(entry.identifier).inserted {
          failures.append("entered twice: \(entry)")
        }
      case .leave:
        if inRange.remove(entry.identifier) == nil { failures.append("left, not in: \(entry)") }
      }
    }
  }

  /// One random list on a screen of a random height, its two providers, the reference and the
  /// updates the providers request from inside their callbacks.
  @MainActor
  final class Run {
    let height: Int
    let listView: TerminalListView
    let container: SectionContainer<TerminalListView>
    var controller: ListController<TerminalListView> { container.controller }
    let log = ItemEventLog()
    let providers = [CheckingProvider("a"), CheckingProvider("b")]
    let reference = EventReference()
    // Updates from inside callbacks: a budget per step, spent on events the mixer picks.
    var reentrantUpdates = 0
    var updatedFromCallback = false
    var callbackMixer: Mixer

    init(seed: Int) {
      var mixer = Mixer(state: UInt64(seed))
      height = 3 + mixer.next(6)
      listView = TerminalListView(size: CGSize(width: 12, height: height))
      listView.selectionMarker = nil
      container = SectionContainer(host: listView)
      callbackMixer = Mixer(state: UInt64(seed) ^ 0xC0FFEE)
      container.setProviders(providers, animated: false)
      for provider in providers {
        provider.onEvent = { [weak self, weak provider] _ in
          guard let self, let provider else { return }
          self.updateFromCallback(provider)
        }
      }
      log.onRecord = { [weak self] entry in
        guard let self else { return }
        self.reference.record(entry, providers: self.providers)
      }
    }

    /// The completion of every update: see ``EventReference/forget(keeping:)``.
    var forgetDeleted: @MainActor (Bool) -> Void {
      { [weak self] _ in
        guard let self else { return }
        let extents = PrefetchingPropertyTests.extents(of: self.controller.snapshot.sections)
        let present = Set(extents.map(\.identifier))
        self.reference.forget(keeping: present)
      }
    }

    func updateFromCallback(_ provider: CheckingProvider) {
      guard reentrantUpdates > 0, callbackMixer.next(4) == 0 else { return }
      reentrantUpdates -= 1
      updatedFromCallback = true
      provider.context?.update(
        with: PrefetchingPropertyTests.sections(of: provider.name, &callbackMixer, log: log),
        animated: callbackMixer.next(2) == 0, completion: forgetDeleted)
    }

    /// Does what the step of `seed` draws: an update of either provider, a new prefetch
    /// distance or working-range size, or some scrolling.
    func perform(_ seed: Int) {
      var step = Mixer(state: UInt64(seed) ^ 0x5A5A)
      reentrantUpdates = step.next(3)
      switch step.next(6) {
      case 0, 1:
        let provider = providers[step.next(2)]
        let sections = PrefetchingPropertyTests.sections(of: provider.name, &step, log: log)
        provider.context?.update(
          with: sections, animated: step.next(2) == 0, completion: forgetDeleted)
        if step.next(2) == 0 {
          listView.advance(by: .milliseconds(step.next(300)))
          _ = listView.renderedScreen()
        }
      case 2:
        listView.prefetchDistance =
          step.next(2) == 0 ? .rows(step.next(8)) : .screens(Double(step.next(5)) / 2)
      case 3:
        controller.workingRangeSize = CGFloat(step.next(5)) / 2
      default:
        let keys: [Key] = [
          .down, .up, .pageDown, .pageUp, .end, .home, .wheelDown(column: 0, row: 0),
          .wheelUp(column: 0, row: 0),
        ]
        for _ in 0..<(1 + step.next(4)) { listView.handle(keys[step.next(keys.count)]) }
      }
    }

    func settleAndRender() {
      // Updates requested from callbacks during the frame land, and are drawn in turn.
      repeat {
        updatedFromCallback = false
        while controller.isUpdating { listView.finishAnimations() }
        _ = listView.renderedScreen()
      } while controller.isUpdating || updatedFromCallback
      check()
    }

    /// The identifiers of the rows on screen now.
    func visible(of extents: [(identifier: String, rows: Range<Int>)]) -> Set<String> {
      let offset = listView.contentOffset
      return PrefetchingPropertyTests.identifiers(
        from: Double(offset), to: Double(offset + height), of: extents)
    }

    /// Checks what the controller holds prefetched, the band, the working range and the rows
    /// displayed against the reference and the rows' frames.
    func check() {
      let extents = PrefetchingPropertyTests.extents(of: controller.sections)
      let offset = listView.contentOffset
      let visible = self.visible(of: extents)
      let outstanding = reference.outstanding
      let prefetched = Set(
        (listView.dataSource?.indexPathsForPrefetchedItems ?? []).compactMap {
          controller.cellModel(at: $0)?.identifier
        })
      var failures: [String] = []
      if prefetched != outstanding {
        failures.append("controller holds \(prefetched.sorted()), events \(outstanding.sorted())")
      }
      // The band: right after or right before the screen, as tall as the distance says.
      let band = listView.prefetchRect
      let bandRows = Int(band.minY)..<Int(band.maxY)
      if !band.isEmpty, bandRows.lowerBound != offset + height, bandRows.upperBound != offset {
        failures.append("band \(bandRows) beside no edge of \(offset)..<\(offset + height)")
      }
      let ahead =
        band.isEmpty
        ? []
        : PrefetchingPropertyTests.identifiers(
          from: Double(band.minY), to: Double(band.maxY), of: extents)
      if !ahead.subtracting(visible).isSubset(of: outstanding) {
        failures.append("not prefetched: \(ahead.subtracting(visible).subtracting(outstanding))")
      }
      if !outstanding.isSubset(of: ahead.union(visible)) {
        failures.append("prefetched outside band and screen: \(outstanding.subtracting(ahead))")
      }
      let reach = Double(height) * Double(controller.workingRangeSize)
      let expected = PrefetchingPropertyTests.identifiers(
        from: Double(offset) - reach, to: Double(offset + height) + reach, of: extents)
      if expected != reference.inRange {
        failures.append("range \(reference.inRange.sorted()), expected \(expected.sorted())")
      }
      if reference.shown != visible {
        failures.append("displayed \(reference.shown.sorted()), on screen \(visible.sorted())")
      }
      reference.failures += failures
    }

    /// Turns prefetching off and checks that it ends, and that each model and its provider
    /// heard the same events, in the same order.
    func finish() {
      // Turned off, prefetching cancels everything not on screen; what is on screen was shown.
      listView.prefetchDistance = .rows(0)
      settleAndRender()
      let visible = self.visible(of: PrefetchingPropertyTests.extents(of: controller.sections))
      var failures: [String] = []
      if !reference.outstanding.isSubset(of: visible) {
        failures.append("never ended: \(reference.outstanding.subtracting(visible).sorted())")
      }
      failures += providers.flatMap(\.violations)
      for provider in providers {
        let modelHeard = log.entries.filter { $0.identifier.hasPrefix(provider.name) }
          .map { "\($0.kind) \($0.identifier)" }
        if modelHeard != provider.heard {
          let first = zip(modelHeard, provider.heard).first { $0 != $1 }
          failures.append(
            "\(provider.name): models heard \(modelHeard.count), provider \(provider.heard.count); "
              + "first difference \(String(describing: first))")
        }
      }
      reference.failures += failures
    }
  }

  @Test(
    "no event for another provider’s or a missing item; displays and prefetches end; ranges match"
  )
  func property() async {
    await propertyCheck(
      count: propertyCases(1000), input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...10)
    ) {
      seeds in
      let run = Run(seed: seeds[0])
      for seed in seeds {
        run.perform(seed)
        run.settleAndRender()
      }
      run.finish()
      let failures = run.reference.failures
      #expect(failures.isEmpty, "\(seeds): \(failures.prefix(5))")
    }
  }
}
