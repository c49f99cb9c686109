import Foundation

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
