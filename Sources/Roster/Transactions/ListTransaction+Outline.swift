// Edits of outline sections' trees: a node inserted, removed or moved with its subtree, named
// by identifier as every other edit. The rows of an outline section are its tree's nodes
// under the controller's expansion, so a transaction edits the tree (``Section/outline``) and
// the controller shows the rows when the transaction's result is diffed; the edited section's
// ``Section/cellModels`` are the rows from before the edit until then.
extension ListTransaction {
  /// Inserts `item`, with its children, at `index` among the children of the node with
  /// identifier `parentID`, in whichever outline section holds that node.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// try controller.modify { list in
  ///   try list.insertOutlineItem(
  ///     OutlineItem(TitleCellModel(identifier: "drafts", text: "Drafts")), under: "mail", at: 0)
  /// }
  /// ```
  ///
  /// Throws, changing nothing: ``ListTransactionError/unknownOutlineItem(_:)`` for a parent no
  /// outline has, ``ListTransactionError/childIndexOutOfRange(index:parent:section:validRange:)``
  /// outside `0...count` of its children, and ``ListTransactionError/duplicateOutlineItem(_:)``
  /// when an identifier of `item`'s subtree is already in the list (a cell, or a node of any
  /// outline, shown or not) or repeats within it.
  ///
  /// - Complexity: O(*n*) for the *n* cells and outline nodes of the list.
  public mutating func insertOutlineItem(
    _ item: OutlineItem, under parentID: String, at index: Int
  ) throws(ListTransactionError) {
    let place = try outlinePlace(under: parentID)
    try insert(item, at: index, into: place, checkingIdentifiers: true)
  }

  /// Inserts `item`, with its children, at `index` among the roots of the outline section with
  /// identifier `sectionID`.
  ///
  /// Throws, changing nothing, as ``insertOutlineItem(_:under:at:)`` does, and
  /// ``ListTransactionError/unknownSection(_:)`` or
  /// ``ListTransactionError/notAnOutlineSection(_:)`` for the section.
  ///
  /// - Complexity: O(*n*) for the *n* cells and outline nodes of the list.
  public mutating func insertOutlineItem(
    _ item: OutlineItem, at index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    let place = try outlinePlace(inSection: sectionID)
    try insert(item, at: index, into: place, checkingIdentifiers: true)
  }

  /// Removes the outline node with identifier `id`, with its whole subtree, and returns it.
  ///
  /// Throws ``ListTransactionError/unknownOutlineItem(_:)`` when no outline has the node;
  /// then nothing changes. The controller forgets the expansion of the nodes removed.
  ///
  /// - Complexity: O(*n*) for the *n* outline nodes of the list.
  @discardableResult
  public mutating func removeOutlineItem(id: String) throws(ListTransactionError) -> OutlineItem {
    guard let path = outlinePath(of: id) else { throw .unknownOutlineItem(id) }
    identities = nil
    return Self.removeNode(at: path.indices, from: &storage[path.section].outline)
  }

  /// Moves the outline node with identifier `id`, with its subtree, to `index` among the
  /// children of the node with identifier `parentID`, in that node's section. The index counts
  /// the children as they are once the node has been taken out.
  ///
  /// A moved node keeps its expansion and that of its subtree: the controller keeps expansion
  /// by identity, wherever a node goes.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// try controller.modify { list in
  ///   try list.moveOutlineItem(id: "receipts", under: "archive", at: 0)
  /// }
  /// ```
  ///
  /// Throws, changing nothing: ``ListTransactionError/unknownOutlineItem(_:)`` for a node or
  /// parent no outline has, ``ListTransactionError/outlineCycle(item:parent:)`` when the
  /// parent is the node itself or one of its descendants, and
  /// ``ListTransactionError/childIndexOutOfRange(index:parent:section:validRange:)``.
  ///
  /// - Complexity: O(*n*) for the *n* outline nodes of the list.
  public mutating func moveOutlineItem(
    id: String, under parentID: String, at index: Int
  ) throws(ListTransactionError) {
    guard let source = outlinePath(of: id) else { throw .unknownOutlineItem(id) }
    guard let parent = outlinePath(of: parentID) else { throw .unknownOutlineItem(parentID) }
    if parent.section == source.section, parent.indices.starts(with: source.indices) {
      throw .outlineCycle(item: id, parent: parentID)
    }
    try move(from: source, to: index) { transaction throws(ListTransactionError) in
      try transaction.outlinePlace(under: parentID)
    }
  }

