import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Random trees in outline sections beside a flat one, and random sequences of expand,
/// collapse, toggle, expand-all and collapse-all (whole list and per subtree), the accordion
/// turned on and off, app updates (nodes inserted, removed with their subtrees, moved to
/// another parent or section, re-added later under an identifier seen before, their initial
/// expansion and unloaded children changed), and a filter set, changed and cleared, with
/// animations ended at random. A reference keeps its own expansion set by the documented
/// rules and flattens plain recursive trees: whenever the host settles it shows the
/// reference's rows (under a filter, every node whose subtree has a match, whatever the
/// expansion), every batch legal; the controller's expanded set is the reference's, a subset
/// of the nodes with children, with one open sibling per group under the accordion; each
/// row's outline facts are the reference's and its model is the app's; and the change
/// handler hears exactly what each call changed.
@MainActor
@Suite("Outline: random trees, expansion calls and updates against a reference flattening")
struct OutlinePropertyTests {
  /// A node of the reference tree.
  struct Node {
    var id: String
    var children: [Node] = []
    var unloaded = false
    /// The data's initial expansion.
    var open = false
    var hasChildren: Bool { !children.isEmpty || unloaded }
  }

  /// The reference state: outline sections' roots, and the flat section's items.
  struct State {
    var outlines: [(id: String, roots: [Node])]
    var flat: [String]
  }

  struct Census {
    var checks = 0
    var rowsHiddenByCollapse = 0
    var movesOfExpandedNodes = 0
    var reAdds = 0
    var accordionChecks = 0
    var unknownCalls = 0
    var filterChecks = 0
  }

