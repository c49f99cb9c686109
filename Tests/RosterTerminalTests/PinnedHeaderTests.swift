import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: pinned headers and footers")
struct PinnedHeaderTests {
  static func sections(_ pinning: Pinning) -> [Section] {
    ["A", "B"].map { name in
      Section(
        cellModels: (1...6).map { TextRow("\(name)\($0)") }, identifier: name,
        headerModel: HeaderRow(identifier: "h\(name)", title: name),
        footerModel: HeaderRow(identifier: "f\(name)", title: "end " + name),
        constraints: Constraints(pinning: pinning))
    }
  }

  @Test("the header of the section at the top edge is drawn at the edge, over its rows")
  func headerAtTheTopEdge() async {
    let fixture = ListFixture(width: 12, height: 4)
    await fixture.show(Self.sections(.header))
    fixture.listView.select(IndexPath(item: 4, section: 0))  // A5: rows 2…5 in view
    #expect(fixture.rows == ["# A", "A3", "A4", "A5"])
    // At the end of A its footer has pushed the header out; B's header is at its own place.
    fixture.listView.select(IndexPath(item: 1, section: 1))
    #expect(fixture.rows == ["# end A", "# B", "B1", "B2"])
    fixture.listView.select(IndexPath(item: 5, section: 1))
    #expect(fixture.rows == ["# B", "B4", "B5", "B6"])
  }

  @Test("a pinned footer stays at the bottom edge while its section fills the screen")
  func footerAtTheBottomEdge() async {
    let fixture = ListFixture(width: 12, height: 4)
    await fixture.show(Self.sections(.footer))
    #expect(fixture.rows == ["# A", "A1", "A2", "# end A"])
    let unpinned = ListFixture(width: 12, height: 4)
    await unpinned.show(Self.sections([]))
    #expect(unpinned.rows == ["# A", "A1", "A2", "A3"])
  }
}
