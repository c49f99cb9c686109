import Foundation
import Roster
import Testing

/// `ListLayout`'s estimated sizes: measuring what a rectangle shows measures those cells and
/// no other, and leaves the layout a full layout at the measured sizes would be.
@Suite("Layout: measuring the estimated cells a rectangle shows")
struct LayoutMeasuredRectangleTests {
  /// A section of `count` cells and nothing else, in one column.
  struct Column: LayoutSection {
    var numberOfItems: Int
    var hasHeader: Bool { false }
    var hasFooter: Bool { false }
    var constraints: Constraints { Constraints() }
  }

  /// Between 20 and 80 points, varying from cell to cell.
  static func height(_ item: Int) -> CGFloat { CGFloat(20 + item * 37 % 61) }

  /// 100 cells estimated at 80 points (none is taller), then the ones `rect` shows measured;
  /// returns the layout and the items measured, in the order they were.
  static func measured(in rect: CGRect) -> (ListLayout, [Int]) {
    let sections = [Column(numberOfItems: 100)]
    var layout = ListLayout(scrollDirection: .vertical)
    layout.layout(sections, containerSize: CGSize(width: 320, height: 480)) { _, _ in
      .estimated(CGSize(width: 320, height: 80))
    }
    var asked: [Int] = []
    layout.measureEstimatedItems(in: rect, sections: sections) { _, indexPath in
      asked.append(indexPath.item)
      return CGSize(width: 320, height: height(indexPath.item))
    }
    return (layout, asked)
  }

  @Test(
    "measuring a rectangle measures the cells it shows, once each, and no other",
    arguments: [
      CGRect(x: 0, y: 0, width: 320, height: 960),
      CGRect(x: 0, y: 2_000, width: 320, height: 480),
    ])
  func measuresWhatTheRectangleShows(rect: CGRect) {
    let (layout, asked) = Self.measured(in: rect)
    let shown = layout.items(in: rect).map(\.item)
    #expect(asked.sorted() == shown)
    #expect(layout.estimatedItemCount == 100 - shown.count)
    for item in 0..<100 {
      #expect(layout.isEstimated([0, item]) == !shown.contains(item), "item \(item)")
    }
    // Every frame is where the sizes it was given put it: measured or estimated.
    var y: CGFloat = 0
    for item in 0..<100 {
      let height = shown.contains(item) ? Self.height(item) : 80
      #expect(layout.frame(for: [0, item]) == CGRect(x: 0, y: y, width: 320, height: height))
      y += height
    }
  }
}
