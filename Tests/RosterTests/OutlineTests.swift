import Foundation
import Roster
import RosterTesting
import Testing

/// Each outline API on the simulated host, and bad input: a tree that repeats identities, a
/// call naming a node no outline has.
@MainActor
@Suite("Outline: sections from trees, expansion calls, updates and bad input")
struct OutlineTests {
  /// `a` (with `a1`, and `a2` with `a21`), `b` (with `b1`), leaf `c`.
  static func tree(
    aExpanded: Bool = false, a2Expanded: Bool = false, bChildren: [String] = ["b1"]
  ) -> [OutlineItem] {
    [
      item(
        "a", isExpanded: aExpanded,
        children: [item("a1"), item("a2", isExpanded: a2Expanded, children: [item("a21")])]),
      item("b", children: bChildren.map { item($0) }),
      item("c"),
    ]
  }

  static func item(
    _ identifier: String, isExpanded: Bool = false, children: [OutlineItem] = []
  ) -> OutlineItem {
    OutlineItem(TextModel(identifier: identifier), isExpanded: isExpanded, children: children)
  }

  /// A controller showing `outline` in section `s`, settled, diagnostics collected.
  static func showing(
    _ outline: [OutlineItem]
  ) -> (
    SimulatedListHost, ListController<SimulatedListHost>, Diagnostics
  ) {
    let (host, controller) = makeController()
    let diagnostics = Diagnostics()
    controller.diagnosticHandler = { diagnostics.all.append($0) }
    controller.update(with: [Section("s", outline: outline)], animated: false)
    host.settle()
    return (host, controller, diagnostics)
  }

  final class Diagnostics {
    var all: [ListDiagnostic] = []
  }

  @Test("a section from a tree shows the rows its data expands, with each row's facts")
  func sectionFromTree() throws {
    let section = Section("s", outline: Self.tree(aExpanded: true))
    #expect(section.cellModels.map(\.identifier) == ["a", "a1", "a2", "b", "c"])
    #expect(section.cellModels.first is TextModel)
    #expect(section.outline?.count == 3)
    let a2 = try #require(section.outlineRow(for: "a2"))
    #expect(a2.level == 1 && a2.parentIdentifier == "a" && a2.hasChildren && !a2.isExpanded)
    let c = try #require(section.outlineRow(for: "c"))
    #expect(c.level == 0 && c.parentIdentifier == nil && !c.hasChildren && !c.isExpanded)
    #expect(section.outlineRow(for: "a21") == nil)
    #expect(Section("flat") { TextModel(identifier: "x") }.outlineRow(for: "x") == nil)
  }

  @Test("an empty outline shows the section's empty model")
  func emptyOutline() {
    let section = Section("s", outline: [], emptyModel: TextModel(identifier: "none"))
    #expect(section.cellModels.map(\.identifier) == ["none"])
    let (host, controller) = makeController()
    controller.update(with: [section], animated: false)
    controller.update(
      with: [Section("s", outline: Self.tree(), emptyModel: TextModel(identifier: "none"))])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("expanding inserts the children under the node, collapsing deletes them")
  func expandAndCollapse() throws {
    let (host, controller, diagnostics) = Self.showing(Self.tree())
    #expect(host.shownIdentifiers == ["s[a b c]"])
    let batches = host.batchCount
    #expect(controller.expand("a"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    #expect(host.batchCount == batches + 1)
    let inserted = try #require(host.batches.last).itemInsertions
    #expect(inserted.sorted() == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 0, section: 0))?.isExpanded == true)
    #expect(controller.snapshot.cellModel(at: IndexPath(item: 1, section: 0)) is TextModel)
    #expect(controller.expand("a2"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b c]"])
    #expect(controller.collapse("a"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(try #require(host.batches.last).itemDeletions.count == 3)
    // The expansion under a collapsed node is kept for when it opens again.
    #expect(controller.expandedOutlineItems == ["a2"])
    controller.expand("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b c]"])
    #expect(host.errors.isEmpty && diagnostics.all.isEmpty)
  }

  @Test("toggling opens a closed node and closes an open one; a leaf stays as it is")
  func toggle() {
    let (host, controller, _) = Self.showing(Self.tree())
    #expect(controller.toggle("b"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b b1 c]"])
    #expect(controller.toggle("b"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(controller.toggle("c"))
    #expect(controller.expandedOutlineItems.isEmpty)
  }

