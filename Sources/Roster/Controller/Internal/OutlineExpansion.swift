/// Which outline nodes a list keeps expanded, by identifier, and the tree of the state the
/// app last asked for, which every operation is checked against.
///
/// Pure state: the controller flattens each request's outline sections through it
/// (``flatten(_:)``) and tells the app about each ``OutlineExpansionChange`` an operation
/// returns. Invariants: every expanded identifier is a node of the latest tree that has
/// children; with ``oneSiblingAtATime``, at most one node of each sibling group is expanded.
struct OutlineExpansion {
  /// Where a node hangs: at the top of a section (by offset in the request) or under a node.
  enum Parent: Hashable {
    case section(Int)
    case node(String)
  }

  struct Node {
    /// The node as the latest tree has it: what a splice walks under it.
    var item: OutlineItem
    var parent: Parent
    var children: [String] = []
    var hasChildren: Bool
    /// Whether the data gives no children but says it has some: the controller loads them.
    var hasUnloadedChildren = false
    /// Where the node is in ``treeOrder``.
    var position = 0
  }

  /// A node as expand-all and collapse-all walk it.
  struct TreeEntry {
    var identifier: String
    var level: Int
    var hasChildren: Bool
  }

  private(set) var expanded: Set<String> = []
  /// The latest requested tree's nodes, by identifier.
  private(set) var nodes: [String: Node] = [:]
  /// Each section's top-level nodes, by the section's offset in the latest request.
  private var roots: [Int: [String]] = [:]
  /// Every node of the latest tree in depth-first order, section after section: a subtree is
  /// a node and the entries after it deeper than it, walked with no lookup per node.
  private var treeOrder: [TreeEntry] = []
  /// Whether the latest request had an outline section.
  private(set) var hasOutlineSections = false
  /// The accordion: expanding a node collapses its siblings.
  var oneSiblingAtATime = false
  /// The sections the latest tree came from, with the rows shown: what a splice may start
  /// from (``splice(_:_:identities:)``), while the requested state is still these very values.
  var flattened: [Section]?
  /// Whether the latest tree repeated an identity, which a splice does not handle.
  var hadDuplicates = false
  /// Whether no item of a flat section of ``flattened`` is also an outline node, which a
  /// splice would make a repeated item; `nil` until a splice asks.
  var flatItemsAreNotNodes: Bool?
  /// How many requests a splice made, for tests to see it taken.
  var spliceCount = 0
  /// How many sections a splice showed with their facts listed by row rather than updated
  /// (for tests).
  var listedSpliceCount = 0
  /// How many of those listed every row's facts as the rows were made, handing the displayed
  /// identities over whole (for tests).
  var listedAsItGoesCount = 0
  /// How many sections a splice made on two processors (for tests).
  var parallelSpliceCount = 0
  /// The fewest rows a splice shows under several collapsed nodes that it makes on two
  /// processors: below this, starting the threads costs more than they save. Tests lower it.
  var parallelSpliceMinimum = ItemIdentity.parallelCount

  /// Whether the latest tree has a node with `identifier`.
  func contains(_ identifier: String) -> Bool { nodes[identifier] != nil }

  /// Whether `identifier` is expanded.
  func isExpanded(_ identifier: String) -> Bool { expanded.contains(identifier) }

  /// The offset, in the latest request, of the section that has node `identifier`.
  ///
  /// - Complexity: O(*d*) for a node *d* deep.
  func sectionOffset(of identifier: String) -> Int? {
    var next = nodes[identifier]?.parent
    while let parent = next {
      switch parent {
      case .section(let offset): return offset
      case .node(let identifier): next = nodes[identifier]?.parent
      }
    }
    return nil
  }

  /// The latest tree's node `identifier`.
  func node(_ identifier: String) -> Node? { nodes[identifier] }

