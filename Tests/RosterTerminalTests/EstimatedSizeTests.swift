import Foundation
import Roster
import RosterTerminal
import Testing

/// Rows of one to three lines measured by their cell, `count` of them: row `i` has `i % 3 + 1`
/// lines, so no estimate of the mean is right for any row.
private func measuredRows(_ count: Int, version: Int = 0) -> [TextRow] {
  (0..<count).map { item in
    let lines = (0...(item % 3)).map {
      "Row \(item)" + (version == 0 ? "" : " v\(version)") + ".\($0)"
    }
    return TextRow("row-\(item)", lines.joined(separator: "|"))
  }
}

@MainActor
@Suite("TerminalListView: self-sizing rows measured as they come into view")
struct EstimatedSizeTests {
  @Test("a first screen of 10,000 measured rows measures what it shows and a screen each way")
  func firstScreen() async {
    let fixture = ListFixture(width: 30, height: 10)
    await fixture.show([Section(cellModels: measuredRows(10_000), identifier: "all")])
    let rows = fixture.rows
    #expect(rows.first == "Row 0.0")
    #expect(Array(rows.prefix(4)) == ["Row 0.0", "Row 1.0", "Row 1.1", "Row 2.0"])
    // The first row is measured to estimate the others; then the screen and one below it
    // (nothing is above the first row): at most 20 rows of a line or more.
    let misses = fixture.controller.sizeCacheStatistics.misses
    #expect(misses >= 7 && misses <= 21, "measured \(misses)")

    #expect(fixture.listView.lastFrameStatistics.drawn <= 10)
  }

  @Test("an update of 1% of 10,000 rows measures only the changed rows near the screen")
  func scatteredUpdate() async {
    let fixture = ListFixture(width: 30, height: 10)
    var rows = measuredRows(10_000)
    await fixture.show([Section(cellModels: rows, identifier: "all")])
    _ = fixture.rows
    let before = fixture.controller.sizeCacheStatistics.misses
    // Every hundredth row changes content, the first on screen.
    for item in stride(from: 1, to: 10_000, by: 100) {
      rows[item] = TextRow(rows[item].identifier, "Changed \(item)")
    }
    await fixture.show([Section(cellModels: rows, identifier: "all")])
    let screen = fixture.rows
    #expect(screen.contains("Changed 1"))
    let measured = fixture.controller.sizeCacheStatistics.misses - before
    #expect(measured <= 2, "measured \(measured)")
  }

  @Test("End shows the true last rows; rows above measured later never move the screen")
  func endAndBack() async {
    let fixture = ListFixture(width: 30, height: 10)
    await fixture.show([Section(cellModels: measuredRows(10_000), identifier: "all")])
    _ = fixture.rows
    let view = fixture.listView
    view.handle(.end)
    let atEnd = fixture.rows
    #expect(atEnd.last == "Row 9999.0")
    #expect(view.contentOffset == view.maximumContentOffset)
    // A second frame with no input shows the same screen.
    #expect(fixture.rows == atEnd)
    // Each wheel step scrolls three rows up, and the frame measures the rows a screen above
    // what it shows: the rows on screen before are three rows lower, whatever was measured.
    for _ in 0..<60 {
      let before = fixture.rows
      view.handle(.wheelUp(column: 0, row: 0))
      let after = fixture.rows
      #expect(Array(after[3...]) == Array(before.prefix(7)))
    }
  }

  @Test("scrolling to an item never shown lands on it, exactly")
  func scrollToItem() async {
    let fixture = ListFixture(width: 30, height: 10)
    let rows = measuredRows(10_000)
    await fixture.show([Section(cellModels: rows, identifier: "all")])
    _ = fixture.rows
    fixture.controller.scrollTo(cellModel: rows[6_002], animated: false)
    let screen = fixture.rows
    #expect(screen.contains("Row 6002.0"))
    #expect(screen.contains("Row 6002.2"))
  }

  @Test("once every row was shown, the layout is the one every row measured gives")
  func convergence() async {
    let fixture = ListFixture(width: 30, height: 10)
    let rows = measuredRows(300)
    await fixture.show([Section(cellModels: rows, identifier: "all")])
    let view = fixture.listView
    for _ in 0..<70 {
      _ = fixture.rows
      view.handle(.pageDown)
    }
    _ = fixture.rows
    // 100 rows each of one, two and three lines.
    #expect(view.contentHeight == 600)
    view.handle(.end)
    #expect(fixture.rows.last == "Row 299.2")
  }
}