  /// Moves the outline node with identifier `id`, with its subtree, to `index` among the roots
  /// of the outline section with identifier `sectionID`, by default the node's own. The index
  /// counts the roots as they are once the node has been taken out.
  ///
  /// Throws, changing nothing, as ``moveOutlineItem(id:under:at:)`` does, and
  /// ``ListTransactionError/unknownSection(_:)`` or
  /// ``ListTransactionError/notAnOutlineSection(_:)`` for the section.
  ///
  /// - Complexity: O(*n*) for the *n* outline nodes of the list.
  public mutating func moveOutlineItem(
    id: String, at index: Int, inSection sectionID: String? = nil
  ) throws(ListTransactionError) {
    guard let source = outlinePath(of: id) else { throw .unknownOutlineItem(id) }
    let sectionID = sectionID ?? storage[source.section].identifier
    try move(from: source, to: index) { transaction throws(ListTransactionError) in
      try transaction.outlinePlace(inSection: sectionID)
    }
  }

  /// Replaces the model of the outline node whose identifier is `model`'s, if an outline has
  /// one: `false` when none has.
  mutating func replaceOutlineModel(with model: any CellModel) -> Bool {
    guard let path = outlinePath(of: model.identifier), let last = path.indices.last else {
      return false
    }
    Self.modifyChildren(at: Array(path.indices.dropLast()), in: &storage[path.section].outline) {
      $0[last].model = model
    }
    return true
  }

  /// Where a node of an outline is: its section's position, and the child indices from the
  /// section's roots down to it.
  struct OutlinePath {
    var section: Int
    var indices: [Int]
  }

  /// The first node with identifier `id` in the outlines, in section order and depth first.
  ///
  /// - Complexity: O(*n*) for the *n* outline nodes before it.
  func outlinePath(of id: String) -> OutlinePath? {
    for (section, contents) in storage.enumerated() {
      guard let roots = contents.outline else { continue }
      // Depth first without recursion: a deep tree must not exhaust the stack.
      var pending: [(children: [OutlineItem], indices: [Int])] = [(roots, [])]
      while let (children, indices) = pending.popLast() {
        for (index, item) in children.enumerated().reversed() {
          if item.identifier == id {
            return OutlinePath(section: section, indices: indices + [index])
          }
          if !item.children.isEmpty { pending.append((item.children, indices + [index])) }
        }
      }
    }
    return nil
  }

  /// The children list an insertion goes into: a parent node's children, or an outline
  /// section's roots.
  private struct OutlinePlace {
    var section: Int
    /// The parent's path from the section's roots; empty for the roots.
    var parent: [Int]
    var parentID: String?
  }

  private func outlinePlace(under parentID: String) throws(ListTransactionError) -> OutlinePlace {
    guard let path = outlinePath(of: parentID) else { throw .unknownOutlineItem(parentID) }
    return OutlinePlace(section: path.section, parent: path.indices, parentID: parentID)
  }

  private func outlinePlace(
    inSection sectionID: String
  ) throws(ListTransactionError)
    -> OutlinePlace
  {
    let section = try position(ofSection: sectionID)
    guard storage[section].outline != nil else { throw .notAnOutlineSection(sectionID) }
    return OutlinePlace(section: section, parent: [], parentID: nil)
  }

