import Foundation
import RosterHostSupport

// The cursor: the one item keys act on, always one that can take the focus.
extension TerminalListView {
  /// Moves the cursor to `indexPath` and scrolls it into view; `nil` clears it. Ignored outside
  /// the data, and on an item that cannot take the focus (the data source's
  /// `canFocusItem(at:)`: a `FocusableCellModel` whose `isFocusable` is false).
  public func select(_ indexPath: IndexPath?) {
    guard let indexPath else {
      cursorItem = nil
      return
    }
    guard canPlaceCursor(at: indexPath) else { return }
    putCursor(on: indexPath)
  }

  /// Moves the cursor to `indexPath` (ignored outside the data), whether or not its item can
  /// take the focus now, and scrolls it into view: for the item being moved, which had the
  /// cursor when it was picked up, and may be one whose removal waits for the drop.
  func putCursor(on indexPath: IndexPath) {
    guard let identifier = identifier(at: indexPath) else { return }
    cursorItem = (indexPath, identifier)
    scroll(to: indexPath, animated: false)
  }

  /// Puts the cursor on `indexPath`, or nowhere, without scrolling.
  func placeCursor(at indexPath: IndexPath?) {
    cursorItem = indexPath.flatMap { path in identifier(at: path).map { (path, $0) } }
  }

  /// Selects the item under the cursor through the data source (the model's selection action),
  /// then tells ``selectionHandler``.
  public func activateSelection() {
    guard let selectedIndexPath else { return }
    dataSource?.didSelectItem(at: selectedIndexPath)
    selectionHandler?(selectedIndexPath)
  }

  /// Where the item `identifier` is now: checked at `hint` first (its old place, moved with its
  /// section by the batch: see ``ScreenAnchor/following(_:)``), then searched for in the hint's
  /// section, then in the whole list.
  ///
  /// - Complexity: O(1) when the item kept its place in its section; O(*m*) for *m* items in the
  ///   hint's section when it moved in it; O(*n*) otherwise.
  func indexPath(of identifier: String, near hint: IndexPath?) -> IndexPath? {
    if let hint, self.identifier(at: hint) == identifier { return hint }
    let sections = sections
    let hintSection = hint.flatMap { $0.count == 2 ? $0.section : nil }
    // A long section is searched through the kept identities' hashes rather than by reading
    // each model's identifier: after a sort, the item may be anywhere in a million.
    if let snapshot = dataSource?.snapshot, snapshot.keepsItemIdentities,
      hintSection.map({ sections.indices.contains($0) && sections[$0].cellModels.count > 1_024 })
        ?? true
    {
      return snapshot.indexPathByScanningIdentities(
        forIdentifier: identifier, preferringSection: hintSection)
    }
    if let hint, hint.count == 2, sections.indices.contains(hint.section) {
      counters.sectionsSearchedForItems += 1
      if let item = sections[hint.section].cellModels.firstIndex(where: {
        $0.identifier == identifier
      }) {
        return IndexPath(item: item, section: hint.section)
      }
    }
    counters.sectionsSearchedForItems += sections.count
    for (sectionIndex, section) in sections.enumerated() {
      if let item = section.cellModels.firstIndex(where: { $0.identifier == identifier }) {
        return IndexPath(item: item, section: sectionIndex)
      }
    }
    return nil
  }

  /// Whether the cursor can rest on the item at `indexPath`: the data source lets it take the
  /// focus (`ItemFocusEvents.canFocusItem(at:)`: for a `ListController`, any item but one whose
  /// model is a `FocusableCellModel` with `isFocusable` false, or whose removal waits behind an
  /// update).
  func canPlaceCursor(at indexPath: IndexPath) -> Bool {
    dataSource?.canFocusItem(at: indexPath) ?? false
  }

  /// Where the cursor can go, over what the list shows now.
  var navigation: ItemNavigation {
    ItemNavigation(
      sections: sections, layout: layout, bandOffsets: childLists.bandOffsetsByIndex,
      listRows: listRows, canFocus: { [weak self] in self?.canPlaceCursor(at: $0) ?? false })
  }
}