  /// Shows every outline section of `sections` under the expansion state, after taking in
  /// their trees: a node the previous tree did not have starts as its
  /// ``OutlineItem/isExpanded`` says, a node that is gone (or has no children left) drops its
  /// expansion, and one that moved keeps it. A node's children are `children(item,
  /// isExpanded, isShown)` (see
  /// ``OutlineFlattening/walk(_:seen:visitsHiddenNodes:isExpanded:children:visit:)``).
  /// Returns, per section, the identifiers skipped as duplicates of a node met before in the
  /// list.
  ///
  /// - Complexity: O(*n*) for the *n* nodes of every outline section, shown or not.
  mutating func flatten(
    _ sections: inout [Section],
    children: (OutlineItem, _ isExpanded: Bool, _ isShown: Bool) -> [OutlineItem] = {
      item, _, _ in item.children
    }
  ) -> [(section: String, duplicates: [String])] {
    let previous = nodes
    var newExpanded = Set<String>(minimumCapacity: expanded.count)
    var newNodes: [String: Node] = [:]
    // The tree is usually about the size it was: growing the table rehashes every identifier.
    newNodes.reserveCapacity(previous.count)
    var newRoots: [Int: [String]] = [:]
    var newOrder: [TreeEntry] = []
    newOrder.reserveCapacity(previous.count)
    var seen = Set<String>(minimumCapacity: previous.count)
    var duplicates: [(section: String, duplicates: [String])] = []
    hasOutlineSections = false
    for offset in sections.indices {
      guard let outline = sections[offset].outline else { continue }
      hasOutlineSections = true
      var flattening = OutlineFlattening(
        capacity: max(sections[offset].cellModels.count, sections[offset].outlineRows.count))
      flattening.walk(
        outline, seen: &seen, visitsHiddenNodes: true,
        isExpanded: { item, _, hasExpandedSibling in
          let identifier = item.identifier
          var isOpen =
            previous[identifier] == nil ? item.isExpanded : expanded.contains(identifier)
          if isOpen, oneSiblingAtATime, hasExpandedSibling { isOpen = false }
          if isOpen { newExpanded.insert(identifier) }
          return isOpen
        },
        children: children,
        visit: { item, parent, _, level in
          let identifier = item.identifier
          let place: Parent
          if let parent {
            newNodes[parent]?.children.append(identifier)
            place = .node(parent)
          } else {
            newRoots[offset, default: []].append(identifier)
            place = .section(offset)
          }
          newNodes[identifier] = Node(
            item: item, parent: place, hasChildren: item.hasChildren,
            hasUnloadedChildren: item.hasUnloadedChildren && item.children.isEmpty,
            position: newOrder.count)
          newOrder.append(
            TreeEntry(identifier: identifier, level: level, hasChildren: item.hasChildren))
        })
      if !flattening.duplicates.isEmpty {
        duplicates.append((sections[offset].identifier, flattening.duplicates))
      }
      sections[offset].showRows(of: flattening)
    }
    expanded = newExpanded
    nodes = newNodes
    roots = newRoots
    treeOrder = newOrder
    flattened = hasOutlineSections ? sections : nil
    hadDuplicates = !duplicates.isEmpty
    flatItemsAreNotNodes = nil
    return duplicates
  }

  /// Expands `identifiers` that have children (with the accordion, collapsing their
  /// siblings); `nil` when one of them is not in the tree, changing nothing.
  mutating func expand(_ identifiers: [String]) -> OutlineExpansionChange? {
    guard identifiers.allSatisfy(contains) else { return nil }
    let before = expanded
    for identifier in identifiers {
      guard let node = nodes[identifier], node.hasChildren else { continue }
      if oneSiblingAtATime {
        for sibling in children(of: node.parent) where sibling != identifier {
          expanded.remove(sibling)
        }
      }
      expanded.insert(identifier)
    }
    return change(from: before)
  }

  /// Collapses `identifiers`; `nil` when one of them is not in the tree, changing nothing.
  mutating func collapse(_ identifiers: [String]) -> OutlineExpansionChange? {
    guard identifiers.allSatisfy(contains) else { return nil }
    let before = expanded
    for identifier in identifiers { expanded.remove(identifier) }
    return change(from: before)
  }

  /// Expands every node under `identifier` and itself, or the whole tree for `nil`; with the
  /// accordion, only the first expanded (or expandable) node of each sibling group.
  mutating func expandAll(under identifier: String?) -> OutlineExpansionChange? {
    guard let order = self.order(under: identifier) else { return nil }
    let before = expanded
    for entry in order where entry.hasChildren {
      let node = entry.identifier
      if oneSiblingAtATime, let parent = nodes[node]?.parent,
        children(of: parent).contains(where: { $0 != node && expanded.contains($0) })
      {
        continue
      }
      expanded.insert(node)
    }
    return change(from: before)
  }

  /// Collapses every node under `identifier` and itself, or the whole tree for `nil`.
  mutating func collapseAll(under identifier: String?) -> OutlineExpansionChange? {
    guard let order = self.order(under: identifier) else { return nil }
    let before = expanded
    if identifier == nil {
      expanded.removeAll()
    } else {
      for entry in order { expanded.remove(entry.identifier) }
    }
    return change(from: before)
  }

  /// Turns the accordion on or off; turning it on keeps only the first expanded node of each
  /// sibling group.
  mutating func setOneSiblingAtATime(_ isOn: Bool) -> OutlineExpansionChange {
    let before = expanded
    oneSiblingAtATime = isOn
    if isOn, let order = order(under: nil) {
      var groupsWithOneOpen = Set<Parent>()
      for entry in order where expanded.contains(entry.identifier) {
        let node = entry.identifier
        guard let parent = nodes[node]?.parent else { continue }
        if !groupsWithOneOpen.insert(parent).inserted { expanded.remove(node) }
      }
    }
    return change(from: before)
  }

  private func children(of parent: Parent) -> [String] {
    switch parent {
    case .section(let offset): roots[offset] ?? []
    case .node(let identifier): nodes[identifier]?.children ?? []
    }
  }

  /// The nodes under `identifier` and itself in depth-first order, or the whole tree's for
  /// `nil`; `nil` when the tree has no such node.
  ///
  /// - Complexity: O(*n*) for the *n* nodes, with one lookup (of `identifier`) in all.
  private func order(under identifier: String?) -> ArraySlice<TreeEntry>? {
    guard let identifier else { return treeOrder[...] }
    guard let start = nodes[identifier]?.position, treeOrder.indices.contains(start) else {
      return nil
    }
    var end = start + 1
    while end < treeOrder.count, treeOrder[end].level > treeOrder[start].level { end += 1 }
    return treeOrder[start..<end]
  }

  private func change(from before: Set<String>) -> OutlineExpansionChange {
    OutlineExpansionChange(
      expanded: expanded.subtracting(before), collapsed: before.subtracting(expanded))
  }
}
