import Foundation
import Roster

/// The rows of outline sections as a tree: a disclosure beside each node with children (`▸`
/// collapsed, `▾` expanded, nothing beside a leaf), the keys that open and close nodes and
/// walk the tree, a click on the disclosure, and the cursor kept on the nearest shown ancestor
/// of a row a collapse hid.
///
/// The disclosure takes two columns just before the row's indented cell: a root's are the
/// gutter's innermost (the gutter widens by two while the list shows an outline section), a
/// deeper row's are in the indentation its parent's level leaves, so each disclosure sits
/// under its parent's text. Right to left, it is after the row's right edge and points left
/// (`◂`) when collapsed.
///
/// Keys, on a row of an outline section, mirrored right to left as the indentation is (the
/// key toward the children opens, the key toward the gutter closes, as in file managers of
/// right-to-left desktops):
///
/// - Right expands a collapsed node, or moves to the first child of an expanded one;
/// - Left collapses an expanded node, or moves to the parent of any other row;
/// - ``TerminalListView/outlineExpandAllKey`` (`*`) expands the node and everything under it.
///
/// Right and Left do nothing else on an outline row (a leaf, a root), rather than move the
/// cursor along the list as they do on other rows.
///
/// It expands and collapses through the data source's `ItemOutlineEvents` (a
/// `ListController`'s expansion, kept by identity and animated), and draws and decides from the
/// displayed rows' `OutlineRow`s.
@MainActor
final class OutlineFeature: TerminalListFeature {
  /// What the feature keeps through a batch: the cursor's item and its ancestors, nearest
  /// first, in the data before the batch.
  struct CursorTrail {
    var identifier: String
    var ancestors: [String]
    var indexPath: IndexPath
  }

  typealias BatchToken = CursorTrail?

  /// The key that expands the selected node and every node under it; `nil` for none.
  var expandAllKey: Key? = .character("*")
  /// The list the feature follows; set when the list creates its features.
  weak var list: TerminalListView?
  /// The columns the disclosure takes in the gutter: two while the list shows an outline
  /// section, else none.
  private(set) var width = 0

  /// The disclosure's width.
  static let disclosureWidth = 2

  func gutterColumns(in list: TerminalListView) -> Int { width }

  // MARK: - Facts

  /// The outline facts of the row at `indexPath`, or `nil` outside outline sections.
  func row(at indexPath: IndexPath, in list: TerminalListView) -> OutlineRow? {
    list.dataSource?.snapshot.outlineRow(at: indexPath)
  }

  /// The selected row's path, identifier and outline facts, when it is an outline row.
  private func selectedRow(
    in list: TerminalListView
  ) -> (path: IndexPath, identifier: String, row: OutlineRow)? {
    guard let path = list.selectedIndexPath, let row = row(at: path, in: list),
      let identifier = list.dataSource?.cellModel(at: path)?.identifier
    else { return nil }
    return (path, identifier, row)
  }

  /// Whether the list shows an outline section now.
  private func showsOutline(in list: TerminalListView) -> Bool {
    list.sections.contains { $0.outline != nil }
  }

  /// Widens the gutter for the disclosures when the list starts showing an outline section,
  /// and narrows it when it stops, laying the list out again.
  private func updateWidth() {
    guard let list else { return }
    let width = showsOutline(in: list) ? Self.disclosureWidth : 0
    guard width != self.width else { return }
    list.reservedColumnsDidChange { self.width = width }
  }

  // MARK: - Keeping in step

  /// The cursor's item and, when it is an outline row under others, its ancestors: O(depth).
  func willPerformBatch(_ batch: BatchUpdate) -> CursorTrail? {
    guard let list, let cursor = list.cursorItem,
      let section = list.dataSource?.section(at: cursor.indexPath.section),
      var parent = section.outlineRow(for: cursor.identifier)?.parentIdentifier
    else { return nil }
    var ancestors = [parent]
    while let next = section.outlineRow(for: parent)?.parentIdentifier {
      ancestors.append(next)
      parent = next
    }
    return CursorTrail(
      identifier: cursor.identifier, ancestors: ancestors, indexPath: cursor.indexPath)
  }

