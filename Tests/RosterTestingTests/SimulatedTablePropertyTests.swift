import EventLedger
import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Random tables (fixed, fit and fraction columns with minimums and alignments, sometimes a
/// pinned first column and a sort), random rows, widths, offsets across and directions on a
/// `SimulatedListHost`, checked against references that know only the solver's result and the
/// texts: each row's column frames are the layout's widths inside the row, scrolled by the
/// clamped offset and mirrored right to left; each text shows at its column in the table's
/// text, fitted and aligned as a reference fits it.
@MainActor
@Suite("SimulatedListHost: tables, property checks")
struct SimulatedTablePropertyTests {
  static func table(_ draw: () -> Int) -> TableColumns {
    let alignments: [TableColumn.Alignment] = [.leading, .center, .trailing]
    let columns = (0..<(1 + draw() % 4)).map { index in
      let width: ColumnWidth =
        switch draw() % 3 {
        case 0: .fixed(CGFloat(draw() % 8))
        case 1: .fit(maximum: draw() % 2 == 0 ? nil : CGFloat(draw() % 10))
        default: .fraction(CGFloat(1 + draw() % 3))
        }
      return TableColumn(
        "T\(index)", width: width, minimumWidth: CGFloat(draw() % 5),
        alignment: alignments[draw() % 3])
    }
    let sort = draw() % 2 == 0 ? TableSort(column: draw() % columns.count) : nil
    return TableColumns(columns, pinsFirstColumn: draw() % 2 == 0, sort: sort)
  }

  /// `text` fitted in `width` characters and aligned, read left to right: the reference.
  static func fitted(
    _ text: String, _ width: Int, _ alignment: TableColumn.Alignment, rightToLeft: Bool
  ) -> String {
    guard width > 0 else { return "" }
    let shown = text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    let slack = width - shown.count
    let leading =
      switch (alignment, rightToLeft) {
      case (.leading, false), (.trailing, true): 0
      case (.leading, true), (.trailing, false): slack
      case (.center, _): slack / 2
      }
    return String(repeating: " ", count: leading) + shown
      + String(repeating: " ", count: slack - leading)
  }

  @Test("column frames follow the layout, the offset and the direction; texts show in them")
  func property() async {
    let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...60)
    await propertyCheck(count: propertyCases(2000), input: raw) { raw in
      let draw = drawing(from: raw)
      let table = Self.table(draw)
      let rows = (0..<(draw() % 5)).map { _ in
        (0..<(draw() % 5)).map { _ in String(repeating: "x", count: draw() % 12) }
      }
      let fixture = SimulatedTableTests.host(
        width: CGFloat(draw() % 40), table: table, rows: rows)
      fixture.host.scrollTable(inSection: 0, toHorizontalOffset: CGFloat(draw() % 50) - 5)
      let rightToLeft = draw() % 2 == 0
      let failures = Self.check(fixture.host, table, rows, rightToLeft: rightToLeft)
      #expect(failures.isEmpty, "\(failures.prefix(3))\n\(raw)")
    }
  }

  static func check(
    _ host: SimulatedListHost, _ table: TableColumns, _ rows: [[String]], rightToLeft: Bool
  ) -> [String] {
    var failures: [String] = []
    guard let layout = host.tableLayout(ofSection: 0) else { return ["no layout"] }
    let offset = host.tableHorizontalOffset(ofSection: 0)
    if offset < 0 || offset > max(0, layout.totalWidth - layout.availableWidth) {
      failures.append("offset \(offset) out of \(layout.totalWidth) in \(layout.availableWidth)")
    }
    let width = Int(layout.availableWidth)
    let leftToRight = rows.indices.map {
      host.columnFrames(ofItemAt: IndexPath(item: $0, section: 0))
    }
    host.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let lines = host.tableText(ofSection: 0)?.components(separatedBy: "\n") ?? []
    if lines.count != rows.count + 1 { failures.append("\(lines.count) lines") }
    let pinned = table.pinsFirstColumn ? (layout.columns.first?.maxX ?? 0) + table.spacing : 0
    for (item, row) in rows.enumerated() {
      let frames = host.columnFrames(ofItemAt: IndexPath(item: item, section: 0))
      guard frames.count == layout.columns.count, leftToRight[item].count == frames.count else {
        failures.append("row \(item): \(frames.count) frames")
        continue
      }
      for (index, column) in layout.columns.enumerated() {
        let ltr = leftToRight[item][index]
        let scrolled = index == 0 && table.pinsFirstColumn ? column.x : column.x - offset
        if ltr.minX != scrolled || ltr.width != column.width {
          failures.append("row \(item) column \(index): \(ltr) for x \(scrolled)")
        }
        let mirrored = rightToLeft ? CGFloat(width) - ltr.maxX : ltr.minX
        if frames[index].minX != mirrored || frames[index].minY != ltr.minY {
          failures.append("row \(item) column \(index): \(frames[index]) not \(mirrored)")
        }
        // Whole in view and clear of the pinned column: the text shows there.
        let start = Int(ltr.minX)
        let end = start + Int(column.width)
        guard start >= 0, end <= width, index == 0 || CGFloat(start) >= pinned,
          lines.indices.contains(item + 1)
        else { continue }
        let line = Array(lines[item + 1].padding(toLength: width, withPad: " ", startingAt: 0))
        let range = rightToLeft ? (width - end)..<(width - start) : start..<end
        let shown = String(line[range])
        let text = index < row.count ? row[index] : ""
        let expected = fitted(
          text, Int(column.width), table.columns[index].alignment, rightToLeft: rightToLeft)
        if shown != expected {
          failures.append("row \(item) column \(index): '\(shown)' not '\(expected)'")
        }
      }
    }
    return failures
  }
}
