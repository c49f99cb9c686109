import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// The simulated host against the terminal: the same random states (rows, bands and a nested
/// list), updates and band scrolls on a `SimulatedListHost` and on a `TerminalListView` tall
/// enough to show every row must leave every band at the same offset showing the same cards,
/// and the nested list showing the same items, so that a screen tested on the simulated host
/// shows what the terminal shows.
@MainActor
@Suite("SimulatedListHost agrees with the terminal on bands and nested lists")
struct SimulatedHostAgreementPropertyTests {
  @Test("offsets, visible cards and nested lists agree after every step")
  func agreement() async {
    await propertyCheck(
      count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...10)
    ) {
      seeds in
      let fixture = ListFixture(width: 20, height: 200)
      let view = fixture.listView
      let host = SimulatedListHost(containerSize: view.containerSize)
      let controller = ListController(host: host)
      // Both hosts show every model of these states, nested lists included: neither reports.
      var diagnostics: [ListDiagnostic] = []
      fixture.controller.diagnosticHandler = { diagnostics.append($0) }
      controller.diagnosticHandler = { diagnostics.append($0) }
      var sections: [Section] = []
      for seed in seeds {
        var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
        switch mixer.next(4) {
        case 0, 1:
          sections = BandPropertyTests.state(&mixer)
          let animated = mixer.next(2) == 0
          await fixture.show(sections, animated: animated)
          controller.update(with: sections, animated: animated)
          // The nested list updated as the outer batch was applied, before any animation ends.
          expectSameNestedList(view, host, sections, "\(seeds)")
          host.settle()
        case 2:
          let bands = sections.filter(BandPropertyTests.isBand)
          guard !bands.isEmpty else { continue }
          let band = bands[mixer.next(bands.count)].identifier
          let offset = mixer.next(60) - 5
          view.scrollBand(ofSection: band, to: offset)
          host.scrollBand(ofSection: band, to: CGFloat(offset))
        default:
          guard !sections.isEmpty else { continue }
          let section = mixer.next(sections.count)
          let count = sections[section].cellModels.count
          guard count > 0 else { continue }
          let path = IndexPath(item: mixer.next(count), section: section)
          view.scroll(to: path, animated: false)
          host.scroll(to: path, animated: false)
        }
        for section in sections {
          #expect(
            host.bandOffset(ofSection: section.identifier)
              == CGFloat(view.bandOffset(ofSection: section.identifier)),
            "offset of \(section.identifier) \(seeds)")
        }
        let bandSections = Set(sections.indices.filter { BandPropertyTests.isBand(sections[$0]) })
        let simulated = host.indexPathsForVisibleItems.filter { bandSections.contains($0.section) }
        let terminal = view.indexPathsForVisibleItems.filter { bandSections.contains($0.section) }
        #expect(simulated == terminal, "visible cards \(seeds)")
        // The terminal makes a nested list when a frame first draws its row.
        _ = fixture.rows
        view.finishAnimations()
        expectSameNestedList(view, host, sections, "\(seeds)")
        #expect(host.errors.isEmpty, "\(seeds)")
      }
      #expect(diagnostics == [], "\(seeds)")
    }
  }

  /// Expects the nested list of `sections`, when the terminal has made it, to show the same
  /// items on both hosts.
  func expectSameNestedList(
    _ view: TerminalListView, _ host: SimulatedListHost, _ sections: [Section],
    _ comment: String
  ) {
    guard let holder = sections.firstIndex(where: { $0.identifier == "holder" }) else { return }
    let path = IndexPath(item: 0, section: holder)
    guard let terminal = (view.cellForItem(at: path) as? NestedListCell)?.controller else { return }
    let shown = terminal.snapshot.sections.map { $0.cellModels.map(\.identifier) }
    #expect(host.nestedHost(at: path)?.displayedIdentifiers == shown, "nested \(comment)")
  }
}
