import Foundation
import Roster
import Testing

/// Frames computed by hand for each distribution, with headers, footers, insets and spacing.
@Suite("Layout: distributions, vertical")
struct LayoutDistributionTests {
  static let inset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

  @Test("entire row: header above the insets, full-width cells, line spacing, footer below")
  func entireRow() {
    let section = boxSection(
      "a", sizes: [(50, 20), (500, 30)], header: (0, 15), footer: (999, 5),
      constraints: Constraints(inset: Self.inset, minimumLineSpacing: 4))
    let layout = laidOut([section], in: CGSize(width: 300, height: 600))
    #expect(layout.frame(ofHeaderInSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 15))
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 20, y: 25, width: 240, height: 20),
          CGRect(x: 20, y: 49, width: 240, height: 30),
        ]
      ])
    #expect(layout.frame(ofFooterInSection: 0) == CGRect(x: 0, y: 109, width: 300, height: 5))
    #expect(layout.contentSize == CGSize(width: 300, height: 114))
    #expect(layout.diagnostics.isEmpty)
  }

  @Test("equally: equal columns with spacing subtracted, rows as tall as their tallest cell")
  func equally() {
    let section = boxSection(
      "a", sizes: [(1, 20), (1, 35), (1, 10), (1, 5)],
      constraints: Constraints(
        inset: Self.inset, minimumLineSpacing: 4, minimumInteritemSpacing: 6,
        distribution: .equally(cellsInRow: 3)))
    let layout = laidOut([section], in: CGSize(width: 300, height: 600))
    // Row width 240; columns (240 - 12) / 3 = 76.
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 20, y: 10, width: 76, height: 20),
          CGRect(x: 102, y: 10, width: 76, height: 35),
          CGRect(x: 184, y: 10, width: 76, height: 10),
          CGRect(x: 20, y: 49, width: 76, height: 5),
        ]
      ])
    #expect(layout.contentSize == CGSize(width: 300, height: 84))
  }

  @Test("proportionally: own widths, wrapping when the next cell would pass the row's end")
  func proportionally() {
    let section = boxSection(
      "a", sizes: [(100, 20), (100, 10), (41, 30), (240, 5)],
      constraints: Constraints(
        inset: Self.inset, minimumLineSpacing: 4, minimumInteritemSpacing: 0,
        distribution: .proportionally))
    let layout = laidOut([section], in: CGSize(width: 300, height: 600))
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 20, y: 10, width: 100, height: 20),
          CGRect(x: 120, y: 10, width: 100, height: 10),
          CGRect(x: 20, y: 34, width: 41, height: 30),
          CGRect(x: 20, y: 68, width: 240, height: 5),
        ]
      ])
  }

  @Test("last cell filling: wraps when less than the minimum width would remain, last grows")
  func lastCellFilling() {
    let section = boxSection(
      "a", sizes: [(100, 20), (60, 10), (30, 30), (10, 5)],
      constraints: Constraints(
        inset: Self.inset, minimumLineSpacing: 4, minimumInteritemSpacing: 5,
        distribution: .proportionallyWithLastCellFillingWidth(minimumWidth: 70)))
    let layout = laidOut([section], in: CGSize(width: 300, height: 600))
    // Row 240: 100, then 60 at 105 (130 left ≥ 70), then 30 would have 240 - 170 = 70 left: fits
    // exactly; 10 would have 240 - 205 = 35 < 70: wraps, so 30 grows to the end (205 → 240).
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 20, y: 10, width: 100, height: 20),
          CGRect(x: 125, y: 10, width: 60, height: 10),
          CGRect(x: 190, y: 10, width: 70, height: 30),
          CGRect(x: 20, y: 44, width: 240, height: 5),
        ]
      ])
  }

  @Test("sections stack with no space between them")
  func sectionsStack() {
    let first = boxSection("a", sizes: [(1, 20)], footer: (0, 3))
    let second = boxSection(
      "b", sizes: [(1, 7)], header: (0, 2), constraints: Constraints(inset: Self.inset))
    let layout = laidOut([first, second], in: CGSize(width: 100, height: 50))
    #expect(layout.frame(ofSection: 1) == CGRect(x: 0, y: 23, width: 100, height: 49))
    #expect(
      layout.frame(for: IndexPath(item: 0, section: 1))
        == CGRect(x: 20, y: 35, width: 40, height: 7))
    #expect(layout.contentSize == CGSize(width: 100, height: 72))
  }
}
