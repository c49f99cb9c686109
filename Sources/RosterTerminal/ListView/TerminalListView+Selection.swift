import Foundation

extension TerminalListView {
  /// What keeps the screen steady through a batch: an item and the screen row of its top.
  struct ScrollAnchor {
    var identifier: String?
    var indexPath: IndexPath?
    var screenRow: Int
    var selected: (identifier: String, indexPath: IndexPath)?
    /// The items after the selected one, so that when it is deleted the cursor lands on the
    /// first of them that survived.
    var followers: [(identifier: String, indexPath: IndexPath)] = []
  }

  /// Moves the cursor to `indexPath` (ignored outside the data; `nil` clears it) and scrolls
  /// it into view.
  public func select(_ indexPath: IndexPath?) {
    guard let indexPath else {
      selectedIndexPath = nil
      selectedIdentifier = nil
      return
    }
    guard let identifier = identifier(at: indexPath) else { return }
    selectedIndexPath = indexPath
    selectedIdentifier = identifier
    scroll(to: indexPath, animated: false)
  }

  /// Selects the item under the cursor through the data source (the model's selection action),
  /// then tells ``selectionHandler``.
  public func activateSelection() {
    guard let selectedIndexPath else { return }
    dataSource?.didSelectItem(at: selectedIndexPath)
    selectionHandler?(selectedIndexPath)
  }

  /// The selected item, or else the first visible one, with where it is on screen.
  func scrollAnchor() -> ScrollAnchor {
    let selected = selectedIndexPath.flatMap { path in
      selectedIdentifier.map { (identifier: $0, indexPath: path) }
    }
    let anchorPath =
      selected.flatMap { layout.frame(for: $0.indexPath) == nil ? nil : $0.indexPath }
      ?? layout.items(in: viewport).min()
    var followers: [(identifier: String, indexPath: IndexPath)] = []
    var next = selected?.indexPath
    while followers.count < 8, let current = next, let after = item(after: current, forward: true) {
      if let identifier = identifier(at: after) { followers.append((identifier, after)) }
      next = after
    }
    guard let anchorPath, let frame = layout.frame(for: anchorPath) else {
      return ScrollAnchor(
        identifier: nil, indexPath: nil, screenRow: 0, selected: selected, followers: followers)
    }
    return ScrollAnchor(
      identifier: identifier(at: anchorPath), indexPath: anchorPath,
      screenRow: Self.cells(frame.minY) - contentOffset, selected: selected,
      followers: followers)
  }

  /// Puts the anchor item back on its screen row and the cursor back on its item (or, when it
  /// was deleted, on the item now at its place), then keeps the cursor in view.
  func restore(_ anchor: ScrollAnchor) {
    if let identifier = anchor.identifier,
      let path = indexPath(of: identifier, near: anchor.indexPath),
      let frame = layout.frame(for: path)
    {
      setContentOffset(Self.cells(frame.minY) - anchor.screenRow)
    } else {
      setContentOffset(contentOffset)
    }
    if let selected = anchor.selected {
      let path =
        indexPath(of: selected.identifier, near: selected.indexPath)
        ?? anchor.followers.lazy.compactMap {
          self.indexPath(of: $0.identifier, near: $0.indexPath)
        }
        .first ?? nearestItem(to: selected.indexPath)
      selectedIndexPath = path
      selectedIdentifier = path.flatMap(identifier(at:))
    } else {
      selectedIndexPath = nearestItem(to: IndexPath(item: 0, section: 0))
      selectedIdentifier = selectedIndexPath.flatMap(identifier(at:))
    }
    if let selectedIndexPath { scroll(to: selectedIndexPath, animated: false) }
  }

  /// Where the item `identifier` is now: checked at its old place first, then found by a scan.
  ///
  /// - Complexity: O(1) when the item did not move; O(*n*) otherwise.
  func indexPath(of identifier: String, near hint: IndexPath?) -> IndexPath? {
    if let hint, self.identifier(at: hint) == identifier { return hint }
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
    guard !sections.isEmpty, indexPath.count == 2 else { return nil }
    let start = min(max(0, indexPath.section), sections.count - 1)
    let order = Array(start..<sections.count) + Array((0..<start).reversed())
    for section in order where !sections[section].cellModels.isEmpty {
      let item =
        section == start ? min(max(0, indexPath.item), sections[section].cellModels.count - 1) : 0
      return IndexPath(
        item: section < start ? sections[section].cellModels.count - 1 : item, section: section)
    }
    return nil
  }

  /// The item after (or before) `indexPath` in reading order, across sections.
  func item(after indexPath: IndexPath, forward: Bool) -> IndexPath? {
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

  /// The cell in the nearest row below (or above) `indexPath`'s cell, `distance` rows away or
  /// more, closest to its column — the cell under it in a grid — or, when no row within a
  /// screen has one, the next item in reading order.
  func item(below indexPath: IndexPath, downwards: Bool, distance: Int = 1) -> IndexPath? {
    guard let frame = layout.frame(for: indexPath) else { return nil }
    let start =
      downwards ? Self.cells(frame.maxY) + distance - 1 : Self.cells(frame.minY) - distance
    let screen = max(1, Self.cells(size.height))
    let rows =
      downwards ? Array(start..<(start + screen)) : Array((start - screen + 1)...start).reversed()
    for row in rows where row >= 0 && row < contentHeight {
      let band = CGRect(x: 0, y: CGFloat(row), width: layout.contentSize.width, height: 1)
      let candidates = layout.elements(in: band).filter {
        $0.kind == .cell
          && (downwards ? $0.frame.minY >= frame.maxY : $0.frame.maxY <= frame.minY)
      }
      if let closest = candidates.min(by: {
        abs($0.frame.midX - frame.midX) < abs($1.frame.midX - frame.midX)
      }) {
        return closest.indexPath
      }
    }
    return item(after: indexPath, forward: downwards)
  }
}
