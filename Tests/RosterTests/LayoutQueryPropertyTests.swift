import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// The binary-searched queries against a linear scan of every frame.
@Suite("Layout: queries against a linear scan")
struct LayoutQueryPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...48)
  static let count = 3000

  @Test("items(in:) returns exactly the cells whose frames share an area with the rect")
  func itemsMatchScan() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var source = RawSource(raw)
      let layoutCase = LayoutCase(&source)
      let layout = layoutCase.layout
      for _ in 0..<4 {
        let rect = Self.randomRect(&source, in: layout.contentSize)
        let expected = Self.scan(layout).filter { $0.kind == .cell && intersects($0.frame, rect) }
        #expect(layout.items(in: rect) == expected.map(\.indexPath), "\(rect)\n\(layoutCase)")
      }
    }
  }

  @Test("elements(in:) returns exactly the cells, headers and footers that share an area")
  func elementsMatchScan() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var source = RawSource(raw)
      let layoutCase = LayoutCase(&source)
      let layout = layoutCase.layout
      for _ in 0..<4 {
        let rect = Self.randomRect(&source, in: layout.contentSize)
        let expected = Self.scan(layout).filter { intersects($0.frame, rect) }
        #expect(layout.elements(in: rect) == expected, "\(rect)\n\(layoutCase)")
      }
    }
  }

  @Test("element(at:) finds the one element containing the point, or none")
  func elementAtPointMatchesScan() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var source = RawSource(raw)
      let layoutCase = LayoutCase(&source)
      let layout = layoutCase.layout
      let all = Self.scan(layout)
      for _ in 0..<6 {
        let point = Self.randomPoint(&source, in: layout.contentSize, near: all)
        let containing = all.filter { contains($0.frame, point) }
        // Neighbours may share a rounding sliver at their common edge, never more.
        let overlapping = containing.dropFirst().contains {
          shareArea($0.frame, containing[0].frame)
        }
        #expect(!overlapping, "\(point)\n\(layoutCase)")
        #expect(layout.element(at: point) == containing.first, "\(point)\n\(layoutCase)")
      }
    }
  }

  /// Every element of `layout` in reading order, from the O(1) frame lookups.
  static func scan(_ layout: ListLayout) -> [LayoutElement] {
    var elements: [LayoutElement] = []
    for section in 0..<layout.numberOfSections {
      let sectionPath = IndexPath(item: 0, section: section)
      if let header = layout.frame(ofHeaderInSection: section) {
        elements.append(LayoutElement(kind: .header, indexPath: sectionPath, frame: header))
      }
      for item in 0..<layout.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        if let frame = layout.frame(for: path) {
          elements.append(LayoutElement(kind: .cell, indexPath: path, frame: frame))
        }
      }
      if let footer = layout.frame(ofFooterInSection: section) {
        elements.append(LayoutElement(kind: .footer, indexPath: sectionPath, frame: footer))
      }
    }
    return elements
  }

  /// A rectangle around the content: sometimes empty, sometimes with a negative size,
  /// sometimes past the content's ends, usually screen-sized.
  static func randomRect(_ source: inout RawSource, in content: CGSize) -> CGRect {
    // Huge (but finite) content is drawn from its first million points.
    let x = CGFloat(source.next(Int(min(content.width, 1e6)) + 101) - 50)
    let y = CGFloat(source.next(Int(min(content.height, 1e6)) + 101) - 50)
    let sizes: [CGFloat] = [0, 1, 13, 160, 480, -40, 5000]
    return CGRect(
      x: x, y: y, width: sizes[source.next(sizes.count)], height: sizes[source.next(sizes.count)])
  }

  /// A point in or near the content, often exactly on an element's corner or edge.
  static func randomPoint(
    _ source: inout RawSource, in content: CGSize, near elements: [LayoutElement]
  ) -> CGPoint {
    if !elements.isEmpty && source.next(2) == 0 {
      let frame = elements[source.next(elements.count)].frame
      let xs = [frame.minX, frame.midX, frame.maxX]
      let ys = [frame.minY, frame.midY, frame.maxY]
      return CGPoint(x: xs[source.next(3)], y: ys[source.next(3)])
    }
    return CGPoint(
      x: CGFloat(source.next(Int(content.width) + 21) - 10),
      y: CGFloat(source.next(Int(content.height) + 21) - 10))
  }
}
