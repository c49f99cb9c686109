import Foundation
import Roster
import RosterTerminal
import Testing

@Suite("TerminalListView: approaching the end loads the next page")
@MainActor
struct EdgeApproachListViewTests {
  @Test("scrolling down a list of pages tells the end once per page, and every page shows")
  func pagesWhileScrolling() async {
    let fixture = ListFixture(width: 12, height: 6)
    var pages = 1
    var told: [ListEdge] = []
    func page(_ count: Int) -> [Section] {
      [rowsSection("feed", (0..<(20 * count)).map { "row\($0)" })]
    }
    fixture.controller.edgeApproachDistance = 3
    fixture.controller.edgeApproachHandler = { edge in
      told.append(edge)
      guard edge == .end, pages < 3 else { return }
      pages += 1
      fixture.controller.update(with: page(pages), animated: false)
    }
    await fixture.show(page(1))
    _ = fixture.rows
    #expect(told == [.start])
    for _ in 0..<80 {
      fixture.listView.handle(.down)
      _ = fixture.rows
    }
    // Three pages of 20, the end told when each came within three rows of the screen; the
    // last page's end told once, however long the keys went on.
    #expect(told == [.start, .end, .end, .end])
    #expect(fixture.controller.sections[0].cellModels.count == 60)
    #expect(fixture.rows.last?.hasPrefix("row59") == true)
  }
}
