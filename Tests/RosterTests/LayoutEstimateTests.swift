import Foundation
import Roster
import Testing

/// Examples of lists laid out from estimated sizes and measured a rectangle at a time.
@Suite("Layout: estimated sizes, examples")
struct LayoutEstimateTests {
  static let oneRow = CGSize(width: 80, height: 1)

  /// A terminal-like list: 1,000 cells of one row, every one estimated, in 24 rows.
  static func thousandRows(estimate: CGSize) -> ([Section], ListLayout) {
    let sections = [boxSection("s", sizes: Array(repeating: (80, 1), count: 1000))]
    var layout = ListLayout()
    layout.layout(sections, containerSize: CGSize(width: 80, height: 24)) { _, _ in
      .estimated(estimate)
    }
    return (sections, layout)
  }

  static func paths(_ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  @Test("1,000 estimated one-row cells: a screen measures exactly the 24 cells crossing it")
  func measuresExactlyTheCellsCrossingTheRect() {
    var (sections, layout) = Self.thousandRows(estimate: Self.oneRow)
    #expect(layout.estimatedItemCount == 1000)
    let screen = CGRect(x: 0, y: 100, width: 80, height: 24)
    #expect(layout.estimatedItems(in: screen) == Self.paths(100..<124))
    var asked: [IndexPath] = []
    let measured = layout.measureEstimatedItems(in: screen, sections: sections) { kind, path in
      #expect(kind == .cell)
      asked.append(path)
      return Self.oneRow
    }
    #expect(measured == 24)
    #expect(asked == Self.paths(100..<124))
    #expect(layout.estimatedItemCount == 976)
    #expect(
      (0..<1000).filter { !layout.isEstimated(IndexPath(item: $0, section: 0)) } == Array(100..<124)
    )
    #expect(cellFrames(layout) == cellFrames(laidOut(sections, in: CGSize(width: 80, height: 24))))
    let again = layout.measureEstimatedItems(in: screen, sections: sections) { _, path in
      Issue.record("\(path) measured twice")
      return Self.oneRow
    }
    #expect(again == 0)
  }

  @Test("measuring a screen of touching cells places none of the cells after it again")
  func touchingCellsEditOnlyThemselves() {
    // Cells 0…499 estimated, 500… exact: the 24 measured are one run of touching edits.
    let sections = [boxSection("s", sizes: Array(repeating: (80, 1), count: 1000))]
    var layout = ListLayout()
    layout.layout(sections, containerSize: CGSize(width: 80, height: 24)) { _, path in
      path.item < 500 ? .estimated(Self.oneRow) : .exact(Self.oneRow)
    }
    var asked: [IndexPath] = []
    layout.measureEstimatedItems(
      in: CGRect(x: 0, y: 100, width: 80, height: 24), sections: sections
    ) { _, path in
      asked.append(path)
      return Self.oneRow
    }
    #expect(asked == Self.paths(100..<124))
    #expect(layout.estimatedItemCount == 476)
  }

  @Test("cells shorter than estimated pull later ones in, measured until the screen is exact")
  func shorterCellsPullLaterOnesIn() {
    var (sections, layout) = Self.thousandRows(estimate: CGSize(width: 80, height: 2))
    let screen = CGRect(x: 0, y: 100, width: 80, height: 24)
    var asked: [IndexPath] = []
    let measured = layout.measureEstimatedItems(in: screen, sections: sections) { _, path in
      asked.append(path)
      return Self.oneRow
    }
    // Cells 50… start at row 100: 12 fill the screen at 2 rows, 24 at their own 1 row.
    #expect(measured == 24)
    #expect(asked == Self.paths(50..<74))
    #expect(layout.frame(for: IndexPath(item: 49, section: 0))?.minY == 98)
    #expect(layout.frame(for: IndexPath(item: 50, section: 0))?.minY == 100)
    #expect(layout.frame(for: IndexPath(item: 74, section: 0))?.minY == 124)
    #expect(layout.estimatedItems(in: screen).isEmpty)
    // 50 cells at 2 rows, 24 at 1, 926 at 2.
    #expect(layout.contentSize.height == 1976)
  }

