import Foundation
import RosterHostSupport

// What keeps the screen steady through a change of the data or the size: taken before the
// change, restored after it. The list's scroll anchor (`ScrollAnchorKeeper`, read and restored
// through `ScrollAnchoringHost` as on every host), each band's leading card (`ChildLists`) and
// the cursor's item, found again by identifier or, when it is gone, by the neighbours
// remembered above it.
extension TerminalListView {
  /// What keeps the screen steady through a change of the data or the size: the list's scroll
  /// anchor, each band's, and the cursor's item.
  struct ScreenAnchor {
    /// The selected item while it is in view, else the first visible one, at the screen row of
    /// its top; and whether the list stays at its end (see `ScrollAnchorKeeper`).
    var scroll: ScrollAnchorKeeper.Anchor?
    var selected: (identifier: String, indexPath: IndexPath)?
    /// The identifier of the selected item's section.
    var selectedSection: String?
    /// The items above the selected one in its section, nearest first (at most
    /// ``TerminalListView/neighboursKept``), so that when it is deleted the cursor lands on the
    /// item now at its place: the one after the nearest of them that survived in that section.
    var neighbours: [(identifier: String, indexPath: IndexPath)] = []
    /// The card at the left edge of each scrolled band, and its column.
    var bands: [ChildLists.BandAnchor] = []
    /// Where to look for the selected item first, when not at its old place.
    var selectedHint: IndexPath?

    /// The anchor with the places of its items (the scroll anchor's, and a hint for the
    /// selected one) in the sections `batch` moved them to, by the section insertions and
    /// deletions before them: where its items are looked for first. Without that, a section
    /// inserted above the anchor (a provider publishing its first section) made every update
    /// search the whole list for it.
    func following(_ batch: BatchUpdate) -> ScreenAnchor {
      guard !batch.sectionInsertions.isEmpty || !batch.sectionDeletions.isEmpty else {
        return self
      }
      var anchor = self
      anchor.scroll = scroll?.following(batch)
      anchor.selectedHint = selected.map {
        ScrollAnchorKeeper.indexPath($0.indexPath, followingSectionsOf: batch)
      }
      return anchor
    }
  }

  /// How many items above the selected one a batch remembers to find its place.
  static let neighboursKept = 8

  /// What to keep through a change: the scroll anchor (the selected item while it is in view,
  /// else the first visible one), the bands' and the cursor's.
  func screenAnchor() -> ScreenAnchor {
    let selected = cursorItem.map { (identifier: $0.identifier, indexPath: $0.indexPath) }
    var anchor = ScreenAnchor(scroll: scrollAnchor(), selected: selected)
    anchor.bands = childLists.bandAnchors(in: sections, layout: layout)
    if let path = selected?.indexPath, sections.indices.contains(path.section) {
      anchor.selectedSection = sections[path.section].identifier
      let first = max(0, path.item - Self.neighboursKept)
      for item in (first..<min(path.item, sections[path.section].cellModels.count)).reversed() {
        let neighbour = IndexPath(item: item, section: path.section)
        if let identifier = identifier(at: neighbour) {
          anchor.neighbours.append((identifier, neighbour))
        }
      }
    }
    return anchor
  }

  /// Puts the anchor item back on its screen row and the cursor back on its item (or, when it
  /// was deleted, on the item now at its place, see ``place(of:)``), then keeps the cursor in
  /// view, and a list kept at its end at its end.
  func restore(_ anchor: ScreenAnchor) {
    childLists.dataDidChange(keeping: anchor.bands, sections: sections, layout: layout)
    restore(anchor.scroll, keepingEnd: false)
    if let selected = anchor.selected {
      let path =
        indexPath(of: selected.identifier, near: anchor.selectedHint ?? selected.indexPath)
        ?? place(of: anchor)
      placeCursor(at: path.flatMap(navigation.nearestFocusableItem(to:)))
    } else {
      placeCursor(at: navigation.edgeFocusableItem(going: .backward))
    }
    // The cursor stays in view when it was (on its item, or where its deleted item was); a list
    // the user scrolled away from it (the wheel) stays where it was. A band keeps its anchored
    // card rather than follow the cursor.
    let cursorWasShown =
      anchor.selected == nil || anchor.scroll?.item?.identifier == anchor.selected?.identifier
    if let selectedIndexPath, cursorWasShown {
      scrollVertically(toShow: selectedIndexPath)
    }
    // The end wins over the cursor: a chat at its end shows what arrives.
    restoreEnd(of: anchor.scroll)
  }

