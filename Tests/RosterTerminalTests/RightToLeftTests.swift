import Foundation
import Roster
import RosterTerminal
import Testing

/// A list read right to left (`layoutDirection = .rightToLeft`): the screen is the mirror image
/// of the list left to right, and Left and Right move the way they point.
@MainActor
@Suite("TerminalListView: right to left")
struct RightToLeftTests {
  /// Five cells of 10 × 1 in three columns.
  static let grid = [
    Section(
      cellModels: ["a", "b", "c", "d", "e"].map { TextRow($0, size: CGSize(width: 10, height: 1)) },
      identifier: "grid", constraints: Constraints(distribution: .equally(cellsInRow: 3)))
  ]

  static func rightToLeft(width: Int, height: Int) -> ListFixture {
    let fixture = ListFixture(width: width, height: height)
    fixture.listView.layoutDirection = .rightToLeft
    return fixture
  }

  @Test("a grid fills from the right, each cell's text against its right edge")
  func gridIsMirrored() async {
    let fixture = Self.rightToLeft(width: 30, height: 3)
    await fixture.show(Self.grid)
    #expect(
      fixture.rows == [
        "         c         b         a",
        "                   e         d",
        "",
      ])
  }

  @Test("rows are right-aligned, and setting the direction redraws with no update")
  func rowsAreRightAligned() async {
    let fixture = ListFixture(width: 12, height: 3)
    await fixture.show([rowsSection("rows", ["one", "two"], header: "List")])
    #expect(fixture.rows == ["# List", "one", "two"])
    fixture.listView.layoutDirection = .rightToLeft
    #expect(fixture.rows == ["      # List", "         one", "         two"])
    fixture.listView.layoutDirection = .leftToRight
    #expect(fixture.rows == ["# List", "one", "two"])
  }

  @Test(
    "in a grid, Left moves to the next item and Right to the previous; Down stays in the column")
  func arrowsMoveTheWayTheyPoint() async {
    let fixture = Self.rightToLeft(width: 30, height: 3)
    await fixture.show(Self.grid)
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.left)
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    view.handle(.left)
    view.handle(.left)
    #expect(view.selectedIndexPath == IndexPath(item: 3, section: 0))
    view.handle(.right)
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
    view.handle(.down)
    // Under "c", at the left, there is nothing: the nearest cell of the next row is "e".
    #expect(view.selectedIndexPath == IndexPath(item: 4, section: 0))
    view.handle(.up)
    view.handle(.right)
    view.handle(.right)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
    view.handle(.down)
    #expect(view.selectedIndexPath == IndexPath(item: 3, section: 0))
  }

  @Test("a click selects the cell under it, where it shows")
  func clickSelectsMirroredCell() async {
    let fixture = Self.rightToLeft(width: 30, height: 3)
    await fixture.show(Self.grid)
    fixture.listView.handle(.click(column: 25, row: 0))
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 0, section: 0))
    fixture.listView.handle(.click(column: 3, row: 1))
    // Nothing shows there: the selection stays.
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 0, section: 0))
    fixture.listView.handle(.click(column: 12, row: 1))
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 4, section: 0))
  }

  @Test("a band starts at the right; Left scrolls it to show later cards, coming in from the left")
  func bandIsMirrored() async {
    let fixture = Self.rightToLeft(width: 30, height: 8)
    await fixture.show(BandTests.screen((1...6).map { "\($0)" }))
    #expect(
      fixture.rows[0...3] == [
        "                       # Cards",
        "rd 3       card 2       card 1",
        "---- ------------ ------------",
        "                         below",
      ])
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    for _ in 0..<4 { view.handle(.left) }
    #expect(view.selectedIndexPath == IndexPath(item: 4, section: 0))
    // The offset counts along the band's flow, as left to right.
    #expect(view.bandOffset(ofSection: "band") == 34)
    #expect(
      fixture.rows[1...2] == [
        "      card 5       card 4",
        "------------ ------------ ----",
      ])
    for _ in 0..<4 { view.handle(.right) }
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(view.bandOffset(ofSection: "band") == 0)
  }
}

/// The gutter and the scroll indicator of a list read right to left.
@MainActor
@Suite("TerminalListView: right to left, marker and indicator")
struct RightToLeftChromeTests {
  @Test("the marker's gutter is at the right edge and the scroll indicator at the left")
  func gutterAndIndicatorSwapSides() async {
    let fixture = ListFixture(width: 12, height: 3, selectionMarker: true)
    let view = fixture.listView
    view.layoutDirection = .rightToLeft
    view.selectionMarker = " ‹"
    view.showsScrollIndicator = true
    await fixture.show([rowsSection("rows", ["one", "two", "three", "four"])])
    view.select(IndexPath(item: 1, section: 0))
    #expect(view.containerSize.width == 9)
    let rows = fixture.rows
    #expect(rows.count == 3)
    // Column 0 is the indicator; the cells take columns 1..<10; the gutter 10..<12.
    #expect(rows[0] == "█      one")
    #expect(rows[1] == "█      two ‹")
    #expect(rows[2] == "│    three")
  }

  @Test("a click in the gutter selects the row's first cell; one on the indicator, nothing")
  func clicksFollowTheColumns() async {
    let fixture = ListFixture(width: 12, height: 3, selectionMarker: true)
    let view = fixture.listView
    view.layoutDirection = .rightToLeft
    view.showsScrollIndicator = true
    await fixture.show([
      Section(
        cellModels: ["a", "b", "c"].map { TextRow($0, size: CGSize(width: 3, height: 1)) },
        identifier: "grid", constraints: Constraints(distribution: .equally(cellsInRow: 3)))
    ])
    view.handle(.click(column: 11, row: 0))
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
    view.handle(.click(column: 1, row: 0))
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
    view.handle(.click(column: 0, row: 0))
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
  }
}
