/// A move the user made of an outline row among its siblings, in the tree's terms: what
/// ``ListController/outlineMoveHandler`` hears when a drag (or a terminal's move mode) drops a
/// row of an outline section.
///
/// A row moves only among the children of its parent, and only while its own children are
/// not shown (a leaf, or a collapsed node, which moves with its subtree). The controller shows
/// the move at once; keep the app's tree in step, for example by applying the move to the
/// list's requested state, so that the next update does not move the row back:
///
/// <!-- snippet: fragment -->
/// ```swift
/// controller.outlineMoveHandler = { [weak controller] move in
///   try? controller?.modify(animated: false) { list in try list.apply(move) }
/// }
/// ```
public struct OutlineMove: Hashable, Sendable {
  /// The moved node's identifier.
  public var item: String
  /// Its parent's identifier, or `nil` for a root.
  public var parent: String?
  /// The identifier of the outline section it is in.
  public var section: String
  /// Its index among the parent's children (or the section's roots) before the move.
  public var sourceIndex: Int
  /// Its index among them after the move, counted once the node has been taken out: the
  /// `at:` of ``ListTransaction/moveOutlineItem(id:under:at:)``.
  public var destinationIndex: Int

  /// A move of `item` under `parent` in `section`, from `sourceIndex` to `destinationIndex`.
  public init(
    item: String, parent: String?, section: String, sourceIndex: Int, destinationIndex: Int
  ) {
    self.item = item
    self.parent = parent
    self.section = section
    self.sourceIndex = sourceIndex
    self.destinationIndex = destinationIndex
  }
}

extension ListTransaction {
  /// Makes `move` in the tree: ``moveOutlineItem(id:under:at:)`` for a node with a parent,
  /// ``moveOutlineItem(id:at:inSection:)`` for a root. Throws as they do.
  ///
  /// - Complexity: O(*n*) for the *n* outline nodes of the list.
  public mutating func apply(_ move: OutlineMove) throws(ListTransactionError) {
    if let parent = move.parent {
      try moveOutlineItem(id: move.item, under: parent, at: move.destinationIndex)
    } else {
      try moveOutlineItem(id: move.item, at: move.destinationIndex, inSection: move.section)
    }
  }
}
