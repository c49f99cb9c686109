import Foundation

/// The sections' layouts of a ``ListLayout``, in order, each held in a box of its own.
///
/// A section's layout is a large value (its frames' arrays, header, footer and extents); held
/// inline, inserting one section among *s* moved *s* of them, and a list of 10,000 section
/// providers publishing one at a time spent most of each update in that copy. Boxed, an
/// insertion moves *s* references. The boxes are copied on write, so a ``ListLayout`` stays a
/// value: a copy shares them until either side changes a section, which gets a box of its own.
///
/// Elements are read in place (`_read`) and edited in place (`_modify`), so reading a section's
/// extent copies nothing; every edit also keeps the totals of the sections' estimated cells.
struct SectionLayouts: RandomAccessCollection, MutableCollection, Sendable {
  /// One section's layout. `@unchecked Sendable`: a box is written only while uniquely
  /// referenced (see `subscript(_:)`), so no two threads ever see it change.
  final class Box: @unchecked Sendable {
    var value: SectionLayout
    init(_ value: SectionLayout) { self.value = value }
  }

  private var boxes: [Box] = []
  /// The number of cells placed at an estimated size, over every section.
  private(set) var estimatedCount = 0
  /// The number of those in bands: a host measures bands whole after every batch, and with
  /// none to measure it need not look at the sections.
  private(set) var estimatedInBands = 0

  init() {}

  init(_ layouts: [SectionLayout]) {
    boxes = layouts.map(Box.init)
    for layout in layouts { count(layout, as: 1) }
  }

  /// Adds `layout`'s estimated cells to the totals `times` times (-1: removes them).
  private mutating func count(_ layout: SectionLayout, as times: Int) {
    estimatedCount += times * layout.estimatedCount
    if layout.bandLength != nil { estimatedInBands += times * layout.estimatedCount }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { boxes.count }

  subscript(position: Int) -> SectionLayout {
    _read { yield boxes[position].value }
    _modify {
      if !isKnownUniquelyReferenced(&boxes[position]) {
        boxes[position] = Box(boxes[position].value)
      }
      count(boxes[position].value, as: -1)
      defer { count(boxes[position].value, as: 1) }
      yield &boxes[position].value
    }
  }

  /// Inserts `layout` before the section at `index`.
  ///
  /// - Complexity: O(*s*) moves of one reference each, for *s* sections.
  mutating func insert(_ layout: SectionLayout, at index: Int) {
    count(layout, as: 1)
    boxes.insert(Box(layout), at: index)
  }

  /// Removes the section at `index`.
  ///
  /// - Complexity: O(*s*) moves of one reference each, for *s* sections.
  mutating func remove(at index: Int) {
    count(boxes.remove(at: index).value, as: -1)
  }
}
