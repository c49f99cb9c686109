import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Diffing large states off the main actor")
@MainActor
struct OffMainDiffingTests {
  @Test("a diff superseded by a newer update is dropped, never applied")
  func supersededResultIsDropped() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a b c"]), animated: false)
    controller.offMainDiffingThreshold = 0
    var order: [String] = []

    // Neither call yields the main actor, so the first diff cannot have been applied when the
    // second request arrives.
    controller.update(with: textSections(["s": "c b a"]), animated: false) { _ in
      order.append("reversed")
    }
    #expect(controller.isUpdating)
    #expect(host.batches.count == 1)
    let finished = await controller.updateAndWait(
      with: textSections(["s": "a b c d"]), animated: false)

    #expect(finished)
    #expect(order == ["reversed"])
    #expect(host.batches.count == 2)
    #expect(host.batches.last == BatchUpdate(itemInsertions: [IndexPath(item: 3, section: 0)]))
    #expect(host.shownIdentifiers == ["s[a b c d]"])
    #expect(host.errors.isEmpty)
  }

  @Test("when drops in a row reach the limit, a superseded diff is shown and the newest follows")
  func droppedDiffsAreBounded() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a b c"]), animated: false)
    controller.offMainDiffingThreshold = 0
    controller.maximumDroppedDiffs = 0
    var order: [String] = []

    controller.update(with: textSections(["s": "c b a"]), animated: false) { _ in
      order.append("reversed")
    }
    let finished = await controller.updateAndWait(
      with: textSections(["s": "a b c d"]), animated: false)

    #expect(finished)
    #expect(order == ["reversed"])
    #expect(host.batches.count == 3, "the superseded state was shown on the way")
    #expect(host.batches[1].itemMoves.count == 2)
    #expect(host.shownIdentifiers == ["s[a b c d]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a reordering while a diff runs makes it start again from the moved state")
  func reorderSupersedesDiff() async {
    await reorderWhileDiffing(maximumDroppedDiffs: 2)
  }

  @Test("a diff that starts from a state the user has since reordered is never shown")
  func reorderAlwaysDrops() async {
    await reorderWhileDiffing(maximumDroppedDiffs: 0)
  }

  private func reorderWhileDiffing(maximumDroppedDiffs: Int) async {
    let (host, controller) = makeController()
    controller.maximumDroppedDiffs = maximumDroppedDiffs
    let handles: [any CellModel] = ["a", "b", "c"].map { HandleModel(identifier: $0) }
    await controller.updateAndWait(
      with: [Section(cellModels: handles, identifier: "s")], animated: false)
    controller.offMainDiffingThreshold = 0

    let grown = [Section(cellModels: handles + [HandleModel(identifier: "d")], identifier: "s")]
    controller.update(with: grown, animated: false, completion: nil)
    #expect(controller.isUpdating)
    // The user drags "a" to the end while the diff is running.
    #expect(
      host.moveItemInteractively(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(identifiers(controller.sections) == ["s[b c a]"])
    await controller.updateAndWait(with: grown, animated: false)

    #expect(host.errors.isEmpty)
    #expect(host.shownIdentifiers == ["s[a b c d]"])
    #expect(host.batches.last?.itemMoves.isEmpty == false)
  }

  @Test("states above the threshold reach the screen like small ones")
  func largeState() async {
    let (host, controller) = makeController(policy: UpdatePolicy(maximumAnimatedOperations: .max))
    let first = (0..<3_000).map { TextModel(identifier: "i\($0)", text: "x") as any CellModel }
    var second = first.reversed() as [any CellModel]
    second.removeLast(100)
    await controller.updateAndWait(
      with: [Section(cellModels: first, identifier: "big")], animated: false)
    await controller.updateAndWait(
      with: [Section(cellModels: second, identifier: "big")], animated: false)
    #expect(host.errors.isEmpty)
    #expect(host.view.sections.first?.items.count == 2_900)
    #expect(host.view.sections.first?.items.first?.id == "i2999")
  }
}
