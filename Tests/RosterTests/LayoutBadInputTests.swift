import Foundation
import Roster
import Testing

/// Each kind of bad input: a defined result, finite frames, and a diagnostic.
@Suite("Layout: bad input")
struct LayoutBadInputTests {
  static let screen = CGSize(width: 100, height: 200)

  @Test(
    "negative, NaN and infinite sizes count as zero in that dimension",
    arguments: [-5, CGFloat.nan, .infinity, -.infinity])
  func invalidSizes(bad: CGFloat) throws {
    let section = boxSection(
      "a", sizes: [(bad, 10), (30, bad)], header: (0, bad),
      constraints: Constraints(distribution: .proportionally))
    let layout = laidOut([section], in: Self.screen)
    #expect(layout.frame(ofHeaderInSection: 0) == CGRect(x: 0, y: 0, width: 100, height: 0))
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 30, height: 0)]
      ])
    let header = IndexPath(item: 0, section: 0)
    #expect(
      layout.diagnostics.map(\.description)
        == [
          LayoutDiagnostic.invalidSize(.header, header, CGSize(width: 0, height: bad)),
          .invalidSize(.cell, IndexPath(item: 0, section: 0), CGSize(width: bad, height: 10)),
          .invalidSize(.cell, IndexPath(item: 1, section: 0), CGSize(width: 30, height: bad)),
        ].map(\.description))
  }

  @Test("sizes and spacing past 2⁴⁰ are capped there, so sums stay finite")
  func hugeExtentsAreCapped() {
    let huge = CGFloat.greatestFiniteMagnitude
    let section = boxSection(
      "a", sizes: [(10, huge), (10, huge)], footer: (0, huge),
      constraints: Constraints(minimumLineSpacing: huge))
    let layout = laidOut([section], in: Self.screen)
    let cap: CGFloat = 0x1p40
    #expect(
      cellFrames(layout) == [
        [
          CGRect(x: 0, y: 0, width: 100, height: cap),
          CGRect(x: 0, y: 2 * cap, width: 100, height: cap),
        ]
      ])
    #expect(layout.contentSize == CGSize(width: 100, height: 4 * cap))
    #expect(layout.diagnostics.count == 4)
  }

  @Test("cellsInRow of zero or less lays out one column", arguments: [0, -3])
  func nonPositiveCellsInRow(cellsInRow: Int) {
    let section = boxSection(
      "a", sizes: [(1, 10), (1, 20)],
      constraints: Constraints(
        minimumInteritemSpacing: 4, distribution: .equally(cellsInRow: cellsInRow)))
    let layout = laidOut([section], in: Self.screen)
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 10, width: 100, height: 20)]
      ])
    #expect(layout.diagnostics == [.nonPositiveCellsInRow(section: 0, cellsInRow: cellsInRow)])
  }

  @Test(
    "more cells in a row than the row has points: as many 1-point columns as fit, reported",
    arguments: [(Int.max, 0, 100), (Int.max, 2, 34), (150, 0, 100)] as [(Int, CGFloat, Int)])
  func tooManyCellsInRow(cellsInRow: Int, spacing: CGFloat, columns: Int) {
    let section = boxSection(
      "a", sizes: Array(repeating: (1, 10), count: columns + 1),
      constraints: Constraints(
        minimumInteritemSpacing: spacing, distribution: .equally(cellsInRow: cellsInRow)))
    let layout = laidOut([section], in: Self.screen)
    let frames = cellFrames(layout)[0]
    #expect(frames.allSatisfy { $0?.width == 1 })
    #expect(
      frames.prefix(columns).map { $0?.minX } == (0..<columns).map { CGFloat($0) * (1 + spacing) })
    // The next cell starts the second row.
    #expect(frames.last??.origin == CGPoint(x: 0, y: 10))
    #expect(
      layout.diagnostics
        == [.tooManyCellsInRow(section: 0, cellsInRow: cellsInRow, columns: columns)])
  }

  @Test("insets wider than the container: zero-wide cells at the left inset, content widened")
  func insetsWiderThanContainer() {
    let section = boxSection(
      "a", sizes: [(50, 10), (50, 10)], header: (0, 5),
      constraints: Constraints(
        inset: EdgeInsets(left: 80, right: 60), distribution: .equally(cellsInRow: 2)))
    let layout = laidOut([section], in: Self.screen)
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 80, y: 5, width: 0, height: 10), CGRect(x: 80, y: 5, width: 0, height: 10)]
      ])
    #expect(layout.frame(ofHeaderInSection: 0) == CGRect(x: 0, y: 0, width: 100, height: 5))
    #expect(layout.contentSize == CGSize(width: 140, height: 15))
    #expect(layout.diagnostics == [.insetsExceedContainer(section: 0, available: -40)])
  }

  @Test("spacing wider than the row gives zero-wide columns inside the row")
  func spacingWiderThanRow() {
    let section = boxSection(
      "a", sizes: [(1, 10), (1, 10), (1, 10)],
      constraints: Constraints(minimumInteritemSpacing: 70, distribution: .equally(cellsInRow: 3)))
    let layout = laidOut([section], in: Self.screen)
    #expect(cellFrames(layout)[0].map { $0?.width } == [0, 0, 0])
    #expect(cellFrames(layout)[0].map { $0?.maxX ?? .nan }.allSatisfy { $0 <= 100 })
    #expect(layout.diagnostics == [.insetsExceedContainer(section: 0, available: -40)])
  }

  @Test("a zero-width container gives zero-wide cells and reports it")
  func zeroWidthContainer() {
    let section = boxSection(
      "a", sizes: [(50, 10), (50, 10)], constraints: Constraints(distribution: .proportionally))
    let layout = laidOut([section], in: CGSize(width: 0, height: 200))
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 0, height: 10)]
      ])
    #expect(layout.diagnostics == [.emptyContainer(CGSize(width: 0, height: 200))])
  }

  @Test("a negative or NaN container counts as zero in that dimension")
  func invalidContainer() {
    let section = boxSection("a", sizes: [(50, 10)])
    let bad = CGSize(width: -10, height: CGFloat.nan)
    let layout = laidOut([section], in: bad)
    #expect(layout.containerSize == .zero)
    #expect(cellFrames(layout) == [[CGRect(x: 0, y: 0, width: 0, height: 10)]])
    #expect(
      layout.diagnostics.map(\.description) == [
        LayoutDiagnostic.invalidContainerSize(bad).description,
        LayoutDiagnostic.emptyContainer(.zero).description,
      ])
  }

  @Test("a minimum width wider than the row puts every cell alone in a full row")
  func minimumWidthWiderThanRow() {
    let section = boxSection(
      "a", sizes: [(10, 10), (10, 20)],
      constraints: Constraints(
        distribution: .proportionallyWithLastCellFillingWidth(minimumWidth: 150)))
    let layout = laidOut([section], in: Self.screen)
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 10, width: 100, height: 20)]
      ])
    #expect(
      layout.diagnostics == [.minimumWidthExceedsRow(section: 0, minimumWidth: 150, rowExtent: 100)]
    )
  }

  @Test("a negative or NaN minimum width counts as zero", arguments: [-1, CGFloat.nan])
  func invalidMinimumWidth(bad: CGFloat) {
    let section = boxSection(
      "a", sizes: [(30, 10), (30, 10)],
      constraints: Constraints(
        distribution: .proportionallyWithLastCellFillingWidth(minimumWidth: bad)))
    let layout = laidOut([section], in: Self.screen)
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 30, y: 0, width: 70, height: 10)]
      ])
    #expect(layout.diagnostics.count == 1)
    #expect(layout.diagnostics.first?.description.contains("invalid minimum width") == true)
  }

  @Test("negative or NaN insets and spacing count as zero")
  func invalidSpacing() {
    let section = boxSection(
      "a", sizes: [(30, 10), (30, 10)],
      constraints: Constraints(
        inset: EdgeInsets(top: .nan, left: -20), minimumLineSpacing: -4,
        minimumInteritemSpacing: .infinity, distribution: .proportionally))
    let layout = laidOut([section], in: Self.screen)
    #expect(
      cellFrames(layout) == [
        [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 30, y: 0, width: 30, height: 10)]
      ])
    #expect(layout.diagnostics.count == 4)
  }

  @Test("a cell wider than its row is narrowed to it")
  func cellWiderThanRow() {
    let section = boxSection(
      "a", sizes: [(250, 10)],
      constraints: Constraints(inset: EdgeInsets(left: 10), distribution: .proportionally))
    let layout = laidOut([section], in: Self.screen)
    #expect(cellFrames(layout) == [[CGRect(x: 10, y: 0, width: 90, height: 10)]])
    #expect(
      layout.diagnostics == [
        .itemExceedsRow(IndexPath(item: 0, section: 0), itemExtent: 250, rowExtent: 90)
      ])
  }

  @Test("queries with bad rectangles, points and index paths answer nothing")
  func badQueries() {
    let layout = laidOut([boxSection("a", sizes: [(50, 10)])], in: Self.screen)
    #expect(layout.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
    #expect(layout.elements(in: .null).isEmpty)
    #expect(layout.element(at: CGPoint(x: 0, y: CGFloat.nan)) == nil)
    #expect(layout.frame(for: IndexPath(item: 1, section: 0)) == nil)
    #expect(layout.frame(for: IndexPath(item: 0, section: -1)) == nil)
    #expect(layout.frame(for: IndexPath(index: 0)) == nil)
    #expect(layout.frame(ofHeaderInSection: 0) == nil)
    #expect(layout.frame(ofFooterInSection: 5) == nil)
    #expect(layout.numberOfItems(inSection: 3) == 0)
    // A rectangle given with a negative size is the same area as its standardized form.
    #expect(
      layout.items(in: CGRect(x: 50, y: 10, width: -50, height: -10))
        == [IndexPath(item: 0, section: 0)])
  }

  @Test("every diagnostic describes itself")
  func descriptions() {
    let path = IndexPath(item: 2, section: 1)
    let diagnostics: [LayoutDiagnostic] = [
      .invalidContainerSize(CGSize(width: -1, height: 2)), .emptyContainer(.zero),
      .invalidSize(.footer, path, CGSize(width: 1, height: -1)),
      .invalidSpacing(section: 1, value: -3), .nonPositiveCellsInRow(section: 1, cellsInRow: 0),
      .insetsExceedContainer(section: 1, available: -4),
      .itemExceedsRow(path, itemExtent: 5, rowExtent: 4),
      .invalidMinimumWidth(section: 1, minimumWidth: -2),
      .minimumWidthExceedsRow(section: 1, minimumWidth: 9, rowExtent: 8),
    ]
    let texts = diagnostics.map(\.description)
    #expect(Set(texts).count == diagnostics.count)
    #expect(texts[2].contains("footer at [1, 2]"))
    #expect(texts[4].contains("using 1"))
  }
}
