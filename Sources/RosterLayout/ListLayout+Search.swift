import Foundation

// The binary searches behind the rectangle queries. Section origins never decrease and
// neither do row starts and ends within a section, so "the first one that ends after the
// rectangle starts" is a partition point, and the ones to visit follow it until one starts
// after the rectangle ends.
//
// The searches run on stored, section-relative values, which can round differently from the
// placed frames a caller sees; so they look a rounding error further than asked, and every
// candidate is then tested exactly, on its placed frame, against the caller's rectangle.
extension ListLayout {
  /// Calls `body` with each section whose extent along the main axis may cross `rect` (or,
  /// with `touching`, reach it: `rect` may then have no area), in order.
  func visitSections(in rect: CGRect, touching: Bool = false, _ body: (Int) -> Void) {
    let (start, end) = Self.widened(scrollDirection.mainRange(of: rect))
    var section = Self.partition(sectionLayouts.indices) { index in
      sectionOrigins[index] + sectionLayouts[index].mainExtent > start
    }
    while section < sectionLayouts.count {
      let origin = sectionOrigins[section]
      if touching ? origin > end : origin >= end { break }
      body(section)
      section += 1
    }
  }

  /// Calls `body` with each cell of `section` whose placed frame (as stored, left to right)
  /// may share an area with `rect` (or, with `touching`, contain `rect.origin`) and which
  /// `matches` accepts, in item order.
  ///
  /// The caller's exact test is `matches`, on the frame it will report: the search, on stored
  /// values, only narrows the candidates.
  ///
  /// A band (a section flowing across the list) scrolled `bandOffset` along its flow shows
  /// its cells that far back: they are searched for, tested and reported where they show.
  func visitCells(
    in rect: CGRect, ofSection section: Int, touching: Bool = false, bandOffset: CGFloat = 0,
    matches: (CGRect) -> Bool, _ body: (Int, CGRect) -> Void
  ) {
    let layout = sectionLayouts[section]
    let shift = layout.bandLength == nil || !bandOffset.isFinite ? 0 : bandOffset
    if shift != 0 {
      let scrolled = layout.flow.offset(rect, by: shift)
      visitCells(
        in: scrolled, ofSection: section, touching: touching,
        matches: { matches(layout.flow.offset($0, by: -shift)) }
      ) { item, frame in
        body(item, layout.flow.offset(frame, by: -shift))
      }
      return
    }
    let local = scrollDirection.offset(rect, by: -sectionOrigins[section])
    let (start, end) = Self.widened(layout.flow.mainRange(of: local))
    let rowCount = layout.rowCount
    let indentation = safeDefaultOutlineIndentation
    var row = Self.partition(0..<rowCount) { layout.row($0).end > start }
    while row < rowCount {
      let current = layout.row(row)
      if touching ? current.start > end : current.start >= end { break }
      let last = row + 1 < rowCount ? layout.row(row + 1).firstItem : layout.itemCount
      for item in current.firstItem..<last {
        let frame = placed(
          layout.indentedFrame(ofItem: item, defaultIndentation: indentation),
          inSection: section)
        if matches(frame) { body(item, frame) }
      }
      row += 1
    }
  }

  /// Whether `frame` and `rect` share an area (touching edges do not count).
  static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
      && rect.minY < frame.maxY
  }

  /// Whether `frame` contains `point`, counting its minimum edges but not its maximum ones.
  static func contains(_ frame: CGRect, _ point: CGPoint) -> Bool {
    frame.minX <= point.x && point.x < frame.maxX && frame.minY <= point.y
      && point.y < frame.maxY
  }

  /// `rect` standardized, or `nil` when it has a NaN or is the null rectangle.
  static func searchable(_ rect: CGRect) -> CGRect? {
    guard !rect.isNull, !rect.origin.x.isNaN, !rect.origin.y.isNaN, !rect.width.isNaN,
      !rect.height.isNaN
    else { return nil }
    return rect.standardized
  }

  /// `range` grown at both ends by more than any rounding error of the stored values.
  private static func widened(_ range: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
    let slack = max(1, abs(range.0), abs(range.1)) * 1e-9
    return (range.0 - slack, range.1 + slack)
  }

  /// The first index in `indices` for which `isAfter` holds, given that it holds for every
  /// index after one for which it holds; `indices.upperBound` when there is none.
  static func partition(_ indices: Range<Int>, isAfter: (Int) -> Bool) -> Int {
    var low = indices.lowerBound
    var high = indices.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
