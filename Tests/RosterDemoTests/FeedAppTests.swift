import RosterDemo
import RosterTerminal
import Testing

@Suite("FeedApp: the stress screen driven headless")
@MainActor
struct FeedAppTests {
  /// A list row without the scroll indicator in its last column, nor the blanks before it.
  static func cells(of row: String) -> String {
    var cells = row.last == "█" || row.last == "│" ? String(row.dropLast()) : row
    while cells.last == " " { cells.removeLast() }
    return cells
  }

  private func makeFeed(
    _ configuration: FeedConfiguration, animated: Bool = true, rows: Int = 12
  )
    -> (FeedApp, VirtualScheduler)
  {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: configuration, scheduler: scheduler, stopwatch: { scheduler.now },
      diffsOffMain: false, animated: animated, columns: 60, rows: rows)
    app.start()
    return (app, scheduler)
  }

  @Test(
    "10,000 items at 30 updates per second for 3 virtual seconds, animated, end equal to the model")
  func stressRunEndsAtModel() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 10_000, rate: 30, editsPerUpdate: 8, seed: 4))
    for step in 0..<30 {
      ScriptRunner.advance(app, scheduler, by: .milliseconds(100))
      _ = app.press(step.isMultiple(of: 3) ? .pageDown : .down)
      #expect(app.frame(columns: 60, rows: 12).height == 12)
    }
    #expect(app.model.updateCount == 90)
    // Each animated batch lasts 200 ms, so model changes meanwhile reach the list together.
    #expect((10..<90).contains(app.completedUpdates))
    #expect(app.press(.character(" ")) == .handled)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.isShowingModel)
    let frame = app.frame(columns: 60, rows: 12).plainRows
    // On the virtual clock the title bar says so; at 60 columns the latency is shortened.
    #expect(frame[0].contains(" paused · scripted · update ") && !frame[0].contains(" ms (mean "))
    let wide = app.frame(columns: 140, rows: 12).plainRows[0]
    #expect(wide.contains(" ms (mean ") && wide.contains(" \(app.model.items.count) items · "))
    #expect(wide.hasSuffix(" · 30/s"))
    #expect(frame[11].contains("Space resume") && frame[11].hasSuffix(" · q quit"))
  }

  @Test("without animation every update reaches the list at once")
  func unanimated() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 2_000, rate: 30, editsPerUpdate: 8, seed: 4), animated: false)
    ScriptRunner.advance(app, scheduler, by: .seconds(2))
    #expect(app.model.updateCount == 60)
    #expect(app.completedUpdates == 60)
    #expect(app.isShowingModel)
    // Virtual time stands still while a frame draws: no frame time is shown, never a fake zero.
    let title = app.frame(columns: 60, rows: 12).plainRows[0]
    #expect(title.contains(" scripted · update 0.00 ms") && !title.contains("frame"))
  }

  @Test("100,000 items: End reaches the last item, and a few updates later the list is the model")
  func hundredThousandItems() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 100_000, rate: 30, editsPerUpdate: 8, seed: 8), rows: 8)
    #expect(app.press(.end) == .handled)
    // Its details are still loading.
    // The scroll indicator's thumb is at the bottom of its track.
    let last = app.frame(columns: 60, rows: 8).plainRows[6]
    // The oldest of the items the feed started with: the newest has the highest number.
    #expect(Self.cells(of: last) == "› Item \(FeedModel.history) · …" && last.last == "█")
    ScriptRunner.advance(app, scheduler, by: .seconds(1) / 6)
    #expect(app.model.updateCount == 5)
    _ = app.press(.character(" "))
    ScriptRunner.advance(app, scheduler, by: .milliseconds(500))
    #expect(app.isShowingModel)
  }

  @Test("the rows on screen are the model's items at the scroll position")
  func rowsAreTheModel() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 500, rate: 60, editsPerUpdate: 20, seed: 2), rows: 10)
    ScriptRunner.advance(app, scheduler, by: .seconds(2))
    _ = app.press(.character(" "))
    ScriptRunner.advance(app, scheduler, by: .milliseconds(500))
    _ = app.press(.home)
    let rows = app.frame(columns: 60, rows: 10).plainRows[1...8].map {
      String(Self.cells(of: $0).dropFirst(2))
    }
    // Home showed rows whose details had not been asked for yet: placeholders.
    #expect(rows == app.model.items.prefix(8).map { "\($0.text) · \($0.details ?? "…")" })
    #expect(app.isShowingModel)
  }

  @Test("details load lazily: placeholders first; the screen ahead is prefetched and ready")
  func lazyDetails() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 200, rate: 10, editsPerUpdate: 0, seed: 3), rows: 12)
    _ = app.press(.character(" "))
    var rows = app.frame(columns: 60, rows: 12).plainRows[1...10].map(Self.cells(of:))
    #expect(rows.allSatisfy { $0.hasSuffix(" · …") })
    // The ten rows on screen asked for their details, and the ten below were prefetched.
    #expect(app.detailLoader.prefetchesInFlight == 10)
    ScriptRunner.advance(app, scheduler, by: .milliseconds(300))
    rows = app.frame(columns: 60, rows: 12).plainRows[1...10].map(Self.cells(of:))
    #expect(rows.allSatisfy { !$0.hasSuffix(" · …") && $0.contains(" · ♥ ") })
    #expect(app.detailLoader.prefetchedCount == 10)
    #expect(app.frame(columns: 100, rows: 12).plainRows[0].contains(" · prefetched 10 · "))
    // The next screen shows at once with its details.
    _ = app.press(.pageDown)
    rows = app.frame(columns: 60, rows: 12).plainRows[1...10].map(Self.cells(of:))
    #expect(rows.allSatisfy { $0.contains(" · ♥ ") })
    #expect(app.isShowingModel)
  }

  @Test("n loads newer items above, animated or not, and the rows in view stay where they are")
  func newerItemsKeepTheReaderInPlace() {
    for animated in [true, false] {
      let (app, scheduler) = makeFeed(
        FeedConfiguration(itemCount: 200, rate: 10, editsPerUpdate: 1, seed: 3),
        animated: animated)
      #expect(app.press(.character(" ")) == .handled)  // paused: only n changes the feed
      for _ in 0..<30 { _ = app.press(.down) }
      ScriptRunner.advance(app, scheduler, by: .seconds(1))
      let before = app.frame(columns: 60, rows: 12).plainRows
      let count = app.model.count
      #expect(app.press(.character("n")) == .handled)
      ScriptRunner.advance(app, scheduler, by: .seconds(1))
      #expect(app.model.count == count + FeedApp.newerCount)
      #expect(app.isShowingModel)
      let after = app.frame(columns: 60, rows: 12).plainRows
      // The list's rows (between the title and the status line) are the same rows, in place
      // (their details may have arrived meanwhile).
      let items = { (rows: [String]) in rows[1..<11].map { $0.prefix { $0 != "·" } } }
      #expect(items(after) == items(before), "animated: \(animated)")
      // The 31st of the 200 items, numbered down from the newest.
      #expect(after[10].hasPrefix("› Item \(FeedModel.history + 199 - 30) "))
      let newer = FeedModel.history + 200
      #expect(
        app.model.items.prefix(FeedApp.newerCount).map(\.id)
          == Array((newer..<newer + FeedApp.newerCount).reversed()))
    }
  }

  @Test("nearing the end loads a page of older items below, once per approach")
  func olderItemsAtTheEnd() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 200, rate: 10, editsPerUpdate: 0, seed: 3), rows: 12)
    _ = app.press(.character(" "))  // paused: only paging changes the feed
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.model.count == 200)
    _ = app.press(.end)
    _ = app.frame(columns: 60, rows: 12)  // the frame that shows the end reports it
    ScriptRunner.advance(app, scheduler, by: FeedApp.pageLoadingTime / 2)
    _ = app.press(.wheelDown(column: 0, row: 5))  // the footer is below the last item
    let loading = app.frame(columns: 60, rows: 12).plainRows
    #expect(loading.contains { $0.contains("Loading older items…") }, "\(loading)")
    #expect(app.model.count == 200)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(!app.frame(columns: 60, rows: 12).plainRows.contains { $0.contains("Loading") })
    #expect(app.model.count == 200 + FeedApp.olderCount)
    #expect(app.isShowingModel)
    // Older than the last item, numbered down from it.
    let oldest = FeedModel.history
    #expect(
      app.model.items.suffix(FeedApp.olderCount).map(\.id)
        == Array((oldest - FeedApp.olderCount..<oldest).reversed()))
    // Still near the old end, not the new one: nothing more loads until the reader gets there.
    _ = app.frame(columns: 60, rows: 12)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.model.count == 250)
    _ = app.press(.end)
    _ = app.frame(columns: 60, rows: 12)  // the frame that shows the end reports it
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.model.count == 300)
    #expect(app.isShowingModel)
  }

  @Test("v edits: space and Enter select rows, kept while the feed changes; d deletes them")
  func editMode() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 300, rate: 10, editsPerUpdate: 4, seed: 5), rows: 12)
    ScriptRunner.advance(app, scheduler, by: .seconds(1) / 2)
    #expect(app.press(.character("v")) == .handled)
    _ = app.press(.enter)  // the first row
    _ = app.press(.down)
    _ = app.press(.character(" "))  // the second row; the cursor moves on
    let selected = app.selectedRowIdentifiers
    #expect(selected.count == 2)
    var frame = app.frame(columns: 60, rows: 12).plainRows
    #expect(frame[1].hasPrefix("  ✓ ") && frame[2].hasPrefix("  ✓ ") && frame[3].hasPrefix("› ○ "))
    #expect(frame[0].contains(" editing, 2 selected · "))
    // Narrow, edit mode's keys outrank the list's others.
    #expect(frame[11] == " Space select  v done  d delete  ? help · q quit")
    // The feed keeps changing (no deletions of these rows at this seed): they stay selected.
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    let kept = Set(app.model.cellModels.map(\.identifier)).intersection(selected)
    #expect(Set(app.selectedRowIdentifiers) == kept)
    #expect(app.press(.character("d")) == .handled)
    ScriptRunner.advance(app, scheduler, by: .seconds(1) / 2)
    #expect(app.model.cellModels.allSatisfy { !selected.contains($0.identifier) })
    #expect(app.selectedRowIdentifiers.isEmpty)
    #expect(app.press(.escape) == .handled)
    _ = app.press(.character(" "))  // out of edit mode, space pauses again
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.isShowingModel)
    frame = app.frame(columns: 60, rows: 12).plainRows
    #expect(!frame[1].hasPrefix("  ○") && frame[0].contains(" paused · "))
    #expect(frame[11].contains("Space resume"))
  }

  @Test("ctrl-r refreshes: newer items arrive above")
  func refresh() async {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 20, rate: 10, editsPerUpdate: 0, seed: 2))
    #expect(app.press(.control("r")) == .handled)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    for _ in 0..<10 { await Task.yield() }
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.model.count == 20 + FeedApp.newerCount)
    #expect(app.isShowingModel)
  }

  @Test("space pauses the feed and resumes it; q quits")
  func pause() {
    let (app, scheduler) = makeFeed(
      FeedConfiguration(itemCount: 10, rate: 10, editsPerUpdate: 1, seed: 1))
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.press(.character(" ")) == .handled)
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.model.updateCount == 10)
    let paused = app.frame(columns: 60, rows: 12).plainRows
    #expect(paused[0].contains(" paused · ") && paused[11].contains("Space resume"))
    _ = app.press(.character(" "))
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    #expect(app.model.updateCount == 20)
    #expect(app.press(.character("q")) == .quit)
  }
}
