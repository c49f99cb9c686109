import Foundation
import Roster
import RosterTerminal
import Testing

@Suite("A terminal list prefetches ahead of its screen and reports its working range")
@MainActor
struct PrefetchingListViewTests {
  private func list(_ count: Int, log: ItemEventLog) async -> ListFixture {
    let fixture = ListFixture(width: 10, height: 4)
    fixture.controller.workingRangeSize = 0
    await fixture.show([prefetchSection("s", (0..<count).map { "r\($0)" }, log: log)])
    return fixture
  }

  @Test("the rows below the screen are prefetched; those that appear are consumed")
  func prefetchesBelow() async {
    let log = ItemEventLog()
    let fixture = await list(20, log: log)
    fixture.listView.prefetchDistance = .rows(3)
    _ = fixture.listView.renderedScreen()
    #expect(
      log.lines.filter { $0.hasPrefix("prefetch") } == [
        "prefetch r4 [0, 4]", "prefetch r5 [0, 5]", "prefetch r6 [0, 6]",
      ])
    #expect(fixture.listView.prefetchRect == CGRect(x: 0, y: 4, width: 10, height: 3))
    log.entries.removeAll()

    fixture.listView.scroll(to: [0, 5], animated: false)
    _ = fixture.listView.renderedScreen()
    let prefetches = log.lines.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") }
    #expect(prefetches == ["prefetch r7 [0, 7]", "prefetch r8 [0, 8]"])
    #expect(
      fixture.prefetched == [[0, 6], [0, 7], [0, 8]])
  }

  @Test("scrolling back prefetches above the screen and cancels what lay ahead")
  func scrollingBack() async {
    let log = ItemEventLog()
    let fixture = await list(30, log: log)
    fixture.listView.prefetchDistance = .screens(0.5)
    fixture.listView.scroll(to: [0, 15], animated: false)
    _ = fixture.listView.renderedScreen()
    log.entries.removeAll()

    fixture.listView.scroll(to: [0, 10], animated: false)
    _ = fixture.listView.renderedScreen()
    #expect(
      log.lines.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == [
        "cancel r16 [0, 16]", "cancel r17 [0, 17]", "prefetch r8 [0, 8]", "prefetch r9 [0, 9]",
      ])
  }

  @Test("no distance cancels every prefetch whose cell is not on screen")
  func turnedOff() async {
    let log = ItemEventLog()
    let fixture = await list(10, log: log)
    _ = fixture.listView.renderedScreen()
    #expect(fixture.prefetched.count == 4)
    fixture.listView.prefetchDistance = .rows(0)
    _ = fixture.listView.renderedScreen()
    #expect(fixture.prefetched.isEmpty)
    #expect(fixture.listView.prefetchRect == .zero)
    #expect(log.lines.filter { $0.hasPrefix("cancel") }.count == 4)
  }

  @Test("a prefetched row an update deletes is never reported again; the others follow it")
  func deletedWhilePrefetched() async {
    let log = ItemEventLog()
    let fixture = await list(10, log: log)
    fixture.listView.prefetchDistance = .rows(2)
    _ = fixture.listView.renderedScreen()
    log.entries.removeAll()
    let remaining = ["r0", "new", "r1", "r2", "r3", "r5", "r6", "r7"]
    await fixture.show([prefetchSection("s", remaining, log: log)])
    fixture.listView.prefetchDistance = .rows(0)
    _ = fixture.listView.renderedScreen()
    // r4 was deleted; r5 moved down by one with the insertion and up by one with the deletion.
    #expect(
      log.lines.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == [
        "cancel r5 [0, 5]"
      ])
  }

  @Test("the working range follows the screen, a screen either way")
  func workingRange() async {
    let log = ItemEventLog()
    let fixture = await list(20, log: log)
    fixture.controller.workingRangeSize = 1
    fixture.listView.prefetchDistance = .rows(0)
    _ = fixture.listView.renderedScreen()
    #expect(log.lines.filter { $0.hasPrefix("enter") }.count == 8)
    log.entries.removeAll()
    fixture.listView.scroll(to: [0, 9], animated: false)
    _ = fixture.listView.renderedScreen()
    // The screen shows r6…r9; the range is r2…r13.
    let ranged = log.lines.filter { $0.hasPrefix("enter") || $0.hasPrefix("leave") }
    #expect(
      ranged == [
        "leave r0 [0, 0]", "leave r1 [0, 1]", "enter r8 [0, 8]", "enter r9 [0, 9]",
        "enter r10 [0, 10]", "enter r11 [0, 11]", "enter r12 [0, 12]", "enter r13 [0, 13]",
      ])
  }

  @Test("a band prefetches the cards a screen's width beside those showing, and follows its scroll")
  func prefetchesAlongABand() async {
    let log = ItemEventLog()
    let fixture = ListFixture(width: 10, height: 4)
    fixture.controller.workingRangeSize = 0
    fixture.listView.prefetchDistance = .rows(0)
    let cards = (0..<10).map { PrefetchRow(identifier: "c\($0)", width: 4, log: log) }
    await fixture.show([
      Section(
        cellModels: cards, identifier: "band",
        constraints: Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal))
    ])
    fixture.listView.prefetchDistance = .screens(1)
    _ = fixture.listView.renderedScreen()
    // Cards are 5 columns apart: c0 and c1 show, c2 and c3 are the next 10 columns.
    #expect(fixture.prefetched == [[0, 2], [0, 3]])
    log.entries.removeAll()
    fixture.listView.scrollBand(ofSection: "band", to: 20)  // c4 and c5 show
    _ = fixture.listView.renderedScreen()
    #expect(Set(fixture.prefetched) == [[0, 2], [0, 3], [0, 6], [0, 7]])
    #expect(log.lines.filter { $0.hasPrefix("cancel") }.isEmpty)
    #expect(log.lines.filter { $0.hasPrefix("show") } == ["show c4 [0, 4]", "show c5 [0, 5]"])
  }
}
