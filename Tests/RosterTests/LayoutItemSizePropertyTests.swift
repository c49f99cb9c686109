import Foundation
import PropertyBased
import Roster
@_spi(Testing) import RosterLayout
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// The size of a cell read without placing its frame: for random lists (both scroll
/// directions and reading directions, every distribution, insets, spacing, bands, headers,
/// footers and pinning), it is the size of the frame the layout gives the cell, and there is
/// none for a cell past the end of its section or a section past the last.
@Suite("Layout: a cell's size is its frame's")
struct LayoutItemSizePropertyTests {
  @Test("every cell's size is its frame's size; none past the ends")
  func sizesAreTheFramesSizes() async {
    await propertyCheck(count: propertyCases(3000), input: LayoutMirrorPropertyTests.raw, Gen.bool)
    {
      raw, rightToLeft in
      var source = RawSource(raw)
      let layoutCase = LayoutMirrorPropertyTests.randomCase(&source)
      let layout = layoutCase.layout(reading: rightToLeft ? .rightToLeft : .leftToRight)
      for section in 0..<layout.numberOfSections {
        let count = layout.numberOfItems(inSection: section)
        for item in 0..<count {
          #expect(
            layout.size(ofItem: item, inSection: section)
              == layout.frame(for: [section, item])?.size, "\([section, item])\n\(layoutCase)")
        }
        #expect(layout.size(ofItem: count, inSection: section) == nil)
        #expect(layout.size(ofItem: -1, inSection: section) == nil)
      }
      #expect(layout.size(ofItem: 0, inSection: layout.numberOfSections) == nil)
    }
  }
}
