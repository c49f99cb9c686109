import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// A right-to-left layout against its left-to-right twin: for random lists (both scroll
/// directions, every distribution, insets, spacing, bands, headers, footers and pinning), every
/// frame is the twin's reflected about the middle of the content's width (the container's, when
/// wider), and every query for a reflected rectangle finds what the twin finds for the
/// rectangle.
@Suite("Layout: right to left is the mirror image of left to right")
struct LayoutMirrorPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...48)
  static let count = 3000

  @Test("every frame, header, footer, section and band frame is its twin's reflected")
  func framesAreReflected() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var source = RawSource(raw)
      let layoutCase = Self.randomCase(&source)
      let leftToRight = layoutCase.layout
      let rightToLeft = layoutCase.layout(reading: .rightToLeft)
      #expect(rightToLeft.contentSize == leftToRight.contentSize, "\(layoutCase)")
      #expect(rightToLeft.longestBand == leftToRight.longestBand, "\(layoutCase)")
      #expect(
        LayoutQueryPropertyTests.scan(rightToLeft)
          == LayoutQueryPropertyTests.scan(leftToRight).map { Self.reflected($0, in: leftToRight) },
        "\(layoutCase)")
      for section in 0..<leftToRight.numberOfSections {
        #expect(
          rightToLeft.frame(ofSection: section)
            == leftToRight.frame(ofSection: section).map { Self.reflected($0, in: leftToRight) },
          "section \(section)\n\(layoutCase)")
        #expect(
          rightToLeft.bandFrame(ofSection: section)
            == leftToRight.bandFrame(ofSection: section).map {
              Self.reflected($0, in: leftToRight)
            }, "band \(section)\n\(layoutCase)")
        #expect(
          rightToLeft.bandLength(ofSection: section) == leftToRight.bandLength(ofSection: section),
          "band \(section)\n\(layoutCase)")
      }
    }
  }

  @Test("rectangle queries for a reflected rectangle find what the twin finds, reflected")
  func queriesAreReflected() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var source = RawSource(raw)
      let layoutCase = Self.randomCase(&source)
      let leftToRight = layoutCase.layout
      let rightToLeft = layoutCase.layout(reading: .rightToLeft)
      let offsets = Self.randomBandOffsets(&source, in: leftToRight)
      for _ in 0..<4 {
        let rect = LayoutQueryPropertyTests.randomRect(&source, in: leftToRight.contentSize)
        let visible = LayoutQueryPropertyTests.randomRect(&source, in: leftToRight.contentSize)
        let mirror = Self.reflected(rect, in: leftToRight)
        let mirrorVisible = Self.reflected(visible, in: leftToRight)
        let comment: Comment = "\(rect) visible \(visible) offsets \(offsets)\n\(layoutCase)"
        #expect(
          rightToLeft.items(in: mirror, bandOffsets: offsets)
            == leftToRight.items(in: rect, bandOffsets: offsets), comment)
        #expect(
          rightToLeft.elements(in: mirror, bandOffsets: offsets)
            == leftToRight.elements(in: rect, bandOffsets: offsets).map {
              Self.reflected($0, in: leftToRight)
            }, comment)
        #expect(rightToLeft.bands(in: mirror) == leftToRight.bands(in: rect), comment)
        // A pinned element sticks to the visible rectangle's edge, and the reflected rectangle
        // was computed here, rounded: its place agrees within that rounding, the rest exactly.
        #expect(
          Self.agree(
            rightToLeft.pinnedElements(in: mirrorVisible),
            leftToRight.pinnedElements(in: visible).map { Self.reflected($0, in: leftToRight) }),
          comment)
        #expect(
          Self.agree(
            rightToLeft.elements(in: mirror, bandOffsets: offsets, pinnedIn: mirrorVisible),
            leftToRight.elements(in: rect, bandOffsets: offsets, pinnedIn: visible).map {
              Self.reflected($0, in: leftToRight)
            }), comment)
      }
    }
  }

  @Test("queries agree exactly with the mirrored frames (a linear scan of them)")
  func queriesMatchMirroredFrames() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var source = RawSource(raw)
      let layoutCase = Self.randomCase(&source)
      let layout = layoutCase.layout(reading: .rightToLeft)
      let all = LayoutQueryPropertyTests.scan(layout)
      for _ in 0..<4 {
        let rect = LayoutQueryPropertyTests.randomRect(&source, in: layout.contentSize)
        let expected = all.filter { intersects($0.frame, rect) }
        #expect(layout.elements(in: rect) == expected, "\(rect)\n\(layoutCase)")
        #expect(
          layout.items(in: rect) == expected.filter { $0.kind == .cell }.map(\.indexPath),
          "\(rect)\n\(layoutCase)")
        // A point on an edge belongs to the frame whose minimum edge it is, mirrored or not.
        let point = LayoutQueryPropertyTests.randomPoint(&source, in: layout.contentSize, near: all)
        #expect(
          layout.element(at: point) == all.first { contains($0.frame, point) },
          "\(point)\n\(layoutCase)")
      }
    }
  }

  @Test("random edit batches, applied while the direction flips, equal a full layout")
  func incrementalLayoutStaysMirrored() async {
    await propertyCheck(count: propertyCases(1500), input: Self.raw) { raw in
      var source = RawSource(raw)
      let direction: ScrollDirection = source.next(3) == 0 ? .horizontal : .vertical
      let container =
        direction == .vertical ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
      var state = (0..<(1 + source.next(2))).map { index in
        LayoutSplicePropertyTests.randomSection("s\(index)", direction: direction, &source)
      }
      var reading: ListLayout.LayoutDirection = .rightToLeft
      var layout = laidOut(state, in: container, direction: direction, layoutDirection: reading)
      var log: [String] = []
      for step in 0..<(1 + source.next(5)) {
        let (batch, next) = LayoutSplicePropertyTests.randomBatch(of: state, step: step, &source)
        log.append(batch.description)
        if source.next(3) == 0 {
          reading = reading == .rightToLeft ? .leftToRight : .rightToLeft
          layout.layoutDirection = reading
          log.append("\(reading)")
        }
        layout.apply(batch, sections: next, size: boxSize(in: next))
        state = next
        expectSameGeometry(
          layout,
          laidOut(state, in: container, direction: direction, layoutDirection: reading),
          "\(direction) after \(log)")
      }
    }
  }

  /// A ``LayoutCase`` whose sections pin their headers and footers at random.
  static func randomCase(_ source: inout RawSource) -> LayoutCase {
    var layoutCase = LayoutCase(&source)
    for index in layoutCase.sections.indices {
      layoutCase.sections[index].constraints.pinning = Pinning(rawValue: source.next(4))
    }
    return layoutCase
  }

  /// Offsets for some of the bands of `layout`, up to past their ends.
  static func randomBandOffsets(
    _ source: inout RawSource, in layout: ListLayout
  ) -> [Int: CGFloat] {
    var offsets: [Int: CGFloat] = [:]
    for section in 0..<layout.numberOfSections {
      guard let length = layout.bandLength(ofSection: section), source.next(3) > 0 else {
        continue
      }
      offsets[section] = CGFloat(source.next(Int(min(length, 1e6)) + 40))
    }
    return offsets
  }

  /// `rect` reflected about the middle of `layout`'s content width, or of its container's when
  /// the content is narrower (a short horizontal list starts at the view's right edge), as the
  /// layout documents.
  static func reflected(_ rect: CGRect, in layout: ListLayout) -> CGRect {
    let rect = rect.standardized
    let width =
      layout.contentSize.width < layout.containerSize.width
      ? layout.containerSize.width : layout.contentSize.width
    return CGRect(
      x: width - rect.maxX, y: rect.minY, width: rect.width,
      height: rect.height)
  }

  /// Whether `lhs` and `rhs` list the same elements with the same frames, up to a rounding of
  /// the coordinates (1e-9 of their magnitude, at least 1e-9).
  static func agree(_ lhs: [LayoutElement], _ rhs: [LayoutElement]) -> Bool {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
      abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
    return lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy { left, right in
        left.kind == right.kind && left.indexPath == right.indexPath
          && close(left.frame.minX, right.frame.minX) && close(left.frame.minY, right.frame.minY)
          && close(left.frame.width, right.frame.width)
          && close(left.frame.height, right.frame.height)
      }
  }

  static func reflected(_ element: LayoutElement, in layout: ListLayout) -> LayoutElement {
    LayoutElement(
      kind: element.kind, indexPath: element.indexPath,
      frame: reflected(element.frame, in: layout))
  }
}

extension LayoutCase {
  /// The case laid out reading across in `layoutDirection`.
  func layout(reading layoutDirection: ListLayout.LayoutDirection) -> ListLayout {
    laidOut(sections, in: container, direction: direction, layoutDirection: layoutDirection)
  }
}
