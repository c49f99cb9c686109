import Foundation
import RosterTesting
import Testing

/// Updates requested from completions, chained 100,000 deep: the controller starts each one
/// after the previous one's frames have left the stack, so nothing overflows.
@MainActor
@Suite
struct ChainedUpdateTests {
  /// 100,000, or 5,000 under ThreadSanitizer (CI's `.ci/run` sets `ROSTER_SANITIZER=thread`),
  /// where each update costs tens of times as much: a chain of 100,000 held the main actor for
  /// minutes, and the suites' awaited updates waiting for it timed out. 5,000 still chains far
  /// deeper than a stack of one frame per update would allow under TSan's larger frames.
  static let chainLength =
    ProcessInfo.processInfo.environment["ROSTER_SANITIZER"] == "thread" ? 5_000 : 100_000

  /// Ten items of which one changes content per step, so every step is a real batch.
  static func state(_ step: Int) -> [Section] {
    let items = (0..<10).map { item in
      TextModel(identifier: "d\(item)", text: item == step % 10 ? "\(step)" : "")
    }
    return [Section(cellModels: items, identifier: "s")]
  }

  /// Requests the next state from each completion until `last`; returns how many completions
  /// ran.
  static func chain(
    _ controller: ListController<SimulatedListHost>, from step: Int, to last: Int,
    animated: Bool, count: EventCount
  ) {
    controller.update(with: state(step), animated: animated) { _ in
      count.value += 1
      if step < last {
        chain(controller, from: step + 1, to: last, animated: animated, count: count)
      }
    }
  }

  @Test func chainedUnanimatedUpdatesDoNotGrowTheStack() {
    let (host, controller) = makeController()
    let count = EventCount()
    Self.chain(controller, from: 1, to: Self.chainLength, animated: false, count: count)
    #expect(count.value == Self.chainLength)
    #expect(!controller.isUpdating)
    #expect(host.errors.isEmpty)
    #expect(
      host.boundModel(at: IndexPath(item: 0, section: 0))?.identical(
        to: TextModel(identifier: "d0", text: "\(Self.chainLength)")) == true)
  }

  @Test func chainedAnimatedUpdatesDoNotGrowTheStack() {
    let (host, controller) = makeController()
    let count = EventCount()
    Self.chain(controller, from: 1, to: Self.chainLength, animated: true, count: count)
    let settled = host.settle()
    #expect(settled == Self.chainLength)
    #expect(count.value == Self.chainLength)
    #expect(host.errors.isEmpty)
  }

  @Test func chainedUpdatesAboveTheOffMainThresholdFinish() async {
    let (host, controller) = makeController(threshold: 5)
    let count = EventCount()
    let length = 2_000
    Self.chain(controller, from: 1, to: length, animated: false, count: count)
    _ = await valueUnlessHung(within: 120) {
      while count.value < length { await Task.yield() }
      return true
    }
    #expect(count.value == length)
    #expect(host.errors.isEmpty)
  }
}

@MainActor
final class EventCount {
  var value = 0
}
