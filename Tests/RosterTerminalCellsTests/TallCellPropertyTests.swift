import Foundation
import PropertyBased
import RosterTerminalCells
import RosterTestSupport
import Testing

/// The catalogue's cells that can be tall, rendered by rows, measured by count and kept across
/// frames and cells, against a cell that renders from scratch.
@MainActor
@Suite("Catalogue cells: windowed renders and kept lines against fresh renders")
struct TallCellPropertyTests {
  /// Texts of words, wide characters and line breaks, long enough to wrap into many lines.
  static let text = Gen.int(in: 0...5).array(of: 0...160).map {
    $0.map { ["a", "bb", "中文", "ccc", " ", "\n"][$0] }.joined(separator: " ")
  }

  /// One step: which of two long-lived cells and which model of the pool (as one number), at
  /// which width, and which rows.
  static let step = zip(
    Gen.int(in: 0...7), Gen.int(in: 0...24), Gen.int(in: -2...200), Gen.int(in: 0...40))

  /// The catalogue models checked: each made from an identifier and a text.
  static let kinds: [(name: String, make: @Sendable (String, String) -> any CellModel)] = [
    ("label", { LabelCellModel(identifier: $0, text: $1, accessory: .disclosure) }),
    (
      "card",
      {
        CardCellModel(
          identifier: $0, image: CellImage(.named("photo"), altText: $1), title: $1, text: $1)
      }
    ),
    ("error", { ErrorCellModel(identifier: $0, message: $1) }),
    ("empty", { EmptyStateCellModel(identifier: $0, title: "t", message: $1) }),
    ("image", { ImageCellModel(identifier: $0, image: CellImage(.named("photo"), altText: $1)) }),
    ("skeleton", { SkeletonCellModel(identifier: $0, lineCount: $1.count) }),
  ]

  @Test(
    "render(width:rows:) and lineCount(width:) agree with a fresh render, through binds and widths",
    arguments: 0..<6)
  func windowsAgree(kind: Int) async {
    let (name, make) = Self.kinds[kind]
    await propertyCheck(
      count: propertyCases(200), input: Self.text.array(of: 4...4), Self.step.array(of: 1...12)
    ) { texts, steps in
      // Two identifiers for four texts: cells of the same identity and other content meet.
      let pool = texts.enumerated().map { make($0.offset % 2 == 0 ? "a" : "b", $0.element) }
      let registry = CellRegistry()
      registry.registerTerminalCells()
      guard let cellType = registry.cellType(for: pool[0]) as? any TerminalCell.Type else {
        Issue.record("\(name): no terminal cell")
        return
      }
      let cells = [cellType.init(), cellType.init()]
      for (index, (choice, width, start, length)) in steps.enumerated() {
        let model = choice % 4
        let cell = cells[choice / 4]
        let shown = pool[model]
        cell.bind(cellModel: shown, sizing: false)
        // A fresh cell bound to the same content under an identifier never seen: nothing kept.
        let fresh = cellType.init()
        fresh.bind(cellModel: make(UUID().uuidString, texts[model]), sizing: false)
        let expected = fresh.render(width: width)
        let rows = max(0, start)..<(max(0, start) + length)
        let window = Array(expected[rows.clamped(to: 0..<expected.count)])
        guard cell.lineCount(width: width) == expected.count,
          cell.render(width: width, rows: rows) == window,
          cell.render(width: width) == expected
        else {
          Issue.record("\(name) step \(index): model \(model) width \(width) rows \(rows)")
          return
        }
      }
    }
  }
}

/// Cells of every size the models allow, measured and drawn by what the screen shows.
@MainActor
@Suite("Catalogue cells: huge models")
struct HugeCatalogueCellTests {
  @Test("a skeleton of Int.max lines is measured and drawn at once, its height capped and reported")
  func endlessSkeleton() async {
    let fixture = CatalogueFixture(width: 20, height: 4)
    await fixture.show([
      SkeletonCellModel(identifier: "s", lineCount: .max),
      LabelCellModel(identifier: "l", text: "after"),
    ])
    #expect(fixture.listView.renderedScreen().plainRows.allSatisfy { $0.contains("░░░") })
    #expect(fixture.diagnosticLog.requests.contains { $0.contains("'s' has an invalid size") })
    fixture.listView.handle(.end)
    #expect(fixture.listView.renderedScreen().plainRows.contains("› after"))
  }

  @Test("a skeleton of a million lines ends with its short bar, and scrolls row by row")
  func millionLineSkeleton() async {
    let fixture = CatalogueFixture(width: 20, height: 4)
    await fixture.show([SkeletonCellModel(identifier: "s", lineCount: 1_000_000)])
    #expect(fixture.listView.contentHeight == 1_000_000)
    for _ in 0..<340_000 { fixture.listView.handle(.wheelDown(column: 0, row: 0)) }
    let rows = fixture.listView.renderedScreen().plainRows
    // 18 columns right of the selection marker's gutter: bars of 13, the last of 9.
    let bar = String(repeating: "░", count: 13)
    #expect(rows == ["› " + bar, "  " + bar, "  " + bar, "  " + String(repeating: "░", count: 9)])
  }
}
