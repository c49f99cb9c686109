import Foundation
import Roster
import RosterTesting
import Testing

final class MarkCell: TypedListCell {
  func bind(model: MarkModel, sizing: Bool) {}
}

/// A selectable model whose selection and selection-change actions write to a log.
struct MarkModel: TypedCellModel, SelectableCellModel, Equatable {
  typealias CellType = MarkCell
  var identifier: String
  var text = ""
  var log: EventLog?
  var hasAction = true

  var selectionAction: SelectionAction? {
    guard hasAction else { return nil }
    return { model, path in model.log?.entries.append("open \(model.identifier) \(path)") }
  }

  var selectionChangeAction: SelectionChangeAction? {
    { model, isSelected, path in
      model.log?.entries.append("\(isSelected ? "+" : "-")\(model.identifier) \(path)")
    }
  }

  static func == (lhs: MarkModel, rhs: MarkModel) -> Bool {
    lhs.identifier == rhs.identifier && lhs.text == rhs.text && lhs.hasAction == rhs.hasAction
  }
}

/// Sections of ``MarkModel``s from `["a": "x y"]` pairs; an item `x:2` has text `2`; an item
/// `-x` is a `SkeletonModel`, which cannot be selected.
@MainActor
func markSections(_ layout: KeyValuePairs<String, String>, log: EventLog? = nil) -> [Section] {
  layout.map { id, items in
    Section(
      cellModels: items.split(separator: " ").map { item -> any CellModel in
        if item.hasPrefix("-") { return SkeletonModel(identifier: String(item.dropFirst())) }
        let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
        return MarkModel(identifier: parts[0], text: parts.count > 1 ? parts[1] : "", log: log)
      },
      identifier: id)
  }
}

@Suite("Selection state and edit mode")
@MainActor
struct SelectionTests {
  @Test("with the selection off, a tap runs the action and nothing stays selected")
  func offByDefault() async {
    let (host, controller) = makeController()
    let log = EventLog()
    await controller.updateAndWait(with: markSections(["s": "a b"], log: log), animated: false)
    #expect(controller.selectionMode == .off)
    #expect(host.selectItem(withIdentifier: "a"))
    #expect(log.entries == ["open a [0, 0]"])
    #expect(controller.selectedIdentifiers.isEmpty)
    #expect(throws: ListSelectionError.selectionOff) { try controller.select("a") }
  }

