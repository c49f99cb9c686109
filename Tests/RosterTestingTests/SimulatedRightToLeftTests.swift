import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A simulated host that reads right to left lays its list out mirrored, as a UIKit host in a
/// right-to-left view does: its band shows the same cards at every offset, from the right.
@MainActor
@Suite("SimulatedListHost: right to left")
struct SimulatedRightToLeftTests {
  let log = EventLog()
  let host = SimulatedListHost(containerSize: CGSize(width: 100, height: 400))
  let controller: ListController<SimulatedListHost>

  init() {
    host.layoutDirection = .rightToLeft
    controller = ListController(host: host)
  }

  @Test("the layout it reports is mirrored, and a band shows the same cards at every offset")
  func layoutIsMirrored() async {
    let cards = (0..<10).map { "c\($0)" }
    await controller.updateAndWait(with: [
      BandFixture.band("band", cards, log: log), BandFixture.rows("rows", ["r1"], log: log),
    ])
    let layout = host.showVisibleRect(CGRect(x: 0, y: 0, width: 100, height: 400))
    #expect(layout.layoutDirection == .rightToLeft)
    let first = layout.frame(for: IndexPath(item: 0, section: 0))
    #expect(first?.maxX == 100)
    let second = layout.frame(for: IndexPath(item: 1, section: 0))
    #expect(second.map { $0.maxX <= (first?.minX ?? 0) } == true)
    #expect(host.indexPathsForVisibleItems == [[0, 0], [0, 1], [0, 2], [1, 0]])
    host.scrollBand(ofSection: "band", to: 95)
    #expect(host.bandOffset(ofSection: "band") == 95)
    #expect(host.indexPathsForVisibleItems == [[0, 2], [0, 3], [0, 4], [1, 0]])
    #expect(host.errors.isEmpty)
  }
}
