import Foundation
import PropertyBased
import Roster
@_spi(Testing) import RosterTerminal
import RosterTestSupport
import Testing

/// The scroll indicator: its thumb against a formula of its own, and on a headless screen.
@MainActor
@Suite("TerminalListView: the scroll indicator")
struct ScrollIndicatorTests {
  /// The thumb as the indicator's rules say, in floating point: the viewport's share of the
  /// track (at least a row), placed by the offset's share of the scroll range (halves rounded
  /// up), off the ends unless at an end. Each share is one product divided once, both exact in
  /// a `Double` at these sizes, so that a share of exactly half a row is not misrounded.
  static func expectedThumb(content: Int, viewport: Int, offset: Int, track: Int) -> Range<Int>? {
    guard content > viewport, viewport > 0, track > 0 else { return nil }
    let length = max(1, Int((Double(track) * Double(viewport) / Double(content)).rounded()))
    let free = track - length
    let range = content - viewport
    let clamped = Double(min(max(0, offset), range))
    var start = Int((clamped * Double(free) / Double(range)).rounded())
    if clamped > 0, clamped < Double(range), free >= 2 { start = min(max(1, start), free - 1) }
    return start..<(start + length)
  }

  @Test("the thumb's size and place follow the visible range")
  func thumbFormula() async {
    await propertyCheck(
      count: propertyCases(3000), input: Gen.int(in: 1...10_000_000), Gen.int(in: 1...200),
      Gen.int(in: 0...1000),
      Gen.int(in: 1...200)
    ) { content, viewport, permille, track in
      let offset = Int(Double(max(0, content - viewport)) * Double(permille) / 1000)
      let thumb = ScrollIndicator.thumb(
        contentHeight: content, viewportHeight: viewport, offset: offset, track: track)
      let expected = Self.expectedThumb(
        content: content, viewport: viewport, offset: offset, track: track)
      #expect(thumb == expected, "\(content) \(viewport) \(offset) \(track)")
      if let thumb {
        #expect(thumb.lowerBound >= 0 && thumb.upperBound <= track && !thumb.isEmpty)
        if track - thumb.count >= 2 {  // room to show that neither end is in view
          #expect((thumb.lowerBound == 0) == (offset == 0))
          #expect((thumb.upperBound == track) == (offset == content - viewport))
        }
      }
    }
  }

  @Test("content taller than 2⁶³ ÷ the track is placed exactly, without overflow")
  func hugeContent() {
    let content = 1 << 53
    let end = ScrollIndicator.thumb(
      contentHeight: content, viewportHeight: 50, offset: content - 50, track: 65_535)
    #expect(end == 65_534..<65_535)
    let middle = ScrollIndicator.thumb(
      contentHeight: content, viewportHeight: 50, offset: content / 2, track: 65_535)
    #expect(middle == 32_767..<32_768)
  }

  @Test("a headless screen: the track and thumb in the last column, the cells one narrower")
  func screen() async {
    let fixture = ListFixture(width: 8, height: 5)
    fixture.listView.showsScrollIndicator = true
    await fixture.show([rowsSection("s", (0..<20).map { "row \($0) long" })])
    #expect(fixture.listView.containerSize.width == 7)
    #expect(fixture.rows == ["row 0 …█", "row 1 …│", "row 2 …│", "row 3 …│", "row 4 …│"])
    for _ in 0..<5 { fixture.listView.handle(.wheelDown(column: 0, row: 0)) }
    #expect(fixture.listView.contentOffset == 15)
    #expect(fixture.rows.map { String($0.suffix(1)) } == ["│", "│", "│", "│", "█"])
    #expect(fixture.listView.renderedScreen().styleMask.map(\.last) == ["D", "D", "D", "D", nil])
  }

  @Test("no indicator while everything fits, nor while it is off (the default)")
  func hiddenWhenItFits() async {
    let fixture = ListFixture(width: 8, height: 5)
    #expect(!fixture.listView.showsScrollIndicator)
    await fixture.show([rowsSection("s", (0..<20).map { "row \($0) long" })])
    #expect(fixture.rows.first == "row 0 l…")
    fixture.listView.showsScrollIndicator = true
    await fixture.show([rowsSection("s", ["a", "b"])])
    #expect(fixture.rows == ["a", "b", "", "", ""])
  }

  @Test("on screen, the thumb matches the formula for random lengths and scroll positions")
  func screenMatchesFormula() async {
    await propertyCheck(
      count: propertyCases(2000), input: Gen.int(in: 0...120), Gen.int(in: 1...12),
      Gen.int(in: 0...50)
    ) { count, height, steps in
      let fixture = ListFixture(width: 6, height: height)
      fixture.listView.showsScrollIndicator = true
      await fixture.show([rowsSection("s", (0..<count).map { "r\($0)" })])
      for _ in 0..<steps { fixture.listView.handle(.wheelDown(column: 0, row: 0)) }
      let offset = fixture.listView.contentOffset
      #expect(offset == min(3 * steps, max(0, count - height)))
      let column = fixture.rows.map { $0.count == 6 ? String($0.suffix(1)) : "" }
      let thumb = Self.expectedThumb(
        content: count, viewport: height, offset: offset, track: height)
      let expected = (0..<height).map { row in
        thumb.map { $0.contains(row) ? "█" : "│" } ?? ""
      }
      #expect(column == expected, "\(count) rows, \(height) high, at \(offset)")
    }
  }
}
