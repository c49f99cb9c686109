import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Events routed to the right model")
@MainActor
struct EventRoutingTests {
  @Test("selection, highlight and display reach the typed model now at that index path")
  func routing() async {
    let (_, controller) = makeController()
    let log = EventLog()
    func state(_ order: [String]) -> [Section] {
      [
        Section(cellModels: [SkeletonModel(identifier: "plain")], identifier: "top"),
        Section(
          cellModels: order.map { TextModel.logging($0, text: $0.uppercased(), to: log) },
          identifier: "list"),
      ]
    }
    await controller.updateAndWait(with: state(["a", "b", "c"]), animated: false)
    await controller.updateAndWait(with: state(["c", "a", "b"]), animated: false)

    #expect(controller.hostSide.didSelectItem(at: IndexPath(item: 1, section: 1)))
    #expect(!controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 0)))
    #expect(!controller.hostSide.didSelectItem(at: IndexPath(item: 9, section: 1)))
    #expect(controller.hostSide.shouldHighlightItem(at: IndexPath(item: 0, section: 1)))
    #expect(!controller.hostSide.shouldHighlightItem(at: IndexPath(item: 0, section: 0)))
    controller.hostSide.didHighlightItem(at: IndexPath(item: 0, section: 1))
    controller.hostSide.didUnhighlightItem(at: IndexPath(item: 0, section: 1))
    controller.hostSide.willDisplayItem(at: IndexPath(item: 2, section: 1))
    controller.hostSide.didEndDisplayingItem(at: IndexPath(item: 2, section: 1))
    #expect(
      log.entries == [
        "select A [1, 1]", "highlight C [1, 0]", "unhighlight C [1, 0]", "show B [1, 2]",
        "hide B [1, 2]",
      ])
  }

  @Test("a cell that left because its item was deleted reports the model it was bound to")
  func endDisplayingDeletedItem() async {
    let (host, controller) = makeController()
    let log = EventLog()
    await controller.updateAndWait(
      with: [Section(cellModels: [TextModel.logging("a", text: "A", to: log)], identifier: "s")],
      animated: false)
    let bound = host.boundModel(at: IndexPath(item: 0, section: 0))
    controller.hostSide.willDisplayItem(at: IndexPath(item: 0, section: 0))
    await controller.updateAndWait(
      with: [Section(cellModels: [], identifier: "s")], animated: false)
    controller.hostSide.didEndDisplayingItem(at: IndexPath(item: 0, section: 0), model: bound)
    #expect(log.entries == ["show A [0, 0]", "hide A [0, 0]"])
  }

  @Test("highlighting can be disabled per model; a selectable one is still highlighted to select")
  func highlightDisabled() async {
    let (_, controller) = makeController()
    let log = EventLog()
    var selectable = TextModel.logging("a", text: "A", to: log)
    selectable.isHighlightEnabled = false
    var inert = TextModel.logging("b", text: "B", to: log)
    inert.isHighlightEnabled = false
    inert.selectionAction = nil
    await controller.updateAndWait(
      with: [Section(cellModels: [selectable, inert], identifier: "s")], animated: false)
    // Views select only what they may highlight: a selectable item may be.
    #expect(controller.hostSide.shouldHighlightItem(at: IndexPath(item: 0, section: 0)))
    #expect(!controller.hostSide.shouldHighlightItem(at: IndexPath(item: 1, section: 0)))
    // Neither model's highlight action runs.
    #expect(!controller.hostSide.didHighlightItem(at: IndexPath(item: 0, section: 0)))
    #expect(!controller.hostSide.didHighlightItem(at: IndexPath(item: 1, section: 0)))
    #expect(log.entries.isEmpty)
  }

  @Test("reordering moves a reorderable item without a batch; the next update starts there")
  func reordering() async {
    let (host, controller) = makeController()
    let models: [any CellModel] = [
      HandleModel(identifier: "a"), HandleModel(identifier: "b"),
      HandleModel(identifier: "pinned", isReorderable: false),
    ]
    await controller.updateAndWait(
      with: [
        Section(cellModels: models, identifier: "s"), Section(cellModels: [], identifier: "t"),
      ],
      animated: false)
    let batches = host.batches.count

    #expect(
      !host.moveItemInteractively(
        from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(
      !host.moveItemInteractively(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 1)))
    #expect(
      host.moveItemInteractively(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)))
    #expect(host.batches.count == batches)
    #expect(identifiers(controller.sections) == ["s[b pinned]", "t[a]"])
    #expect(controller.indexPath(forIdentifier: "a") == IndexPath(item: 0, section: 1))

    await controller.updateAndWait(
      with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(host.shownIdentifiers == ["s[a b pinned]"])
    #expect(host.errors.isEmpty)
  }

  @Test("no reordering while a batch is in flight")
  func noReorderingWhileAnimating() {
    let (host, controller) = makeController()
    controller.update(with: [
      Section(
        cellModels: [HandleModel(identifier: "a"), HandleModel(identifier: "b")], identifier: "s")
    ])
    #expect(host.isAnimating)
    #expect(!controller.hostSide.canMoveItem(at: IndexPath(item: 0, section: 0)))
    host.finishAnimations()
    #expect(controller.hostSide.canMoveItem(at: IndexPath(item: 0, section: 0)))
  }
}
