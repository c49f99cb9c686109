import Foundation
import Roster
import RosterTerminal
import Testing

/// Bands on the terminal: a horizontal section in a vertical list, the acceptance
/// cases first.
@MainActor
@Suite("TerminalListView: bands (sections that scroll sideways)")
struct BandTests {
  static let across = Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal)

  /// Cards of 12 × 2, "card N" over a rule.
  static func cards(_ identifiers: [String]) -> [any CellModel] {
    identifiers.map { TextRow($0, "card \($0)|------------", size: CGSize(width: 12, height: 2)) }
  }

  static func screen(_ cardIdentifiers: [String], after: [String] = ["below"]) -> [Section] {
    [
      Section(
        cellModels: cards(cardIdentifiers), identifier: "band",
        headerModel: HeaderRow(identifier: "h", title: "Cards"), constraints: across),
      rowsSection("rows", after),
    ]
  }

  @Test("cards of 12×2 in a 30×8 list are 12×2, and the next section follows the band")
  func bandIsAsTallAsItsCards() async {
    let fixture = ListFixture(width: 30, height: 8)
    await fixture.show(Self.screen((1...6).map { "\($0)" }))
    #expect(
      fixture.rows == [
        "# Cards",
        "card 1       card 2       card",
        "------------ ------------ ----",
        "below", "", "", "", "",
      ])
  }

  @Test("selecting the fifth card scrolls the band to show it, whole; Left goes back")
  func selectedCardIsShown() async {
    let fixture = ListFixture(width: 30, height: 8)
    await fixture.show(Self.screen((1...6).map { "\($0)" }))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    for _ in 0..<4 { view.handle(.right) }
    #expect(view.selectedIndexPath == IndexPath(item: 4, section: 0))
    // Card 5 spans columns 52..<64 of the band; the band scrolls the least that shows it.
    #expect(view.bandOffset(ofSection: "band") == 34)
    #expect(
      fixture.rows[1...2] == [
        "     card 4       card 5",
        "---- ------------ ------------",
      ])
    // The last card shows the band's end; Right stays in the band.
    view.handle(.right)
    view.handle(.right)
    #expect(view.selectedIndexPath == IndexPath(item: 5, section: 0))
    #expect(view.bandOffset(ofSection: "band") == 77 - 30)
    for _ in 0..<5 { view.handle(.left) }
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(view.bandOffset(ofSection: "band") == 0)
    view.handle(.left)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test("Up and Down leave the band for the rows around it, to the card nearest in view")
  func upAndDownLeaveTheBand() async {
    let fixture = ListFixture(width: 30, height: 8)
    var sections = Self.screen((1...6).map { "\($0)" })
    sections.insert(rowsSection("above", ["top"]), at: 0)
    await fixture.show(sections)
    let view = fixture.listView
    view.select(IndexPath(item: 3, section: 1))
    view.handle(.down)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 2))
    view.handle(.up)
    // Back in the band, to a card in view (the band kept its offset).
    let back = view.selectedIndexPath
    #expect(back?.section == 1)
    #expect(view.bandOffset(ofSection: "band") > 0)
    view.handle(.up)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test("a band keeps the card at its left edge through inserts and deletes before it")
  func offsetKeptThroughUpdates() async {
    let fixture = ListFixture(width: 30, height: 8)
    let identifiers = (1...8).map { "\($0)" }
    await fixture.show(Self.screen(identifiers))
    let view = fixture.listView
    view.scrollBand(ofSection: "band", to: 39)  // card 4 at column 0
    #expect(fixture.rows[1].hasPrefix("card 4 "))
    await fixture.show(Self.screen(["new1", "new2"] + identifiers), animated: true)
    #expect(fixture.rows[1].hasPrefix("card 4 "))
    await fixture.show(Self.screen(Array(identifiers.dropFirst(2))))
    #expect(fixture.rows[1].hasPrefix("card 4 "))
    // A change elsewhere, a resize and scrolling the band out of view and back keep it too.
    await fixture.show(Self.screen(Array(identifiers.dropFirst(2)), after: ["a", "b"]))
    #expect(fixture.rows[1].hasPrefix("card 4 "))
    view.resize(to: CGSize(width: 26, height: 8))
    #expect(view.renderedScreen().plainRows[1].hasPrefix("card 4 "))
    view.resize(to: CGSize(width: 30, height: 2))
    view.handle(.wheelDown(column: 0, row: 0))
    view.resize(to: CGSize(width: 30, height: 8))
    view.handle(.wheelUp(column: 0, row: 0))
    #expect(fixture.rows[1].hasPrefix("card 4 "))
    // Deleting the card at the edge keeps the offset, clamped to the cards that remain.
    await fixture.show(Self.screen(["3", "5"]))
    #expect(view.bandOffset(ofSection: "band") == 0)
  }

  @Test("a card cut at the left edge shows its visible columns, wide characters as blanks")
  func cardsCutAtTheLeftEdge() async {
    let fixture = ListFixture(width: 30, height: 4)
    let cards: [any CellModel] = (1...4).map {
      TextRow("w\($0)", "東京\($0)abcdefg", size: CGSize(width: 12, height: 1))
    }
    await fixture.show([Section(cellModels: cards, identifier: "band", constraints: Self.across)])
    fixture.listView.scrollBand(ofSection: "band", to: 1)
    // "東" is cut in two: a blank stands for its right half.
    #expect(fixture.rows[0] == " 京1abcdefg 東京2abcdefg 東京3")
  }

  @Test("only the cards in view are bound, and a click hits the card where it shows")
  func onlyVisibleCardsBound() async {
    let fixture = ListFixture(width: 30, height: 8)
    await fixture.show(Self.screen((1...50).map { "\($0)" }))
    let view = fixture.listView
    _ = view.renderedScreen()
    #expect(view.lastFrameStatistics.drawn == 5)  // header, three cards, the row below
    view.scrollBand(ofSection: "band", to: 13 * 20)
    _ = view.renderedScreen()
    #expect(view.lastFrameStatistics.bound == 3)
    #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [20, 21, 22])
    SelectionLog.shared.selected = []
    view.handle(.click(column: 14, row: 1))
    #expect(SelectionLog.shared.selected == ["22"])
  }
}
