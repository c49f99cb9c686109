import Foundation
import RosterCells
import RosterDemo
import Testing

@Suite("DiscoverReducer")
struct DiscoverReducerTests {
  @Test("saving toggles, following sets, fresh cards arrive at the front of every shelf")
  func rules() {
    var state = DiscoverState()
    DiscoverReducer.reduce(&state, .toggleSave(cardID: "new-3"))
    #expect(state.saved == ["new-3"])
    DiscoverReducer.reduce(&state, .toggleSave(cardID: "new-3"))
    #expect(state.saved.isEmpty)
    DiscoverReducer.reduce(&state, .setFollowed(personID: "ada", true))
    DiscoverReducer.reduce(&state, .setFollowed(personID: "nobody", true))
    #expect(state.people.filter(\.isFollowed).map(\.id) == ["ada", "noor"])
    DiscoverReducer.reduce(&state, .deliverFresh)
    #expect(state.shelves.allSatisfy { $0.cards.count == 14 })
    #expect(
      state.shelves[0].cards.prefix(2).map(\.id) == ["trending-fresh-1-1", "trending-fresh-1-2"])
  }
}

@Suite("DiscoverScreen")
@MainActor
struct DiscoverScreenTests {
  @Test("every shelf is a band of cards; the people are a nested list of switches")
  func sections() {
    var state = DiscoverState()
    state.saved = ["picks-0"]
    let sections = DiscoverScreen.sections(for: state, send: { _ in })
    #expect(sections.map(\.identifier) == ["trending", "new", "picks", "following"])
    #expect(sections.prefix(3).allSatisfy { $0.constraints.scrollDirection == .horizontal })
    #expect((sections[2].headerModel as? SectionTitleCellModel)?.detail == "1 saved")
    #expect((sections[2].cellModels[0] as? CardCellModel)?.title == "★ Reducers 1")
    let nested = sections[3].cellModels.first as? NestedListCellModel
    #expect(nested?.sections.first?.cellModels.count == 6)
    #expect(nested?.sections.first?.cellModels.allSatisfy { $0 is ToggleCellModel } == true)
  }
}

@Suite("DiscoverApp")
@MainActor
struct DiscoverAppTests {
  @Test(
    "Right scrolls a shelf, Enter saves, u keeps the shelf's left card, the nested list follows")
  func keys() async {
    let app = DiscoverApp(columns: 80, rows: 24)
    app.start()
    let list = app.listView
    _ = app.frame(columns: 80, rows: 24)
    for _ in 0..<5 { _ = app.press(.right) }
    #expect(list.selectedIndexPath == IndexPath(item: 5, section: 0))
    #expect(list.bandOffset(ofSection: "trending") > 0)
    _ = app.press(.enter)
    #expect(app.state.saved == ["trending-5"])
    let leftCard = { list.indexPathsForVisibleItems.first { $0.section == 0 } }
    let before = leftCard().map { app.state.shelves[0].cards[$0.item].id }
    _ = app.press(.character("u"))
    let after = leftCard().map { app.state.shelves[0].cards[$0.item].id }
    #expect(before != nil && after == before)
    #expect(list.selectedIndexPath == IndexPath(item: 7, section: 0))
    for _ in 0..<3 {
      _ = app.press(.down)
      _ = app.frame(columns: 80, rows: 24)
    }
    #expect(list.selectedIndexPath == IndexPath(item: 0, section: 3))
    _ = app.press(.enter)
    #expect(app.state.people.first { $0.id == "ada" }?.isFollowed == true)
    #expect(DiscoverApp.summary(app.state) == "1 saved · following 2")
  }
}

@Suite("Tests/EndToEnd/discover-session.txt")
@MainActor
struct DiscoverExampleScriptTests {
  static let url = ExampleScriptTests.url.deletingLastPathComponent()
    .appendingPathComponent("discover-session.txt")

  @Test("saves a card, keeps the shelf's place through fresh cards, follows someone")
  func exampleSession() throws {
    let text = try String(contentsOf: Self.url, encoding: .utf8)
    let output = try DemoSession.discover(text)
    let snapshots = output.components(separatedBy: "── frame ").filter { $0.contains("snapshot") }
    try #require(snapshots.count == 4)
    #expect(snapshots[0].contains("│ Diffing 1 "))
    #expect(snapshots[1].contains("★ Layouts 6") && snapshots[1].contains("1 saved"))
    // The fresh cards arrived before the cards in view: the shelf did not move.
    let shelfRow = { (snapshot: String) in
      snapshot.components(separatedBy: "\n").first { $0.contains("Layouts 2") } ?? ""
    }
    #expect(!shelfRow(snapshots[1]).isEmpty && shelfRow(snapshots[2]) == shelfRow(snapshots[1]))
    #expect(snapshots[3].contains("following 2"))
    #expect(output.hasSuffix("── quit (key q) at 0 ms"))
  }
}
