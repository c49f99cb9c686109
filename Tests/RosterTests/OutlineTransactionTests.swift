import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// A transaction's edits of outline trees: a node inserted, removed or moved with its subtree,
/// through the controller (expansion kept by identity, one batch) and, at random, against a
/// reference tree that predicts each edit's result or its error.
@MainActor
@Suite("Outline: editing trees in a transaction")
struct OutlineTransactionTests {
  static func item(
    _ identifier: String, isExpanded: Bool = false, children: [OutlineItem] = []
  ) -> OutlineItem {
    OutlineItem(TextModel(identifier: identifier), isExpanded: isExpanded, children: children)
  }

  /// `a` (with `a1` and `a2`, which has `a21`), `b` (with `b1`), leaf `c`; flat section `f`
  /// with `x`.
  static func sections() -> [Section] {
    [
      Section(
        "s",
        outline: [
          item("a", children: [item("a1"), item("a2", children: [item("a21")])]),
          item("b", children: [item("b1")]), item("c"),
        ]),
      Section(cellModels: [TextModel(identifier: "x")], identifier: "f"),
    ]
  }

  static func shown(_ host: SimulatedListHost) -> [String] {
    host.displayedIdentifiers.first ?? []
  }

  @Test("a moved node keeps its expansion and its subtree's, and the move is one batch")
  func moveKeepsExpansion() throws {
    let (host, controller) = makeController()
    controller.update(with: Self.sections(), animated: false)
    host.settle()
    controller.expand("a2")
    controller.expand("a")
    host.settle()
    #expect(Self.shown(host) == ["a", "a1", "a2", "a21", "b", "c"])
    let batches = host.batchCount
    try controller.modify { list in
      try list.moveOutlineItem(id: "a2", under: "b", at: 1)
      try list.moveOutlineItem(id: "c", at: 0)
    }
    host.settle()
    #expect(host.batchCount == batches + 1)
    controller.expand("b")
    host.settle()
    #expect(Self.shown(host) == ["c", "a", "a1", "b", "b1", "a2", "a21"])
    #expect(controller.isExpanded("a2"))
    let a21 = try #require(controller.snapshot.outlineRow(at: IndexPath(item: 6, section: 0)))
    #expect(a21.level == 2 && a21.parentIdentifier == "a2")
  }

  @Test("inserting and removing nodes, and the cell edits that reach outline rows")
  func insertAndRemove() throws {
    let (host, controller) = makeController()
    controller.update(with: Self.sections(), animated: false)
    host.settle()
    try controller.modify { list in
      try list.insertOutlineItem(Self.item("b0", children: [Self.item("b00")]), under: "b", at: 0)
      try list.insertOutlineItem(Self.item("z"), at: 3, inSection: "s")
      // A hidden node is removed by identifier too, with its subtree.
      #expect(try list.remove(id: "a2").identifier == "a2")
      try list.replace(with: TextModel(identifier: "b1", text: "renamed"))
    }
    host.settle()
    controller.expandAll()
    host.settle()
    #expect(Self.shown(host) == ["a", "a1", "b", "b0", "b00", "b1", "c", "z"])
    let b1 = try #require(controller.cellModel(at: IndexPath(item: 5, section: 0)) as? TextModel)
    #expect(b1.text == "renamed")
  }

