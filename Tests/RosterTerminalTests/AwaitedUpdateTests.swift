import Foundation
import Roster
import RosterTerminal
import Testing

/// Awaiting an update on a terminal list: headless, the list ends its own animations; under a
/// running ``TerminalApp`` the loop plays them and the awaited update returns when they end.
// The limit only stops a hang: in the whole suite on two cores, other suites' property tests
// can hold the main actor these tests run on for well over a minute.
@MainActor
@Suite("TerminalListView: awaited updates", .timeLimit(hangLimit))
struct TerminalAwaitedUpdateTests {
  @Test("a headless list finishes the animation an awaited update waits for")
  func headless() async {
    let fixture = ListFixture()
    let finished = await valueUnlessHung {
      await fixture.controller.updateAndWait(with: [rowsSection("s", ["a", "b"])])
    }
    #expect(finished == true)
    #expect(!fixture.listView.isAnimating)
    #expect(fixture.rows.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.contains("a"))
    // Behind a batch already animating.
    fixture.controller.update(with: [rowsSection("s", ["b"])])
    #expect(fixture.listView.isAnimating)
    let again = await valueUnlessHung {
      await fixture.controller.updateAndWait(with: [rowsSection("s", ["c", "b"])])
    }
    #expect(again == true)
    #expect(!fixture.listView.isAnimating)
    #expect(fixture.controller.sections.first?.cellModels.map(\.identifier) == ["c", "b"])
  }

  @Test("under a running app the loop plays the animation; it is not cut short")
  func drivenByTheRunLoop() async throws {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    listView.deletionFadeDuration = .milliseconds(20)
    listView.highlightDuration = .milliseconds(20)
    let controller = ListController(host: listView)
    let app = TerminalApp(device: ScriptedDevice(input: []), listView: listView)
    var started = false
    let resize = app.resizeHandler
    app.resizeHandler = { size in
      resize(size)
      started = true
    }
    let run = Task { try await app.run() }
    while !started { await Task.yield() }

    controller.update(with: [rowsSection("s", ["a", "b"])])
    listView.finishAnimationsIfUndriven()
    #expect(listView.isAnimating, "the run loop, not the awaiting caller, ends animations")
    let finished = await valueUnlessHung {
      await controller.updateAndWait(with: [rowsSection("s", ["b"])])
    }
    #expect(finished == true)
    #expect(!listView.isAnimating)
    app.stop()
    try await run.value

    controller.update(with: [rowsSection("s", ["c"])])
    listView.finishAnimationsIfUndriven()
    #expect(!listView.isAnimating, "no loop runs any more: the list ends its own animation")
  }
}
