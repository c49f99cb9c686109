import Foundation
import Roster
import RosterTesting
import Testing

/// What a collapse does to the selection: a selected row it hides leaves the selection, in
/// single and multiple selection, and is not selected again when its parent reopens.
@MainActor
@Suite("Outline: a collapse deselects the selected rows it hides")
struct OutlineSelectionTests {
  static let tree = [
    OutlineItem(
      TextModel(identifier: "a"), isExpanded: true,
      children: [
        OutlineItem(
          TextModel(identifier: "a1"), isExpanded: true,
          children: [OutlineItem(TextModel(identifier: "a11"))]),
        OutlineItem(TextModel(identifier: "a2")),
      ]),
    OutlineItem(TextModel(identifier: "b")),
  ]

  @Test("single selection: the hidden selected row is deselected, and the handler hears it")
  func single() throws {
    let (host, controller) = makeController()
    controller.selectionMode = .single
    var heard: [ListSelectionChange] = []
    controller.selectionChangeHandler = { heard.append($0) }
    controller.update(with: [Section("s", outline: Self.tree)], animated: false)
    host.settle()
    try controller.select("a11")
    heard = []
    controller.collapse("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b]"])
    #expect(!controller.isSelected("a11") && controller.selectedIdentifiers.isEmpty)
    #expect(heard == [ListSelectionChange(deselected: ["a11"])])
    // Reopened, the row comes back unselected.
    controller.expand("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a11 a2 b]"])
    #expect(controller.selectedIdentifiers.isEmpty)
  }

  @Test("multiple selection: only the rows the collapse hides are deselected")
  func multiple() throws {
    let (host, controller) = makeController()
    controller.selectionMode = .multiple
    var heard: [ListSelectionChange] = []
    controller.selectionChangeHandler = { heard.append($0) }
    controller.update(with: [Section("s", outline: Self.tree)], animated: false)
    host.settle()
    for identifier in ["a", "a1", "a11", "a2", "b"] { try controller.select(identifier) }
    heard = []
    controller.collapse("a1")
    host.settle()
    #expect(controller.selectedIdentifiers == ["a", "a1", "a2", "b"])
    #expect(heard == [ListSelectionChange(deselected: ["a11"])])
    controller.collapse("a")
    host.settle()
    #expect(controller.selectedIdentifiers == ["a", "b"])
    #expect(Set(heard.last?.deselected ?? []) == ["a1", "a2"])
    #expect(host.errors.isEmpty)
  }
}