  /// Moves the cursor from a row the batch hid (its parent collapsed, by a key or by the app)
  /// to its nearest ancestor still shown: the row the user opened it from, rather than the
  /// neighbour the list would otherwise keep it on.
  func didPerformBatch(_ batch: BatchUpdate, token: CursorTrail?) {
    updateWidth()
    // The list keeps the cursor on its item wherever the item went; only a row no longer
    // shown leaves it elsewhere.
    guard let token, let list, list.cursorItem?.identifier != token.identifier else { return }
    for ancestor in token.ancestors {
      if let path = indexPath(of: ancestor, before: list.cursorItem?.indexPath, in: list) {
        list.select(path)
        return
      }
    }
  }

  func didReloadData() { updateWidth() }

  /// Where the shown row `identifier` is: searched back from `hint` in its section (an
  /// ancestor is above the rows under it), else anywhere.
  ///
  /// - Complexity: O(*d*) for the *d* rows between `hint` and the row; O(*n*) without a hint.
  private func indexPath(
    of identifier: String, before hint: IndexPath?, in list: TerminalListView
  ) -> IndexPath? {
    let sections = list.sections
    guard
      let section = sections.firstIndex(where: { $0.outlineRow(for: identifier) != nil })
    else { return nil }
    let models = sections[section].cellModels
    var item = min(models.count - 1, hint?.section == section ? hint?.item ?? 0 : models.count - 1)
    while item >= 0 {
      if models[item].identifier == identifier { return IndexPath(item: item, section: section) }
      item -= 1
    }
    return list.indexPath(of: identifier, near: nil)
  }

  // MARK: - Keys

  /// The key that goes toward a node's children: Right, or Left in a list read right to left.
  private func deeperKey(in list: TerminalListView) -> Key {
    list.layoutDirection == .rightToLeft ? .left : .right
  }

