import Foundation
import RosterHostSupport

/// Where the cursor can go from an item: the items beside it in reading order, in a band and in
/// the rows above and below, and among them the ones it can rest on.
///
/// The cursor rests only on items that can take the focus, as the data source says
/// (`canFocusItem(at:)`, the hosts' focus engines ask the same): a static row, such as a title or
/// a "Saved" label, where Enter would do nothing, is passed over by every key and by every update
/// that moves the cursor. Each search walks from where the cursor would land, item by item, and
/// stops at the first item that can take the focus: no key looks at the whole list unless the
/// items it would pass over are the whole list.
///
/// A value made for each question from what the list shows (``TerminalListView/navigation``):
/// its sections, its layout, the bands' offsets and whether an item can take the focus.
@MainActor
struct ItemNavigation {
  /// What the list shows.
  let sections: [Section]
  /// The list's layout, as last laid out.
  let layout: ListLayout
  /// How far each band is scrolled, by section.
  let bandOffsets: [Int: CGFloat]
  /// The rows the list's elements show in: a screen.
  let listRows: Int
  /// Whether the cursor can rest on an item (see ``TerminalListView/canPlaceCursor(at:)``).
  let canFocus: @MainActor (IndexPath) -> Bool

  /// The existing item closest to `indexPath`: in its section when it has items, else in the
  /// nearest section after it, else before it; `nil` when the list has no items.
  func nearestItem(to indexPath: IndexPath) -> IndexPath? {
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
    guard let stored = layout.frame(for: indexPath) else { return nil }
    let frame = layout.frame(stored, inBandScrolledBy: bandOffsets[indexPath.section] ?? 0)
    let start =
      downwards
      ? TerminalListView.cells(frame.maxY) + distance - 1
      : TerminalListView.cells(frame.minY) - distance
    let screen = max(1, listRows)
    let rows =
      downwards ? Array(start..<(start + screen)) : Array((start - screen + 1)...start).reversed()
    for row in rows where row >= 0 && row < TerminalListView.cells(layout.contentSize.height) {
      let band = CGRect(x: 0, y: CGFloat(row), width: layout.contentSize.width, height: 1)
      let candidates = layout.elements(in: band, bandOffsets: bandOffsets).filter {
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
        if canFocus(path) { return path }
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

/// Which way the cursor moves: down and right, or up and left.
enum CursorDirection {
  /// Down a row, or right to the next item in reading order.
  case forward
  /// Up a row, or left to the previous item in reading order.
  case backward

  /// The other way.
  var reversed: CursorDirection { self == .forward ? .backward : .forward }
}
