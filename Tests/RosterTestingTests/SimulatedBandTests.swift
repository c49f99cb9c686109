import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Bands on the simulated host: offsets, visible cards and events follow as on the terminal
/// and in UIKit.
@MainActor
@Suite("SimulatedListHost: bands (sections that scroll across the list)")
struct SimulatedBandTests {
  let log = EventLog()
  let host = SimulatedListHost(containerSize: CGSize(width: 100, height: 400))
  let controller: ListController<SimulatedListHost>

  init() {
    controller = ListController(host: host)
  }

  func screen(_ cards: [String], rows: [String] = ["r1"]) -> [Section] {
    [BandFixture.band("band", cards, log: log), BandFixture.rows("rows", rows, log: log)]
  }

  static let tenCards = (0..<10).map { "c\($0)" }

  @Test("a band shows the cards its offset puts in the container; rows stay visible")
  func visibleCardsFollowTheOffset() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    #expect(host.bandOffset(ofSection: "band") == 0)
    #expect(host.indexPathsForVisibleItems == [[0, 0], [0, 1], [0, 2], [1, 0]])
    host.scrollBand(ofSection: "band", to: 95)
    #expect(host.bandOffset(ofSection: "band") == 95)
    // Cards 2 (80..<110) to 4 (160..<190) share an area with 95..<195.
    #expect(host.indexPathsForVisibleItems == [[0, 2], [0, 3], [0, 4], [1, 0]])
    #expect(host.errors.isEmpty)
  }

  @Test("offsets are clamped to the band's cards, and a section that is no band is ignored")
  func offsetsAreClamped() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    host.scrollBand(ofSection: "band", to: 10_000)
    #expect(host.bandOffset(ofSection: "band") == 290)  // 390 long, 100 shown
    host.scrollBand(ofSection: "band", to: -5)
    #expect(host.bandOffset(ofSection: "band") == 0)
    host.scrollBand(ofSection: "band", to: .nan)
    #expect(host.bandOffset(ofSection: "band") == 0)
    host.scrollBand(ofSection: "rows", to: 20)
    host.scrollBand(ofSection: "missing", to: 20)
    #expect(host.bandOffset(ofSection: "rows") == 0)
    #expect(host.bandOffset(ofSection: "missing") == 0)
  }

  @Test("a band keeps the card at its leading edge through inserts and deletes before it")
  func offsetKeptThroughUpdates() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    host.scrollBand(ofSection: "band", to: 125)  // card 3 starts 5 points before the edge
    await controller.updateAndWait(with: screen(["n1", "n2"] + Self.tenCards), animated: true)
    #expect(host.bandOffset(ofSection: "band") == 205)
    await controller.updateAndWait(with: screen(Array(Self.tenCards.dropFirst(2))))
    #expect(host.bandOffset(ofSection: "band") == 45)
    // A reload, a change elsewhere and a resize keep it too.
    host.containerSize.width = 90
    #expect(host.bandOffset(ofSection: "band") == 45)
    host.isOnScreen = false  // an update off screen is a reload
    await controller.updateAndWait(with: screen(Array(Self.tenCards.dropFirst(2)), rows: ["r2"]))
    host.isOnScreen = true
    #expect(host.reloadCount == 1)
    #expect(host.bandOffset(ofSection: "band") == 45)
    // Deleting the card at the edge keeps the offset, clamped to the cards that remain.
    await controller.updateAndWait(with: screen(["c0", "c1", "c4"]))
    #expect(host.bandOffset(ofSection: "band") == 20)  // 110 long, 90 shown
    // A band that becomes rows scrolls no more.
    await controller.updateAndWait(with: [BandFixture.rows("band", ["c0"], log: log)])
    #expect(host.bandOffset(ofSection: "band") == 0)
    #expect(host.errors.isEmpty)
  }

  @Test("scrolling to a card scrolls its band the least that shows it whole")
  func scrollToShowsTheCard() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    host.scroll(to: [0, 4], animated: true)
    #expect(host.bandOffset(ofSection: "band") == 90)  // card 4 ends at 190
    host.scroll(to: [0, 9], animated: false)
    #expect(host.bandOffset(ofSection: "band") == 290)
    host.scroll(to: [0, 0], animated: false)
    #expect(host.bandOffset(ofSection: "band") == 0)
    #expect(host.scrollRequests.count == 3)
  }

  @Test("the cards of a displayed band are displayed and end as the band scrolls")
  func displaysFollowTheOffset() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    // A view has no cell for a card its band does not show.
    host.displayItems(at: [[0, 0], [0, 1], [0, 2], [0, 5], [1, 0]])
    #expect(log.events == ["show c0", "show c1", "show c2", "show r1"])
    log.events = []
    host.scrollBand(ofSection: "band", to: 95)
    #expect(
      log.events == [
        "hide c0", "hide c1", "show c3", "show c4", "prefetch c5", "prefetch c6", "prefetch c7",
        "prefetch c0", "prefetch c1",
      ])
    log.events = []
    host.scrollBand(ofSection: "band", to: 290)
    // c5 and c6, beside the band's start now, were prefetched already.
    #expect(
      log.events == [
        "hide c2", "hide c3", "hide c4", "show c7", "show c8", "show c9", "cancel c0", "cancel c1",
      ])
    #expect(host.errors.isEmpty)
  }

  @Test("a band not displayed scrolls without events")
  func undisplayedBandIsQuiet() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    host.displayItems(at: [[1, 0]])
    log.events = []
    host.scrollBand(ofSection: "band", to: 200)
    #expect(log.events.isEmpty)
  }

  @Test("an update that pushes displayed cards out of view ends them, and shows those in view")
  func updatesMoveCardsOutOfView() async {
    await controller.updateAndWait(with: screen(Self.tenCards))
    host.displayItems(at: host.indexPathsForVisibleItems)
    log.events = []
    // At offset 0 the anchored card c0 stays first, and two new cards push c1 and c2 out.
    await controller.updateAndWait(with: screen(["c0", "n1", "n2"] + Self.tenCards.dropFirst()))
    #expect(
      log.events == ["hide c1", "hide c2", "show n1", "show n2", "prefetch c1", "prefetch c2"])
    #expect(host.errors.isEmpty)
  }

  @Test("a horizontal list's bands flow down")
  func horizontalList() async {
    host.scrollDirection = .horizontal
    host.containerSize = CGSize(width: 400, height: 100)
    let band = Section(
      cellModels: Self.tenCards.map { Card($0, log: log) }, identifier: "band",
      constraints: Constraints(minimumLineSpacing: 10, scrollDirection: .vertical))
    await controller.updateAndWait(with: [band])
    host.scrollBand(ofSection: "band", to: 10_000)
    // Cards are 20 tall down the band, 10 apart.
    #expect(host.bandOffset(ofSection: "band") == 190)  // 290 long, 100 shown
    #expect(host.indexPathsForVisibleItems.map(\.item) == [6, 7, 8, 9])
  }
}
