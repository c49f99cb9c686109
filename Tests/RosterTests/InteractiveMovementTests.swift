import Foundation
import Roster
import RosterTesting
import Testing

/// A reorderable row whose move action logs the move and hands it to `handler`.
struct DraggableModel: TypedCellModel, ReorderableCellModel, Equatable {
  typealias CellType = DraggableCell
  var identifier: String
  var text = ""
  var isReorderable = true
  var log: MoveLog?

  var moveAction: MoveAction? {
    guard let log else { return nil }
    return { model, source, destination in
      log.heard(model.identifier, from: source, to: destination)
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.text == rhs.text
      && lhs.isReorderable == rhs.isReorderable
  }
}

final class DraggableCell: TypedListCell {
  func bind(model: DraggableModel, sizing: Bool) {}
}

/// The moves models heard, as `"id [s, i] -> [s, i]"`, and what runs when one is heard.
@MainActor
final class MoveLog {
  var moves: [String] = []
  var onMove: (@MainActor (String, IndexPath, IndexPath) -> Void)?

  func heard(_ identifier: String, from source: IndexPath, to destination: IndexPath) {
    moves.append("\(identifier) \(Self.describe(source)) -> \(Self.describe(destination))")
    onMove?(identifier, source, destination)
  }

  static func describe(_ indexPath: IndexPath) -> String {
    "[\(indexPath.section), \(indexPath.item)]"
  }
}

@MainActor
@Suite("Controller: interactive moves hold updates back until the drop")
struct InteractiveMovementTests {
  static func sections(_ layout: KeyValuePairs<String, String>, log: MoveLog?) -> [Section] {
    layout.map { id, items in
      Section(
        cellModels: items.split(separator: " ").map { item in
          let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
          return DraggableModel(
            identifier: parts[0], text: parts.count > 1 ? parts[1] : "",
            isReorderable: parts[0] != "pinned", log: log)
        },
        identifier: id)
    }
  }

