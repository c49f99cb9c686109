import Foundation
import Roster
import RosterTerminal
import Testing

/// A node of a test tree: `name`, its children, and whether the data opens it.
struct TreeNode {
  var name: String
  var isExpanded = false
  var children: [TreeNode] = []

  init(_ name: String, isExpanded: Bool = false, _ children: [TreeNode] = []) {
    self.name = name
    self.isExpanded = isExpanded
    self.children = children
  }

  var outlineItem: OutlineItem {
    OutlineItem(TextRow(name), isExpanded: isExpanded, children: children.map(\.outlineItem))
  }
}

/// A tree's outline section.
func outlineSection(_ identifier: String, _ roots: [TreeNode]) -> Section {
  Section(identifier, outline: roots.map(\.outlineItem))
}

@MainActor
@Suite("TerminalListView: outline rows", .timeLimit(hangLimit))
struct OutlineFeatureTests {
  /// a (open): b (closed: c, d), e; f.
  static let tree = [
    TreeNode(
      "a", isExpanded: true, [TreeNode("b", [TreeNode("c"), TreeNode("d")]), TreeNode("e")]),
    TreeNode("f"),
  ]

  func settle(_ fixture: ListFixture) async {
    while fixture.controller.isUpdating {
      fixture.listView.finishAnimations()
      await Task.yield()
    }
    fixture.listView.finishAnimations()
  }

  func shown(_ fixture: ListFixture) -> [String] {
    fixture.controller.sections.flatMap { $0.cellModels.map(\.identifier) }
  }

  func selected(_ fixture: ListFixture) -> String? {
    fixture.listView.selectedIndexPath.flatMap { fixture.controller.cellModel(at: $0)?.identifier }
  }

  func press(_ key: Key, _ fixture: ListFixture) async -> Bool {
    let taken = fixture.listView.handle(key)
    await settle(fixture)
    return taken
  }

  @Test("disclosures sit before each node with children; rows are indented two columns a level")
  func drawsTree() async {
    let fixture = ListFixture(width: 12, height: 6)
    await fixture.show([outlineSection("tree", Self.tree)])
    #expect(fixture.rows == ["▾ a", "  ▸ b", "    e", "  f", "", ""])
    fixture.controller.expand("b")
    await settle(fixture)
    #expect(fixture.rows == ["▾ a", "  ▾ b", "      c", "      d", "    e", "  f"])
  }