  @Test("expand-all and collapse-all act on the whole list or on one subtree")
  func expandAllAndCollapseAll() {
    let (host, controller, _) = Self.showing(Self.tree())
    #expect(controller.expandAll(under: "a"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b c]"])
    #expect(controller.collapseAll(under: "a2"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    #expect(controller.expandAll())
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b b1 c]"])
    #expect(controller.expandedOutlineItems == ["a", "a2", "b"])
    #expect(controller.collapseAll())
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(controller.expandedOutlineItems.isEmpty)
    #expect(host.errors.isEmpty)
  }

  @Test("the accordion keeps one sibling open: expanding one collapses the others")
  func accordion() {
    let (host, controller, _) = Self.showing(Self.tree())
    controller.expandAll()
    host.settle()
    // Turning it on keeps the first open node of each group.
    controller.expandsOneOutlineSiblingAtATime = true
    host.settle()
    #expect(controller.expandedOutlineItems == ["a", "a2"])
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b c]"])
    controller.expand("b")
    host.settle()
    #expect(controller.expandedOutlineItems == ["a2", "b"])
    #expect(host.shownIdentifiers == ["s[a b b1 c]"])
    // Expand-all keeps the group's open node.
    controller.expandAll()
    host.settle()
    #expect(controller.expandedOutlineItems == ["a2", "b"])
    #expect(host.errors.isEmpty)
  }

  @Test("the change handler hears what each call changed, the accordion's collapses too")
  func changeHandler() {
    let (host, controller, _) = Self.showing(Self.tree())
    var heard: [OutlineExpansionChange] = []
    controller.outlineExpansionChangeHandler = { heard.append($0) }
    controller.expand("a")
    controller.expand("a")
    controller.expandsOneOutlineSiblingAtATime = true
    controller.expand("b")
    host.settle()
    #expect(heard.map(\.expanded) == [["a"], ["b"]])
    #expect(heard.map(\.collapsed) == [[], ["a"]])
  }

  @Test("expansion survives updates: children changed, moved, removed and re-added")
  func expansionAcrossUpdates() {
    let (host, controller, _) = Self.showing(Self.tree())
    controller.expand("a")
    controller.expand("a2")
    controller.expand("b")
    host.settle()
    // Children changed: the expansion stays.
    controller.update(with: [Section("s", outline: Self.tree(bChildren: ["b1", "b2"]))])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b b1 b2 c]"])
    // `a2` moves under `c`, in another section: still expanded.
    let moved: [OutlineItem] = [
      Self.item("a", children: [Self.item("a1")]), Self.item("b", children: [Self.item("b1")]),
    ]
    let other = [
      Self.item(
        "c", isExpanded: true, children: [Self.item("a2", children: [Self.item("a21")])])
    ]
    controller.update(with: [Section("s", outline: moved), Section("t", outline: other)])
    host.settle()
    // `c` was known without children: it stays collapsed though its data says expanded.
    #expect(host.shownIdentifiers == ["s[a a1 b b1]", "t[c]"])
    controller.expand("c")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 b b1]", "t[c a2 a21]"])
    // `b` removed: its state is dropped, and it comes back collapsed, or as its data says.
    controller.update(with: [Section("s", outline: [Self.item("a", children: [Self.item("a1")])])])
    host.settle()
    #expect(!controller.isExpanded("b") && !controller.isExpanded("a2"))
    controller.update(with: [Section("s", outline: Self.tree())])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    // `a` left without children loses its expansion; `a2`, gone meanwhile, comes back as its
    // data says.
    controller.update(with: [Section("s", outline: [Self.item("a")])])
    controller.update(with: [Section("s", outline: Self.tree(a2Expanded: true))])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    controller.expand("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21 b c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("an expansion and an app update waiting together show in one batch")
  func oneBatchWithAnUpdate() {
    let (host, controller, _) = Self.showing(Self.tree())
    controller.update(with: [Section("s", outline: Self.tree()), Section("x", outline: [])])
    // In flight, animating: the next two wait and coalesce.
    let batches = host.batchCount
    controller.update(with: [Section("s", outline: Self.tree(bChildren: ["b1", "b2"]))])
    controller.expand("b")
    host.settle()
    #expect(host.batchCount == batches + 1)
    #expect(host.shownIdentifiers == ["s[a b b1 b2 c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a tree repeating identities: each repeat left out with its subtree, reported")
  func duplicateIdentities() {
    let outline = [
      Self.item("a", isExpanded: true, children: [Self.item("b"), Self.item("a")]),
      Self.item("b", isExpanded: true, children: [Self.item("z")]),
    ]
    let (host, controller, diagnostics) = Self.showing(outline)
    #expect(host.shownIdentifiers == ["s[a b]"])
    #expect(
      diagnostics.all == [
        .duplicateOutlineItems(sectionIdentifier: "s", itemIdentifiers: ["a", "b"])
      ])
    #expect(controller.expandedOutlineItems == ["a"])
    #expect(host.errors.isEmpty)
    // Across sections the first section's node wins.
    diagnostics.all.removeAll()
    controller.update(
      with: [Section("s", outline: [Self.item("k")]), Section("t", outline: [Self.item("k")])])
    host.settle()
    #expect(host.shownIdentifiers == ["s[k]", "t[]"])
    #expect(
      diagnostics.all == [.duplicateOutlineItems(sectionIdentifier: "t", itemIdentifiers: ["k"])])
  }

  @Test("a call naming no node of the outlines reports it, changes nothing and completes false")
  func unknownIdentifiers() {
    let (host, controller, diagnostics) = Self.showing(Self.tree())
    var completions: [Bool] = []
    let expanded = controller.expand("nope", completion: { completions.append($0) })
    #expect(!expanded)
    #expect(!controller.collapse("nope"))
    #expect(!controller.toggle("nope"))
    #expect(!controller.expandAll(under: "nope"))
    #expect(!controller.collapseAll(under: "nope"))
    #expect(completions == [false])
    #expect(diagnostics.all.count == 5)
    #expect(diagnostics.all.allSatisfy { $0 == .unknownOutlineItem(itemIdentifier: "nope") })
    #expect(ListDiagnostic.unknownOutlineItem(itemIdentifier: "nope").description.contains("nope"))
    // A flat section's item is no outline node either.
    controller.update(with: [Section("flat") { TextModel(identifier: "x") }])
    #expect(!controller.expand("x"))
    host.settle()
    #expect(host.errors.isEmpty)
  }

  @Test("a tree as deep as it is long flattens without overflowing the stack")
  func deepTree() {
    var node = Self.item("d1500")
    for depth in stride(from: 1_499, through: 0, by: -1) {
      node = Self.item("d\(depth)", isExpanded: true, children: [node])
    }
    let (host, controller, _) = Self.showing([node])
    #expect(controller.sections.first?.cellModels.count == 1_501)
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 1_500, section: 0))?.level == 1_500)
    controller.collapseAll()
    host.settle()
    #expect(host.shownIdentifiers == ["s[d0]"])
  }

  @Test("section providers' outline sections keep their expansion through their updates")
  func providers() {
    let (host, container) = makeContainer()
    container.controller.diagnosticHandler = { _ in }
    let flat = RecordingProvider("flat", initialSections: textSections(["f": "x y"]))
    let tree = RecordingProvider(
      "tree", initialSections: [Section("t", outline: Self.tree(aExpanded: true))])
    container.setProviders([flat, tree], animated: false)
    host.settle()
    #expect(host.shownIdentifiers == ["f[x y]", "t[a a1 a2 b c]"])
    container.controller.expand("b")
    host.settle()
    // The flat provider's update keeps the other provider's rows as they are shown.
    flat.context?.update(with: textSections(["f": "y"]), animated: true, completion: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["f[y]", "t[a a1 a2 b b1 c]"])
    // The tree provider's update keeps the expansion: `b` with new children, `a2` moved.
    let updated = [
      Self.item("a", children: [Self.item("a1")]),
      Self.item(
        "b", children: [Self.item("b1"), Self.item("a2", children: [Self.item("a21")])]),
    ]
    tree.context?.update(with: [Section("t", outline: updated)], animated: true, completion: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["f[y]", "t[a a1 b b1 a2]"])
    #expect(container.controller.expandedOutlineItems == ["a", "b"])
    #expect(host.errors.isEmpty)
  }

  @Test("a filter on an outline matches every node, each row keeping its facts")
  func filterOverShownRows() {
    let outline = [
      OutlineItem(
        TextModel(identifier: "a", text: "apple"), isExpanded: true,
        children: [
          OutlineItem(TextModel(identifier: "a1", text: "pear")),
          OutlineItem(
            TextModel(identifier: "a2", text: "apricot"),
            children: [OutlineItem(TextModel(identifier: "a21", text: "apple pie"))]),
        ])
    ]
    let (host, controller, _) = Self.showing(outline)
    controller.filterItems(matching: "ap")
    host.settle()
    // `a21`, under collapsed `a2`, is found too (see OutlineFilterTests).
    #expect(host.shownIdentifiers == ["s[a a2 a21]"])
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 1, section: 0))?.level == 1)
    controller.expand("a2")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a2 a21]"])
    #expect(controller.requestedSections.first?.outline?.count == 1)
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 a21]"])
    #expect(host.errors.isEmpty)
  }

  @Test("each section provider hears the expansion changes of its own nodes, before the app")
  func providersHearExpansion() {
    let (host, container) = makeContainer()
    let controller = container.controller
    controller.diagnosticHandler = { _ in }
    let flat = RecordingProvider("flat", initialSections: textSections(["f": "x"]))
    let first = RecordingProvider("first", initialSections: [Section("t", outline: Self.tree())])
    let second = RecordingProvider(
      "second",
      initialSections: [
        Section(
          "u", outline: [Self.item("p", children: [Self.item("q", children: [Self.item("r")])])]
        )
      ])
    container.setProviders([flat, first, second], animated: false)
    host.settle()
    var order: [String] = []
    controller.outlineExpansionChangeHandler = { _ in
      order.append("app after \(first.events.count) \(second.events.count)")
    }
    controller.expand("a")
    host.settle()
    #expect(first.events == ["expanded [\"a\"] collapsed []"])
    #expect(second.events.isEmpty && flat.events.isEmpty)
    #expect(order == ["app after 1 0"])
    // One call over both providers' nodes: each hears its own part.
    controller.expandAll()
    host.settle()
    #expect(first.events.last == "expanded [\"a2\", \"b\"] collapsed []")
    #expect(second.events == ["expanded [\"p\", \"q\"] collapsed []"])
    controller.collapse("q")
    host.settle()
    #expect(second.events.last == "expanded [] collapsed [\"q\"]")
    #expect(first.events.count == 2)
    #expect(host.errors.isEmpty)
  }

  @Test("a section provider's update brings the list's first outline, flattened")
  func providerBringsFirstOutline() {
    let (host, container) = makeContainer()
    container.controller.diagnosticHandler = { _ in }
    let flat = RecordingProvider("flat", initialSections: textSections(["f": "x"]))
    let tree = RecordingProvider("tree", initialSections: textSections(["t": "z"]))
    container.setProviders([flat, tree], animated: false)
    host.settle()
    tree.context?.update(
      with: [Section("t", outline: Self.tree(a2Expanded: true))], animated: true,
      completion: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["f[x]", "t[a b c]"])
    #expect(container.controller.expand("a"))
    host.settle()
    #expect(host.shownIdentifiers == ["f[x]", "t[a a1 a2 a21 b c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a row whose expansion or level changes is rebound, its model the same")
  func changedRowsAreRebound() throws {
    let outline = [
      Self.item("a", children: [Self.item("a1")]),
      OutlineItem(TextModel(identifier: "lazy"), hasUnloadedChildren: true),
    ]
    let (host, controller, _) = Self.showing(outline)
    controller.expand("a")
    host.settle()
    var batch = try #require(host.batches.last)
    #expect(batch.itemInsertions == [IndexPath(item: 1, section: 0)])
    #expect(batch.itemRebinds == [IndexPath(item: 0, section: 0)])
    // Only the row's facts change: no rows come, and the row is still rebound.
    controller.expand("lazy")
    host.settle()
    batch = try #require(host.batches.last)
    #expect(batch.itemInsertions.isEmpty)
    #expect(batch.itemRebinds == [IndexPath(item: 2, section: 0)])
    // `a1` moves a level up: rebound with its move.
    controller.update(
      with: [Section("s", outline: [Self.item("a"), Self.item("a1"), Self.item("lazy")])])
    host.settle()
    batch = try #require(host.batches.last)
    #expect(Set(batch.itemRebinds).isSuperset(of: [IndexPath(item: 0, section: 0)]))
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 1, section: 0))?.level == 0)
    #expect(host.errors.isEmpty)
  }
}