  @Test("a drag shows the item where it is dragged, with no batch; the drop reports it once")
  func dragAndDrop() async {
    let (host, controller) = makeController()
    let log = MoveLog()
    await controller.updateAndWait(
      with: Self.sections(["s": "a b c", "t": "d"], log: log), animated: false)
    let batches = host.batchCount
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 0)))
    #expect(!host.beginDrag(at: IndexPath(item: 1, section: 0)))  // one drag at a time
    #expect(host.dragItem(to: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
    #expect(host.shownIdentifiers == ["s[b c a]", "t[d]"])
    #expect(host.dragItem(to: IndexPath(item: 1, section: 1)) == IndexPath(item: 1, section: 1))
    #expect(host.dragItem(to: IndexPath(item: 3, section: 1)) == IndexPath(item: 1, section: 1))
    #expect(host.dragItem(to: IndexPath(item: 0, section: 7)) == IndexPath(item: 1, section: 1))
    #expect(host.shownIdentifiers == ["s[b c]", "t[d a]"])
    #expect(identifiers(controller.sections) == ["s[b c]", "t[d a]"])
    #expect(log.moves.isEmpty)
    host.dropItem()
    #expect(log.moves == ["a [0, 0] -> [1, 1]"])
    #expect(host.batchCount == batches)
    #expect(host.draggedItemIndexPath == nil)
    #expect(host.errors.isEmpty)
  }

  @Test("updates during a drag wait for the drop, then apply from the dropped order")
  func updatesWaitForTheDrop() async {
    let (host, controller) = makeController()
    let log = MoveLog()
    await controller.updateAndWait(with: Self.sections(["s": "a b c"], log: log), animated: false)
    var completions: [String] = []
    #expect(host.beginDrag(at: IndexPath(item: 2, section: 0)))
    host.dragItem(to: IndexPath(item: 0, section: 0))
    // The app edits b and adds d while the user drags c: both wait.
    controller.update(with: Self.sections(["s": "a b:edited c d"], log: log)) { _ in
      completions.append("first")
    }
    controller.update(with: Self.sections(["s": "a b:edited c d e"], log: log)) { _ in
      completions.append("second")
    }
    #expect(!host.isAnimating)
    #expect(host.shownIdentifiers == ["s[c a b]"])
    // Transactions start from the state the app knows: before the drag, or its newest request.
    #expect(identifiers(controller.requestedSections) == ["s[a b c d e]"])
    // The app records the move in its state and asks for it from the move action.
    log.onMove = { _, _, _ in
      controller.update(with: Self.sections(["s": "c a b:edited d e"], log: log)) { _ in
        completions.append("from the move action")
      }
    }
    host.dropItem()
    #expect(log.moves == ["c [0, 2] -> [0, 0]"])
    #expect(host.settle() == 1)  // one batch for all three requests
    #expect(host.shownIdentifiers == ["s[c a b d e]"])
    #expect(completions == ["first", "second", "from the move action"])
    #expect(host.errors.isEmpty)
  }

  @Test("an app that does not record the move gets what it asks for: the item moves back")
  func theAppDecides() async {
    let (host, controller) = makeController()
    let log = MoveLog()
    await controller.updateAndWait(with: Self.sections(["s": "a b c"], log: log), animated: false)
    host.beginDrag(at: IndexPath(item: 0, section: 0))
    host.dragItem(to: IndexPath(item: 2, section: 0))
    controller.update(with: Self.sections(["s": "a b c d"], log: log))
    host.dropItem()
    host.settle()
    #expect(log.moves == ["a [0, 0] -> [0, 2]"])
    #expect(host.shownIdentifiers == ["s[a b c d]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a cancelled drag puts the item back, reports nothing, and applies what waited")
  func cancel() async {
    let (host, controller) = makeController()
    let log = MoveLog()
    await controller.updateAndWait(with: Self.sections(["s": "a b c"], log: log), animated: false)
    host.beginDrag(at: IndexPath(item: 0, section: 0))
    host.dragItem(to: IndexPath(item: 2, section: 0))
    var finished = false
    controller.update(with: Self.sections(["s": "x a b c"], log: log)) { _ in finished = true }
    host.cancelDrag()
    host.settle()
    #expect(log.moves.isEmpty)
    #expect(finished)
    #expect(host.shownIdentifiers == ["s[x a b c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a drop where the drag began reports nothing; items that may not move are not picked up")
  func noMoveAndRefusals() async {
    let (host, controller) = makeController()
    let log = MoveLog()
    await controller.updateAndWait(
      with: Self.sections(["s": "a pinned b"], log: log), animated: false)
    #expect(!host.beginDrag(at: IndexPath(item: 1, section: 0)))
    #expect(!host.beginDrag(at: IndexPath(item: 9, section: 0)))
    #expect(host.dragItem(to: IndexPath(item: 0, section: 0)) == nil)
    #expect(host.beginDrag(at: IndexPath(item: 2, section: 0)))
    host.dragItem(to: IndexPath(item: 0, section: 0))
    host.dragItem(to: IndexPath(item: 2, section: 0))
    host.dropItem()
    #expect(log.moves.isEmpty)
    #expect(host.shownIdentifiers == ["s[a pinned b]"])
    // Not while a batch is in flight.
    controller.update(with: Self.sections(["s": "a pinned b c"], log: log))
    #expect(!host.beginDrag(at: IndexPath(item: 0, section: 0)))
    host.settle()
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 0)))
  }

  @Test("a diff in flight when the drag begins is dropped and redone after the drop")
  func offMainDiffDuringDrag() async {
    let (host, controller) = makeController(threshold: 0)
    let log = MoveLog()
    await controller.updateAndWait(with: Self.sections(["s": "a b c"], log: log), animated: false)
    controller.update(with: Self.sections(["s": "a b c d"], log: log))
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 0)))
    host.dragItem(to: IndexPath(item: 1, section: 0))
    // The off-main diff finishes during the drag: nothing reaches the host.
    for _ in 0..<50 { await Task.yield() }
    #expect(host.shownIdentifiers == ["s[b a c]"])
    #expect(controller.isUpdating == false || !host.isAnimating)
    log.onMove = { _, _, _ in
      controller.update(with: Self.sections(["s": "b a c d"], log: log))
    }
    host.dropItem()
    let shown = await valueUnlessHung {
      while controller.isUpdating || host.isAnimating {
        host.settle()
        await Task.yield()
      }
      return host.shownIdentifiers
    }
    #expect(shown == ["s[b a c d]"])
    #expect(host.errors.isEmpty)
  }

  @Test("allowsMove refuses places the app rules out, for drags and one-step moves alike")
  func allowsMove() async {
    let (host, controller) = makeController()
    let log = MoveLog()
    await controller.updateAndWait(
      with: Self.sections(["s": "header a b", "t": "c"], log: log), animated: false)
    controller.allowsMove = { source, destination in
      destination.section == source.section && destination.item > 0
    }
    #expect(host.beginDrag(at: IndexPath(item: 1, section: 0)))
    #expect(host.dragItem(to: IndexPath(item: 0, section: 0)) == IndexPath(item: 1, section: 0))
    #expect(host.dragItem(to: IndexPath(item: 0, section: 1)) == IndexPath(item: 1, section: 0))
    #expect(host.dragItem(to: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
    host.dropItem()
    #expect(log.moves == ["a [0, 1] -> [0, 2]"])
    #expect(
      !host.moveItemInteractively(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(host.shownIdentifiers == ["s[header b a]", "t[c]"])
    // Where a drag began is always allowed: the item may go back.
    controller.allowsMove = { _, destination in destination.item > 1 }
    #expect(host.beginDrag(at: IndexPath(item: 1, section: 0)))
    #expect(host.dragItem(to: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
    #expect(host.dragItem(to: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
    host.dropItem()
    #expect(log.moves == ["a [0, 1] -> [0, 2]"])
  }

  @Test(
    "under a container, the provider hears the move in its own index paths; no move crosses providers"
  )
  func providers() async {
    let (host, container) = makeContainer(policy: UpdatePolicy())
    let log = MoveLog()
    let first = RecordingProvider(
      "first", initialSections: Self.sections(["f": "f0 f1"], log: log))
    let second = RecordingProvider(
      "second", initialSections: Self.sections(["g": "g0", "h": "h0 h1"], log: log))
    container.setProviders([first, second], animated: false)
    host.settle()
    #expect(host.shownIdentifiers == ["f[f0 f1]", "g[g0]", "h[h0 h1]"])
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 1)))
    // Section 0 is the first provider's: refused; section 2 is the same provider's.
    #expect(host.dragItem(to: IndexPath(item: 0, section: 0)) == IndexPath(item: 0, section: 1))
    #expect(host.dragItem(to: IndexPath(item: 1, section: 2)) == IndexPath(item: 1, section: 2))
    first.clearEvents()
    second.clearEvents()
    host.dropItem()
    #expect(second.events == ["move g0 [0, 0] [1, 1]"])
    #expect(first.events.isEmpty)
    #expect(log.moves == ["g0 [0, 0] -> [1, 1]"])
    #expect(
      !host.moveItemInteractively(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)))
  }
}

