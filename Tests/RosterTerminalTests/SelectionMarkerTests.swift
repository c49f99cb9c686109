import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: the selection marker shows the cursor in plain text")
struct SelectionMarkerTests {
  @Test("by default \"›\" marks the selected row in a two-column gutter; cells sit right of it")
  func defaultMarker() async {
    let fixture = ListFixture(width: 12, height: 5, selectionMarker: true)
    let view = fixture.listView
    await fixture.show([
      Section(
        cellModels: [TextRow("a", "Ada"), TextRow("g", "Grace|Hopper"), TextRow("l", "Linus")],
        identifier: "s", headerModel: HeaderRow(identifier: "h", title: "People"))
    ])
    #expect(view.containerSize == CGSize(width: 10, height: 5))
    #expect(fixture.rows == ["  # People", "› Ada", "  Grace", "  Hopper", "  Linus"])
    // A taller cell is marked beside its first row only.
    view.handle(.down)
    #expect(fixture.rows == ["  # People", "  Ada", "› Grace", "  Hopper", "  Linus"])
    // The marker keeps its own style; the inverse cursor covers the cell, not the gutter.
    let screen = view.renderedScreen()
    #expect(!screen[0, 2].style.inverse)
    #expect(screen[2, 2].style.inverse && screen[2, 3].style.inverse)
    #expect(screen.plainRows.filter { $0.hasPrefix("›") }.count == 1)
  }

  @Test("a cell whose first row is scrolled away is marked on its first row in view")
  func markerOnFirstVisibleRow() async {
    let fixture = ListFixture(width: 12, height: 2, selectionMarker: true)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b|c|d|e"])])
    view.handle(.down)
    view.handle(.wheelDown(column: 0, row: 0))
    #expect(view.contentOffset == 3)
    #expect(fixture.rows == ["› d", "  e"])
    view.handle(.wheelUp(column: 0, row: 0))
    #expect(fixture.rows == ["  a", "› b"])
  }

  @Test("the marker is configurable; nil leaves no gutter; a new width lays the list out again")
  func configurableMarker() async {
    let fixture = ListFixture(width: 10, height: 3, selectionMarker: true)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["one", "two", "three"])])
    view.handle(.down)
    view.selectionMarker = StyledLine(">", style: TextStyle(bold: true))
    #expect(fixture.rows == [" one", ">two", " three"])
    #expect(view.renderedScreen()[0, 1].style.bold)
    view.selectionMarker = nil
    #expect(fixture.rows == ["one", "two", "three"])
    #expect(view.containerSize.width == 10)
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    // A marker wider than the list takes all of it; the cells get no columns.
    view.selectionMarker = "-> "
    view.resize(to: CGSize(width: 2, height: 3))
    #expect(view.containerSize.width == 0)
    #expect(fixture.rows == ["", "->", ""])
  }

  @Test("clicks count the gutter: a click in it selects the row's first cell")
  func clicksCountTheGutter() async {
    SelectionLog.shared.selected = []
    let fixture = ListFixture(width: 12, height: 3, selectionMarker: true)
    var constraints = Constraints()
    constraints.distribution = .equally(cellsInRow: 2)
    await fixture.show([
      Section(
        cellModels: ["a", "b", "c", "d"].map { TextRow($0) }, identifier: "grid",
        constraints: constraints)
    ])
    #expect(fixture.rows == ["› a    b", "  c    d", ""])
    fixture.listView.handle(.click(column: 7, row: 1))
    fixture.listView.handle(.click(column: 0, row: 0))
    #expect(SelectionLog.shared.selected == ["d", "a"])
  }
}
