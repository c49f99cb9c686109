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
  /// The frame of every item before ``tail``, in item order. Read frames through
  /// ``frame(ofItem:)``, which answers for the tail's items too.
  var itemFrames: [CGRect]
  /// Whether each item of ``itemFrames`` was placed from an estimated size, in item order;
  /// empty when none was, so a list whose sizes are all exact keeps no flag.
  var estimated: [Bool] = []
  /// The estimate each item of ``estimated`` was placed at (zero for the others), empty with
  /// it: an estimated item placed again beside a measured one is placed at its estimate, as an
  /// unchanged item, rather than measured (a row before it would have to be placed again).
  var estimates: [CGSize] = []
  /// How many items are placed at an estimate: the true flags of ``estimated``, and the items of
  /// ``tail``.
  var estimatedCount = 0
  /// The rows of ``itemFrames``, in order; with ``tail``'s they cover every item. Read rows
  /// through ``row(_:)``.
  var rows: [Row]
  /// The items after ``itemFrames``, all placed at one estimate and kept as one value; `nil`
  /// when every item's frame is stored.
  var tail: UniformTail?
  /// The section's extent along the list's main axis: header, insets, items and footer.
  var mainExtent: CGFloat
  /// The extent the section needs along the list's cross axis (at least the container's).
  var crossExtent: CGFloat
  /// For a band (a section flowing across the list), how far its items reach along its flow,
  /// insets included: the length it scrolls through; `nil` for a section flowing with the list.
  var bandLength: CGFloat?
  /// Which of the header and footer stay in view while the section scrolls by.
  var pinning: Pinning = []
  /// Each item's indentation level, in item order, for a section of rows that indents its
  /// items; empty otherwise (a grid, a band, a flat section), so a flat list keeps nothing.
  var levels: [Int] = []
  /// The section's own indentation per level (made safe), or `nil` for the list's default
  /// (``ListLayout/defaultOutlineIndentation``), read when a frame is read.
  var indentation: CGFloat?
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
  /// The number of items, ``tail``'s included.
  var itemCount: Int { itemFrames.count + (tail?.count ?? 0) }

  /// The number of rows, ``tail``'s included.
  var rowCount: Int { rows.count + (tail?.rowCount ?? 0) }

  /// The row at `index`, one of `0..<rowCount`.
  ///
  /// - Complexity: O(1).
  func row(_ index: Int) -> Row {
    if index < rows.count { return rows[index] }
    // A valid index past the stored rows is one of the tail's.
    return tail.map { $0.row(index - rows.count) } ?? rows[index]
  }

  /// The frame of the item at `item`, one of `0..<itemCount`, in the section's coordinates.
  ///
  /// - Complexity: O(1).
  func frame(ofItem item: Int) -> CGRect {
    if item < itemFrames.count { return itemFrames[item] }
    return tail.map { $0.frame(ofItem: item) } ?? itemFrames[item]
  }

  /// Where the last row ends along the flow, in the section's coordinates; `nil` without rows.
  var lastRowEnd: CGFloat? { tail?.end ?? rows.last?.end }

  /// Whether the item at `item` was placed from an estimated size.
  func isEstimated(_ item: Int) -> Bool {
    guard estimatedCount > 0 else { return false }
    if estimated.indices.contains(item) { return estimated[item] }
    return tail?.isEstimated(item) ?? false
  }

  /// The estimate the item at `item` was placed at, or `nil` when it was placed at its own size.
  func estimate(ofItem item: Int) -> CGSize? {
    guard isEstimated(item) else { return nil }
    return item < itemFrames.count ? estimates[item] : tail?.estimate
  }

  /// Sets ``estimated`` and ``estimates`` from `flags` and `sizes` (one per stored item),
  /// dropping them when no flag is set, and ``tail``, whose items all count as estimated.
  mutating func setEstimated(_ flags: [Bool], sizes: [CGSize], count: Int, tail: UniformTail?) {
    estimatedCount = count + (tail?.estimatedCount ?? 0)
    estimated = count > 0 ? flags : []
    estimates = count > 0 ? sizes : []
    self.tail = tail
  }

  /// Stores the frames, rows and estimates of ``tail``'s items up to the row holding `item`
  /// (every row, when `item` is past the last): what an edit or a measurement touching them
  /// needs first.
  ///
  /// - Complexity: O(k + m) for k items stored and m items of the tail measured, plus O(n) once
  ///   for n stored items when the first estimate flags are made.
  mutating func storeTail(throughItem item: Int) {
    guard let tail, item >= tail.firstItem else { return }
    let rowsStored = min(tail.rowCount, (item - tail.firstItem) / tail.columns + 1)
    let stored = min(tail.count, rowsStored * tail.columns)
    if estimated.isEmpty {
      estimated = [Bool](repeating: false, count: itemFrames.count)
      estimates = [CGSize](repeating: .zero, count: itemFrames.count)
    }
    itemFrames.reserveCapacity(itemFrames.count + stored)
    rows.reserveCapacity(rows.count + rowsStored)
    for row in 0..<rowsStored { rows.append(tail.row(row)) }
    for item in tail.firstItem..<(tail.firstItem + stored) {
      itemFrames.append(tail.frame(ofItem: item))
    }
    estimated.append(contentsOf: repeatElement(true, count: stored))
    estimates.append(contentsOf: repeatElement(tail.estimate, count: stored))
    for item in tail.measuredItems where item < tail.firstItem + stored {
      estimated[item] = false
      estimates[item] = .zero
    }
    self.tail = tail.dropping(rows: rowsStored)
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

  /// Stores the flags into `layout`, whose items after them are `tail`'s.
  func store(into layout: inout SectionLayout, tail: UniformTail?) {
    layout.setEstimated(flags, sizes: sizes, count: count, tail: tail)
  }
}
