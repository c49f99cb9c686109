import EventLedger
import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Random lists of rows, bands of cards and a nested list on a `SimulatedListHost`, random
/// updates (animated or not), band scrolls, scrolls to items, resizes, displays, ends,
/// prefetches and taps in the nested list, checked against references that know only the
/// fixture's arithmetic and the models: every band's offset stays within its cards and keeps
/// its leading card through updates that keep it, the cards visible are those its offset
/// shows, no card is displayed where its band does not show it and a band on screen shows all
/// of them once scrolled, the nested list shows its model's items as soon as the outer update
/// is applied, and every item's display and prefetch events balance.
@MainActor
@Suite("SimulatedListHost: bands and nested lists, property checks")
struct SimulatedBandPropertyTests {
  static let nestedHeight: CGFloat = 60

  /// One state: up to three sections of rows or bands, and sometimes a nested list of rows.
  static func state(_ draw: () -> Int, log: EventLog) -> [Section] {
    var pool = Array(0..<24)
    var sections = (0..<(1 + draw() % 3)).map { index -> Section in
      let isBand = draw() % 2 == 0
      let cards = (0..<(draw() % (isBand ? 10 : 4))).compactMap { _ -> Card? in
        guard !pool.isEmpty else { return nil }
        let identifier = "i\(pool.remove(at: draw() % pool.count))"
        return Card(identifier, identifier + (draw() % 3 == 0 ? "'" : ""), log: log)
      }
      // The same section identifier may be a band in one state and rows in the next.
      return Section(
        cellModels: cards, identifier: "s\(index)",
        constraints: isBand ? BandFixture.across : Constraints())
    }
    if draw() % 2 == 0 {
      var inner = Array(0..<6)
      let rows = (0..<(draw() % 5)).map { _ in
        let identifier = "n\(inner.remove(at: draw() % inner.count))"
        return Card(identifier, identifier + (draw() % 3 == 0 ? "'" : ""), log: log)
      }
      let nested = NestedListCellModel(
        identifier: "nested", height: nestedHeight,
        sections: [Section(cellModels: rows, identifier: "inner")])
      sections.insert(
        Section(cellModels: [nested], identifier: "holder"), at: draw() % (sections.count + 1))
    }
    return sections
  }

  static func isBand(_ section: Section) -> Bool {
    section.constraints.scrollDirection == .horizontal
  }

  /// Every identifier of `sections`, the nested lists' included.
  static func identifiers(_ sections: [Section]) -> Set<String> {
    var found = Set<String>()
    for section in sections {
      for model in section.cellModels {
        found.insert(model.identifier)
        if let nested = model as? NestedListCellModel {
          found.formUnion(identifiers(nested.sections))
        }
      }
    }
    return found
  }

  /// The card at each scrolled band's leading edge, and its start from that edge.
  static func leadingCards(
    _ sections: [Section], _ host: SimulatedListHost
  ) -> [String: (card: String, position: CGFloat)] {
    var anchors: [String: (card: String, position: CGFloat)] = [:]
    for section in sections where isBand(section) {
      let offset = host.bandOffset(ofSection: section.identifier)
      guard offset > 0,
        let card = BandFixture.shownCards(
          count: section.cellModels.count, offset: offset, width: host.containerSize.width
        ).first
      else { continue }
      anchors[section.identifier] = (
        section.cellModels[card].identifier,
        CGFloat(card) * (Card.width + BandFixture.spacing) - offset
      )
    }
    return anchors
  }

  /// The band a step scrolled, and whether any of its cards was displayed before.
  typealias Scroll = (band: String, wasShown: Bool)

