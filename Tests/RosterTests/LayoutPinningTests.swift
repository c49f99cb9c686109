import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import Testing

/// Pinned headers and footers: named cases, then a property over random lists and rects.
@Suite("Layout: pinned headers and footers")
struct LayoutPinningTests {
  /// Sections of `count` rows 10 tall, headers 5, footers 4, pinned as asked.
  static func pinnedList(_ pinning: Pinning, sections: Int = 3, count: Int = 4) -> ListLayout {
    laidOut(
      (0..<sections).map {
        boxSection(
          "s\($0)", sizes: Array(repeating: (100, 10), count: count), header: (0, 5),
          footer: (0, 4), constraints: Constraints(pinning: pinning))
      }, in: CGSize(width: 100, height: 30))
  }

  @Test("a pinned header sticks to the top while its section scrolls by, then is pushed up")
  func headerSticksThenIsPushed() {
    let layout = Self.pinnedList(.header)  // sections are 5 + 40 + 4 = 49 tall
    let at = { (top: CGFloat) in
      layout.pinnedElements(in: CGRect(x: 0, y: top, width: 100, height: 30))
    }
    #expect(at(0).isEmpty, "at its own place the header is not pinned")
    #expect(at(20).map(\.frame) == [CGRect(x: 0, y: 20, width: 100, height: 5)])
    #expect(at(20).map(\.indexPath) == [IndexPath(item: 0, section: 0)])
    // The section's items end at 45, where its footer starts: from 40 on, its header is
    // pushed up with them, and out of view from 45.
    #expect(at(42).map(\.frame) == [CGRect(x: 0, y: 40, width: 100, height: 5)])
    #expect(at(46).isEmpty)
    #expect(at(49).isEmpty, "the next section's header is at its own place")
    #expect(at(60).map(\.indexPath) == [IndexPath(item: 0, section: 1)])
  }

  @Test("a pinned footer sticks to the bottom until its section's start pulls it down")
  func footerSticksToTheBottom() {
    let layout = Self.pinnedList(.footer)
    let at = { (top: CGFloat) in
      layout.pinnedElements(in: CGRect(x: 0, y: top, width: 100, height: 30))
    }
    // Visible 0..<30: section 0's footer (45..<49) sticks at 26.
    #expect(at(0).map(\.frame) == [CGRect(x: 0, y: 26, width: 100, height: 4)])
    #expect(at(19).isEmpty, "visible 19..<49: the footer is at its own place")
    // Visible 30..<60: section 1 (49..<98) crosses the bottom; its footer sticks at 56, and is
    // pulled down by its items' start (its header ends at 54) when the edge comes nearer.
    #expect(at(30).map(\.frame) == [CGRect(x: 0, y: 56, width: 100, height: 4)])
    #expect(at(28).map(\.frame) == [CGRect(x: 0, y: 54, width: 100, height: 4)])
    #expect(
      Self.pinnedList([]).pinnedElements(in: CGRect(x: 0, y: 20, width: 100, height: 30)).isEmpty)
  }

  @Test("pinned elements stay inside their section, and the top one is at the edge")
  func pinnedStayInTheirSection() async {
    await propertyCheck(
      count: propertyCases(2000), input: Gen.int(in: 0...(1 << 30)).array(of: 1...40),
      Gen.int(in: 0...400)
    ) { raw, offset in
      let layoutCase = LayoutCase(raw: raw)
      let direction = layoutCase.direction
      let sections = layoutCase.sections.enumerated().map { index, section in
        var section = section
        section.constraints.pinning = index % 2 == 0 ? [.header, .footer] : .header
        return section
      }
      var layout = ListLayout(scrollDirection: direction)
      layout.layout(sections, containerSize: layoutCase.container, size: boxSize(in: sections))
      let main = direction.main(layoutCase.container)
      let top = CGFloat(offset)
      let visible =
        direction == .vertical
        ? CGRect(x: 0, y: top, width: layoutCase.container.width, height: main)
        : CGRect(x: top, y: 0, width: main, height: layoutCase.container.height)
      for element in layout.pinnedElements(in: visible) {
        Self.expectInItsSection(
          element, layout: layout, visible: (top, main), layoutCase: layoutCase)
      }
      // The section crossing the top edge, when its own header has scrolled above it, has it
      // pinned (every section pins its header here), when anything is visible at all.
      for index in sections.indices where main > 0 {
        guard let section = layout.frame(ofSection: index),
          let header = layout.frame(ofHeaderInSection: index)
        else { continue }
        let sectionSpan = direction.mainSpan(section)
        let headerSpan = direction.mainSpan(header)
        let itemsEnd =
          layout.frame(ofFooterInSection: index).map { direction.mainSpan($0).start }
          ?? sectionSpan.end
        // Pinned while the header, held at the edge or pushed up, still shows.
        let place = max(headerSpan.start, min(top, itemsEnd - (headerSpan.end - headerSpan.start)))
        guard sectionSpan.start <= top, top < sectionSpan.end, headerSpan.start < top,
          headerSpan.end - headerSpan.start > 0, place + (headerSpan.end - headerSpan.start) > top,
          place > headerSpan.start  // else it shows at its own place, not pinned
        else { continue }
        #expect(
          layout.pinnedElements(in: visible).contains {
            $0.kind == .header && $0.indexPath.section == index
          }, "\(layoutCase)")
      }
    }
  }

  /// A pinned `element` of `layout`, shown in the `visible` span (its start and its length
  /// along the scroll axis), stays inside its section; a header is at the start edge unless
  /// the end of its section's items pushed it up, a footer likewise at the end edge.
  private static func expectInItsSection(
    _ element: LayoutElement, layout: ListLayout, visible: (top: CGFloat, main: CGFloat),
    layoutCase: LayoutCase
  ) {
    let direction = layoutCase.direction
    let (top, main) = visible
    guard let section = layout.frame(ofSection: element.indexPath.section) else {
      Issue.record("no section for \(element)")
      return
    }
    let span = direction.mainSpan(element.frame)
    let sectionSpan = direction.mainSpan(section)
    #expect(span.start >= sectionSpan.start - layoutTolerance, "\(layoutCase)")
    #expect(span.end <= sectionSpan.end + layoutTolerance, "\(layoutCase)")
    // A pinned header is at the edge unless the end of its section's items (its footer,
    // or its end) pushed it up; a footer likewise, at the bottom edge.
    let index = element.indexPath.section
    let header = layout.frame(ofHeaderInSection: index).map { direction.mainSpan($0) }
    let footer = layout.frame(ofFooterInSection: index).map { direction.mainSpan($0) }
    #expect(span.end > top && span.start < top + main, "visible \(layoutCase)")
    if element.kind == .header {
      let atEdge = abs(span.start - top) < layoutTolerance
      let pushed = abs(span.end - (footer?.start ?? sectionSpan.end)) < layoutTolerance
      #expect(atEdge || pushed, "\(element.frame) \(layoutCase)")
      #expect(sectionSpan.start <= top && top < sectionSpan.end, "\(layoutCase)")
      #expect(span.end <= (footer?.start ?? sectionSpan.end) + layoutTolerance)
    } else {
      let atEdge = abs(span.end - (top + main)) < layoutTolerance
      let pulled = abs(span.start - (header?.end ?? sectionSpan.start)) < layoutTolerance
      #expect(atEdge || pulled, "\(element.frame) \(layoutCase)")
      #expect(span.start >= (header?.end ?? sectionSpan.start) - layoutTolerance)
    }
  }
}
