import Foundation
import Roster
import RosterTerminal
import Testing

/// Move mode on outline rows: ↑/↓ step among the row's siblings, over a sibling's shown
/// subtree, and never out of its parent; the app hears the move in the tree's terms.
@MainActor
@Suite("TerminalListView: move mode on outline rows")
struct OutlineMoveModeTests {
  static func node(
    _ identifier: String, isExpanded: Bool = false, _ children: [OutlineItem] = []
  )
    -> OutlineItem
  {
    OutlineItem(MovableRow(identifier, recorder: nil), isExpanded: isExpanded, children: children)
  }

  @Test("a row steps over an open sibling's children and stays under its parent")
  func stepsAmongSiblings() async {
    let fixture = ListFixture(width: 16, height: 8)
    // a (open: a1, a2 (open: a21), a3), b
    let tree = [
      Self.node(
        "a", isExpanded: true,
        [Self.node("a1"), Self.node("a2", isExpanded: true, [Self.node("a21")]), Self.node("a3")]),
      Self.node("b"),
    ]
    await fixture.show([Section("s", outline: tree)])
    var heard: [OutlineMove] = []
    fixture.controller.outlineMoveHandler = { heard.append($0) }
    let view = fixture.listView
    func shown() -> [String] {
      fixture.controller.sections[0].cellModels.map(\.identifier)
    }
    view.select(IndexPath(item: 1, section: 0))
    #expect(view.handle(.character("m")))
    view.handle(.down)
    #expect(shown() == ["a", "a2", "a21", "a1", "a3", "b"])
    view.handle(.down)
    view.handle(.down)  // a1 is the last child: it stays
    #expect(shown() == ["a", "a2", "a21", "a3", "a1", "b"])
    view.handle(.up)
    view.handle(.up)
    view.handle(.up)  // the first child: it stays
    #expect(shown() == ["a", "a1", "a2", "a21", "a3", "b"])
    view.handle(.down)
    view.handle(.enter)
    #expect(
      heard == [
        OutlineMove(item: "a1", parent: "a", section: "s", sourceIndex: 0, destinationIndex: 1)
      ])
  }
}
