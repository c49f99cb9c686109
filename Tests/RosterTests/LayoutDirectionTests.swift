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
    // The band reaches to the last column and the right inset; the content stays as wide as
    // the container, and the band scrolls on its own.
    #expect(layout.contentSize == CGSize(width: 250, height: 190))
    #expect(layout.bandLength(ofSection: 1) == 340)
    #expect(layout.bandLength(ofSection: 0) == nil)
    // A host scrolling the band in a view of its own gives it the section between header and
    // footer, insets included, as wide as the container.
    #expect(layout.bandFrame(ofSection: 1) == CGRect(x: 0, y: 70, width: 250, height: 80))
    #expect(layout.bandFrame(ofSection: 0) == nil)
    #expect(layout.bandFrame(ofSection: 3) == nil)
    // The bands a rectangle meets: the carousel only where its band frame is.
    #expect(layout.bands(in: CGRect(x: 0, y: 0, width: 250, height: 190)) == [1])
    #expect(layout.bands(in: CGRect(x: 0, y: 0, width: 250, height: 70)).isEmpty)
    #expect(layout.bands(in: CGRect(x: 0, y: 149, width: 250, height: 41)) == [1])
    #expect(layout.bands(in: CGRect(x: 0, y: 150, width: 250, height: 40)).isEmpty)
    let band = CGRect(x: 200, y: 75, width: 10, height: 70)
    #expect(layout.items(in: band) == [IndexPath(item: 1, section: 1)])
    // Scrolled 100 along, the band shows its third card where the second was.
    #expect(layout.items(in: band, bandOffsets: [1: 100]) == [IndexPath(item: 2, section: 1)])
    #expect(
      layout.elements(in: band, bandOffsets: [1: 100]).map(\.frame) == [
        CGRect(x: 132, y: 75, width: 100, height: 70)
      ])
    #expect(layout.element(at: CGPoint(x: 130, y: 80))?.indexPath == IndexPath(item: 1, section: 1))
    #expect(
      layout.element(at: CGPoint(x: 140, y: 80), bandOffsets: [1: 100])?.indexPath
        == IndexPath(item: 2, section: 1))
    // Offsets of sections that are not bands change nothing.
    #expect(layout.items(in: band, bandOffsets: [0: 50, 2: 50]) == layout.items(in: band))
  }

  @Test("a band of cards as tall as the cards, not the container (the issue's 12×2 cards)")
  func bandOfSmallCards() {
    let cards = boxSection(
      "cards", sizes: Array(repeating: (12, 2), count: 6),
      constraints: Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal))
    let after = boxSection("after", sizes: [(1, 1)])
    let layout = laidOut([cards, after], in: CGSize(width: 30, height: 8))
    #expect(
      cellFrames(layout)[0].map { $0?.size }
        == Array(repeating: CGSize(width: 12, height: 2), count: 6))
    #expect(layout.frame(for: IndexPath(item: 0, section: 1))?.minY == 2)
    #expect(layout.bandLength(ofSection: 0) == CGFloat(6 * 12 + 5))
    // Equal columns stack: two cards per column, each as tall as the tallest.
    let grid = boxSection(
      "grid", sizes: [(5, 1), (5, 3), (5, 2)],
      constraints: Constraints(
        minimumInteritemSpacing: 1, distribution: .equally(cellsInRow: 2),
        scrollDirection: .horizontal))
    let stacked = laidOut([grid], in: CGSize(width: 30, height: 20))
    #expect(
      cellFrames(stacked)[0] == [
        CGRect(x: 0, y: 0, width: 5, height: 3), CGRect(x: 0, y: 4, width: 5, height: 3),
        CGRect(x: 5, y: 0, width: 5, height: 3),
      ])
    // A band never grows past the container.
    let tall = laidOut(
      [
        boxSection("tall", sizes: [(5, 50)], constraints: Constraints(scrollDirection: .horizontal))
      ],
      in: CGSize(width: 30, height: 20))
    #expect(cellFrames(tall)[0] == [CGRect(x: 0, y: 0, width: 5, height: 20)])
  }

  @Test("a vertical entire-row section in a horizontal list is a band as wide as its widest cell")
  func verticalSectionInHorizontalList() {
    let section = boxSection(
      "a", sizes: [(40, 30), (40, 50)],
      constraints: Constraints(
        inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), minimumLineSpacing: 2))
    let layout = laidOut([section], in: CGSize(width: 300, height: 200), direction: .horizontal)
    // Rows go downwards, each as wide as the band, which is as wide as the widest cell (40);
    // the list's content is the insets and the band along x, and the container's height.
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 10, y: 0, width: 40, height: 30),
          CGRect(x: 10, y: 32, width: 40, height: 50),
        ]
      ])
    #expect(layout.contentSize == CGSize(width: 60, height: 200))
    #expect(layout.bandLength(ofSection: 0) == 82)
    #expect(layout.bandFrame(ofSection: 0) == CGRect(x: 0, y: 0, width: 60, height: 200))
  }
}