  /// Takes the node at `source` out and inserts it at `index` of the place `destination`
  /// finds once it is out, on a copy kept only when both succeed.
  private mutating func move(
    from source: OutlinePath, to index: Int,
    in destination: (ListTransaction) throws(ListTransactionError) -> OutlinePlace
  ) throws(ListTransactionError) {
    var edited = self
    let node = Self.removeNode(at: source.indices, from: &edited.storage[source.section].outline)
    try edited.insert(node, at: index, into: destination(edited))
    self = edited
  }

  /// Inserts `item` at `index` of `place`, after checking the index and, when
  /// `checkingIdentifiers`, that its subtree adds no identifier the list has.
  private mutating func insert(
    _ item: OutlineItem, at index: Int, into place: OutlinePlace, checkingIdentifiers: Bool = false
  ) throws(ListTransactionError) {
    let count = Self.childCount(at: place.parent, in: storage[place.section].outline ?? [])
    guard (0...count).contains(index) else {
      throw .childIndexOutOfRange(
        index: index, parent: place.parentID, section: storage[place.section].identifier,
        validRange: 0...count)
    }
    if checkingIdentifiers { try checkNoDuplicates(amongOutlineNodesOf: item) }
    identities = nil
    Self.modifyChildren(at: place.parent, in: &storage[place.section].outline) {
      $0.insert(item, at: index)
    }
  }

  /// Throws ``ListTransactionError/duplicateOutlineItem(_:)`` for the first identifier of
  /// `item`'s subtree, depth first, that repeats within it or is already in the list: a cell
  /// of a section that is not an outline, or a node of an outline.
  private func checkNoDuplicates(
    amongOutlineNodesOf item: OutlineItem
  ) throws(ListTransactionError) {
    var existing: Set<String> = []
    for section in storage {
      guard var nodes = section.outline else {
        existing.formUnion(section.cellModels.lazy.map(\.identifier))
        continue
      }
      while let node = nodes.popLast() {
        existing.insert(node.identifier)
        nodes.append(contentsOf: node.children)
      }
    }
    var pending = [item]
    while let node = pending.popLast() {
      guard existing.insert(node.identifier).inserted else {
        throw .duplicateOutlineItem(node.identifier)
      }
      pending.append(contentsOf: node.children.reversed())
    }
  }

  /// How many children the node at `path` has (the roots for an empty path): read in place,
  /// without taking the arrays out as an edit does.
  private static func childCount(at path: [Int], in roots: [OutlineItem]) -> Int {
    guard let first = path.first else { return roots.count }
    var node = roots[first]
    for index in path.dropFirst() { node = node.children[index] }
    return node.children.count
  }

  /// Runs `body` on the children at `path` (the roots for an empty path): each level's array
  /// is taken out of its parent while the level below is edited, so that no array is copied
  /// and no call nests as deep as the tree.
  private static func modifyChildren(
    at path: [Int], in roots: inout [OutlineItem]?, _ body: (inout [OutlineItem]) -> Void
  ) {
    var current = roots ?? []
    roots = nil
    var parents: [[OutlineItem]] = []
    parents.reserveCapacity(path.count)
    for index in path {
      var children: [OutlineItem] = []
      swap(&children, &current[index].children)
      parents.append(current)
      current = children
    }
    body(&current)
    for index in path.reversed() {
      guard var parent = parents.popLast() else { break }
      parent[index].children = current
      current = parent
    }
    roots = current
  }

  private static func removeNode(at path: [Int], from roots: inout [OutlineItem]?) -> OutlineItem {
    var removed: OutlineItem?
    if let last = path.last {
      modifyChildren(at: Array(path.dropLast()), in: &roots) { removed = $0.remove(at: last) }
    }
    // A path comes from `outlinePath(of:)`, which found the node there.
    guard let removed else { preconditionFailure("no outline node at \(path)") }
    return removed
  }
}
