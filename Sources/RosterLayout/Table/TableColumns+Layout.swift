import Foundation

extension TableColumns {
  /// Fits the columns into a view `availableWidth` wide: each column's offset and width, and
  /// the table's width.
  ///
  /// - Fixed columns are always their width (or their minimum, when wider); fit columns are as
  ///   wide as their widest known content, up to their maximum; fraction columns share what is
  ///   left by weight. With no fraction column, the last column takes what is left, so a row
  ///   always spans its view.
  /// - When those widths do not fit, fit columns narrow toward their minimums, each by a share
  ///   of the room it can give up.
  /// - When even the minimums (and the spacing) do not fit, every column is at its minimum and
  ///   the table is wider than its view: ``TableColumnLayout/scrollsHorizontally``.
  ///
  /// Columns never overlap and are exactly ``spacing`` apart. Every offset and width is a
  /// whole multiple of `1 / scale` (whole columns on a terminal, where `scale` is 1; pixels on
  /// a display of scale 2 or 3), with what rounding leaves given to the columns whose share
  /// lost most to it, so that the widths add up exactly. Widths are rounded up (a fit column
  /// never cuts its content short by a fraction of a pixel); the view's width is rounded down.
  ///
  /// ```swift
  /// let table = TableColumns(
  ///   [
  ///     TableColumn("Name", width: .fit(maximum: nil)),
  ///     TableColumn("Size", width: .fixed(6)),
  ///     TableColumn("Path", width: .fraction(1)),
  ///   ],
  ///   spacing: 1)
  /// let layout = table.layout(availableWidth: 40, contentWidths: [12, 0, 30])
  /// assert(layout.columns.map(\.width) == [12, 6, 20])
  /// assert(layout.columns.map(\.x) == [0, 13, 20])
  /// assert(layout.totalWidth == 40 && !layout.scrollsHorizontally)
  /// ```
  ///
  /// - Parameters:
  ///   - availableWidth: The view's width. Negative, NaN or infinite counts as zero.
  ///   - contentWidths: The widest content of each column so far
  ///     (``TableContentWidths/widths``), read by fit columns; a missing, negative or NaN
  ///     entry counts as zero.
  ///   - scale: How many rounding steps one point has: 1 on a terminal, the display scale on
  ///     UIKit. Zero, negative, NaN or infinite counts as 1.
  /// - Complexity: O(*c* log *c*) for *c* columns; it never looks at rows.
  public func layout(
    availableWidth: CGFloat, contentWidths: [CGFloat] = [], scale: CGFloat = 1
  ) -> TableColumnLayout {
    let steps = PixelSteps(scale: scale)
    let available = steps.count(availableWidth, rounding: .down)
    guard !columns.isEmpty else {
      return TableColumnLayout(
        columns: [], totalWidth: 0, availableWidth: steps.width(available))
    }
    let gap = steps.count(spacing, rounding: .up)
    let gaps = gap * (columns.count - 1)
    let plan = ColumnPlan(columns, contentWidths: contentWidths, steps: steps)
    var widths = plan.preferred
    if plan.preferred.reduce(0, +) + gaps <= available {
      let room = available - gaps - plan.preferred.reduce(0, +)
      plan.spread(room, over: &widths)
    } else if plan.minimums.reduce(0, +) + gaps <= available {
      let excess = plan.preferred.reduce(0, +) + gaps - available
      plan.narrowFitColumns(by: excess, widths: &widths)
    } else {
      widths = plan.minimums
    }
    var frames: [TableColumnLayout.Column] = []
    frames.reserveCapacity(widths.count)
    var x = 0
    for width in widths {
      frames.append(.init(x: steps.width(x), width: steps.width(width)))
      x += width + gap
    }
    return TableColumnLayout(
      columns: frames, totalWidth: steps.width(x - gap), availableWidth: steps.width(available))
  }
}

/// Widths counted in whole rounding steps, so that sums are exact.
private struct PixelSteps {
  /// Past this many steps a width is capped, so that sums of widths never overflow.
  static let maximum = 1 << 40
  let scale: CGFloat

  init(scale: CGFloat) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  func count(_ width: CGFloat, rounding: FloatingPointRoundingRule) -> Int {
    guard width.isFinite, width > 0 else { return 0 }
    let steps = width * scale
    guard steps < CGFloat(Self.maximum) else { return Self.maximum }
    // A width such as 0.1 × 3 lands a hair off a whole step; that hair is not a step.
    let nudged = rounding == .up ? steps - 1e-6 : steps + 1e-6
    return max(Int(nudged.rounded(rounding)), 0)
  }

