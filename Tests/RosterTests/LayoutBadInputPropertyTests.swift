import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Hostile input in every field at once: the layout never traps, every frame is finite and
/// not negative in size, the queries still agree with a scan, and the trouble is reported.
@Suite("Layout: bad input, randomly")
struct LayoutBadInputPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)
  static let values: [CGFloat] = [
    0, 10, 75, -3, .nan, .infinity, -.infinity, 1e300, .greatestFiniteMagnitude,
  ]

  @Test("frames stay finite and queries agree with a scan whatever the input")
  func hostileInput() async {
    await propertyCheck(count: propertyCases(3000), input: Self.raw) { raw in
      var source = RawSource(raw)
      let direction: ScrollDirection = source.next(2) == 0 ? .vertical : .horizontal
      let container = CGSize(width: value(&source), height: value(&source))
      let sections = (0..<source.next(4)).map { index in
        boxSection(
          "s\(index)", sizes: (0..<source.next(8)).map { _ in (value(&source), value(&source)) },
          header: source.next(2) == 0 ? (value(&source), value(&source)) : nil,
          footer: source.next(2) == 0 ? (value(&source), value(&source)) : nil,
          constraints: Constraints(
            inset: EdgeInsets(
              top: value(&source), left: value(&source), bottom: value(&source),
              right: value(&source)),
            minimumLineSpacing: value(&source), minimumInteritemSpacing: value(&source),
            distribution: [
              .entireRow, .equally(cellsInRow: source.next(5) - 2), .proportionally,
              .proportionallyWithLastCellFillingWidth(minimumWidth: value(&source)),
            ][source.next(4)],
            scrollDirection: source.next(2) == 0 ? .vertical : .horizontal))
      }
      let layout = laidOut(sections, in: container, direction: direction)
      let all = LayoutQueryPropertyTests.scan(layout)
      let label = "\(sections.map(\.constraints)) in \(container)"
      for element in all {
        let frame = element.frame
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        #expect(values.allSatisfy { $0.isFinite }, "\(element) \(label)")
        #expect(frame.size.width >= 0 && frame.size.height >= 0, "\(element) \(label)")
      }
      #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite)
      let rect = LayoutQueryPropertyTests.randomRect(&source, in: layout.contentSize)
      #expect(layout.elements(in: rect) == all.filter { intersects($0.frame, rect) }, "\(label)")
      let isHostile =
        !container.width.isFinite || !container.height.isFinite
        || container.width < 0 || container.height < 0
      if isHostile { #expect(!layout.diagnostics.isEmpty, "\(label)") }
    }
  }

  private func value(_ source: inout RawSource) -> CGFloat {
    Self.values[source.next(Self.values.count)]
  }
}
