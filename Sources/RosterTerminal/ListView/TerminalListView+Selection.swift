import Foundation
import RosterHostSupport

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
  private func placeCursor(at indexPath: IndexPath?) {
    cursorItem = indexPath.flatMap { path in identifier(at: path).map { (path, $0) } }
  }

  /// Selects the item under the cursor through the data source (the model's selection action),
  /// then tells ``selectionHandler``.
  public func activateSelection() {
    guard let selectedIndexPath else { return }
    dataSource?.didSelectItem(at: selectedIndexPath)
    selectionHandler?(selectedIndexPath)
  }

  /// What to keep through a change: the scroll anchor (the selected item while it is in view,
  /// else the first visible one), the bands' and the cursor's.
  func screenAnchor() -> ScreenAnchor {
    let selected = cursorItem.map { (identifier: $0.identifier, indexPath: $0.indexPath) }
    var anchor = ScreenAnchor(selected: selected)
    let viewport = ScrollAnchorKeeper.Viewport(
      axis: .vertical, offset: CGFloat(contentOffset), length: CGFloat(listRows),
      contentLength: CGFloat(contentHeight))
    anchor.scroll = scrollAnchorKeeper.anchor(
      // The first visible item in reading order is the one the keeper would pick among them
      // all (the list flows down, and items sharing a row are listed in order): handing it
      // alone spares a lookup per visible row at every batch.
      in: viewport,
      visibleItems: indexPathsForVisibleItems.min().flatMap(anchorItem(at:)).map { [$0] } ?? [],
      preferring: selected.flatMap { anchorItem(at: $0.indexPath) })
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
    let viewportLength = CGFloat(listRows)
    let contentLength = CGFloat(contentHeight)
    let anchored = anchor.scroll?.itemOffset(
      viewportLength: viewportLength, contentLength: contentLength
    ) { identifier, old in
      indexPath(of: identifier, near: old).flatMap(layout.frame(for:)).map(Self.inRows)
    }
    setContentOffset(anchored.map(Self.cells) ?? contentOffset)
    if let selected = anchor.selected {
      let path =
        indexPath(of: selected.identifier, near: anchor.selectedHint ?? selected.indexPath)
        ?? place(of: anchor)
      placeCursor(at: path.flatMap(nearestFocusableItem(to:)))
    } else {
      placeCursor(at: edgeFocusableItem(going: .backward))
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
    if let end = anchor.scroll?.endOffset(
      viewportLength: viewportLength, contentLength: contentLength)
    {
      setContentOffset(Self.cells(end))
    }
    featuresFollowUpdate()
  }

  /// The item at `indexPath` as the scroll anchor sees it, when it is laid out.
  private func anchorItem(at indexPath: IndexPath) -> ScrollAnchorKeeper.VisibleItem? {
    guard let frame = layout.frame(for: indexPath), let identifier = identifier(at: indexPath)
    else { return nil }
    return ScrollAnchorKeeper.VisibleItem(
      identifier: identifier, indexPath: indexPath, frame: Self.inRows(frame))
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
      return nearestItem(to: selected.indexPath)
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
    return nearestItem(to: IndexPath(item: item, section: section))
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

  /// The existing item closest to `indexPath`: in its section when it has items, else in the
  /// nearest section after it, else before it; `nil` when the list has no items.
  func nearestItem(to indexPath: IndexPath) -> IndexPath? {
    let sections = sections
    guard !sections.isEmpty, indexPath.count == 2 else { return nil }
    let start = min(max(0, indexPath.section), sections.count - 1)
    // Every batch asks this, and the first section looked at usually has items: no list of
    // every section's index is built.
    for section in start..<sections.count where !sections[section].cellModels.isEmpty {
      let item =
        section == start ? min(max(0, indexPath.item), sections[section].cellModels.count - 1) : 0
      return IndexPath(item: item, section: section)
    }
    for section in (0..<start).reversed() where !sections[section].cellModels.isEmpty {
      return IndexPath(item: sections[section].cellModels.count - 1, section: section)
    }
    return nil
  }

  /// The item beside `indexPath`: the next or previous card of its band, when it is in one
  /// (none past the band's ends), else the next or previous item in reading order.
  func item(besides indexPath: IndexPath, going direction: CursorDirection) -> IndexPath? {
    guard layout.bandLength(ofSection: indexPath.section) != nil else {
      return item(nextTo: indexPath, going: direction)
    }
    let item = indexPath.item + (direction == .forward ? 1 : -1)
    guard item >= 0, item < layout.numberOfItems(inSection: indexPath.section) else { return nil }
    return IndexPath(item: item, section: indexPath.section)
  }

  /// The item after (`.forward`) or before `indexPath` in reading order, across sections.
  func item(nextTo indexPath: IndexPath, going direction: CursorDirection) -> IndexPath? {
    let forward = direction == .forward
    var section = indexPath.section
    var item = indexPath.item + (forward ? 1 : -1)
    while sections.indices.contains(section) {
      if sections[section].cellModels.indices.contains(item) {
        return IndexPath(item: item, section: section)
      }
      section += forward ? 1 : -1
      guard sections.indices.contains(section) else { return nil }
      item = forward ? 0 : sections[section].cellModels.count - 1
    }
    return nil
  }

  /// The cell in the nearest row below (`.forward`) or above `indexPath`'s cell, `distance`
  /// rows away or more, closest to its column — the cell under it in a grid — or, when no row
  /// within a screen has one, the next item in reading order.
  func item(
    inRowNextTo indexPath: IndexPath, going direction: CursorDirection, distance: Int = 1
  ) -> IndexPath? {
    let downwards = direction == .forward
    guard let frame = visibleFrame(for: indexPath) else { return nil }
    let start =
      downwards ? Self.cells(frame.maxY) + distance - 1 : Self.cells(frame.minY) - distance
    let screen = max(1, listRows)
    let rows =
      downwards ? Array(start..<(start + screen)) : Array((start - screen + 1)...start).reversed()
    for row in rows where row >= 0 && row < contentHeight {
      let band = CGRect(x: 0, y: CGFloat(row), width: layout.contentSize.width, height: 1)
      let candidates = layout.elements(in: band, bandOffsets: childLists.bandOffsetsByIndex).filter
      {
        $0.kind == .cell
          && (downwards ? $0.frame.minY >= frame.maxY : $0.frame.maxY <= frame.minY)
      }
      if let closest = candidates.min(by: {
        abs($0.frame.midX - frame.midX) < abs($1.frame.midX - frame.midX)
      }) {
        return closest.indexPath
      }
    }
    return item(nextTo: indexPath, going: direction)
  }
}

/// Which way the cursor moves: down and right, or up and left.
enum CursorDirection {
  /// Down a row, or right to the next item in reading order.
  case forward
  /// Up a row, or left to the previous item in reading order.
  case backward

  /// The other way.
  var reversed: CursorDirection { self == .forward ? .backward : .forward }
}

// The cursor rests only on items that can take the focus, as the data source says
// (`canFocusItem(at:)`, the hosts' focus engines ask the same): a static row, such as a title or
// a "Saved" label, where Enter would do nothing, is passed over by every key and by every update
// that moves the cursor. Each search walks from where the cursor would land, item by item, and
// stops at the first item that can take the focus: no key looks at the whole list unless the
// items it would pass over are the whole list.
extension TerminalListView {
  /// Whether the cursor can rest on the item at `indexPath`: the data source lets it take the
  /// focus (`ItemFocusEvents.canFocusItem(at:)`: for a `ListController`, any item but one whose
  /// model is a `FocusableCellModel` with `isFocusable` false, or whose removal waits behind an
  /// update).
  func canPlaceCursor(at indexPath: IndexPath) -> Bool {
    dataSource?.canFocusItem(at: indexPath) ?? false
  }

  /// The first item, starting at `indexPath` (itself included, or the nearest end of its section
  /// when it is past one) and going `direction` in reading order, that the cursor can rest on:
  /// across sections, or within `indexPath`'s section alone when `withinSection` (a band's
  /// cards); `nil` when there is none.
  ///
  /// - Complexity: O(*k*) for the *k* items passed over, and the empty sections between them:
  ///   O(*n*) at worst, when no item from `indexPath` on can take the focus.
  func focusableItem(
    from indexPath: IndexPath, going direction: CursorDirection, withinSection: Bool = false
  ) -> IndexPath? {
    let sections = sections
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let forward = direction == .forward
    let step = forward ? 1 : -1
    var section = indexPath.section
    let count = sections[section].cellModels.count
    var item = forward ? max(0, indexPath.item) : min(indexPath.item, count - 1)
    while true {
      let count = sections[section].cellModels.count
      while item >= 0 && item < count {
        let path = IndexPath(item: item, section: section)
        if canPlaceCursor(at: path) { return path }
        item += step
      }
      section += step
      guard !withinSection, sections.indices.contains(section) else { return nil }
      item = forward ? 0 : sections[section].cellModels.count - 1
    }
  }

  /// The item the cursor can rest on nearest `indexPath`: the existing item closest to it (see
  /// ``nearestItem(to:)``) when it can take the focus, else the first after it that can, else
  /// the last before it; `nil` when no item can.
  ///
  /// - Complexity: O(*k*) for the *k* items passed over; O(*n*) when none can take the focus.
  func nearestFocusableItem(to indexPath: IndexPath) -> IndexPath? {
    guard let nearest = nearestItem(to: indexPath) else { return nil }
    return focusableItem(from: nearest, going: .forward)
      ?? focusableItem(from: nearest, going: .backward)
  }

  /// The first item in the list the cursor can rest on (`.forward`), or the last.
  ///
  /// - Complexity: O(*k*) for the *k* items before it (after it, for the last).
  func edgeFocusableItem(going direction: CursorDirection) -> IndexPath? {
    direction == .forward
      ? focusableItem(from: IndexPath(item: Int.max, section: sections.count - 1), going: .backward)
      : focusableItem(from: IndexPath(item: 0, section: 0), going: .forward)
  }

  /// Where a step of the cursor from `current` lands (`step` being ↓, ↑, Page Down or Page Up):
  /// the item `step` picks when the cursor can rest on it; else the first past it, in reading
  /// order going `direction`, that it can; else, when none past it can, the first between
  /// `current` and it that can (in a grid, a cell beside the cursor's); `nil` when none can.
  ///
  /// - Complexity: `step`'s cost, plus O(*k*) for the *k* items passed over: O(*n*) at worst,
  ///   when no item past `current` can take the focus.
  func focusableStep(
    from current: IndexPath, going direction: CursorDirection, _ step: (IndexPath) -> IndexPath?
  ) -> IndexPath? {
    guard let landing = step(current) else { return nil }
    if let past = focusableItem(from: landing, going: direction) { return past }
    return item(nextTo: current, going: direction).flatMap {
      focusableItem(from: $0, going: direction)
    }
  }

  /// The item beside `indexPath` the cursor can rest on, going `direction` (see
  /// ``item(besides:going:)``): passing over the items that cannot take the focus, within the
  /// band when `indexPath` is in one; `nil` when none can.
  ///
  /// - Complexity: O(*k*) for the *k* items passed over.
  func focusableItem(besides indexPath: IndexPath, going direction: CursorDirection) -> IndexPath? {
    guard let next = item(besides: indexPath, going: direction) else { return nil }
    return focusableItem(
      from: next, going: direction,
      withinSection: layout.bandLength(ofSection: indexPath.section) != nil)
  }
}