  func width(_ count: Int) -> CGFloat { CGFloat(count) / scale }
}

/// Each column's widths in steps: what it is at the least, what it asks for, and how it grows.
private struct ColumnPlan {
  var minimums: [Int] = []
  var preferred: [Int] = []
  /// The fraction columns' offsets and weights.
  var fractions: [(offset: Int, weight: CGFloat)] = []
  /// The fit columns' offsets.
  var fits: [Int] = []

  init(_ columns: [TableColumn], contentWidths: [CGFloat], steps: PixelSteps) {
    for (offset, column) in columns.enumerated() {
      let floor = steps.count(column.minimumWidth, rounding: .up)
      switch column.width {
      case .fixed(let width):
        let fixed = max(steps.count(width, rounding: .up), floor)
        minimums.append(fixed)
        preferred.append(fixed)
      case .fraction(let weight):
        minimums.append(floor)
        preferred.append(floor)
        fractions.append((offset, weight.isFinite && weight > 0 ? weight : 0))
      case .fit(let maximum):
        let content =
          contentWidths.indices.contains(offset)
          ? steps.count(contentWidths[offset], rounding: .up) : 0
        let cap =
          maximum.flatMap { $0 == .infinity ? nil : steps.count($0, rounding: .up) }
          ?? PixelSteps.maximum
        minimums.append(floor)
        preferred.append(max(floor, min(content, cap)))
        fits.append(offset)
      }
    }
  }

  /// Gives `room` steps to the fraction columns by weight (each keeping its minimum), or to
  /// the last column when there is none.
  func spread(_ room: Int, over widths: inout [Int]) {
    guard !fractions.isEmpty else {
      widths[widths.count - 1] += room
      return
    }
    let anyWeight = fractions.contains { $0.weight > 0 }
    var active = fractions.map { (offset: $0.offset, weight: anyWeight ? $0.weight : 1) }
    var pool = room + fractions.reduce(0) { $0 + minimums[$1.offset] }
    // A column whose share is under its minimum keeps the minimum and leaves the share; the
    // others split what remains, which may push another under its own. The shares add up to
    // the pool, which is at least the minimums, so some column always stays.
    while true {
      let total = active.reduce(0) { $0 + $1.weight }
      let under = active.filter {
        total <= 0 || CGFloat(pool) * $0.weight / total < CGFloat(minimums[$0.offset])
      }
      guard !under.isEmpty, under.count < active.count else { break }
      for column in under {
        pool -= minimums[column.offset]
        widths[column.offset] = minimums[column.offset]
      }
      active.removeAll { column in under.contains { $0.offset == column.offset } }
    }
    let shares = largestRemainder(pool, weights: active.map(\.weight))
    for (column, share) in zip(active, shares) { widths[column.offset] = share }
  }

  /// Takes `excess` steps from the fit columns, each in proportion to how far it is above its
  /// minimum.
  func narrowFitColumns(by excess: Int, widths: inout [Int]) {
    let slack = fits.map { preferred[$0] - minimums[$0] }
    let cuts = largestRemainder(excess, weights: slack.map { CGFloat($0) })
    for (offset, cut) in zip(fits, cuts) { widths[offset] -= cut }
  }
}

/// `total` split in proportion to `weights` (not all zero), in whole steps that add up to
/// `total`: each gets its share rounded down, and the steps left go one each to the largest
/// remainders, the earliest first among equals.
private func largestRemainder(_ total: Int, weights: [CGFloat]) -> [Int] {
  let sum = weights.reduce(0, +)
  guard total > 0, !weights.isEmpty else { return weights.map { _ in 0 } }
  guard sum > 0 else { return weights.indices.map { $0 == weights.count - 1 ? total : 0 } }
  let exact = weights.map { CGFloat(total) * $0 / sum }
  var shares = exact.map { Int($0.rounded(.down)) }
  var left = total - shares.reduce(0, +)
  let order = exact.indices.sorted {
    let (a, b) = (exact[$0] - exact[$0].rounded(.down), exact[$1] - exact[$1].rounded(.down))
    return a != b ? a > b : $0 < $1
  }
  // Rounding in floating point can leave a step too many or too few beyond the remainders;
  // it is taken from, or given to, the columns in the same order.
  var next = 0
  while left > 0 {
    shares[order[next % order.count]] += 1
    left -= 1
    next += 1
  }
  while left < 0, let largest = shares.indices.max(by: { shares[$0] < shares[$1] }) {
    shares[largest] -= 1
    left += 1
  }
  return shares
}
