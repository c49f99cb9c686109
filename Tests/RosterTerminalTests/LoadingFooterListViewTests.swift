import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: the loading footer")
struct LoadingFooterListViewTests {
  @Test("at the end of the list it appears below the rows in view, which keep their places")
  func noJump() async {
    let fixture = ListFixture(width: 12, height: 4)
    let view = fixture.listView
    fixture.controller.loadingFooterModel = TextRow("loading", "Loading…")
    await fixture.show([rowsSection("s", (0..<10).map { "r\($0)" })])
    view.handle(.end)
    #expect(fixture.rows == ["r6", "r7", "r8", "r9"])
    fixture.controller.isLoadingMore = true
    await fixture.show(fixture.controller.requestedSections, animated: true)
    #expect(fixture.rows == ["r6", "r7", "r8", "r9"], "nothing in view moved")
    view.handle(.wheelDown(column: 0, row: 0))
    #expect(fixture.rows.last == "Loading…")
    fixture.controller.isLoadingMore = false
    await fixture.show(
      [rowsSection("s", (0..<10).map { "r\($0)" }), rowsSection("t", ["r10", "r11"])],
      animated: true)
    #expect(fixture.rows == ["r7", "r8", "r9", "r10"], "the page took the footer's place")
    view.handle(.end)
    #expect(fixture.rows.last == "r11")
  }

  @Test("End shows what lies after the last item, Home what lies before the first")
  func endShowsTheFooter() async {
    let fixture = ListFixture(width: 12, height: 4)
    let view = fixture.listView
    fixture.controller.loadingFooterModel = TextRow("loading", "Loading…")
    fixture.controller.isLoadingMore = true
    await fixture.show([rowsSection("s", (0..<10).map { "r\($0)" }, header: "Posts")])
    view.handle(.end)
    #expect(view.selectedIndexPath == IndexPath(item: 9, section: 0))
    #expect(fixture.rows == ["r7", "r8", "r9", "Loading…"])
    view.handle(.home)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(fixture.rows == ["# Posts", "r0", "r1", "r2"])
  }
}
