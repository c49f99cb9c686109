import Foundation
import RosterDemo
import RosterTerminal
import Testing

@Suite("ProfileApp: keys, sources and text safety")
@MainActor
struct ProfileAppTests {
  private func makeApp(_ configuration: ServiceConfiguration) -> (ProfileApp, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let app = ProfileApp(configuration: configuration, scheduler: scheduler, columns: 60, rows: 20)
    app.start()
    return (app, scheduler)
  }

  private func wait(_ app: ProfileApp, _ scheduler: VirtualScheduler, _ milliseconds: Int) {
    ScriptRunner.advance(app, scheduler, by: .milliseconds(milliseconds))
  }

  private func screen(_ app: ProfileApp) -> [String] {
    app.frame(columns: 60, rows: 20).plainRows
  }

  @Test("the posts fail while the profile loads; Enter on the error row retries only the posts")
  func enterRetriesOneSource() {
    let (app, scheduler) = makeApp(DemoSession.quick(failingPosts: 1))
    wait(app, scheduler, 600)
    #expect(app.interactor.state.failedSources == [.posts])
    let profile = app.interactor.state.profile
    // Header, three attributes, then the posts' error row.
    for _ in 0..<4 { #expect(app.press(.down) == .handled) }
    #expect(screen(app).contains { $0.hasPrefix("›  ✗ The posts could not be loaded") })
    #expect(app.press(.enter) == .handled)
    #expect(app.interactor.state.posts.pendingRequest != nil)
    #expect(app.interactor.state.profile == profile)
    wait(app, scheduler, 800)
    #expect(app.interactor.state.failedSources.isEmpty)
    #expect(screen(app).contains { $0.contains("Why I like retry logic") })
  }

  @Test(
    "m moves an attribute below the header only; the posts that load meanwhile wait for the drop")
  func reorderAttributes() {
    let (app, scheduler) = makeApp(DemoSession.quick(failingPosts: 1))
    wait(app, scheduler, 600)
    #expect(app.press(.character("r")) == .handled)  // the posts load again
    #expect(app.press(.down) == .handled)  // Location
    #expect(app.press(.character("m")) == .handled)
    #expect(app.listView.isMovingItem)
    #expect(app.press(.up) == .handled)  // not above the header
    #expect(app.press(.down) == .handled)
    #expect(app.press(.character("r")) == .handled)  // taken by the move
    wait(app, scheduler, 800)
    #expect(app.interactor.state.failedSources.isEmpty)
    var rows = screen(app)
    #expect(rows.contains { $0.hasPrefix("↕  Location") })
    #expect(rows.contains { $0.contains("✗ The posts could not be loaded") })
    #expect(rows.last?.contains("Enter drop") == true)
    #expect(app.press(.enter) == .handled)
    wait(app, scheduler, 600)
    rows = screen(app)
    let names = app.interactor.state.profile.value?.attributes.map(\.name)
    #expect(names == ["Joined", "Location", "Followers"])
    let order = ["Joined", "Location", "Followers"].compactMap { name in
      rows.firstIndex { $0.dropFirst(3).hasPrefix(name) }
    }
    #expect(order.count == 3 && order == order.sorted())
    #expect(rows.contains { $0.hasPrefix("›  Location") })
    #expect(rows.contains { $0.contains("Why I like retry logic") })
  }

  @Test("r with nothing failed and Esc with no detail open are ignored; q quits")
  func ignoredKeys() {
    let (app, scheduler) = makeApp(DemoSession.quick)
    wait(app, scheduler, 600)
    #expect(app.press(.character("r")) == .ignored)
    #expect(app.press(.escape) == .ignored)
    #expect(app.press(.character("x")) == .ignored)
    #expect(app.press(.character("q")) == .quit)
  }

  @Test("text from the network cannot reach the terminal as escape sequences")
  func hostileTextIsNeutralised() {
    let (app, scheduler) = makeApp(DemoSession.quick(posts: 24))
    wait(app, scheduler, 600)
    #expect(app.press(.end) == .handled)
    let frame = screen(app)
    #expect(frame.contains { $0.contains("␛[31mALERT␛[0m not red, just text") })
    #expect(
      !frame.joined().unicodeScalars.contains {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      })
  }

  @Test("Page Down, Page Up, Home and End move the selection by screens and to the ends")
  func paging() {
    let (app, scheduler) = makeApp(DemoSession.quick(posts: 60))
    wait(app, scheduler, 600)
    #expect(app.press(.pageDown) == .handled)
    #expect(screen(app).contains { $0.hasPrefix("›  ") && $0.contains("♥") })
    #expect(app.press(.end) == .handled)
    let last = screen(app).last { $0.hasPrefix("›") }
    #expect(last?.contains("♥") == true)
    #expect(app.press(.home) == .handled)
    #expect(screen(app).contains { $0.hasPrefix("›  Noor Haddad") })
    #expect(app.press(.pageUp) == .handled)
    #expect(screen(app).contains { $0.hasPrefix("›  Noor Haddad") })
  }

  @Test(
    "every frame of 80 random sessions fills the screen, shows the selection, holds no controls")
  func framesFitTheScreen() {
    let keys: [Key] = [
      .up, .down, .pageUp, .pageDown, .home, .end, .enter, .escape, .character("r"),
      .character("j"), .character("k"),
    ]
    for seed in 0..<80 {
      var random = SeededGenerator(seed: UInt64(seed), stream: 7)
      let configuration = ServiceConfiguration(
        seed: UInt64(seed), latency: .milliseconds(50), jitter: .milliseconds(100),
        profileFailureRate: 0.4, postsFailureRate: 0.4,
        postCount: Int.random(in: 0...30, using: &random))
      let scheduler = VirtualScheduler()
      var columns = Int.random(in: 1...70, using: &random)
      var rows = Int.random(in: 1...20, using: &random)
      let app = ProfileApp(
        configuration: configuration, scheduler: scheduler, columns: columns, rows: rows)
      app.start()
      for _ in 0..<30 {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: wait(app, scheduler, Int.random(in: 0...400, using: &random))
        case 1:
          columns = Int.random(in: 1...70, using: &random)
          rows = Int.random(in: 1...20, using: &random)
          app.resize(columns: columns, rows: rows)
        default: _ = app.press(keys.randomElement(using: &random) ?? .down)
        }
        let frame = app.frame(columns: columns, rows: rows)
        let text = frame.plainRows
        let selectionMarks = text.filter { $0.hasPrefix("›") }.count
        guard frame.width == columns, frame.height == rows,
          text.allSatisfy({ StyledLine($0).width <= columns }),
          !frame.cells.contains(where: { $0.content.unicodeScalars.contains { $0.value < 0x20 } }),
          selectionMarks <= 1
        else {
          Issue.record("seed \(seed): \(columns)x\(rows) frame\n\(text.joined(separator: "\n"))")
          return
        }
      }
      // A screen a column or two wide leaves no room for insets: the layout's fixes are kept in
      // the app's log, and nothing else goes wrong.
      let unexpected = app.diagnostics.entries.filter {
        if case .layout = $0 { false } else { true }
      }
      #expect(unexpected.isEmpty, "seed \(seed)")
    }
  }
}