  @Test("the host shows the reference flattening of the latest tree under the latest expansion")
  func outlines() async {
    await propertyCheck(count: propertyCases(2_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs hide rows, move expanded nodes, re-add nodes and use the accordion",
    .enabled(if: checksCensus))
  func coverage() {
    var census = Census()
    for seed in 0..<500 {
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
    // Of 500 runs: 1,825 checks, 1,293 with rows hidden under collapsed nodes, 118 moves of
    // expanded nodes, 166 identifiers re-added after leaving, 511 checks under the accordion,
    // 3,248 calls naming no node, 1,640 outline sections checked under a filter.
    #expect(census.rowsHiddenByCollapse > 800)
    #expect(census.movesOfExpandedNodes > 80)
    #expect(census.reAdds > 120)
    #expect(census.accordionChecks > 300)
    #expect(census.unknownCalls > 1_000)
    #expect(census.filterChecks > 300)
  }

  // MARK: The reference

  static func preorder(_ nodes: [Node], _ body: (Node) -> Void) {
    for node in nodes {
      body(node)
      preorder(node.children, body)
    }
  }

  static func allIdentifiers(_ state: State) -> [String] {
    var result: [String] = []
    for outline in state.outlines { preorder(outline.roots) { result.append($0.id) } }
    return result
  }

  static func find(_ id: String, in nodes: [Node]) -> Node? {
    for node in nodes {
      if node.id == id { return node }
      if let found = find(id, in: node.children) { return found }
    }
    return nil
  }

  static func find(_ id: String, in state: State) -> Node? {
    for outline in state.outlines {
      if let node = find(id, in: outline.roots) { return node }
    }
    return nil
  }

  /// The identifiers of `id`'s sibling group, itself included.
  static func siblings(of id: String, in state: State) -> [String] {
    func search(_ nodes: [Node]) -> [String]? {
      if nodes.contains(where: { $0.id == id }) { return nodes.map(\.id) }
      for node in nodes {
        if let found = search(node.children) { return found }
      }
      return nil
    }
    for outline in state.outlines {
      if let found = search(outline.roots) { return found }
    }
    return []
  }

  static func remove(_ id: String, from nodes: inout [Node]) -> Node? {
    for index in nodes.indices {
      if nodes[index].id == id { return nodes.remove(at: index) }
      if let removed = remove(id, from: &nodes[index].children) { return removed }
    }
    return nil
  }

  static func insert(
    _ node: Node, under parent: String, at pick: Int, in nodes: inout [Node]
  )
    -> Bool
  {
    for index in nodes.indices {
      if nodes[index].id == parent {
        nodes[index].children.insert(node, at: pick % (nodes[index].children.count + 1))
        return true
      }
      if insert(node, under: parent, at: pick, in: &nodes[index].children) { return true }
    }
    return false
  }

  /// Puts `node` where `mixer` picks: among the roots of an outline section, or under one of
  /// `parents` (always among roots when there are none).
  static func place(
    _ node: Node, among parents: [String], in state: inout State, using mixer: inout Mixer
  ) {
    if parents.isEmpty || mixer.next(3) == 0 {
      let outline = mixer.next(state.outlines.count)
      let count = state.outlines[outline].roots.count
      state.outlines[outline].roots.insert(node, at: mixer.next(count + 1))
      return
    }
    let parent = parents[mixer.next(parents.count)]
    for outline in state.outlines.indices
    where insert(node, under: parent, at: mixer.next(4), in: &state.outlines[outline].roots) {
      return
    }
  }

  static func modify(_ id: String, in nodes: inout [Node], _ change: (inout Node) -> Void) {
    for index in nodes.indices {
      if nodes[index].id == id {
        change(&nodes[index])
        return
      }
      modify(id, in: &nodes[index].children, change)
    }
  }

  /// The rows of `nodes` under `expanded`: identifier and level, depth first.
  static func flatten(
    _ nodes: [Node], expanded: Set<String>, level: Int = 0
  )
    -> [(id: String, level: Int, parent: String?)]
  {
    flatten(nodes, expanded: expanded, level: level, parent: nil)
  }

  static func flatten(
    _ nodes: [Node], expanded: Set<String>, level: Int, parent: String?
  ) -> [(id: String, level: Int, parent: String?)] {
    nodes.flatMap { node in
      [(node.id, level, parent)]
        + (node.hasChildren && expanded.contains(node.id)
          ? flatten(node.children, expanded: expanded, level: level + 1, parent: node.id) : [])
    }
  }

  /// The expansion after an update from `old` to `new`: a node `old` had keeps its state, a
  /// new one takes its data's; only nodes with children; one per group under the accordion.
  static func expansion(
    after old: State, to new: State, expanded: Set<String>, accordion: Bool
  ) -> Set<String> {
    let known = Set(allIdentifiers(old))
    var result = Set<String>()
    func visit(_ nodes: [Node]) {
      var groupHasOpen = false
      for node in nodes {
        if node.hasChildren {
          var open = known.contains(node.id) ? expanded.contains(node.id) : node.open
          if accordion, groupHasOpen { open = false }
          if open {
            result.insert(node.id)
            groupHasOpen = true
          }
        }
        visit(node.children)
      }
    }
    for outline in new.outlines { visit(outline.roots) }
    return result
  }

  /// The rows a filter by `query` shows: every node whose subtree has a match (its text,
  /// `t` and its identifier, contains the query), depth first, whatever the expansion; each
  /// with whether a row shows under it.
  static func filtered(
    _ nodes: [Node], query: String, level: Int = 0, parent: String? = nil
  ) -> [(id: String, level: Int, parent: String?, isExpanded: Bool)] {
    nodes.flatMap { node in
      let below = filtered(node.children, query: query, level: level + 1, parent: node.id)
      guard ("t" + node.id).contains(query) || !below.isEmpty else {
        return [(id: String, level: Int, parent: String?, isExpanded: Bool)]()
      }
      return [(node.id, level, parent, !below.isEmpty)] + below
    }
  }

  static func sections(_ state: State) -> [Section] {
    func item(_ node: Node) -> OutlineItem {
      OutlineItem(
        TextModel(identifier: node.id, text: "t\(node.id)"), isExpanded: node.open,
        hasUnloadedChildren: node.unloaded, children: node.children.map(item))
    }
    var result = state.outlines.map { Section($0.id, outline: $0.roots.map(item)) }
    result.insert(
      Section(cellModels: state.flat.map { TextModel(identifier: $0) }, identifier: "flat"),
      at: 1)
    return result
  }

  /// The rows of each section: under `expanded`, or the matches of `query` and their
  /// ancestors (the flat section's items have no text, so none match).
  static func rendered(_ state: State, expanded: Set<String>, query: String?) -> [String] {
    var result = state.outlines.map { outline in
      "\(outline.id)["
        + rows(outline.roots, expanded: expanded, query: query).map(\.id).joined(separator: " ")
        + "]"
    }
    let flat = query == nil ? state.flat : []
    result.insert("flat[" + flat.joined(separator: " ") + "]", at: 1)
    return result
  }

  static func rows(
    _ roots: [Node], expanded: Set<String>, query: String?
  ) -> [(id: String, level: Int, parent: String?, isExpanded: Bool)] {
    guard let query else {
      return flatten(roots, expanded: expanded).map { row in
        let open = find(row.id, in: roots)?.hasChildren == true && expanded.contains(row.id)
        return (row.id, row.level, row.parent, open)
      }
    }
    return filtered(roots, query: query)
  }

  // MARK: One run

  /// One run; the first broken expectation, or `nil`.
  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = Mixer(state: seed)
    let (host, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    var changes: [OutlineExpansionChange] = []
    controller.outlineExpansionChangeHandler = { changes.append($0) }
    // A small pool, so removed identifiers come back.
    let pool = (0..<24).map { "n\($0)" }
    var everSeen = Set<String>()

    func randomTree(depth: Int, budget: inout Int, used: inout Set<String>) -> [Node] {
      var nodes: [Node] = []
      for _ in 0..<mixer.next(depth == 0 ? 4 : 3) {
        guard budget > 0 else { break }
        let free = pool.filter { !used.contains($0) }
        guard !free.isEmpty else { break }
        let id = free[mixer.next(free.count)]
        used.insert(id)
        budget -= 1
        var node = Node(id: id, unloaded: mixer.next(8) == 0, open: mixer.next(3) == 0)
        if depth < 3, mixer.next(2) == 0 {
          node.children = randomTree(depth: depth + 1, budget: &budget, used: &used)
        }
        nodes.append(node)
      }
      return nodes
    }

    var used = Set<String>()
    var budget = 4 + mixer.next(14)
    var state = State(
      outlines: [
        ("a", randomTree(depth: 0, budget: &budget, used: &used)),
        ("b", randomTree(depth: 0, budget: &budget, used: &used)),
      ],
      flat: ["f0", "f1"])
    var expanded = expansion(
      after: State(outlines: [], flat: []), to: state, expanded: [], accordion: false)
    var accordion = false
    var query: String?
    everSeen.formUnion(allIdentifiers(state))
    controller.update(with: sections(state), animated: mixer.next(2) == 0)

    func check(_ moment: String) -> String? {
      census.checks += 1
      if let error = host.errors.first { return "\(moment): rejected batch \(error)" }
      let expected = rendered(state, expanded: expanded, query: query)
      guard host.shownIdentifiers == expected else {
        return "\(moment): shows \(host.shownIdentifiers), expected \(expected)"
      }
      guard controller.expandedOutlineItems == expanded else {
        return "\(moment): expanded \(controller.expandedOutlineItems.sorted()),"
          + " expected \(expanded.sorted())"
      }
      let withChildren = Set(
        allIdentifiers(state).filter { find($0, in: state)?.hasChildren == true })
      guard controller.expandedOutlineItems.isSubset(of: withChildren) else {
        return "\(moment): expands nodes without children or gone"
      }
      if accordion {
        census.accordionChecks += 1
        for id in controller.expandedOutlineItems {
          let open = siblings(of: id, in: state).filter(controller.expandedOutlineItems.contains)
          guard open.count == 1 else { return "\(moment): accordion group open \(open)" }
        }
      }
      let total = state.outlines.reduce(0) { count, outline in
        var nodes = 0
        preorder(outline.roots) { _ in nodes += 1 }
        return count + nodes
      }
      let rows = state.outlines.reduce(0) {
        $0 + flatten($1.roots, expanded: expanded).count
      }
      if rows < total { census.rowsHiddenByCollapse += 1 }
      // Each row's facts and model, read as a host reads them.
      let snapshot = controller.snapshot
      for (offset, outline) in state.outlines.enumerated() {
        let section = offset == 0 ? 0 : 2
        let reference = Self.rows(outline.roots, expanded: expanded, query: query)
        if query != nil { census.filterChecks += 1 }
        for (item, row) in reference.enumerated() {
          let path = IndexPath(item: item, section: section)
          guard let model = snapshot.cellModel(at: path) as? TextModel, model.identifier == row.id
          else { return "\(moment): row \(path) is not the app's model for \(row.id)" }
          let node = find(row.id, in: state)
          let facts = snapshot.outlineRow(at: path)
          guard facts?.level == row.level, facts?.parentIdentifier == row.parent,
            facts?.hasChildren == node?.hasChildren,
            facts?.isExpanded == row.isExpanded
          else { return "\(moment): row \(row.id) has facts \(String(describing: facts))" }
        }
      }
      guard snapshot.outlineRow(at: IndexPath(item: 0, section: 1)) == nil else {
        return "\(moment): a flat row has outline facts"
      }
      return nil
    }

    /// Runs one expansion call on the controller and the reference.
    func call(
      _ name: String, _ id: String?, controllerCall: () -> Bool, reference: () -> Void
    )
      -> String?
    {
      let before = expanded
      let known = id.map { find($0, in: state) != nil } ?? true
      let changeCount = changes.count
      let diagnosticCount = diagnostics.count
      if known { reference() } else { census.unknownCalls += 1 }
      let answer = controllerCall()
      guard answer == known else { return "\(name)(\(id ?? "nil")) answered \(answer)" }
      if !known {
        guard diagnostics.count == diagnosticCount + 1,
          diagnostics.last == .unknownOutlineItem(itemIdentifier: id ?? "")
        else { return "\(name)(\(id ?? "nil")): no diagnostic, \(diagnostics)" }
      }
      let change = OutlineExpansionChangeReference(
        expanded: expanded.subtracting(before), collapsed: before.subtracting(expanded))
      if change.expanded.isEmpty, change.collapsed.isEmpty {
        guard changes.count == changeCount else { return "\(name): handler told of no change" }
      } else {
        guard changes.count == changeCount + 1, let told = changes.last,
          told.expanded == change.expanded, told.collapsed == change.collapsed
        else { return "\(name)(\(id ?? "nil")): handler told \(changes.last as Any)" }
      }
      return nil
    }

    func randomIdentifier() -> String {
      mixer.next(12) == 0 ? "unknown\(mixer.next(3))" : pool[mixer.next(pool.count)]
    }

    for step in 0..<(1 + mixer.next(40)) {
      let animated = mixer.next(3) != 0
      var failure: String?
      switch mixer.next(16) {
      case 15:
        // A filter set, changed or cleared: matches inside collapsed nodes show.
        query = [nil, "n1", "n2", "3", "tn", "n"][mixer.next(6)]
        controller.filterItems(matching: query, animated: animated)
      case 0, 1:
        let id = randomIdentifier()
        failure = call(
          "expand", id, controllerCall: { controller.expand(id, animated: animated) },
          reference: {
            guard find(id, in: state)?.hasChildren == true else { return }
            if accordion {
              for sibling in siblings(of: id, in: state) where sibling != id {
                expanded.remove(sibling)
              }
            }
            expanded.insert(id)
          })
      case 2:
        let id = randomIdentifier()
        failure = call(
          "collapse", id, controllerCall: { controller.collapse(id, animated: animated) },
          reference: { expanded.remove(id) })
      case 3, 4:
        let id = randomIdentifier()
        failure = call(
          "toggle", id, controllerCall: { controller.toggle(id, animated: animated) },
          reference: {
            if expanded.contains(id) {
              expanded.remove(id)
            } else if find(id, in: state)?.hasChildren == true {
              if accordion {
                for sibling in siblings(of: id, in: state) where sibling != id {
                  expanded.remove(sibling)
                }
              }
              expanded.insert(id)
            }
          })
      case 5:
        let id: String? = mixer.next(3) == 0 ? nil : randomIdentifier()
        failure = call(
          "expandAll", id,
          controllerCall: { controller.expandAll(under: id, animated: animated) },
          reference: {
            var order: [Node] = []
            if let id, let node = find(id, in: state) {
              preorder([node]) { order.append($0) }
            } else {
              for outline in state.outlines { preorder(outline.roots) { order.append($0) } }
            }
            for node in order where node.hasChildren {
              if accordion,
                siblings(of: node.id, in: state).contains(where: {
                  $0 != node.id && expanded.contains($0)
                })
              {
                continue
              }
              expanded.insert(node.id)
            }
          })
      case 6:
        let id: String? = mixer.next(3) == 0 ? nil : randomIdentifier()
        failure = call(
          "collapseAll", id,
          controllerCall: { controller.collapseAll(under: id, animated: animated) },
          reference: {
            if let id, let node = find(id, in: state) {
              preorder([node]) { expanded.remove($0.id) }
            } else {
              expanded.removeAll()
            }
          })
      case 7:
        let turnOn = mixer.next(2) == 0
        let before = expanded
        accordion = turnOn
        if turnOn {
          expanded = expansion(after: state, to: state, expanded: expanded, accordion: true)
        }
        let changeCount = changes.count
        controller.expandsOneOutlineSiblingAtATime = turnOn
        if before != expanded, changes.count != changeCount + 1 {
          failure = "accordion: handler not told"
        }
      case 8, 9, 10, 11:
        // An app update: a few edits of the trees and the flat section.
        let old = state
        for _ in 0..<(1 + mixer.next(3)) {
          let ids = allIdentifiers(state)
          switch mixer.next(6) {
          case 0, 1:
            let free = pool.filter { !ids.contains($0) }
            guard !free.isEmpty else { break }
            let id = free[mixer.next(free.count)]
            if everSeen.contains(id) { census.reAdds += 1 }
            everSeen.insert(id)
            var node = Node(id: id, unloaded: mixer.next(6) == 0, open: mixer.next(2) == 0)
            if mixer.next(3) == 0, let child = pool.filter({ !ids.contains($0) && $0 != id }).first
            {
              node.children = [Node(id: child)]
              everSeen.insert(child)
            }
            place(node, among: ids, in: &state, using: &mixer)
          case 2 where !ids.isEmpty:
            let id = ids[mixer.next(ids.count)]
            for outline in state.outlines.indices {
              if remove(id, from: &state.outlines[outline].roots) != nil { break }
            }
          case 3 where !ids.isEmpty:
            // A move, with its subtree, to another parent or to a section's top.
            let id = ids[mixer.next(ids.count)]
            var moved: Node?
            for outline in state.outlines.indices where moved == nil {
              moved = remove(id, from: &state.outlines[outline].roots)
            }
            guard let moved else { break }
            if expanded.contains(id) { census.movesOfExpandedNodes += 1 }
            place(moved, among: allIdentifiers(state), in: &state, using: &mixer)
          case 4 where !ids.isEmpty:
            let id = ids[mixer.next(ids.count)]
            let flip = mixer.next(2) == 0
            for outline in state.outlines.indices {
              modify(id, in: &state.outlines[outline].roots) { node in
                if flip { node.open.toggle() } else { node.unloaded.toggle() }
              }
            }
          default:
            state.flat = ["f0", "f1", "f2", "f3"].filter { _ in mixer.next(2) == 0 }
          }
        }
        expanded = expansion(after: old, to: state, expanded: expanded, accordion: accordion)
        controller.update(with: sections(state), animated: animated)
      case 12:
        host.finishAnimations()
      default:
        host.settle()
        failure = check("step \(step)")
      }
      if let failure { return "step \(step): \(failure)" }
    }
    host.settle()
    if let failure = check("end") { return failure }
    // Nodes with unloaded children expand in a list without a loader: reported, as expected.
    let unexpected = diagnostics.filter {
      switch $0 {
      case .unknownOutlineItem, .missingOutlineChildrenLoader: false
      default: true
      }
    }
    guard unexpected.isEmpty else { return "diagnostics: \(unexpected)" }
    return nil
  }
}

/// What the reference expects the change handler to hear.
struct OutlineExpansionChangeReference {
  var expanded: Set<String>
  var collapsed: Set<String>
}
