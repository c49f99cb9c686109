import Foundation
import Roster
import RosterTesting
import Testing

/// A gate an async refresh action waits at until the test opens it.
@MainActor
final class RefreshGate {
  private var waiting: CheckedContinuation<Void, Never>?
  private(set) var arrivals = 0

  func wait() async {
    arrivals += 1
    await withCheckedContinuation { waiting = $0 }
  }

  /// Lets the waiting action go on, once it has arrived.
  func open() async {
    while waiting == nil { await Task.yield() }
    waiting?.resume()
    waiting = nil
  }
}

@Suite("Pull-to-refresh")
@MainActor
struct RefreshTests {
  @Test("a pull runs the action once; the host shows it refreshing until the action returns")
  func pullRunsTheAction() async {
    let (host, controller) = makeController()
    let gate = RefreshGate()
    await controller.updateAndWait(with: textSections(["s": "a b"]), animated: false)
    #expect(host.shownRefreshState == (false, false))
    #expect(!host.pullToRefresh(), "no action: nothing to refresh")

    controller.refreshAction = {
      await gate.wait()
      await controller.updateAndWait(with: textSections(["s": "new a b"]))
    }
    #expect(host.shownRefreshState == (true, false))
    #expect(host.pullToRefresh())
    #expect(controller.isRefreshing && host.shownRefreshState == (true, true))
    #expect(host.pullToRefresh(), "a second pull joins the refresh that runs")
    await gate.open()
    while controller.isRefreshing { await Task.yield() }
    #expect(gate.arrivals == 1)
    #expect(host.shownRefreshState == (true, false))
    #expect(host.shownIdentifiers == ["s[new a b]"])

    controller.refreshAction = nil
    #expect(host.shownRefreshState == (false, false))
  }

  @Test("refresh() awaits the action, and does nothing while one runs")
  func awaitedRefresh() async {
    let (_, controller) = makeController()
    let gate = RefreshGate()
    var runs = 0
    controller.refreshAction = {
      runs += 1
      await gate.wait()
    }
    async let first: Void = controller.refresh()
    while !controller.isRefreshing { await Task.yield() }
    await controller.refresh()  // returns at once
    #expect(runs == 1 && controller.isRefreshing)
    await gate.open()
    await first
    #expect(!controller.isRefreshing && runs == 1)
    async let second: Void = controller.refresh()
    await gate.open()
    await second
    #expect(runs == 2)
  }
}