  @Test("bad estimates are sanitized and reported as bad sizes are, and measured where shown")
  func badEstimatesAreSanitized() {
    let sections = [boxSection("s", sizes: [(100, 10), (100, 20), (100, 30)])]
    let container = CGSize(width: 320, height: 480)
    let bad: [CGSize] = [
      CGSize(width: CGFloat.nan, height: -5), CGSize(width: -3, height: CGFloat.nan),
      CGSize(width: 100, height: CGFloat.infinity),
    ]
    var layout = ListLayout()
    layout.layout(sections, containerSize: container) { _, path in .estimated(bad[path.item]) }
    var exact = ListLayout()
    exact.layout(sections, containerSize: container) { _, path in bad[path.item] }
    #expect(cellFrames(layout) == cellFrames(exact))
    #expect(cellFrames(layout).joined().allSatisfy { $0.map { $0.height == 0 } == true })
    // NaN is never equal to itself: the reports are compared as text.
    #expect(layout.diagnostics.count == 3)
    #expect(
      layout.diagnostics.map(String.init(describing:))
        == exact.diagnostics.map(String.init(describing:)))
    #expect(layout.estimatedItemCount == 3)

    // The three sit at the top of the screen, with no extent: measured all the same.
    let measured = layout.measureEstimatedItems(
      in: CGRect(origin: .zero, size: container), sections: sections, size: boxSize(in: sections))
    #expect(measured == 3)
    #expect(layout.estimatedItemCount == 0)
    #expect(cellFrames(layout) == cellFrames(laidOut(sections, in: container)))
  }

  @Test("an estimated cell with no width at a row's start is measured")
  func emptyEstimateAtTheEdgeIsMeasured() {
    let constraints = Constraints(distribution: .proportionally)
    let sections = [boxSection("s", sizes: [(100, 10), (100, 10)], constraints: constraints)]
    let container = CGSize(width: 320, height: 480)
    var layout = ListLayout()
    layout.layout(sections, containerSize: container) { _, path in
      .estimated(CGSize(width: 0, height: 10))
    }
    let screen = CGRect(origin: .zero, size: container)
    #expect(layout.estimatedItems(in: screen) == Self.paths(0..<2))
    layout.measureEstimatedItems(in: screen, sections: sections, size: boxSize(in: sections))
    #expect(layout.estimatedItemCount == 0)
    #expect(cellFrames(layout) == cellFrames(laidOut(sections, in: container)))
  }

  @Test("a band with an estimated cell on screen is measured whole; one without is not touched")
  func bandIsMeasuredWhole() {
    // A band of 12 cards 100 wide in a 320-wide list: cards 4 and 10 estimated.
    let band = boxSection(
      "band", sizes: Array(repeating: (100, 40), count: 12),
      constraints: Constraints(scrollDirection: .horizontal))
    let list = boxSection("list", sizes: Array(repeating: (320, 20), count: 5))
    let sections = [list, band]
    let container = CGSize(width: 320, height: 480)
    let estimated: Set<Int> = [4, 10]
    var layout = ListLayout()
    layout.layout(sections, containerSize: container) { kind, path in
      let size = boxSize(in: sections)(kind, path)
      return path.section == 1 && estimated.contains(path.item)
        ? .estimated(CGSize(width: 60, height: 30)) : .exact(size)
    }
    #expect(layout.estimatedItemCount == 2)
    // Cards 0…2 show at offset 0, all exact: nothing to measure.
    let screen = CGRect(origin: .zero, size: container)
    #expect(layout.estimatedItems(in: screen).isEmpty)
    #expect(
      layout.measureEstimatedItems(in: screen, sections: sections) { _, path in
        Issue.record("\(path) measured")
        return .zero
      } == 0)
    // Scrolled to card 4, the band's two estimated cards are measured, with every card.
    let offsets = [1: CGFloat(250)]
    #expect(
      layout.estimatedItems(in: screen, bandOffsets: offsets)
        == [IndexPath(item: 4, section: 1), IndexPath(item: 10, section: 1)])
    var asked: [IndexPath] = []
    let measured = layout.measureEstimatedItems(
      in: screen, bandOffsets: offsets, sections: sections
    ) { kind, path in
      if kind == .cell { asked.append(path) }
      return boxSize(in: sections)(kind, path)
    }
    #expect(measured == 2)
    // Each of the band's cells once: the two on screen first, then the band laid out whole.
    #expect(asked.sorted() == (0..<12).map { IndexPath(item: $0, section: 1) })
    #expect(layout.estimatedItemCount == 0)
    let full = laidOut(sections, in: container)
    expectSameGeometry(layout, full, "band")
    // The band is as tall as before, and longer.
    #expect(layout.bandLength(ofSection: 1) == full.bandLength(ofSection: 1))
    #expect(layout.longestBand == full.longestBand)
  }

  @Test("an estimated cell placed again beside a measured one keeps its estimate")
  func neighbourKeepsItsEstimate() {
    // Three cells of 100 in rows of 320: estimated 300 wide, cells 1 and 2 take a row each.
    let constraints = Constraints(distribution: .proportionally)
    let sections = [
      boxSection("s", sizes: Array(repeating: (100, 10), count: 3), constraints: constraints)
    ]
    let container = CGSize(width: 320, height: 480)
    let estimate = CGSize(width: 300, height: 10)
    var layout = ListLayout()
    layout.layout(sections, containerSize: container) { kind, path in
      path.item == 0 ? .exact(boxSize(in: sections)(kind, path)) : .estimated(estimate)
    }
    // Cell 2 is measured, and placed again with cell 1, whose row it may join: cell 1 keeps
    // its estimate (measured, it would belong in cell 0's row, which is not placed again).
    var asked: [IndexPath] = []
    let measured = layout.measureEstimatedItems(
      in: CGRect(x: 0, y: 20, width: 320, height: 10), sections: sections
    ) { kind, path in
      asked.append(path)
      return boxSize(in: sections)(kind, path)
    }
    #expect(measured == 1)
    #expect(asked == [IndexPath(item: 2, section: 0)])
    #expect(layout.isEstimated(IndexPath(item: 1, section: 0)))
    var expected = ListLayout()
    expected.layout(sections, containerSize: container) { kind, path in
      path.item == 1 ? .estimated(estimate) : .exact(boxSize(in: sections)(kind, path))
    }
    expectSameGeometry(layout, expected, "cell 1 at its estimate")
    // Measuring cell 1 too gives the full layout: the three cells in one row.
    layout.measureEstimatedItems(
      in: CGRect(origin: .zero, size: container), sections: sections, size: boxSize(in: sections))
    expectSameGeometry(layout, laidOut(sections, in: container), "all measured")
  }

  @Test("right to left in a horizontal list, the screen measured stays the screen shown")
  func rightToLeftHorizontalMeasuresTheScreen() {
    // 100 columns estimated 30 wide, 10 wide measured: the list opens at its right end.
    let sections = [
      boxSection(
        "s", sizes: Array(repeating: (10, 320), count: 100),
        constraints: Constraints(scrollDirection: .horizontal))
    ]
    let container = CGSize(width: 480, height: 320)
    var layout = ListLayout(scrollDirection: .horizontal, layoutDirection: .rightToLeft)
    layout.layout(sections, containerSize: container) { _, _ in
      .estimated(CGSize(width: 30, height: 320))
    }
    let screen = CGRect(
      x: layout.contentSize.width - container.width, y: 0, width: container.width,
      height: container.height)
    var asked: [IndexPath] = []
    let measured = layout.measureEstimatedItems(in: screen, sections: sections) { kind, path in
      asked.append(path)
      return boxSize(in: sections)(kind, path)
    }
    // The first 48 columns fill the screen; the host keeps showing the right end.
    #expect(measured == 48)
    #expect(asked == Self.paths(0..<48))
    let shown = CGRect(
      x: layout.contentSize.width - container.width, y: 0, width: container.width,
      height: container.height)
    #expect(layout.estimatedItems(in: shown).isEmpty)
    #expect(layout.frame(for: IndexPath(item: 0, section: 0))?.maxX == layout.contentSize.width)
  }
}