  /// The item at `indexPath` with its frame in rows, when it is laid out.
  private func anchorCandidate(at indexPath: IndexPath) -> (IndexPath, CGRect)? {
    layout.frame(for: indexPath).map { (indexPath, Self.inRows($0)) }
  }

  /// `frame` starting on the row its top is drawn in: the list scrolls by whole rows, so an
  /// item keeps the screen row of its top. Its end stays where it is, which keeps an item in
  /// view exactly while any of its rows is.
  private static func inRows(_ frame: CGRect) -> CGRect {
    let top = CGFloat(cells(frame.minY))
    return CGRect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top)
  }

  /// The item now at the place of the anchor's selected item, which is gone: in the same
  /// section (found by identifier), the item after the nearest of the neighbours above it that
  /// is still there, or the section's first item when none is (the last item when the place is
  /// past the end); when the section is gone or empty, the nearest item in the sections around
  /// it; `nil` when the list has no items.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*n*) for each remembered neighbour that
  ///   moved or was deleted.
  func place(of anchor: ScreenAnchor) -> IndexPath? {
    guard let selected = anchor.selected else { return nil }
    guard let sectionIdentifier = anchor.selectedSection,
      let section = sections.firstIndex(where: { $0.identifier == sectionIdentifier })
    else {
      return navigation.nearestItem(to: selected.indexPath)
    }
    let survivor = anchor.neighbours.lazy.compactMap { neighbour in
      self.indexPath(of: neighbour.identifier, near: neighbour.indexPath)
    }
    .first { $0.section == section }
    let item: Int
    if let survivor {
      item = survivor.item + 1
    } else if anchor.neighbours.count == selected.indexPath.item {
      item = 0
    } else {
      // More neighbours went than were remembered: at least that many rows closed above it.
      item = max(0, selected.indexPath.item - anchor.neighbours.count)
    }
    return navigation.nearestItem(to: IndexPath(item: item, section: section))
  }
}

// The list's scroll anchor is kept by the glue every host shares, over the list's rows: the
// cursor's item anchors the list while it is in view, and the item looked for after a change
// is searched for near its old place rather than through an index of every identifier.
extension TerminalListView: ScrollAnchoringHost {
  package var scrollAxis: ScrollDirection { .vertical }
  package var anchoredOffset: CGFloat? { CGFloat(contentOffset) }
  package var viewportLength: CGFloat { CGFloat(listRows) }
  package var readsBackward: Bool { false }
  package var clampsItsOwnOffset: Bool { false }

  /// The first visible item in reading order alone: it is the one the keeper would pick among
  /// them all (the list flows down, and items sharing a row are listed in order), and handing
  /// it alone spares a lookup per visible row at every batch.
  package func anchorCandidates() -> (items: [(IndexPath, CGRect)], contentLength: CGFloat) {
    let first = indexPathsForVisibleItems.min().flatMap(anchorCandidate(at:))
    return (first.map { [$0] } ?? [], CGFloat(contentHeight))
  }

  package func preferredAnchorCandidate() -> (IndexPath, CGRect)? {
    cursorItem.flatMap { anchorCandidate(at: $0.indexPath) }
  }

  package func indexPathOfAnchor(_ identifier: String, near old: IndexPath) -> IndexPath? {
    indexPath(of: identifier, near: old)
  }

  package func anchoringLayout() -> AnchoringLayout {
    // Reads the list's layout, not a copy of it, which a scroll reported meanwhile could make
    // the layout's storage copied when it measures.
    AnchoringLayout(contentLength: CGFloat(contentHeight)) { [unowned self] in
      layout.frame(for: $0).map(Self.inRows)
    }
  }

  package func moveAnchoredOffset(to offset: CGFloat) {
    setContentOffset(Self.cells(offset))
  }
}
