import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: refreshing with a key or the wheel at the top")
struct RefreshListViewTests {
  @Test("Ctrl-R refreshes; the indicator covers the top row until the action ends")
  func refreshKey() async {
    let fixture = ListFixture(width: 16, height: 3)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b"])])
    #expect(!view.handle(.control("r")), "no refresh action: the key is the app's")

    var finish: CheckedContinuation<Void, Never>?
    fixture.controller.refreshAction = {
      await withCheckedContinuation { finish = $0 }
      await fixture.controller.updateAndWait(
        with: [rowsSection("s", ["new", "a", "b"])], animated: false)
    }
    #expect(view.handle(.control("r")))
    #expect(fixture.rows == ["↻ Refreshing…", "b", ""])
    #expect(view.handle(.control("r")), "taken, and ignored while refreshing")
    while finish == nil { await Task.yield() }
    finish?.resume()
    while fixture.controller.isRefreshing { await Task.yield() }
    #expect(fixture.rows == ["new", "a", "b"])
  }

  @Test("the wheel scrolled up at the top refreshes, as a pull does; further down it scrolls")
  func wheelAtTheTop() async {
    let fixture = ListFixture(width: 16, height: 2)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b", "c", "d", "e", "f"])])
    var runs = 0
    fixture.controller.refreshAction = { runs += 1 }
    view.handle(.wheelDown(column: 0, row: 0))
    view.handle(.wheelUp(column: 0, row: 0))
    #expect(view.contentOffset == 0)
    while fixture.controller.isRefreshing { await Task.yield() }
    #expect(runs == 0, "that wheel step scrolled back to the top")
    view.handle(.wheelUp(column: 0, row: 0))
    while fixture.controller.isRefreshing { await Task.yield() }
    #expect(runs == 1)
  }

  @Test("a refresh that never returns ends when the app ends it, or drops the action")
  func hangingRefreshEnds() async {
    let fixture = ListFixture(width: 16, height: 3)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b"])])
    var cancelled = 0
    fixture.controller.refreshAction = {
      // Never returns on its own: sleeps until its task is cancelled.
      try? await Task.sleep(for: .seconds(3600))
      if Task.isCancelled { cancelled += 1 }
    }
    #expect(view.handle(.control("r")))
    #expect(fixture.rows == ["↻ Refreshing…", "b", ""])
    await Task.yield()
    fixture.controller.endRefreshing()
    #expect(!fixture.controller.isRefreshing)
    #expect(fixture.rows == ["a", "b", ""], "the indicator is gone at once")
    while cancelled < 1 { await Task.yield() }

    #expect(view.handle(.control("r")), "a new refresh may start")
    #expect(fixture.rows == ["↻ Refreshing…", "b", ""])
    fixture.controller.refreshAction = nil
    #expect(!fixture.controller.isRefreshing)
    #expect(fixture.rows == ["a", "b", ""])
    #expect(!view.handle(.control("r")), "no action: the key is the app's again")
    while cancelled < 2 { await Task.yield() }
  }
}
