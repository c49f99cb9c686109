import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Coalescing updates that arrive while a batch animates")
@MainActor
struct CoalescingTests {
  /// Ten items whose order and content depend on `step`.
  static func state(_ step: Int) -> [Section] {
    [
      Section(
        cellModels: (0..<10).map {
          TextModel(identifier: "item\(($0 * 7 + step) % 13)", text: "\(step % 3)")
        },
        identifier: "feed")
    ]
  }

  @Test("100 updates during one animation end in one more batch, the last state, in order")
  func rapidFire() {
    let (host, controller) = makeController()
    var order: [Int] = []
    controller.update(with: Self.state(0)) { _ in order.append(0) }
    #expect(host.isAnimating)
    for step in 1...100 {
      controller.update(with: Self.state(step)) { _ in order.append(step) }
    }
    #expect(host.batches.count == 1)
    #expect(order.isEmpty)

    host.finishAnimations()
    #expect(order == [0])
    #expect(host.batches.count == 2)
    host.finishAnimations()
    #expect(order == Array(0...100))
    #expect(host.batches.count == 2)
    #expect(!controller.isUpdating)
    #expect(host.shownIdentifiers == identifiers(Self.state(100)))
    #expect(host.errors.isEmpty)
  }

  @Test("a coalesced request completes with the finished flag of the batch that covered it")
  func finishedFlag() {
    let (host, controller) = makeController()
    var flags: [Bool] = []
    controller.update(with: Self.state(0)) { flags.append($0) }
    controller.update(with: Self.state(1)) { flags.append($0) }
    host.finishAnimations(finished: true)
    host.finishAnimations(finished: false)
    #expect(flags == [true, false])
  }

  @Test("an update requested from a completion waits until every earlier completion has run")
  func updateFromCompletion() {
    let (host, controller) = makeController()
    var order: [String] = []
    controller.update(with: Self.state(0)) { _ in
      order.append("first")
      controller.update(with: Self.state(5)) { _ in order.append("from completion") }
    }
    controller.update(with: Self.state(1)) { _ in order.append("second") }
    controller.update(with: Self.state(2), animated: false) { _ in order.append("third") }
    while host.isAnimating { host.finishAnimations() }
    #expect(order == ["first", "second", "third", "from completion"])
    #expect(host.shownIdentifiers == identifiers(Self.state(5)))
    #expect(host.errors.isEmpty)
  }

  @Test("an identical update produces no batch and still completes")
  func unchanged() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: Self.state(3), animated: false)
    let finished = await controller.updateAndWait(with: Self.state(3), animated: false)
    #expect(finished)
    #expect(host.batches.count == 1)
  }
}
