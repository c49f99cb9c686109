import Foundation
import RosterHostSupport

/// Move mode: ``TerminalListView/moveKey`` picks up the selected item when its model may move,
/// ↑/↓ then move it (into the neighbouring sections at a section's ends, where the data source
/// allows it) and ←/→ within a band, Enter drops it and Escape puts it back. It takes every key
/// meanwhile; the item shows ``TerminalListView/movingItemMarker`` in the gutter and
/// ``TerminalListView/movedStyle``.
@MainActor
final class MoveFeature: TerminalListFeature {
  /// The key that picks up the selected item; `nil` for none.
  var key: Key? = .character("m")
  /// Drawn in the gutter beside the item being moved.
  var marker: StyledLine = "↕ "
  /// Where the item being moved was picked up, while one is.
  private(set) var origin: IndexPath?

  /// Whether an item is being moved.
  var isMoving: Bool { origin != nil }

  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    key == self.key && pickUpSelectedItem(in: list)
  }

  func reservedKeys(in list: TerminalListView) -> [Key] { key.map { [$0] } ?? [] }

  func takesEveryKey(in list: TerminalListView) -> Bool { isMoving }

  /// While moving: the arrows, Enter and Esc. Otherwise the key, when the selected item may
  /// move now (its model is reorderable and the data source lets it move: a filtered list does
  /// not).
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    if isMoving {
      return Self.modeHints
    }
    guard let key, let selectedIndexPath = list.selectedIndexPath,
      let dataSource = list.dataSource, dataSource.canMoveItem(at: selectedIndexPath),
      (dataSource.cellModel(at: selectedIndexPath) as? any ReorderableCellModel)?
        .isReorderable == true
    else { return [] }
    return [TerminalKeyHint(key, "move")]
  }

  /// The keys while an item is being moved.
  static let modeHints = [
    TerminalKeyHint(keys: "↑↓", action: "move", group: .moving),
    TerminalKeyHint(.enter, "drop", group: .moving),
    TerminalKeyHint(.escape, "cancel", group: .moving),
  ]

  /// The key, and those that work while an item is being moved.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let key else { return [] }
    return [TerminalKeyHint(key, "move")] + Self.modeHints
  }

  func cursorMarker(in list: TerminalListView) -> StyledLine? { isMoving ? marker : nil }

  /// The item in move mode is marked as moving, which shows without the gutter too.
  func cursorStyle(in list: TerminalListView) -> TextStyle? {
    isMoving ? list.movedStyle : nil
  }

  /// Picks up the selected item when its model may move (a reorderable
  /// `ReorderableCellModel`); returns whether move mode began. A batch still animating ends
  /// first: an item is never picked up from a list in the middle of a change.
  private func pickUpSelectedItem(in list: TerminalListView) -> Bool {
    guard let selectedIndexPath = list.selectedIndexPath, let dataSource = list.dataSource,
      (dataSource.cellModel(at: selectedIndexPath) as? any ReorderableCellModel)?.isReorderable
        == true
    else { return false }
    // The data source refuses while a batch is on screen: it ends first.
    list.finishAnimations()
    // Finishing may have applied a waiting update, which can move or remove the item.
    guard let path = list.selectedIndexPath, dataSource.beginInteractiveMovement(at: path)
    else { return false }
    origin = path
    return true
  }

  /// Keys in move mode: ↑/↓ (k/j) move the item one place, into the neighbouring section at a
  /// section's ends (where the data source allows it), ←/→ within a band; Enter drops it,
  /// Escape puts it back. Every key is taken, so nothing reaches the list behind.
  func handleInMode(_ key: Key, in list: TerminalListView) -> Bool {
    guard isMoving else { return false }
    guard let current = list.selectedIndexPath else {
      // Nothing to move any more: the drag ends, and the updates that waited are applied.
      origin = nil
      list.dataSource?.cancelInteractiveMovement()
      list.relayout()
      return true
    }
    let rightwards = list.rightwards == .forward
    switch key {
    case .up, .character("k"): moveItem(from: current, going: .backward, in: list)
    case .down, .character("j"): moveItem(from: current, going: .forward, in: list)
    case .left: moveItemWithinBand(from: current, by: rightwards ? -1 : 1, in: list)
    case .right: moveItemWithinBand(from: current, by: rightwards ? 1 : -1, in: list)
    case .enter: drop(in: list)
    case .escape: cancel(in: list)
    default: break
    }
    return true
  }

  /// Drops the moved item where it is: the data source reports the move (once, from where it
  /// was picked up), then applies the updates that waited.
  private func drop(in list: TerminalListView) {
    origin = nil
    list.dataSource?.endInteractiveMovement()
  }

  /// Puts the moved item back where it was picked up; nothing is reported.
  private func cancel(in list: TerminalListView) {
    guard let origin else { return }
    self.origin = nil
    // Moved back first and laid out, so that an update that waited starts from what shows.
    if let current = list.selectedIndexPath, current != origin {
      show(list.dataSource?.updateInteractiveMovement(to: origin), in: list)
    }
    list.dataSource?.cancelInteractiveMovement()
  }

  /// One place up or down: within the section, or to the nearest end of the nearest section
  /// beyond it that takes the item. A band's cards are left for the sections around it.
  private func moveItem(
    from current: IndexPath, going direction: CursorDirection, in list: TerminalListView
  ) {
    let sections = list.sections
    let count = sections[current.section].cellModels.count
    let isBand = isBand(sections[current.section], in: list)
    let forward = direction == .forward
    if !isBand, forward ? current.item < count - 1 : current.item > 0 {
      var target = IndexPath(item: current.item + (forward ? 1 : -1), section: current.section)
      // An outline row steps over a sibling's shown subtree to the next place among its
      // siblings, since the places in between are refused.
      if sections[current.section].outline != nil {
        while list.dataSource?.targetIndexPathForMove(from: current, toProposed: target) != target,
          forward ? target.item < count - 1 : target.item > 0
        {
          target.item += forward ? 1 : -1
        }
      }
      show(list.dataSource?.updateInteractiveMovement(to: target), in: list)
      return
    }
    let others =
      forward
      ? Array(sections.indices.dropFirst(current.section + 1))
      : Array(sections.indices.prefix(current.section).reversed())
    for section in others {
      let target = IndexPath(
        item: forward ? 0 : sections[section].cellModels.count, section: section)
      guard list.dataSource?.targetIndexPathForMove(from: current, toProposed: target) == target
      else { continue }
      show(list.dataSource?.updateInteractiveMovement(to: target), in: list)
      return
    }
  }

  /// One place left or right within a band; nothing in other sections.
  private func moveItemWithinBand(from current: IndexPath, by step: Int, in list: TerminalListView)
  {
    let sections = list.sections
    guard isBand(sections[current.section], in: list) else { return }
    let target = IndexPath(item: current.item + step, section: current.section)
    guard target.item >= 0, target.item < sections[current.section].cellModels.count else {
      return
    }
    show(list.dataSource?.updateInteractiveMovement(to: target), in: list)
  }

  /// Shows the moved item at `indexPath`, where the data source now has it: the list is laid
  /// out again and the cursor follows it into view.
  private func show(_ indexPath: IndexPath?, in list: TerminalListView) {
    guard let indexPath else { return }
    list.relayout()
    list.putCursor(on: indexPath)
  }
}

extension MoveFeature {
  /// Whether `section` scrolls across `list`, as ``ChildList`` decides: its cards move within it.
  private func isBand(_ section: Section, in list: TerminalListView) -> Bool {
    ChildList.isBand(section, inListScrolling: list.layout.scrollDirection)
  }
}

extension TerminalListView {
  /// Whether an item is being moved (move mode, see ``moveKey``).
  public var isMovingItem: Bool { features.move.isMoving }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// The key that picks up the selected item to move it (move mode), when its model is a
  /// reorderable `ReorderableCellModel`: ↑/↓ then move it (←/→ in a band), Enter drops it and
  /// the model and its section provider hear the move, Escape puts it back. Updates that
  /// arrive meanwhile wait for the drop. `nil` for none.
  public var moveKey: Key? {
    get { features.move.key }
    set { features.move.key = newValue }
  }

  /// Drawn in the gutter beside the item being moved, in place of ``selectionMarker`` (and
  /// cut to its width); the item shows in ``movedStyle`` too.
  public var movingItemMarker: StyledLine {
    get { features.move.marker }
    set { features.move.marker = newValue }
  }
}
