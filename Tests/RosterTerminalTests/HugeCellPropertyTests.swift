import Foundation
import PropertyBased
import Roster
@_spi(Testing) import RosterTerminal
import RosterTestSupport
import Testing

/// Lists of cells with hostile heights (NaN, infinite, negative, 10⁹, 10¹², 1e300, the largest
/// finite value…) in rows and crowded grids, driven by random keys and selections: whatever
/// the sizes, the selected item is on screen, marked, and each frame goes through no more rows
/// than the screen has per element it draws.
@MainActor
@Suite("TerminalListView: hostile cell sizes, property checks")
struct HugeCellPropertyTests {
  static let heights: [CGFloat] = [
    1, 1, 2, 3, 0, -1, .nan, .infinity, -.infinity, 1e9, 1e12, 1e300, .greatestFiniteMagnitude,
    0x1p40, 0x1p31, 0x1p53,
  ]
  static let distributions: [Distribution] = [
    .entireRow, .entireRow, .equally(cellsInRow: 3), .equally(cellsInRow: .max),
    .equally(cellsInRow: 0),
  ]

  static func state(seed: Int) -> [Section] {
    var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
    var next = 0
    return (0..<(1 + mixer.next(3))).map { index in
      let items = (0..<mixer.next(6)).map { _ -> any CellModel in
        next += 1
        let height = heights[mixer.next(heights.count)]
        return TextRow("i\(next)", "i\(next)", size: CGSize(width: 4, height: height))
      }
      return Section(
        cellModels: items, identifier: "s\(index)",
        constraints: Constraints(distribution: distributions[mixer.next(distributions.count)]))
    }
  }

  @Test("the selected item is always on screen and marked, and frames cost the screen's rows")
  func selectedItemShown() async {
    await propertyCheck(count: propertyCases(1000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      let fixture = ListFixture(width: 12, height: 5, selectionMarker: true)
      fixture.controller.diagnosticHandler = { _ in }
      let sections = Self.state(seed: seed)
      await fixture.show(sections)
      let view = fixture.listView
      var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed) ^ 0x5A5A)
      let keys: [Key] = [.down, .up, .pageDown, .pageUp, .end, .home, .right, .left]
      for _ in 0..<12 {
        if mixer.next(4) == 0 {
          let section = mixer.next(sections.count)
          view.select(IndexPath(item: mixer.next(7), section: section))
        } else {
          view.handle(keys[mixer.next(keys.count)])
        }
        let screen = view.renderedScreen()
        #expect(view.lastFrameRowsVisited <= 5 * max(1, view.lastFrameStatistics.drawn))
        // Infinite, NaN, negative and zero heights are 0 rows: nothing to show.
        guard let selected = view.selectedIndexPath,
          let model = fixture.controller.snapshot.cellModel(at: selected) as? TextRow,
          let height = model.explicitSize?.height, height.isFinite, height >= 1
        else { continue }
        // A cell with rows is shown from its top: the marker beside its first row, and the
        // selection's style over it (its text may be a lone "…" in a one-column grid cell).
        let markerRow = screen.plainRows.firstIndex { $0.hasPrefix("›") }
        #expect(
          markerRow != nil, "seed \(seed): \(model.identifier) selected, \(screen.plainRows)")
        guard let markerRow else { continue }
        #expect(
          (2..<12).contains { screen[$0, markerRow].style.inverse },
          "seed \(seed): \(model.identifier) \(screen.plainRows)")
      }
    }
  }
}
