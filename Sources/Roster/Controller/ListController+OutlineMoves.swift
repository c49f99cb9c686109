import Foundation

// Moves of outline rows: a row moves among the children of its parent, and only while its own
// children are hidden, so that a drag never separates a node from the rows under it and the
// app can apply the move to its tree (``OutlineMove``).
extension ListController {
  /// Whether the outline row at `indexPath` may be dragged: a leaf or a collapsed node. `true`
  /// for a row of a section that is not an outline.
  func isMovableOutlineRow(at indexPath: IndexPath) -> Bool {
    let section = sections[indexPath.section]
    guard section.outline != nil else { return true }
    guard let row = section.outlineRow(for: section.cellModels[indexPath.item].identifier) else {
      return false  // a row of the app's own, such as a loading row, belongs to no node
    }
    return !(row.isExpanded && row.hasChildren)
  }

  /// Whether the outline row at `source` may be shown at `destination` (counted once the row
  /// is out): in its own section, between two of its siblings, before the first or after the
  /// last one's shown subtree. `true` for a row of a section that is not an outline.
  ///
  /// - Complexity: O(*k*) for the *k* rows between the destination and its parent's row.
  func isAllowedOutlineMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    let section = sections[source.section]
    guard section.outline != nil else { return true }
    let rows = section.cellModels
    guard destination.section == source.section,
      let moved = section.outlineRow(for: rows[source.item].identifier)
    else { return false }
    /// The facts of the row at `index` of the rows without the moved one.
    func row(at index: Int) -> OutlineRow? {
      let original = index < source.item ? index : index + 1
      return rows.indices.contains(original)
        ? section.outlineRow(for: rows[original].identifier) : nil
    }
    // Not between a node and the rows under it.
    if let next = row(at: destination.item), next.level > moved.level { return false }
    // Under the same parent: the nearest row above at a lower level is the parent's.
    var index = destination.item - 1
    while index >= 0 {
      if let above = row(at: index), above.level < moved.level {
        let original = index < source.item ? index : index + 1
        return rows[original].identifier == moved.parentIdentifier
      }
      index -= 1
    }
    return moved.parentIdentifier == nil
  }

  /// The move of the outline row now shown at `destination`, in the tree's terms, or `nil`
  /// when the row is not a node of an outline section.
  ///
  /// - Complexity: O(*n*) for the *n* nodes of the section's tree and rows.
  func outlineMove(of model: any CellModel, to destination: IndexPath) -> OutlineMove? {
    let section = sections[destination.section]
    // The displayed tree, which the drag leaves as it was, gives the place the node left.
    guard section.outline != nil, let moved = section.outlineRow(for: model.identifier),
      let sourceIndex = ListTransaction(sections: [section]).outlinePath(of: model.identifier)?
        .indices.last
    else { return nil }
    let siblingsBefore = section.cellModels[..<destination.item].reduce(0) { count, model in
      let row = section.outlineRow(for: model.identifier)
      return count
        + (row?.level == moved.level && row?.parentIdentifier == moved.parentIdentifier ? 1 : 0)
    }
    return OutlineMove(
      item: model.identifier, parent: moved.parentIdentifier, section: section.identifier,
      sourceIndex: sourceIndex, destinationIndex: siblingsBefore)
  }
}
