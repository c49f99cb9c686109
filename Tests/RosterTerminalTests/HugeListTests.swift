import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: a 100,000-item list")
struct HugeListTests {
  @Test("only the visible rows are bound and drawn, wherever the list is scrolled")
  func virtualised() async {
    let fixture = ListFixture(width: 30, height: 10)
    let items = (0..<100_000).map {
      TextRow("item-\($0)", "Item \($0)", size: CGSize(width: 30, height: 1))
    }
    await fixture.show([Section(cellModels: items, identifier: "all")])
    let view = fixture.listView
    #expect(fixture.rows.first == "Item 0")
    #expect(view.lastFrameStatistics.drawn == 10)
    view.handle(.end)
    #expect(fixture.rows == (99_990..<100_000).map { "Item \($0)" })
    #expect(view.lastFrameStatistics.bound <= 10)
    view.handle(.pageUp)
    _ = view.renderedScreen()
    #expect(view.lastFrameStatistics.drawn == 10)
    #expect(view.lastFrameStatistics.bound <= 10)
    view.handle(.up)
    _ = view.renderedScreen()
    #expect(view.lastFrameStatistics.bound <= 1)
  }
}