  @Test("multiple selection toggles; the action runs when an item becomes selected")
  func multipleToggles() async throws {
    let (host, controller) = makeController()
    let log = EventLog()
    var changes: [ListSelectionChange] = []
    controller.selectionChangeHandler = { changes.append($0) }
    controller.selectionMode = .multiple
    await controller.updateAndWait(with: markSections(["s": "a b c"], log: log), animated: false)

    host.selectItem(withIdentifier: "c")
    host.selectItem(withIdentifier: "a")
    #expect(controller.selectedIdentifiers == ["a", "c"], "in display order")
    #expect(controller.indexPathsForSelectedItems == [[0, 0], [0, 2]])
    #expect(host.selectedItemIdentifiers == ["a", "c"])
    host.selectItem(withIdentifier: "c")
    #expect(controller.selectedIdentifiers == ["a"])
    #expect(
      log.entries == ["+c [0, 2]", "open c [0, 2]", "+a [0, 0]", "open a [0, 0]", "-c [0, 2]"])
    #expect(
      changes == [
        ListSelectionChange(selected: ["c"]), ListSelectionChange(selected: ["a"]),
        ListSelectionChange(deselected: ["c"]),
      ])
    #expect(host.deselectItem(at: [0, 0]))
    #expect(controller.selectedIdentifiers.isEmpty && host.selectedItemIdentifiers.isEmpty)
  }

  @Test("single selection replaces the selected item, and a second tap keeps it")
  func singleReplaces() async throws {
    let (host, controller) = makeController()
    controller.selectionMode = .single
    await controller.updateAndWait(with: markSections(["s": "a b"]), animated: false)
    host.selectItem(withIdentifier: "a")
    host.selectItem(withIdentifier: "b")
    host.selectItem(withIdentifier: "b")
    #expect(controller.selectedIdentifiers == ["b"])
    #expect(throws: ListSelectionError.selectionOff) { try controller.selectAll() }
    controller.selectionMode = .multiple
    try controller.selectAll()
    #expect(controller.selectedIdentifiers == ["a", "b"])
    controller.selectionMode = .single
    #expect(controller.selectedIdentifiers == ["a"], "the newest selection stays")
  }

  @Test("the selection follows its items through moves and changes, and drops removed ones")
  func keptByIdentity() async throws {
    let (host, controller) = makeController()
    var changes: [ListSelectionChange] = []
    controller.selectionChangeHandler = { changes.append($0) }
    controller.selectionMode = .multiple
    await controller.updateAndWait(with: markSections(["s": "a b c d"]), animated: false)
    try controller.select("b")
    try controller.select("d")
    changes = []

    // d moves to the front and changes, b moves to another section, c is deleted.
    controller.update(with: markSections(["t": "b", "s": "d:2 a"]))
    #expect(controller.isSelected("b") && controller.isSelected("d"))
    host.finishAnimations()
    #expect(controller.selectedIdentifiers == ["b", "d"])
    #expect(controller.indexPathsForSelectedItems == [[0, 0], [1, 0]])
    #expect(host.selectedItemIdentifiers == ["b", "d"])
    #expect(changes.isEmpty)

    await controller.updateAndWait(with: markSections(["s": "a"]), animated: true)
    #expect(controller.selectedIdentifiers.isEmpty)
    #expect(Set(changes.flatMap(\.deselected)) == ["b", "d"] && changes.count == 1)
    #expect(host.selectedItemIdentifiers.isEmpty)
  }

  @Test("an item whose removal waits behind an animation cannot be selected, nor a new one yet")
  func leavingItems() async throws {
    let (host, controller) = makeController()
    controller.selectionMode = .multiple
    await controller.updateAndWait(with: markSections(["s": "a b"]), animated: false)
    controller.update(with: markSections(["s": "b c"]))  // animating
    controller.update(with: markSections(["s": "c"]))  // waits
    #expect(throws: ListSelectionError.notSelectable("b")) { try controller.select("b") }
    #expect(throws: ListSelectionError.unknownItem("x")) { try controller.select("x") }
    #expect(!host.selectItem(withIdentifier: "b"))
    host.finishAnimations()
    host.finishAnimations()
    try controller.select("c")
    #expect(controller.selectedIdentifiers == ["c"])
  }

  @Test("a model that is not selectable is refused, with and without a selection action")
  func notSelectable() async throws {
    let (host, controller) = makeController()
    controller.selectionMode = .multiple
    var sections = markSections(["s": "a -k"])
    sections[0].cellModels.append(MarkModel(identifier: "q", hasAction: false))
    await controller.updateAndWait(with: sections, animated: false)
    #expect(throws: ListSelectionError.notSelectable("k")) { try controller.select("k") }
    #expect(!host.selectItem(withIdentifier: "k"))
    #expect(host.selectItem(withIdentifier: "q"), "a model without an action may be selected")
    try controller.selectAll()
    #expect(controller.selectedIdentifiers == ["a", "q"])
  }

  @Test("edit mode: taps toggle without running actions; leaving it keeps what the mode allows")
  func editMode() async throws {
    let (host, controller) = makeController()
    let log = EventLog()
    await controller.updateAndWait(with: markSections(["s": "a b c"], log: log), animated: false)
    let before = host.selectionChangeCount
    controller.isEditing = true
    #expect(host.selectionChangeCount == before + 1, "the host shows the selection controls")
    host.selectItem(withIdentifier: "a")
    host.selectItem(withIdentifier: "c")
    #expect(log.entries == ["+a [0, 0]", "+c [0, 2]"], "no action runs in edit mode")
    #expect(controller.selectedIdentifiers == ["a", "c"])

    let removed = controller.removeSelectedItems()
    #expect(removed.map(\.identifier) == ["a", "c"])
    await controller.updateAndWait(with: controller.requestedSections, animated: false)
    #expect(host.shownIdentifiers == ["s[b]"])
    #expect(controller.selectedIdentifiers.isEmpty)

    host.selectItem(withIdentifier: "b")
    controller.isEditing = false
    #expect(controller.selectedIdentifiers.isEmpty, "outside edit mode the selection is off")

    controller.selectionMode = .single
    controller.isEditing = true
    host.selectItem(withIdentifier: "b")
    controller.isEditing = false
    #expect(controller.selectedIdentifiers == ["b"], "single selection keeps one")

    controller.editingSelectionMode = .off
    controller.isEditing = true
    #expect(controller.selectedIdentifiers.isEmpty)
    #expect(!host.selectItem(withIdentifier: "b"), "no selection and no action in edit mode")
  }

  @Test("moving the selected items is one update, and they stay selected")
  func moveSelected() async throws {
    let (host, controller) = makeController()
    controller.selectionMode = .multiple
    await controller.updateAndWait(
      with: markSections(["s": "a b c", "t": "d e"]), animated: false)
    try controller.select("c")
    try controller.select("a")
    let batches = host.batchCount
    try controller.moveSelectedItems(toSection: "t", at: 1)
    host.finishAnimations()
    #expect(host.shownIdentifiers == ["s[b]", "t[d a c e]"])
    #expect(host.batchCount == batches + 1)
    #expect(controller.selectedIdentifiers == ["a", "c"])
    #expect(throws: ListTransactionError.self) {
      try controller.moveSelectedItems(toSection: "t", at: 9)
    }
    #expect(throws: ListTransactionError.unknownSection("z")) {
      try controller.moveSelectedItems(toSection: "z", at: 0)
    }
    #expect(host.shownIdentifiers == ["s[b]", "t[d a c e]"])
  }

  @Test("section providers hear selection changes in their own index paths")
  func providersHear() async throws {
    let host = SimulatedListHost()
    let container = SectionContainer(host: host)
    container.controller.selectionMode = .multiple
    let top = RecordingProvider("top", initialSections: markSections(["t": "x"]))
    let bottom = RecordingProvider("bottom", initialSections: markSections(["b": "y z"]))
    container.setProviders([top, bottom], animated: false)
    host.selectItem(withIdentifier: "z")
    try container.controller.select("x")
    container.controller.deselectAll()
    #expect(
      bottom.events.filter { $0.contains("selected") } == [
        "selected z [0, 1]", "deselected z [0, 1]",
      ])
    #expect(
      top.events.filter { $0.contains("selected") } == [
        "selected x [0, 0]", "deselected x [0, 0]",
      ])
    #expect(bottom.events.contains("select z [0, 1]"), "the tap is a selection too")
  }
}
