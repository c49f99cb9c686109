import RosterDemo
import Testing

@Suite("FeedApp: the stress screen driven headless")
@MainActor
struct FeedAppTests {
  @Test("10,000 items at 30 updates per second for 3 virtual seconds end equal to the model")
  func stressRunEndsAtModel() {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: 10_000, rate: 30, editsPerUpdate: 8, seed: 4),
      scheduler: scheduler, stopwatch: { scheduler.now }, diffsOffMain: false, columns: 60,
      rows: 12)
    app.start()
    for step in 0..<30 {
      scheduler.advance(by: .milliseconds(100))
      _ = app.handle(step.isMultiple(of: 3) ? .pageDown : .down)
      #expect(app.frame().height == 12)
    }
    #expect(app.model.updateCount == 90)
    #expect(app.completedUpdates == 90)
    #expect(app.isShowingModel)
    let frame = app.frame().plainRows
    #expect(frame[0].contains("\(app.model.items.count) items · 30/s · update 90"))
    #expect(frame[11].hasPrefix(" update 0.00 ms (mean 0.00 ms, max 0.00 ms) · frame 0.00 ms"))
  }

  @Test("100,000 items: End reaches the last item, and five updates later the list is the model")
  func hundredThousandItems() {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: 100_000, rate: 30, editsPerUpdate: 8, seed: 8),
      scheduler: scheduler, stopwatch: { scheduler.now }, diffsOffMain: false, columns: 40,
      rows: 8)
    app.start()
    #expect(app.handle(.end) == .handled)
    #expect(app.frame().plainRows[6] == "> Item 99999")
    scheduler.advance(by: .seconds(1) / 6)
    #expect(app.model.updateCount == 5)
    #expect(app.isShowingModel)
  }

  @Test("the rows on screen are the model's items at the scroll position")
  func rowsAreTheModel() {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: 500, rate: 60, editsPerUpdate: 20, seed: 2),
      scheduler: scheduler, stopwatch: { scheduler.now }, diffsOffMain: false, columns: 40,
      rows: 10)
    app.start()
    scheduler.advance(by: .seconds(2))
    _ = app.handle(.home)
    let rows = app.frame().plainRows[1...8].map { String($0.dropFirst(2)) }
    #expect(rows == app.model.items.prefix(8).map(\.text))
    #expect(app.isShowingModel)
  }

  @Test("space pauses the feed and resumes it")
  func pause() {
    let scheduler = VirtualScheduler()
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: 10, rate: 10, editsPerUpdate: 1, seed: 1),
      scheduler: scheduler, stopwatch: { scheduler.now }, diffsOffMain: false, columns: 40,
      rows: 10)
    app.start()
    scheduler.advance(by: .seconds(1))
    #expect(app.handle(.character(" ")) == .handled)
    scheduler.advance(by: .seconds(1))
    #expect(app.model.updateCount == 10)
    #expect(app.frame().plainRows.last?.contains("paused") == true)
    _ = app.handle(.character(" "))
    scheduler.advance(by: .seconds(1))
    #expect(app.model.updateCount == 20)
    #expect(app.handle(.character("q")) == .quit)
  }
}