  @Test("bad edits throw a clear error and change nothing")
  func badEdits() {
    var list = ListTransaction(sections: Self.sections())
    func expectError(
      _ expected: ListTransactionError, _ edit: (inout ListTransaction) throws -> Void
    ) {
      let before = list.sections.map { $0.outline.map(Self.describe) }
      #expect(throws: expected) { try edit(&list) }
      #expect(list.sections.map { $0.outline.map(Self.describe) } == before)
    }
    expectError(.unknownOutlineItem("nope")) { try $0.removeOutlineItem(id: "nope") }
    expectError(.unknownOutlineItem("nope")) {
      try $0.moveOutlineItem(id: "a", under: "nope", at: 0)
    }
    expectError(.outlineCycle(item: "a", parent: "a21")) {
      try $0.moveOutlineItem(id: "a", under: "a21", at: 0)
    }
    expectError(.outlineCycle(item: "a", parent: "a")) {
      try $0.moveOutlineItem(id: "a", under: "a", at: 0)
    }
    expectError(.childIndexOutOfRange(index: 2, parent: "b", section: "s", validRange: 0...1)) {
      try $0.moveOutlineItem(id: "c", under: "b", at: 2)
    }
    expectError(.childIndexOutOfRange(index: 3, parent: nil, section: "s", validRange: 0...2)) {
      try $0.moveOutlineItem(id: "c", at: 3)
    }
    expectError(.notAnOutlineSection("f")) {
      try $0.moveOutlineItem(id: "c", at: 0, inSection: "f")
    }
    expectError(.unknownSection("nope")) {
      try $0.insertOutlineItem(Self.item("n"), at: 0, inSection: "nope")
    }
    expectError(.duplicateOutlineItem("a21")) {
      try $0.insertOutlineItem(Self.item("n", children: [Self.item("a21")]), under: "c", at: 0)
    }
    expectError(.duplicateOutlineItem("x")) {
      try $0.insertOutlineItem(Self.item("x"), under: "c", at: 0)
    }
    expectError(.duplicateOutlineItem("n")) {
      try $0.insertOutlineItem(Self.item("n", children: [Self.item("n")]), under: "c", at: 0)
    }
    expectError(.rowsOfOutlineSection("s")) {
      try $0.insert(TextModel(identifier: "n"), at: 0, inSection: "s")
    }
    expectError(.rowsOfOutlineSection("s")) {
      try $0.append(TextModel(identifier: "n"), toSection: "s")
    }
    expectError(.rowsOfOutlineSection("s")) { try $0.move(id: "a", to: 0, inSection: "f") }
    #expect(
      ListTransactionError.outlineCycle(item: "a", parent: "a21").description
        == "the node 'a' cannot move under 'a21', which is one of its descendants")
  }

  /// A tree as text, to compare trees whose models are not equatable: `a(a1,a2(a21))`.
  static func describe(_ items: [OutlineItem]) -> String {
    items.map { item in
      item.identifier + (item.children.isEmpty ? "" : "(\(describe(item.children)))")
    }
    .joined(separator: ",")
  }

  // MARK: Against a reference

  /// A node of the reference: an identifier and children, edited by recursion.
  struct Node: Equatable {
    var id: String
    var children: [Node] = []
  }

  enum Edit: CustomStringConvertible {
    case insert(root: Node, parent: String?, section: String, index: Int)
    case remove(String)
    case move(String, parent: String?, section: String?, index: Int)

    var description: String {
      switch self {
      case .insert(let root, let parent, let section, let index):
        "insert \(root.id) under \(parent ?? "root of \(section)") at \(index)"
      case .remove(let id): "remove \(id)"
      case .move(let id, let parent, let section, let index):
        "move \(id) under \(parent ?? "root of \(section ?? "own")") at \(index)"
      }
    }
  }

  @Test("random edits make the reference's trees, or throw the error it predicts")
  func againstReference() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      let failure = Self.run(seed: UInt64(seed))
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test("the random edits succeed and fail in every documented way")
  func coverage() {
    var census: [String: Int] = [:]
    for seed in 0..<500 {
      #expect(Self.run(seed: UInt64(seed), census: &census) == nil, "seed \(seed)")
    }
    for kind in [
      "insert", "remove", "move", "unknownOutlineItem", "childIndexOutOfRange", "outlineCycle",
      "duplicateOutlineItem", "notAnOutlineSection", "unknownSection",
    ] {
      #expect(census[kind, default: 0] > 40, "\(kind): \(census[kind, default: 0])")
    }
  }

  static func run(seed: UInt64) -> String? {
    var census: [String: Int] = [:]
    return run(seed: seed, census: &census)
  }

  static func run(seed: UInt64, census: inout [String: Int]) -> String? {
    var mixer = Mixer(state: seed)
    let pool = (0..<16).map { "n\($0)" }
    var used = Set<String>()
    func randomNodes(depth: Int) -> [Node] {
      (0..<mixer.next(depth == 0 ? 4 : 3)).compactMap { _ in
        let free = pool.filter { !used.contains($0) }
        guard !free.isEmpty, depth < 4 else { return nil }
        let id = free[mixer.next(free.count)]
        used.insert(id)
        return Node(id: id, children: mixer.next(2) == 0 ? randomNodes(depth: depth + 1) : [])
      }
    }
    var reference = [("s0", randomNodes(depth: 0)), ("s1", randomNodes(depth: 0))]
    var list = ListTransaction(
      sections: reference.map { Section($0.0, outline: outlineItems($0.1)) }
        + [Section(cellModels: [TextModel(identifier: "flat")], identifier: "f")])
    for step in 0..<12 {
      let ids = reference.flatMap { preorder($0.1) } + ["nope"]
      let parents: [String?] = ids.map { $0 } + [nil]
      let edit: Edit
      switch mixer.next(3) {
      case 0:
        let free = pool.filter { !used.contains($0) } + ["n0", "flat"]
        let id = free[mixer.next(free.count)]
        let child = mixer.next(3) == 0 ? [Node(id: pool[mixer.next(pool.count)])] : []
        edit = .insert(
          root: Node(id: id, children: child), parent: parents[mixer.next(parents.count)],
          section: ["s0", "s1", "f", "nope"][mixer.next(4)], index: mixer.next(5) - 1)
      case 1:
        edit = .remove(ids[mixer.next(ids.count)])
      default:
        edit = .move(
          ids[mixer.next(ids.count)], parent: parents[mixer.next(parents.count)],
          section: [nil, "s0", "s1", "f"][mixer.next(4)], index: mixer.next(5) - 1)
      }
      let expected = apply(edit, to: &reference)
      var thrown: ListTransactionError?
      do {
        switch edit {
        case .insert(let root, let parent?, _, let index):
          try list.insertOutlineItem(outlineItems([root])[0], under: parent, at: index)
        case .insert(let root, nil, let section, let index):
          try list.insertOutlineItem(outlineItems([root])[0], at: index, inSection: section)
        case .remove(let id):
          try list.removeOutlineItem(id: id)
        case .move(let id, let parent?, _, let index):
          try list.moveOutlineItem(id: id, under: parent, at: index)
        case .move(let id, nil, let section, let index):
          try list.moveOutlineItem(id: id, at: index, inSection: section)
        }
      } catch {
        thrown = error
      }
      census[thrown.map(kind) ?? "\(edit)".prefix { $0 != " " }.description, default: 0] += 1
      if thrown != expected {
        return "step \(step), \(edit): threw \(String(describing: thrown)), expected "
          + String(describing: expected)
      }
      used = Set(reference.flatMap { preorder($0.1) })
      let trees = list.sections.prefix(2).map { describe($0.outline ?? []) }
      let expectedTrees = reference.map { describe(outlineItems($0.1)) }
      if trees != expectedTrees {
        return "step \(step), \(edit): trees \(trees), expected \(expectedTrees)"
      }
    }
    return nil
  }

  /// The error's case name.
  static func kind(_ error: ListTransactionError) -> String {
    String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)")
  }

  static func outlineItems(_ nodes: [Node]) -> [OutlineItem] {
    nodes.map { OutlineItem(TextModel(identifier: $0.id), children: outlineItems($0.children)) }
  }

  static func preorder(_ nodes: [Node]) -> [String] {
    nodes.flatMap { [$0.id] + preorder($0.children) }
  }

  /// Applies `edit` to the reference by the documented rules; the error it must throw, if any.
  static func apply(
    _ edit: Edit, to sections: inout [(String, [Node])]
  ) -> ListTransactionError? {
    let all = sections.flatMap { preorder($0.1) }
    switch edit {
    case .insert(let root, let parent, let section, let index):
      var target: (section: Int, parent: String?)
      if let parent {
        guard let found = sections.firstIndex(where: { preorder($0.1).contains(parent) }) else {
          return .unknownOutlineItem(parent)
        }
        target = (found, parent)
      } else {
        guard let found = sections.firstIndex(where: { $0.0 == section }) else {
          return section == "f" ? .notAnOutlineSection("f") : .unknownSection(section)
        }
        target = (found, nil)
      }
      let count = children(of: target.parent, in: sections[target.section].1).count
      guard (0...count).contains(index) else {
        return .childIndexOutOfRange(
          index: index, parent: target.parent, section: sections[target.section].0,
          validRange: 0...count)
      }
      // Depth first, the first identifier already in the list or earlier in the subtree.
      var seen = Set(all + ["flat"])
      if let repeated = preorder([root]).first(where: { !seen.insert($0).inserted }) {
        return .duplicateOutlineItem(repeated)
      }
      insert(root, at: index, under: target.parent, in: &sections[target.section].1)
    case .remove(let id):
      guard let section = sections.firstIndex(where: { preorder($0.1).contains(id) }) else {
        return .unknownOutlineItem(id)
      }
      _ = take(id, from: &sections[section].1)
    case .move(let id, let parent, let sectionID, let index):
      guard let source = sections.firstIndex(where: { preorder($0.1).contains(id) }) else {
        return .unknownOutlineItem(id)
      }
      var target: (section: Int, parent: String?)
      if let parent {
        guard let found = sections.firstIndex(where: { preorder($0.1).contains(parent) }) else {
          return .unknownOutlineItem(parent)
        }
        let subtree = preorder([node(id, in: sections[source].1)].compactMap { $0 })
        if subtree.contains(parent) { return .outlineCycle(item: id, parent: parent) }
        target = (found, parent)
      } else if let sectionID {
        guard let found = sections.firstIndex(where: { $0.0 == sectionID }) else {
          return .notAnOutlineSection(sectionID)
        }
        target = (found, nil)
      } else {
        target = (source, nil)
      }
      var edited = sections
      guard let moved = take(id, from: &edited[source].1) else { return .unknownOutlineItem(id) }
      let count = children(of: target.parent, in: edited[target.section].1).count
      guard (0...count).contains(index) else {
        return .childIndexOutOfRange(
          index: index, parent: target.parent, section: edited[target.section].0,
          validRange: 0...count)
      }
      insert(moved, at: index, under: target.parent, in: &edited[target.section].1)
      sections = edited
    }
    return nil
  }

  static func node(_ id: String, in nodes: [Node]) -> Node? {
    for node in nodes {
      if node.id == id { return node }
      if let found = self.node(id, in: node.children) { return found }
    }
    return nil
  }

  static func children(of parent: String?, in nodes: [Node]) -> [Node] {
    guard let parent else { return nodes }
    return node(parent, in: nodes)?.children ?? []
  }

  static func insert(_ node: Node, at index: Int, under parent: String?, in nodes: inout [Node]) {
    guard let parent else { return nodes.insert(node, at: index) }
    for offset in nodes.indices {
      if nodes[offset].id == parent { return nodes[offset].children.insert(node, at: index) }
      insert(node, at: index, under: parent, in: &nodes[offset].children)
    }
  }

  static func take(_ id: String, from nodes: inout [Node]) -> Node? {
    if let index = nodes.firstIndex(where: { $0.id == id }) { return nodes.remove(at: index) }
    for index in nodes.indices {
      if let found = take(id, from: &nodes[index].children) { return found }
    }
    return nil
  }
}
