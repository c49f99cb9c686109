import Foundation
import PropertyBased
import RosterLayout
import RosterTestSupport
import Testing

/// The column width solver against the rules it promises, restated here from the column specs
/// alone: random columns of every kind (with bad values among them), spacing, scales, view
/// widths in terminal columns and in fractional points, and content widths, some missing.
@Suite("Tables: the column width solver")
struct TableColumnLayoutPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 2...4)

  @Test("columns never overlap, keep their spacing and fill the view when their minimums fit")
  func solverKeepsItsRules() {
    checkSeededCases(6_000, seed: 0x7AB1E, from: Self.raw) { raw in
      let table = SolverCase(raw)
      return table.check()
    }
  }
}

/// One random table and the view it is laid out in.
private struct SolverCase: CustomStringConvertible {
  var columns: TableColumns
  var availableWidth: CGFloat
  var contentWidths: [CGFloat]
  var scale: CGFloat

  init(_ raw: [Int]) {
    var draw = Mixer(state: raw.reduce(0) { $0 &* 31 &+ UInt64($1) })
    let count = draw.next(10)
    var columns: [TableColumn] = []
    for offset in 0..<count {
      let width: ColumnWidth =
        switch draw.next(3) {
        case 0: .fixed(Self.width(&draw, upTo: 30))
        case 1: .fraction(draw.next(6) == 0 ? Self.bad(&draw) : CGFloat(draw.next(5)))
        default: .fit(maximum: draw.next(3) == 0 ? nil : Self.width(&draw, upTo: 40))
        }
      let minimum = draw.next(3) == 0 ? 0 : Self.width(&draw, upTo: 15)
      columns.append(TableColumn("\(offset)", width: width, minimumWidth: minimum))
    }
    self.columns = TableColumns(columns, spacing: Self.width(&draw, upTo: 3))
    scale = [1, 1, 2, 3, 0][draw.next(5)]
    availableWidth =
      draw.next(2) == 0 ? CGFloat(draw.next(220)) : CGFloat(draw.next(1_500)) / 7
    contentWidths = (0..<draw.next(count + 2)).map { _ in Self.width(&draw, upTo: 60) }
  }

  /// A width, now and then fractional or bad.
  static func width(_ draw: inout Mixer, upTo limit: Int) -> CGFloat {
    switch draw.next(12) {
    case 0: bad(&draw)
    case 1, 2: CGFloat(draw.next(limit * 4 + 1)) / 4
    default: CGFloat(draw.next(limit + 1))
    }
  }

  static func bad(_ draw: inout Mixer) -> CGFloat {
    [-3, .nan, .infinity, -.infinity, -0.5][draw.next(5)]
  }

  var description: String {
    "\(columns.columns.map(\.width)) minimums \(columns.columns.map(\.minimumWidth)) "
      + "spacing \(columns.spacing) in \(availableWidth) at scale \(scale), "
      + "content \(contentWidths)"
  }