/// A move dropped into a section the app removed during the drag: what the move action can read
/// to resolve it, as `ReorderableCellModel`'s documentation says.
@MainActor
@Suite("Interactive movement: a drop into a section removed meanwhile")
struct MoveIntoRemovedSectionTests {
  @Test func theActionReadsTheDroppedSectionAndNeighbourByIdentifier() {
    let (host, controller) = makeController()
    let log = MoveLog()
    func rows(_ names: String) -> [any CellModel] {
      names.split(separator: " ").map { DraggableModel(identifier: String($0), log: log) }
    }
    controller.update(
      with: [
        Section(cellModels: rows("a b"), identifier: "A"),
        Section(cellModels: rows("c d"), identifier: "B"),
      ],
      animated: false)
    var resolved: (section: String, after: String?, stillRequested: Bool)?
    log.onMove = { _, _, destination in
      let section = controller.sections[destination.section]
      resolved = (
        section.identifier,
        destination.item > 0 ? section.cellModels[destination.item - 1].identifier : nil,
        controller.requestedSections.contains { $0.identifier == section.identifier }
      )
    }
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 0)))
    _ = host.dragItem(to: IndexPath(item: 1, section: 1))
    // The app removes section B while the drag holds its updates.
    controller.update(with: [Section(cellModels: rows("a b"), identifier: "A")], animated: false)
    host.dropItem()
    host.settle()
    #expect(log.moves == ["a [0, 0] -> [1, 1]"])
    #expect(resolved?.section == "B")
    #expect(resolved?.after == "c")
    #expect(resolved?.stillRequested == false)
    #expect(host.errors.isEmpty)
  }
}
