import Roster
import RosterDemo
import RosterTerminal
import Testing

@Suite("FeedApp: filtering the feed with /")
@MainActor
struct FeedFilterTests {
  private func makeFeed() -> (FeedApp, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: 2_000, rate: 30, editsPerUpdate: 8, seed: 4),
      scheduler: scheduler, stopwatch: { scheduler.now }, diffsOffMain: false, columns: 60,
      rows: 12)
    app.start()
    return (app, scheduler)
  }

  /// How many of the model's rows `query` finds.
  private func matches(_ query: String, in app: FeedApp) -> Int {
    let filter = ItemFilter(query: query)
    return app.model.cellModels.filter { filter.matches($0) }.count
  }

  @Test("typed letters filter the live feed, never reach the app's keys; Esc shows it all")
  func typeToFilter() {
    let (app, scheduler) = makeFeed()
    ScriptRunner.advance(app, scheduler, by: .milliseconds(500))
    #expect(app.press(.character("/")) == .handled)
    // `q` and space are the query's while the line is typed in, not quit and pause.
    for character in "item 1 q" { #expect(app.press(.character(character)) == .handled) }
    #expect(app.press(.backspace) == .handled)
    #expect(app.press(.backspace) == .handled)
    #expect(app.listView.filterText == "item 1")
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    let frame = app.frame(columns: 60, rows: 12).plainRows
    #expect(frame[10].hasPrefix("/item 1 "), "the filter line is the list's last row")
    #expect(frame[10].contains(" matches"))
    // The feed goes on changing underneath: each update is filtered too.
    #expect(app.press(.enter) == .handled)
    #expect(app.press(.character(" ")) == .handled, "space pauses again once the line is kept")
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.listView.numberOfItems == matches("item 1", in: app))
    #expect(app.listView.numberOfItems < app.model.items.count)
    // Every row shown has both terms, in its text or its details.
    let rows = app.frame(columns: 60, rows: 12).plainRows[1..<10]
    #expect(rows.allSatisfy { $0.allSatisfy(\.isWhitespace) || $0.contains("1") })
    #expect(rows.allSatisfy { $0.allSatisfy(\.isWhitespace) || $0.contains("Item") })
    #expect(app.press(.escape) == .handled)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.listView.filterText == nil)
    #expect(app.isShowingModel)
  }

  @Test("the feed's key table offers /, which every list view offers unless told not to")
  func keyTable() {
    let hints = FeedApp.keyTables.flatMap(\.hints)
    #expect(hints.contains { $0.keys == "/" && $0.effect == "filter" })
    let listView = TerminalListView(size: .zero)
    #expect(listView.filterKey == .character("/"), "the list view's default")
  }
}