  /// The key that goes toward a node's parent: Left, or Right in a list read right to left.
  private func shallowerKey(in list: TerminalListView) -> Key {
    list.layoutDirection == .rightToLeft ? .right : .left
  }

  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    if case .click(let column, let row) = key { return handleClick(column: column, row: row) }
    guard let selected = selectedRow(in: list),
      let expander = list.dataSource as? any ItemOutlineEvents
    else { return false }
    let row = selected.row
    if key == deeperKey(in: list) {
      guard row.hasChildren else { return true }
      if !row.isExpanded {
        expander.setOutlineItem(selected.identifier, expanded: true)
      } else {
        let child = IndexPath(item: selected.path.item + 1, section: selected.path.section)
        if self.row(at: child, in: list)?.parentIdentifier == selected.identifier {
          list.select(child)
        }
      }
      return true
    }
    if key == shallowerKey(in: list) {
      if row.hasChildren && row.isExpanded {
        expander.setOutlineItem(selected.identifier, expanded: false)
      } else if let parent = row.parentIdentifier,
        let path = indexPath(of: parent, before: selected.path, in: list)
      {
        list.select(path)
      }
      return true
    }
    if let expandAllKey, key == expandAllKey, row.hasChildren {
      expander.expandOutlineSubtree(under: selected.identifier)
      return true
    }
    return false
  }

  /// Toggles the node whose disclosure is at `column`, `row` of the list, and puts the cursor
  /// on it; returns `false` for a click anywhere else, which the list handles.
  private func handleClick(column: Int, row: Int) -> Bool {
    guard width > 0, let list, row >= 0, row < list.listRows,
      let hit = disclosure(atListColumn: column, row: row, in: list),
      let expander = list.dataSource as? any ItemOutlineEvents
    else { return false }
    if list.canPlaceCursor(at: hit.path) { list.select(hit.path) }
    let facts = self.row(at: hit.path, in: list)
    expander.setOutlineItem(hit.identifier, expanded: !(facts?.isExpanded ?? false))
    return true
  }

  /// The node whose disclosure is drawn at `column`, `row` of the list.
  private func disclosure(
    atListColumn column: Int, row: Int, in list: TerminalListView
  ) -> (path: IndexPath, identifier: String)? {
    // In the cells' coordinates, where a root's disclosure is left of 0 (right of the cells'
    // width, right to left).
    let x =
      list.layoutDirection == .rightToLeft
      ? column - list.trailingColumns : column - list.gutterWidth
    let y = CGFloat(row + list.contentOffset)
    let probe = CGRect(x: 0, y: y, width: max(1, CGFloat(list.cellsWidth)), height: 1)
    for element in list.layout.elements(in: probe) where element.kind == .cell {
      guard TerminalListView.cells(element.frame.minY) == row + list.contentOffset,
        let facts = self.row(at: element.indexPath, in: list), facts.hasChildren,
        let identifier = list.dataSource?.cellModel(at: element.indexPath)?.identifier
      else { continue }
      let start =
        list.layoutDirection == .rightToLeft
        ? TerminalListView.cells(element.frame.maxX)
        : TerminalListView.cells(element.frame.minX) - Self.disclosureWidth
      if (start..<(start + Self.disclosureWidth)).contains(x) {
        return (element.indexPath, identifier)
      }
    }
    return nil
  }

  func reservedKeys(in list: TerminalListView) -> [Key] {
    guard selectedRow(in: list) != nil else { return [] }
    return [.left, .right] + (expandAllKey.map { [$0] } ?? [])
  }

  /// On an outline row, the keys that act on it: expand or open its first child, collapse or
  /// go to its parent, expand all.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let selected = selectedRow(in: list) else { return [] }
    let row = selected.row
    var hints: [TerminalKeyHint] = []
    if row.hasChildren {
      hints.append(
        TerminalKeyHint(deeperKey(in: list), row.isExpanded ? "child" : "expand", group: .move))
    }
    if row.hasChildren && row.isExpanded {
      hints.append(TerminalKeyHint(shallowerKey(in: list), "collapse", group: .move))
    } else if row.parentIdentifier != nil {
      hints.append(TerminalKeyHint(shallowerKey(in: list), "parent", group: .move))
    }
    if let expandAllKey, row.hasChildren {
      hints.append(TerminalKeyHint(expandAllKey, "expand all", group: .move))
    }
    return hints
  }

  /// The outline's keys, while the list shows an outline.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    guard showsOutline(in: list) else { return [] }
    var hints = [
      TerminalKeyHint(deeperKey(in: list), "expand, child", group: .move),
      TerminalKeyHint(shallowerKey(in: list), "collapse, parent", group: .move),
    ]
    if let expandAllKey { hints.append(TerminalKeyHint(expandAllKey, "expand all", group: .move)) }
    return hints
  }

  // MARK: - Drawing

  /// Draws the disclosure of the node at `indexPath` just before its cell's columns
  /// `frameColumns` (after them, right to left); nothing beside a leaf.
  func draw(
    overCellAt indexPath: IndexPath, of list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    guard width > 0, let facts = self.row(at: indexPath, in: list), facts.hasChildren else {
      return
    }
    let rightToLeft = list.layoutDirection == .rightToLeft
    let column = rightToLeft ? frameColumns.upperBound : frameColumns.lowerBound - width
    // Only where the gutter and the cells are: a row indented past the cells' width shows none.
    guard column >= cellColumns.lowerBound - (rightToLeft ? 0 : width),
      column + width <= cellColumns.upperBound + (rightToLeft ? width : 0)
    else { return }
    buffer.draw(
      Self.disclosure(expanded: facts.isExpanded, rightToLeft: rightToLeft), row: row,
      column: column, maxWidth: width)
  }

  /// The disclosure of a node: `▾` expanded, `▸` collapsed (`◂` right to left), beside a space
  /// on the cell's side.
  static func disclosure(expanded: Bool, rightToLeft: Bool) -> StyledLine {
    switch (expanded, rightToLeft) {
    case (true, false): "▾ "
    case (false, false): "▸ "
    case (true, true): " ▾"
    case (false, true): " ◂"
    }
  }

  /// ", expanded, level 2" for a node with children, ", level 2" for a leaf: what a screen
  /// reader adds for an outline row, its level counted from 1 at the roots, as screen readers
  /// count a tree's levels; `nil` outside outline sections.
  func spokenState(at indexPath: IndexPath, in list: TerminalListView) -> String? {
    guard let facts = row(at: indexPath, in: list) else { return nil }
    let state = facts.hasChildren ? (facts.isExpanded ? ", expanded" : ", collapsed") : ""
    return "\(state), level \(facts.level + 1)"
  }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// The key that expands the selected outline node and every node under it, as `*` does in
  /// tree views since Windows Explorer; `nil` for none. Taken only on a node with children.
  public var outlineExpandAllKey: Key? {
    get { features.outline.expandAllKey }
    set { features.outline.expandAllKey = newValue }
  }
}
