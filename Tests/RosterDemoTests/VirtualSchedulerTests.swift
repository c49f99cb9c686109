import RosterDemo
import Testing

@Suite("VirtualScheduler: deterministic time")
@MainActor
struct VirtualSchedulerTests {
  @Test("work runs at its due time, in due order, same-time work in scheduling order")
  func ordering() {
    let scheduler = VirtualScheduler()
    var log: [String] = []
    scheduler.schedule(after: .milliseconds(30)) { log.append("c@\(scheduler.now)") }
    scheduler.schedule(after: .milliseconds(10)) { log.append("a@\(scheduler.now)") }
    scheduler.schedule(after: .milliseconds(10)) { log.append("b@\(scheduler.now)") }
    scheduler.advance(by: .milliseconds(20))
    #expect(log == ["a@0.01 seconds", "b@0.01 seconds"])
    #expect(scheduler.now == .milliseconds(20))
    #expect(scheduler.nextDueTime == .milliseconds(30))
    scheduler.advance(by: .milliseconds(10))
    #expect(log.last == "c@0.03 seconds")
    #expect(scheduler.pendingCount == 0)
  }

  @Test("work scheduled while advancing runs in the same advance when it falls due")
  func nestedScheduling() {
    let scheduler = VirtualScheduler()
    var times: [Duration] = []
    scheduler.schedule(after: .milliseconds(5)) {
      times.append(scheduler.now)
      scheduler.schedule(after: .milliseconds(5)) { times.append(scheduler.now) }
      scheduler.schedule(after: .milliseconds(50)) { times.append(scheduler.now) }
    }
    scheduler.advance(by: .milliseconds(20))
    #expect(times == [.milliseconds(5), .milliseconds(10)])
    #expect(scheduler.runUntilIdle() == 1)
    #expect(times.last == .milliseconds(55))
  }

  @Test("a negative advance or delay counts as zero")
  func negativeDurations() {
    let scheduler = VirtualScheduler()
    var ran = false
    scheduler.schedule(after: .milliseconds(-10)) { ran = true }
    scheduler.advance(by: .milliseconds(-3))
    #expect(ran)
    #expect(scheduler.now == .zero)
  }

  @Test("runUntilIdle stops at its limit when work keeps scheduling more")
  func runUntilIdleLimit() {
    let scheduler = VirtualScheduler()
    func tick() { scheduler.schedule(after: .milliseconds(1)) { tick() } }
    tick()
    #expect(scheduler.runUntilIdle(limit: 25) == 25)
    #expect(scheduler.pendingCount == 1)
  }
}
