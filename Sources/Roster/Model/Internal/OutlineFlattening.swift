/// The rows of a tree of ``OutlineItem``s: the shown nodes' models in depth-first order, and
/// each shown row's ``OutlineRow``.
///
/// The walk is iterative, so a tree as deep as it is long cannot overflow the stack.
struct OutlineFlattening {
  private(set) var models: [any CellModel] = []
  /// Each shown row's identity (hashed once here, not again by ``OutlineFacts``) and facts,
  /// by row: a table of them is built only when something asks by identity.
  private(set) var rows: [OutlineFactsEntry] = []
  /// Each shown row's level, by row.
  private(set) var levels: [Int] = []
  /// Identifiers met again after their first node, each once per repeat: such a node is
  /// skipped with its subtree, since its expansion (kept by identity) would be ambiguous.
  private(set) var duplicates: [String] = []

  /// Room for `capacity` rows, when about that many are expected.
  init(capacity: Int = 0) {
    guard capacity > 0 else { return }
    models.reserveCapacity(capacity)
    rows.reserveCapacity(capacity)
    levels.reserveCapacity(capacity)
  }

  private struct Frame {
    var items: [OutlineItem]
    var next = 0
    var level: Int
    var parent: String?
    var isShown: Bool
    /// Whether an earlier sibling in this frame is expanded.
    var hasExpandedSibling = false
  }

  /// Walks `items` depth first, skipping identities already in `seen` and adding the others.
  /// `isExpanded(item, parent, anEarlierSiblingIsExpanded)` is asked once per node that has
  /// children; the nodes under a collapsed one are visited only when `visitsHiddenNodes`, and
  /// `visit(item, parent, isShown, level)` hears every node visited. A node's children are
  /// `children(item, isExpanded, isShown)`: its data's by default, or what the controller
  /// loaded for it.
  ///
  /// - Complexity: O(*n*) for the *n* nodes visited.
  mutating func walk(
    _ items: [OutlineItem], seen: inout Set<String>, visitsHiddenNodes: Bool,
    isExpanded: (OutlineItem, _ parent: String?, _ hasExpandedSibling: Bool) -> Bool,
    children: (OutlineItem, _ isExpanded: Bool, _ isShown: Bool) -> [OutlineItem] = {
      item, _, _ in item.children
    },
    visit: (OutlineItem, _ parent: String?, _ isShown: Bool, _ level: Int) -> Void = {
      _, _, _, _ in
    }
  ) {
    var stack = [Frame(items: items, level: 0, parent: nil, isShown: true)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].items.count else {
        stack.removeLast()
        continue
      }
      let item = stack[top].items[stack[top].next]
      stack[top].next += 1
      let identifier = item.identifier
      guard seen.insert(identifier).inserted else {
        duplicates.append(identifier)
        continue
      }
      let frame = stack[top]
      let expanded =
        item.hasChildren && isExpanded(item, frame.parent, frame.hasExpandedSibling)
      if expanded { stack[top].hasExpandedSibling = true }
      visit(item, frame.parent, frame.isShown, frame.level)
      if frame.isShown {
        models.append(item.model)
        levels.append(frame.level)
        rows.append(
          OutlineFactsEntry(
            identity: ItemIdentity(identifier),
            facts: OutlineRow(
              level: frame.level, parentIdentifier: frame.parent,
              hasChildren: item.hasChildren, isExpanded: expanded)))
      }
      guard expanded || visitsHiddenNodes else { continue }
      let children = children(item, expanded, frame.isShown)
      if !children.isEmpty {
        stack.append(
          Frame(
            items: children, level: frame.level + 1, parent: identifier,
            isShown: frame.isShown && expanded))
      }
    }
  }
}