  @Test("right to left, the rows are indented from the right and the disclosure points left")
  func drawsTreeRightToLeft() async {
    let fixture = ListFixture(width: 12, height: 4)
    fixture.listView.layoutDirection = .rightToLeft
    await fixture.show([outlineSection("tree", Self.tree)])
    #expect(
      fixture.rows == [
        "         a ▾", "       b ◂", "       e", "         f",
      ])
  }

  @Test("a list without outline sections keeps no disclosure column")
  func flatListHasNoGutter() async {
    let fixture = ListFixture(width: 12, height: 2)
    await fixture.show([rowsSection("s", ["x", "y"])])
    #expect(fixture.rows == ["x", "y"])
    await fixture.show([outlineSection("tree", Self.tree)])
    #expect(fixture.rows == ["▾ a", "  ▸ b"])
    await fixture.show([rowsSection("s", ["x", "y"])])
    #expect(fixture.rows == ["x", "y"])
  }

  @Test("Right opens a node, then goes to its first child; Left closes it, or goes to the parent")
  func keys() async {
    let fixture = ListFixture(width: 12, height: 8)
    await fixture.show([outlineSection("tree", Self.tree)])
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    #expect(await press(.right, fixture))
    #expect(selected(fixture) == "b")
    #expect(await press(.right, fixture))
    #expect(shown(fixture) == ["a", "b", "c", "d", "e", "f"])
    #expect(selected(fixture) == "b")
    #expect(await press(.right, fixture))
    #expect(selected(fixture) == "c")
    // A leaf takes Right and stays.
    #expect(await press(.right, fixture))
    #expect(selected(fixture) == "c")
    #expect(await press(.left, fixture))
    #expect(selected(fixture) == "b")
    #expect(await press(.left, fixture))
    #expect(shown(fixture) == ["a", "b", "e", "f"])
    #expect(selected(fixture) == "b")
    #expect(await press(.left, fixture))
    #expect(selected(fixture) == "a")
    #expect(await press(.left, fixture))
    #expect(shown(fixture) == ["a", "f"])
    // A root leaf: Left and Right do nothing, and go no further.
    #expect(await press(.down, fixture))
    #expect(await press(.left, fixture))
    #expect(await press(.right, fixture))
    #expect(selected(fixture) == "f")
    // `*` opens everything under a node; on a leaf it is not taken.
    #expect(!(await press(.character("*"), fixture)))
    #expect(await press(.up, fixture))
    #expect(await press(.character("*"), fixture))
    #expect(shown(fixture) == ["a", "b", "c", "d", "e", "f"])
    #expect(fixture.controller.expandedOutlineItems == ["a", "b"])
  }

  @Test("right to left, Left opens and Right closes, as the tree is mirrored")
  func keysRightToLeft() async {
    let fixture = ListFixture(width: 12, height: 8)
    fixture.listView.layoutDirection = .rightToLeft
    await fixture.show([outlineSection("tree", Self.tree)])
    fixture.listView.select(IndexPath(item: 1, section: 0))
    #expect(await press(.left, fixture))
    #expect(shown(fixture) == ["a", "b", "c", "d", "e", "f"])
    #expect(await press(.left, fixture))
    #expect(selected(fixture) == "c")
    #expect(await press(.right, fixture))
    #expect(selected(fixture) == "b")
    #expect(await press(.right, fixture))
    #expect(shown(fixture) == ["a", "b", "e", "f"])
  }

  @Test("a cursor on a row a collapse hides moves to its nearest shown ancestor")
  func cursorFollowsCollapse() async {
    let fixture = ListFixture(width: 12, height: 8)
    await fixture.show([outlineSection("tree", Self.tree)])
    fixture.controller.expand("b")
    await settle(fixture)
    fixture.listView.select(IndexPath(item: 3, section: 0))
    #expect(selected(fixture) == "d")
    fixture.controller.collapse("a")
    await settle(fixture)
    #expect(selected(fixture) == "a")
    // Collapsing the parent alone keeps b's expansion, and the cursor on the parent.
    fixture.controller.expand("a")
    await settle(fixture)
    fixture.listView.select(IndexPath(item: 2, section: 0))
    fixture.controller.collapse("b")
    await settle(fixture)
    #expect(selected(fixture) == "b")
    // A removed row is not an outline collapse: the list's own rule keeps a neighbour.
    fixture.listView.select(IndexPath(item: 2, section: 0))
    #expect(selected(fixture) == "e")
    await fixture.show([outlineSection("tree", [TreeNode("a", isExpanded: true), TreeNode("f")])])
    #expect(selected(fixture) != nil)
  }

  @Test("hints name the outline keys on outline rows only, mirrored right to left")
  func hints() async {
    let fixture = ListFixture(width: 40, height: 8)
    await fixture.show([outlineSection("tree", Self.tree), rowsSection("flat", ["x"])])
    let view = fixture.listView
    func words() -> [String] { view.keyHints.map { "\($0.keys) \($0.action)" } }
    view.select(IndexPath(item: 0, section: 0))
    view.filterKey = nil
    view.helpKey = nil
    #expect(
      words() == ["↑↓ navigate", "Enter select", "→ child", "← collapse", "* expand all"])
    view.select(IndexPath(item: 1, section: 0))
    #expect(words() == ["↑↓ navigate", "Enter select", "→ expand", "← parent", "* expand all"])
    view.select(IndexPath(item: 2, section: 0))
    #expect(words() == ["↑↓ navigate", "Enter select", "← parent"])
    view.select(IndexPath(item: 0, section: 1))
    #expect(words() == ["↑↓ navigate", "Enter select"])
    view.layoutDirection = .rightToLeft
    view.select(IndexPath(item: 1, section: 0))
    #expect(words() == ["↑↓ navigate", "Enter select", "← expand", "→ parent", "* expand all"])
    view.outlineExpandAllKey = nil
    #expect(words() == ["↑↓ navigate", "Enter select", "← expand", "→ parent"])
  }

  @Test("a screen reader hears whether a node is expanded, and its level")
  func spoken() async {
    let fixture = ListFixture(width: 20, height: 8)
    await fixture.show([outlineSection("tree", Self.tree)])
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    #expect(view.spokenSelection == "a, expanded, level 1, 1 of 4")
    view.select(IndexPath(item: 1, section: 0))
    #expect(view.spokenSelection == "b, collapsed, level 2, 2 of 4")
    view.select(IndexPath(item: 2, section: 0))
    #expect(view.spokenSelection == "e, level 2, 3 of 4")
  }

  @Test("the filter line counts the matches, not the ancestors shown as their context")
  func matchesCounted() async {
    let fixture = ListFixture(width: 20, height: 8)
    await fixture.show([outlineSection("tree", Self.tree)])
    let view = fixture.listView
    #expect(await press(.character("/"), fixture))
    #expect(await press(.paste("d"), fixture))
    // d shows under a and b, which do not match.
    #expect(shown(fixture) == ["a", "b", "d"])
    #expect(fixture.rows.last?.hasSuffix("1 match") == true)
    #expect(view.spokenFilter == "Filter d, 1 match")
  }

  @Test("a click on a disclosure toggles its node and puts the cursor on it")
  func click() async {
    let fixture = ListFixture(width: 12, height: 8)
    await fixture.show([outlineSection("tree", Self.tree)])
    // b's disclosure is at columns 2-3 of row 1; its text at 4.
    #expect(await press(.click(column: 2, row: 1), fixture))
    #expect(shown(fixture) == ["a", "b", "c", "d", "e", "f"])
    #expect(selected(fixture) == "b")
    // a's, in the gutter.
    #expect(await press(.click(column: 0, row: 0), fixture))
    #expect(shown(fixture) == ["a", "f"])
    // A click on the text selects, as on any row.
    SelectionLog.shared.selected = []
    #expect(await press(.click(column: 5, row: 1), fixture))
    #expect(selected(fixture) == "f")
    #expect(shown(fixture) == ["a", "f"])

    let mirrored = ListFixture(width: 12, height: 8)
    mirrored.listView.layoutDirection = .rightToLeft
    await mirrored.show([outlineSection("tree", Self.tree)])
    // Right to left, b's disclosure is at columns 8-9.
    #expect(await press(.click(column: 9, row: 1), mirrored))
    #expect(shown(mirrored) == ["a", "b", "c", "d", "e", "f"])
  }
}
