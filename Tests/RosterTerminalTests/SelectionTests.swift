import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: the selection through updates")
struct SelectionTests {
  @Test("when the selected row is deleted, the item now at its place is selected")
  func deletedRowGivesWayToItsReplacement() async {
    let fixture = ListFixture(width: 12, height: 4)
    let view = fixture.listView
    await fixture.show([
      Section(cellModels: [TextRow("error"), TextRow("next")], identifier: "profile")
    ])
    view.select(IndexPath(item: 0, section: 0))
    await fixture.show([
      Section(cellModels: [TextRow("content"), TextRow("next")], identifier: "profile")
    ])
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(view.renderedScreen()[0, 0].style.inverse)
    // Animated, too.
    view.select(IndexPath(item: 0, section: 0))
    await fixture.show(
      [Section(cellModels: [TextRow("loaded"), TextRow("next")], identifier: "profile")],
      animated: true)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test("the place is after the selected row's surviving neighbours above it, in its section")
  func placeAfterSurvivingNeighbours() async {
    let fixture = ListFixture(width: 12, height: 8)
    let view = fixture.listView
    await fixture.show([rowsSection("a", ["a0"]), rowsSection("b", ["b0", "b1", "b2", "b3"])])
    view.select(IndexPath(item: 2, section: 1))
    // b1 goes too, and x is inserted where b2 was: x is now at b2's place.
    await fixture.show([rowsSection("a", ["a0"]), rowsSection("b", ["b0", "x", "b3"])])
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 1))
    // The first row of a section: its place is the section's new first row, not a row of the
    // section before it.
    view.select(IndexPath(item: 0, section: 1))
    await fixture.show([rowsSection("a", ["a0", "a1"]), rowsSection("b", ["x", "b3"])])
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 1))
  }

  @Test("deleting the last row selects the one before it; emptying the list selects nothing")
  func lastRowAndEmptyList() async {
    let fixture = ListFixture(width: 12, height: 4)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b", "c"]), rowsSection("t", ["d"])])
    view.select(IndexPath(item: 2, section: 0))
    await fixture.show([rowsSection("s", ["a", "b"]), rowsSection("t", ["d"])])
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    view.select(IndexPath(item: 0, section: 1))
    await fixture.show([rowsSection("s", ["a", "b"]), rowsSection("t", [])])
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    await fixture.show([])
    #expect(view.selectedIndexPath == nil)
    await fixture.show([rowsSection("s", [])])
    #expect(view.selectedIndexPath == nil)
  }
}