  /// The rules, in whole rounding steps.
  func check() -> CaseOutcome {
    let steps = scale > 0 ? scale : 1
    let layout = columns.layout(
      availableWidth: availableWidth, contentWidths: contentWidths, scale: scale)
    func up(_ value: CGFloat) -> Int {
      guard value.isFinite, value > 0 else { return 0 }
      return min(Int((value * steps - 1e-6).rounded(.up)), 1 << 40)
    }
    func whole(_ value: CGFloat) -> Int? {
      let scaled = value * steps
      guard scaled.isFinite, abs(scaled - scaled.rounded()) < 1e-6 else { return nil }
      return Int(scaled.rounded())
    }
    let view =
      availableWidth.isFinite && availableWidth > 0
      ? Int((availableWidth * steps + 1e-6).rounded(.down)) : 0
    let count = columns.columns.count
    guard layout.columns.count == count else { return .failed("\(layout.columns.count) columns") }
    guard count > 0 else {
      return layout.totalWidth == 0 ? .passed : .failed("an empty table is \(layout.totalWidth)")
    }
    var xs: [Int] = []
    var widths: [Int] = []
    for column in layout.columns {
      guard let x = whole(column.x), let width = whole(column.width), width >= 0 else {
        return .failed("\(column) is not in whole steps of 1/\(steps)")
      }
      if scale == 1, column.x != column.x.rounded() || column.width != column.width.rounded() {
        return .failed("\(column) is not integral on a terminal")
      }
      xs.append(x)
      widths.append(width)
    }
    guard let total = whole(layout.totalWidth) else { return .failed("total not whole") }
    let gap = up(columns.spacing)
    let gaps = gap * (count - 1)
    if xs[0] != 0 { return .failed("the first column starts at \(xs[0])") }
    for offset in 1..<count where xs[offset] != xs[offset - 1] + widths[offset - 1] + gap {
      return .failed("column \(offset) at \(xs[offset]) does not follow its neighbour by \(gap)")
    }
    if total != xs[count - 1] + widths[count - 1] {
      return .failed("total \(total) is not where the last column ends")
    }
    // What each column must have at the least and what it asks for, from its spec alone.
    var minimums: [Int] = []
    var preferred: [Int] = []
    var weights: [CGFloat] = []
    for (offset, column) in columns.columns.enumerated() {
      let floor = up(column.minimumWidth)
      switch column.width {
      case .fixed(let width):
        minimums.append(max(floor, up(width)))
        preferred.append(max(floor, up(width)))
        weights.append(-1)
      case .fraction(let weight):
        minimums.append(floor)
        preferred.append(floor)
        weights.append(weight.isFinite && weight > 0 ? weight : 0)
      case .fit(let maximum):
        let content = offset < contentWidths.count ? up(contentWidths[offset]) : 0
        minimums.append(floor)
        preferred.append(
          max(floor, min(content, maximum.flatMap { $0 == .infinity ? nil : up($0) } ?? 1 << 40)))
        weights.append(-1)
      }
    }
    for offset in 0..<count where widths[offset] < minimums[offset] {
      return .failed("column \(offset) is \(widths[offset]), under its minimum")
    }
    let needed = minimums.reduce(0, +) + gaps
    let asked = preferred.reduce(0, +) + gaps
    guard needed <= view else {
      return total == needed && widths == minimums
        ? .passed : .failed("too narrow a view: \(widths) should be the minimums \(minimums)")
    }
    if total != view { return .failed("total \(total) does not fill the view \(view)") }
    let fractions = weights.indices.filter { weights[$0] >= 0 }
    let filler = asked <= view && fractions.isEmpty ? count - 1 : nil
    for offset in 0..<count where offset != filler && weights[offset] < 0 {
      if widths[offset] > preferred[offset] {
        return .failed("column \(offset) is \(widths[offset]), wider than \(preferred[offset])")
      }
      if asked <= view, widths[offset] != preferred[offset] {
        return .failed("column \(offset) is \(widths[offset]), not \(preferred[offset])")
      }
    }
    if asked > view {
      return checkNarrowing(widths, preferred: preferred, minimums: minimums, by: asked - view)
    }
    return checkFractions(widths, weights: weights, minimums: minimums, fractions: fractions)
  }

  /// Fit columns give up room in proportion to what they have above their minimums, and no
  /// other column gives any.
  func checkNarrowing(
    _ widths: [Int], preferred: [Int], minimums: [Int], by excess: Int
  )
    -> CaseOutcome
  {
    let slack = preferred.indices.map { preferred[$0] - minimums[$0] }
    let totalSlack = CGFloat(slack.reduce(0, +))
    for offset in widths.indices {
      let cut = CGFloat(preferred[offset] - widths[offset])
      let share = CGFloat(excess) * CGFloat(slack[offset]) / totalSlack
      if abs(cut - share) >= 1 {
        return .failed("column \(offset) gave up \(cut), its share is \(share)")
      }
    }
    return .passed
  }

  /// The fraction columns above their minimums are as wide as their weights say, within a
  /// step; those at their minimums would not have had more by weight.
  func checkFractions(
    _ widths: [Int], weights: [CGFloat], minimums: [Int], fractions: [Int]
  )
    -> CaseOutcome
  {
    let equal = !fractions.contains { weights[$0] > 0 }
    let weight = { (offset: Int) in equal ? 1 : weights[offset] }
    let free = fractions.filter { widths[$0] > minimums[$0] }
    let freeWeight = free.reduce(0) { $0 + weight($1) }
    guard freeWeight > 0 else { return .passed }
    let perWeight = CGFloat(free.reduce(0) { $0 + widths[$1] }) / freeWeight
    for offset in free where abs(CGFloat(widths[offset]) - weight(offset) * perWeight) >= 1 {
      return .failed(
        "fraction \(offset) is \(widths[offset]), its share is "
          + "\(weight(offset) * perWeight)")
    }
    for offset in fractions where widths[offset] == minimums[offset] {
      if weight(offset) * perWeight > CGFloat(minimums[offset]) + 1 {
        return .failed("fraction \(offset) stayed at its minimum below its share")
      }
    }
    return .passed
  }
}
