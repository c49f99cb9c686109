import Foundation
import Roster
import Testing

/// Frames computed by hand for horizontal lists and for sections that scroll the other way.
@Suite("Layout: horizontal lists and orthogonal sections")
struct LayoutDirectionTests {
  static let inset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

  @Test("horizontal equally: columns stack rightwards, cells share a column's height")
  func horizontalEqually() {
    let section = boxSection(
      "a", sizes: [(20, 1), (35, 1), (10, 1), (5, 1)], header: (15, 0), footer: (5, 999),
      constraints: Constraints(
        inset: Self.inset, minimumLineSpacing: 4, minimumInteritemSpacing: 6,
        distribution: .equally(cellsInRow: 3), scrollDirection: .horizontal))
    let layout = laidOut([section], in: CGSize(width: 600, height: 300), direction: .horizontal)
    // Header 15 wide and 300 tall; column height 300 - 40 = 260, rows (260 - 12) / 3 = 248 / 3.
    let row = CGFloat(248) / 3
    #expect(layout.frame(ofHeaderInSection: 0) == CGRect(x: 0, y: 0, width: 15, height: 300))
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 35, y: 10, width: 20, height: row),
          CGRect(x: 35, y: 10 + row + 6, width: 35, height: row),
          CGRect(x: 35, y: 10 + 2 * (row + 6), width: 10, height: row),
          CGRect(x: 74, y: 10, width: 5, height: row),
        ]
      ])
    #expect(layout.frame(ofFooterInSection: 0) == CGRect(x: 119, y: 0, width: 5, height: 300))
    #expect(layout.contentSize == CGSize(width: 124, height: 300))
  }

  @Test("horizontal last cell filling grows the last cell of a column downwards")
  func horizontalLastCellFilling() {
    let section = boxSection(
      "a", sizes: [(10, 100), (20, 100), (30, 100)],
      constraints: Constraints(
        minimumInteritemSpacing: 5,
        distribution: .proportionallyWithLastCellFillingWidth(minimumWidth: 50),
        scrollDirection: .horizontal))
    let layout = laidOut([section], in: CGSize(width: 100, height: 240), direction: .horizontal)
    // 100 then 100 at 105 (135 left ≥ 100); 100 more would leave 240 - 210 = 30: wraps.
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 0, y: 0, width: 10, height: 100),
          CGRect(x: 0, y: 105, width: 20, height: 135),
          CGRect(x: 20, y: 0, width: 30, height: 240),
        ]
      ])
  }

  @Test("a horizontal section in a vertical list is a band of columns as tall as it needs")
  func horizontalSectionInVerticalList() {
    let top = boxSection("top", sizes: [(1, 50)])
    let carousel = boxSection(
      "carousel", sizes: [(100, 60), (100, 40), (100, 70)], header: (0, 20), footer: (0, 10),
      constraints: Constraints(
        inset: EdgeInsets(top: 5, left: 8, bottom: 5, right: 8), minimumLineSpacing: 12,
        distribution: .proportionally, scrollDirection: .horizontal))
    let bottom = boxSection("bottom", sizes: [(1, 30)])
    let layout = laidOut([top, carousel, bottom], in: CGSize(width: 250, height: 100))
    // The carousel's columns are 100 - 5 - 5 = 90 tall: 60 and 40 do not share one (60 + 40 >
    // 90), 40 and 70 neither, so three columns of one cell, rightwards, 12 apart.
    #expect(layout.frame(ofHeaderInSection: 1) == CGRect(x: 0, y: 50, width: 250, height: 20))
    #expect(
      cellFrames(layout)[1] == [
        CGRect(x: 8, y: 75, width: 100, height: 60),
        CGRect(x: 120, y: 75, width: 100, height: 40),
        CGRect(x: 232, y: 75, width: 100, height: 70),
      ])
    // The band is as tall as its tallest column (70), then the bottom inset and the footer.
    #expect(layout.frame(ofFooterInSection: 1) == CGRect(x: 0, y: 150, width: 250, height: 10))
    #expect(
      layout.frame(for: IndexPath(item: 0, section: 2))
        == CGRect(x: 0, y: 160, width: 250, height: 30))
    // The content widens to the last column and the right inset.
    #expect(layout.contentSize == CGSize(width: 340, height: 190))
    #expect(
      layout.items(in: CGRect(x: 300, y: 0, width: 10, height: 500)) == [
        IndexPath(item: 2, section: 1)
      ])
    #expect(layout.element(at: CGPoint(x: 130, y: 80))?.indexPath == IndexPath(item: 1, section: 1))
  }

  @Test("a vertical entire-row section in a horizontal list fills the container's height")
  func verticalSectionInHorizontalList() {
    let section = boxSection(
      "a", sizes: [(40, 30), (40, 50)],
      constraints: Constraints(
        inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), minimumLineSpacing: 2))
    let layout = laidOut([section], in: CGSize(width: 300, height: 200), direction: .horizontal)
    // Rows go downwards and span the container's width minus the insets: 280 wide; the band
    // along the list's main axis (x) is as wide as they are.
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 10, y: 0, width: 280, height: 30),
          CGRect(x: 10, y: 32, width: 280, height: 50),
        ]
      ])
    #expect(layout.contentSize == CGSize(width: 300, height: 200))
  }
}
