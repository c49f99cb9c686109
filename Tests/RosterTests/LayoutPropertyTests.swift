import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import Testing

/// Geometry that must hold for any list: random directions, containers, constraints, headers,
/// footers and sizes, every distribution, sections that scroll the other way.
@Suite("Layout: properties")
struct LayoutPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)
  static let count = 3000

  @Test("frames are finite, inside the content and inside their section")
  func framesStayInBounds() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      let layoutCase = LayoutCase(raw: raw)
      let layout = layoutCase.layout
      let content = CGRect(origin: .zero, size: layout.contentSize)
      var sectionEnd: CGFloat = 0
      for section in layoutCase.sections.indices {
        guard let geometry = SectionGeometry(layout, section: section) else {
          Issue.record("section \(section) missing\n\(layoutCase)")
          return
        }
        let span = layoutCase.direction.mainSpan(geometry.frame)
        #expect(abs(span.start - sectionEnd) < layoutTolerance, "\(layoutCase)")
        sectionEnd = span.end
        // A band's cells reach as far along it as its length, past the content's width.
        let bandLength = layout.bandLength(ofSection: section)
        let cellBounds =
          bandLength.map {
            layoutCase.direction.isVertical
              ? CGRect(x: 0, y: 0, width: max($0, content.width), height: content.height)
              : CGRect(x: 0, y: 0, width: content.width, height: max($0, content.height))
          } ?? content
        for frame in geometry.elements {
          let bounds = geometry.cells.contains(frame) ? cellBounds : content
          let isFinite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy {
            $0.isFinite
          }
          #expect(isFinite, "\(layoutCase)")
          let inside = bounds.insetBy(dx: -layoutTolerance, dy: -layoutTolerance).contains(frame)
          #expect(inside, "\(frame)\n\(layoutCase)")
          let element = layoutCase.direction.mainSpan(frame)
          #expect(element.start >= span.start - layoutTolerance, "\(layoutCase)")
          #expect(element.end <= span.end + layoutTolerance, "\(layoutCase)")
        }
      }
      #expect(
        abs(layoutCase.direction.main(layout.contentSize) - sectionEnd) < layoutTolerance,
        "\(layoutCase)")
    }
  }

  @Test("elements of a section never overlap")
  func noOverlap() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      let layoutCase = LayoutCase(raw: raw)
      let layout = layoutCase.layout
      for section in layoutCase.sections.indices {
        let elements = SectionGeometry(layout, section: section)?.elements ?? []
        for (index, frame) in elements.enumerated() {
          for other in elements[(index + 1)...] where shareArea(frame, other) {
            Issue.record("\(frame) overlaps \(other) in section \(section)\n\(layoutCase)")
          }
        }
      }
    }
  }

  @Test("cells stay inside the insets, after the header and before the footer")
  func cellsInsideInsets() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      let layoutCase = LayoutCase(raw: raw)
      let layout = layoutCase.layout
      let direction = layoutCase.direction
      let containerMain = direction.main(layoutCase.container)
      let containerCross = direction.cross(layoutCase.container)
      for (index, section) in layoutCase.sections.enumerated() {
        guard let geometry = SectionGeometry(layout, section: index) else { continue }
        let (mainBefore, mainAfter, crossBefore, crossAfter) = direction.edges(
          section.constraints.inset)
        let span = direction.mainSpan(geometry.frame)
        let itemsStart =
          (geometry.header.map { direction.mainSpan($0).end } ?? span.start)
          + mainBefore
        let itemsEnd =
          (geometry.footer.map { direction.mainSpan($0).start } ?? span.end)
          - mainAfter
        let orthogonal = section.constraints.scrollDirection != direction
        let bandLength = layout.bandLength(ofSection: index)
        #expect((bandLength != nil) == orthogonal, "\(layoutCase)")
        #expect(section.constraints.isBand(inListScrolling: direction) == orthogonal)
        let crossEnd =
          orthogonal
          ? (bandLength ?? 0) - crossAfter : max(crossBefore, containerCross - crossAfter)
        let bandEnd =
          orthogonal
          ? itemsStart
            + Self.bandExtent(
              section, available: max(0, containerMain - mainBefore - mainAfter))
          : itemsEnd
        if orthogonal, let bandLength {
          // The band reaches exactly as far as its last cell, and its insets.
          let reach = geometry.cells.map { direction.crossSpan($0).end }.max() ?? crossBefore
          #expect(
            abs(bandLength - (max(reach, crossBefore) + crossAfter)) < layoutTolerance,
            "\(layoutCase)")
        }
        for cell in geometry.cells {
          let main = direction.mainSpan(cell)
          let cross = direction.crossSpan(cell)
          #expect(main.start >= itemsStart - layoutTolerance, "\(cell)\n\(layoutCase)")
          #expect(main.end <= min(itemsEnd, bandEnd) + layoutTolerance, "\(cell)\n\(layoutCase)")
          #expect(cross.start >= crossBefore - layoutTolerance, "\(cell)\n\(layoutCase)")
          #expect(cross.end <= crossEnd + layoutTolerance, "\(cell)\n\(layoutCase)")
        }
      }
    }
  }

  @Test("cells follow reading order, rows and cells keep their spacing, rows fill greedily")
  func readingOrderAndSpacing() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      let layoutCase = LayoutCase(raw: raw)
      let layout = layoutCase.layout
      for (index, section) in layoutCase.sections.enumerated() {
        guard let geometry = SectionGeometry(layout, section: index) else { continue }
        let preferred = section.cellModels.compactMap { $0 as? BoxModel }.map {
          CGSize(width: $0.width, height: $0.height)
        }
        checkRows(
          geometry.cells, preferred: preferred, section: section,
          container: layoutCase.container, layoutCase: layoutCase)
      }
    }
  }

  /// How tall a band is (how wide, in a horizontal list), from its own items alone: its
  /// tallest item, or `n` of them and their spacing for `.equally(n)`, at most `available`.
  static func bandExtent(_ section: Section, available: CGFloat) -> CGFloat {
    let flow = section.constraints.scrollDirection
    let tallest =
      section.cellModels.compactMap { $0 as? BoxModel }.map {
        flow.cross(CGSize(width: $0.width, height: $0.height))
      }.max() ?? 0
    guard case .equally(let cellsInRow) = section.constraints.distribution else {
      return min(available, tallest)
    }
    let spacing = section.constraints.minimumInteritemSpacing
    let columns = equalColumns(cellsInRow, row: available, spacing: spacing)
    return min(available, tallest * CGFloat(columns) + spacing * CGFloat(columns - 1))
  }

  /// The columns `.equally(cellsInRow:)` lays out: `cellsInRow`, except that a row of at least
  /// 1 point but fewer points than `cellsInRow` gets as many 1-point columns as fit with their
  /// spacing.
  static func equalColumns(_ cellsInRow: Int, row: CGFloat, spacing: CGFloat) -> Int {
    guard row >= 1, CGFloat(cellsInRow) > row else { return cellsInRow }
    return max(1, Int(((row + spacing) / (1 + spacing)).rounded(.down)))
  }

  /// Splits `cells` into rows (a row's cells share their start along the flow, and heights
  /// are at least 1) and checks order, spacing and each distribution's rule for widths and
  /// wrapping.
  private func checkRows(
    _ cells: [CGRect], preferred: [CGSize], section: Section, container: CGSize,
    layoutCase: LayoutCase
  ) {
    let constraints = section.constraints
    let flow = constraints.scrollDirection
    let (_, _, crossBefore, crossAfter) = flow.edges(constraints.inset)
    let available = flow.cross(container) - crossBefore - crossAfter
    let lineSpacing = constraints.minimumLineSpacing
    let spacing = constraints.minimumInteritemSpacing
    var columns = 1
    if case .equally(let cellsInRow) = constraints.distribution {
      columns = Self.equalColumns(cellsInRow, row: available, spacing: spacing)
    }
    // A band's rows are as long as the band is tall, not the container.
    let row =
      flow != layoutCase.direction && available > 0
      ? Self.bandExtent(section, available: available) : available
    let columnsFit = row - spacing * CGFloat(columns - 1) >= 0
    var rowStartIndex = 0
    var rowEnd: CGFloat = 0
    for index in cells.indices {
      let cell = cells[index]
      let cross = flow.crossSpan(cell)
      let own = min(flow.cross(preferred[index]), max(0, row))
      let label: Comment = "cell \(index) \(cell)\n\(layoutCase)"
      if index > 0 {
        let previous = cells[index - 1]
        let sameRow = flow.mainSpan(cell).start == flow.mainSpan(previous).start
        if sameRow {
          if columnsFit {
            #expect(cross.start >= flow.crossSpan(previous).end + spacing - layoutTolerance, label)
          }
        } else {
          #expect(flow.mainSpan(cell).start >= rowEnd + lineSpacing - layoutTolerance, label)
          checkWrap(
            cells: cells, preferred: preferred, at: index, constraints: constraints, row: row,
            label: label)
          rowStartIndex = index
          rowEnd = 0
        }
      }
      rowEnd = max(rowEnd, flow.mainSpan(cell).end)
      #expect(flow.main(cell.size) == flow.main(preferred[index]), label)
      guard row >= 0 else { continue }
      switch constraints.distribution {
      case .entireRow:
        #expect(abs(flow.cross(cell.size) - row) < layoutTolerance, label)
      case .equally:
        #expect(index - rowStartIndex < columns, label)
        if columnsFit {
          let column = (row - spacing * CGFloat(columns - 1)) / CGFloat(columns)
          #expect(abs(flow.cross(cell.size) - column) < layoutTolerance, label)
        }
      case .proportionally:
        #expect(abs(flow.cross(cell.size) - own) < layoutTolerance, label)
      case .proportionallyWithLastCellFillingWidth:
        let isLastOfRow =
          index == cells.count - 1
          || flow.mainSpan(cells[index + 1]).start != flow.mainSpan(cell).start
        if isLastOfRow {
          #expect(abs(cross.end - (flow.crossSpan(cells[rowStartIndex]).start + row)) < 1e-6, label)
        } else {
          #expect(abs(flow.cross(cell.size) - own) < layoutTolerance, label)
        }
      }
    }
  }

  /// Checks that the cell at `index`, which starts a row, could not have joined the previous
  /// one.
  private func checkWrap(
    cells: [CGRect], preferred: [CGSize], at index: Int, constraints: Constraints,
    row: CGFloat, label: Comment
  ) {
    let flow = constraints.scrollDirection
    let (_, _, crossBefore, _) = flow.edges(constraints.inset)
    let previousEnd = flow.crossSpan(cells[index - 1]).end
    let own = min(flow.cross(preferred[index]), max(0, row))
    let remaining = crossBefore + row - previousEnd - constraints.minimumInteritemSpacing
    switch constraints.distribution {
    case .proportionally:
      #expect(remaining < own + layoutTolerance, label)
    case .proportionallyWithLastCellFillingWidth(let minimumWidth):
      // The previous cell was widened to the end of the row, so only its own width tells
      // what remained.
      let previousOwn = min(flow.cross(preferred[index - 1]), max(0, row))
      let unwidenedRemaining = remaining + (flow.cross(cells[index - 1].size) - previousOwn)
      #expect(unwidenedRemaining < max(own, minimumWidth) + layoutTolerance, label)
    case .entireRow, .equally:
      break
    }
  }
}