  @Test("offsets, visible and displayed cards follow the reference; events balance")
  func property() async {
    let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...60)
    await propertyCheck(count: propertyCases(500), input: raw) { raw in
      let draw = drawing(from: raw)
      let log = EventLog()
      let ledger = EventLedger()
      log.ledger = ledger
      let host = SimulatedListHost(containerSize: CGSize(width: 100, height: 400))
      let controller = ListController(host: host)
      controller.diagnosticHandler = { _ in }
      var failures: [String] = []
      for operation in raw.prefix(25) {
        var scrolled: Scroll?
        let checks = Self.perform(
          operation, draw, host, controller, log: log, ledger: ledger, scrolled: &scrolled,
          failures: &failures)
        guard checks else { continue }
        Self.checkReferences(host, controller, ledger: ledger, scrolled: scrolled, &failures)
      }
      host.settle()
      // Everything ends: every cell leaves, every prefetch is cancelled.
      for list in [host, Self.nested(in: host, controller)].compactMap({ $0 }) {
        let all = list.displayedIdentifiers.enumerated().flatMap { section, items in
          items.indices.map { IndexPath(item: $0, section: section) }
        }
        list.endDisplayingItems(at: all)
        list.cancelPrefetchingForItems(at: all)
      }
      failures += ledger.failures + host.errors.map { "rejected: \($0)" }
      if !ledger.shown.isEmpty { failures.append("never ended: \(ledger.shown.sorted())") }
      if !ledger.prefetched.isEmpty {
        failures.append("never cancelled: \(ledger.prefetched.sorted())")
      }
      #expect(failures.isEmpty, "\(failures.prefix(5))\n\(raw)")
    }
  }

  /// A random index path among those `host` displays, if it displays any item.
  static func randomPath(in host: SimulatedListHost, _ draw: () -> Int) -> IndexPath? {
    let sections = host.displayedIdentifiers
    guard !sections.isEmpty else { return nil }
    let section = draw() % sections.count
    guard !sections[section].isEmpty else { return nil }
    return IndexPath(item: draw() % sections[section].count, section: section)
  }

  /// The host of the nested list, while the list has one.
  static func nested(
    in host: SimulatedListHost, _ controller: ListController<SimulatedListHost>
  ) -> SimulatedListHost? {
    let sections = controller.snapshot.sections
    guard let holder = sections.firstIndex(where: { $0.identifier == "holder" }) else {
      return nil
    }
    return host.nestedHost(at: IndexPath(item: 0, section: holder))
  }

  /// Does what `operation` draws to the host or the controller. Returns whether the references
  /// are to be checked after it: not when there was nothing for it to act on.
  static func perform(
    _ operation: Int, _ draw: () -> Int, _ host: SimulatedListHost,
    _ controller: ListController<SimulatedListHost>, log: EventLog, ledger: EventLedger,
    scrolled: inout Scroll?, failures: inout [String]
  ) -> Bool {
    switch operation % 10 {
    case 0, 1: update(draw, host, controller, log: log, ledger: ledger, &failures)
    case 2:
      let bands = controller.snapshot.sections.filter(Self.isBand)
      guard !bands.isEmpty else { return false }
      let band = bands[draw() % bands.count]
      let wasShown = band.cellModels.contains { ledger.shown.contains($0.identifier) }
      scrolled = (band.identifier, wasShown)
      host.scrollBand(ofSection: band.identifier, to: CGFloat(draw() % 420) - 20)
    case 3:
      // What a view shows of one section, or of all.
      let visible = host.indexPathsForVisibleItems
      let section = draw() % 4
      host.displayItems(at: visible.filter { $0.section == section || section == 3 })
    case 4: host.endDisplayingItems(at: (0..<3).compactMap { _ in randomPath(in: host, draw) })
    case 5: host.prefetchItems(at: (0..<3).compactMap { _ in randomPath(in: host, draw) })
    case 6:
      guard let inner = nested(in: host, controller) else { return false }
      let paths = (0..<2).compactMap { _ in randomPath(in: inner, draw) }
      switch draw() % 4 {
      case 0: inner.displayItems(at: paths)
      case 1: inner.endDisplayingItems(at: paths)
      case 2: inner.prefetchItems(at: paths)
      default: if let path = paths.first { inner.selectItem(at: path) }
      }
    case 7: host.containerSize.width = CGFloat(60 + draw() % 140)
    case 8: if let path = randomPath(in: host, draw) { host.scroll(to: path, animated: false) }
    default: host.settle()
    }
    return true
  }

  /// A random update, animated or not, checked as it lands: the nested list shows its new items
  /// as the outer batch is applied, and a scrolled band keeps its leading card where it can.
  static func update(
    _ draw: () -> Int, _ host: SimulatedListHost, _ controller: ListController<SimulatedListHost>,
    log: EventLog, ledger: EventLedger, _ failures: inout [String]
  ) {
    let settled = !host.isAnimating
    let before = settled ? Self.leadingCards(controller.snapshot.sections, host) : [:]
    let sections = Self.state(draw, log: log)
    // Deleted items are forgotten once the list shows a state without them.
    let forgetDeleted: @MainActor (Bool) -> Void = { _ in
      ledger.forget(keeping: Self.identifiers(controller.snapshot.sections))
    }
    controller.update(with: sections, animated: draw() % 2 == 0, completion: forgetDeleted)
    if let holder = sections.first(where: { $0.identifier == "holder" }),
      let model = holder.cellModels.first as? NestedListCellModel, settled
    {
      // The nested list shows the new items as the outer batch is applied.
      let shown = nested(in: host, controller)?.displayedIdentifiers
      let wanted = model.sections.map { $0.cellModels.map(\.identifier) }
      if shown != wanted { failures.append("nested shows \(shown ?? []), not \(wanted)") }
    }
    host.settle()
    for section in sections where Self.isBand(section) {
      guard let anchor = before[section.identifier],
        let card = section.cellModels.firstIndex(where: { $0.identifier == anchor.card })
      else { continue }
      let wanted = CGFloat(card) * (Card.width + BandFixture.spacing) - anchor.position
      let limit = BandFixture.maximumOffset(
        count: section.cellModels.count, width: host.containerSize.width)
      guard wanted >= 0, wanted <= limit else { continue }
      let offset = host.bandOffset(ofSection: section.identifier)
      if offset != wanted {
        failures.append("\(section.identifier) at \(offset), not \(wanted) for \(anchor)")
      }
    }
  }

  /// The references, for what the view shows now: rows all visible and unscrolled, bands
  /// within their cards and showing what their offsets show, cards displayed only where shown
  /// (all of them in a band just scrolled, if it showed any), the nested list its model.
  static func checkReferences(
    _ host: SimulatedListHost, _ controller: ListController<SimulatedListHost>,
    ledger: EventLedger, scrolled: Scroll?, _ failures: inout [String]
  ) {
    let sections = controller.snapshot.sections
    let width = host.containerSize.width
    let visible = host.indexPathsForVisibleItems
    for (index, section) in sections.enumerated() {
      let offset = host.bandOffset(ofSection: section.identifier)
      let count = section.cellModels.count
      guard Self.isBand(section) else {
        if offset != 0 { failures.append("rows \(section.identifier) scrolled \(offset)") }
        if visible.filter({ $0.section == index }).count != count {
          failures.append("rows \(section.identifier) not all visible")
        }
        continue
      }
      if offset < 0 || offset > BandFixture.maximumOffset(count: count, width: width) {
        failures.append("\(section.identifier) at \(offset) of \(count) cards in \(width)")
      }
      let shown = BandFixture.shownCards(count: count, offset: offset, width: width)
      if visible.filter({ $0.section == index }).map(\.item) != shown {
        failures.append("\(section.identifier) at \(offset) shows other cards than \(shown)")
      }
      let shownIdentifiers = Set(shown.map { section.cellModels[$0].identifier })
      let displayed = Set(section.cellModels.map(\.identifier)).intersection(ledger.shown)
      if !displayed.isSubset(of: shownIdentifiers) {
        failures.append("\(section.identifier) displays \(displayed) out of view")
      }
      if scrolled?.band == section.identifier, scrolled?.wasShown == true,
        displayed != shownIdentifiers
      {
        failures.append("\(section.identifier) scrolled displays \(displayed)")
      }
    }
    if let holder = sections.first(where: { $0.identifier == "holder" }),
      let model = holder.cellModels.first as? NestedListCellModel,
      nested(in: host, controller)?.displayedIdentifiers
        != model.sections.map({ $0.cellModels.map(\.identifier) })
    {
      failures.append("the nested list shows other items than its model")
    }
  }
}
