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
    // The action runs in a task of the controller's, once the caller has yielded.
    while !controller.isRefreshing || runs == 0 { await Task.yield() }
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

  @Test("ending a refresh cancels its action, shows it ended and returns from refresh()")
  func endRefreshing() async {
    let (host, controller) = makeController()
    var cancelled = 0
    var started = 0
    controller.refreshAction = {
      started += 1
      try? await Task.sleep(for: .seconds(3600))
      if Task.isCancelled { cancelled += 1 }
    }
    controller.endRefreshing()  // nothing runs: nothing to end
    #expect(host.shownRefreshState == (true, false))

    async let first: Void = controller.refresh()
    while started < 1 { await Task.yield() }
    #expect(host.shownRefreshState == (true, true))
    controller.endRefreshing()
    #expect(!controller.isRefreshing && host.shownRefreshState == (true, false))
    await first  // returns though the action was still sleeping
    while cancelled < 1 { await Task.yield() }

    // An action that returns after its refresh was ended ends nothing: the next one runs on.
    var gates: [CheckedContinuation<Void, Never>] = []
    var returned = 0
    controller.refreshAction = {
      await withCheckedContinuation { gates.append($0) }  // deaf to cancellation
      returned += 1
    }
    #expect(host.pullToRefresh())
    while gates.count < 1 { await Task.yield() }
    controller.endRefreshing()
    #expect(host.pullToRefresh(), "a new refresh starts at once")
    while gates.count < 2 { await Task.yield() }
    gates[0].resume()
    while returned < 1 { await Task.yield() }
    #expect(controller.isRefreshing && host.shownRefreshState == (true, true))

    // Dropping the action ends the refresh too.
    controller.refreshAction = nil
    #expect(!controller.isRefreshing && host.shownRefreshState == (false, false))
    gates[1].resume()
    while returned < 2 { await Task.yield() }
    #expect(!controller.isRefreshing)
  }

  @Test("cancelling the task that awaits refresh() cancels the action")
  func cancelledCaller() async {
    let (_, controller) = makeController()
    var cancelled = false
    controller.refreshAction = {
      try? await Task.sleep(for: .seconds(3600))
      cancelled = Task.isCancelled
    }
    let caller = Task { await controller.refresh() }
    while !controller.isRefreshing { await Task.yield() }
    caller.cancel()
    await caller.value
    #expect(cancelled && !controller.isRefreshing)
  }
}
