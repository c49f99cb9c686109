import Foundation

/// The geometry of one section, relative to the section's own origin on the list's main axis,
/// so that a section that did not change can be moved along that axis without touching its
/// frames.
struct SectionLayout: Sendable {
  /// One row of cells (a column when the section flows horizontally): a run of consecutive
  /// items and the span they cover along the section's flow axis.
  struct Row: Sendable {
    /// The index of the row's first item.
    var firstItem: Int
    /// Where the row starts along the section's flow axis.
    var start: CGFloat
    /// Where the row ends along the section's flow axis; never before `start`.
    var end: CGFloat
  }

  /// The axis the section's rows follow one another along (its own scroll direction).
  var flow: ScrollDirection
  /// The header frame, if the section has a header.
  var header: CGRect?
  /// The footer frame, if the section has a footer.
  var footer: CGRect?
  /// The frame of every item, in item order.
  var itemFrames: [CGRect]
  /// Whether each item's frame was placed from an estimated size, in item order; empty when
  /// none was, so a list whose sizes are all exact keeps no flag.
  var estimated: [Bool] = []
  /// The estimate each item of ``estimated`` was placed at (zero for the others), empty with
  /// it: an estimated item placed again beside a measured one is placed at its estimate, as an
  /// unchanged item, rather than measured (a row before it would have to be placed again).
  var estimates: [CGSize] = []
  /// How many of ``estimated`` are true.
  var estimatedCount = 0
  /// The rows, in order; together they cover every item.
  var rows: [Row]
  /// The section's extent along the list's main axis: header, insets, items and footer.
  var mainExtent: CGFloat
  /// The extent the section needs along the list's cross axis (at least the container's).
  var crossExtent: CGFloat
  /// For a band (a section flowing across the list), how far its items reach along its flow,
  /// insets included: the length it scrolls through; `nil` for a section flowing with the list.
  var bandLength: CGFloat?
  /// Which of the header and footer stay in view while the section scrolls by.
  var pinning: Pinning = []
}

extension SectionLayout {
  /// A layout of nothing: what a section's layout is built into, or what stands in its place
  /// while it is edited.
  static var empty: SectionLayout {
    SectionLayout(
      flow: .vertical, header: nil, footer: nil, itemFrames: [], rows: [], mainExtent: 0,
      crossExtent: 0)
  }

  /// Whether this layout has the shape `section` needs — a header and a footer exactly where
  /// it has them, and its flow — so that its rows can be kept or resumed for it.
  func hasShape(of section: some LayoutSection) -> Bool {
    (header != nil) == section.hasHeader && (footer != nil) == section.hasFooter
      && flow == section.constraints.scrollDirection
  }
}

extension SectionLayout {
  /// Whether the item at `item` was placed from an estimated size.
  func isEstimated(_ item: Int) -> Bool {
    estimatedCount > 0 && estimated.indices.contains(item) && estimated[item]
  }

  /// The estimate the item at `item` was placed at, or `nil` when it was placed at its own size.
  func estimate(ofItem item: Int) -> CGSize? {
    isEstimated(item) ? estimates[item] : nil
  }

  /// Sets ``estimated`` and ``estimates`` from `flags` and `sizes` (one per item), dropping them
  /// when no flag is set.
  mutating func setEstimated(_ flags: [Bool], sizes: [CGSize], count: Int) {
    estimatedCount = count
    estimated = count > 0 ? flags : []
    estimates = count > 0 ? sizes : []
  }
}

/// Builds a section's ``SectionLayout/estimated`` flags and ``SectionLayout/estimates`` item by
/// item, allocating nothing until the first estimated item: a section of exact sizes costs one
/// counter.
struct EstimateFlags {
  private(set) var flags: [Bool] = []
  /// The estimates, one per flag (zero where it is not set).
  private(set) var sizes: [CGSize] = []
  /// How many flags are set.
  private(set) var count = 0
  /// How many items were appended.
  private(set) var length = 0
  /// How many items are expected: reserved once the first flag is set.
  private let capacity: Int

  /// Flags for about `capacity` items.
  init(capacity: Int = 0) { self.capacity = capacity }

  /// Appends one item's flag: whether `size`, the size it is placed at, is an estimate.
  mutating func append(_ size: ElementSize) {
    if size.isEstimated {
      if flags.isEmpty { allocate() }
      count += 1
    }
    if !flags.isEmpty || size.isEstimated {
      flags.append(size.isEstimated)
      sizes.append(size.isEstimated ? size.size : .zero)
    }
    length += 1
  }

  /// Appends `count` items placed at the estimate `size`.
  mutating func append(estimated size: CGSize, count: Int) {
    guard count > 0 else { return }
    if flags.isEmpty { allocate() }
    flags.append(contentsOf: repeatElement(true, count: count))
    sizes.append(contentsOf: repeatElement(size, count: count))
    self.count += count
    length += count
  }

  /// Appends the flags of `items` of an earlier layout whose flags were `estimated` and
  /// estimates `estimates`, with `estimatedCount` flags set (kept items).
  mutating func append(
    contentsOf estimated: [Bool], estimates: [CGSize], estimatedCount: Int, _ items: Range<Int>
  ) {
    guard estimatedCount > 0 else {
      if !flags.isEmpty {
        flags.append(contentsOf: repeatElement(false, count: items.count))
        sizes.append(contentsOf: repeatElement(.zero, count: items.count))
      }
      length += items.count
      return
    }
    let kept = estimated[items]
    let set = kept.reduce(0) { $1 ? $0 + 1 : $0 }
    if set > 0 && flags.isEmpty { allocate() }
    if !flags.isEmpty || set > 0 {
      flags.append(contentsOf: kept)
      sizes.append(contentsOf: estimates[items])
    }
    count += set
    length += items.count
  }

  /// The flags and estimates of the items appended so far, none of them estimated.
  private mutating func allocate() {
    flags.reserveCapacity(max(capacity, length))
    sizes.reserveCapacity(max(capacity, length))
    flags.append(contentsOf: repeatElement(false, count: length))
    sizes.append(contentsOf: repeatElement(.zero, count: length))
  }

  /// Stores the flags into `layout`.
  func store(into layout: inout SectionLayout) {
    layout.setEstimated(flags, sizes: sizes, count: count)
  }
}
