import Foundation
import RosterHostSupport

/// The item being moved in move mode, and where it started.
struct MoveMode {
  var origin: IndexPath
}

extension TerminalListView {
  /// Whether an item is being moved (move mode, see ``moveKey``).
  public var isMovingItem: Bool { moveMode != nil }

  /// Picks up the selected item with ``moveKey`` when its model may move (a reorderable
  /// `ReorderableCellModel`); returns whether move mode began. A batch still animating ends
  /// first: an item is never picked up from a list in the middle of a change.
  func pickUpSelectedItem() -> Bool {
    guard let selectedIndexPath, let dataSource,
      (dataSource.cellModel(at: selectedIndexPath) as? any ReorderableCellModel)?.isReorderable
        == true
    else { return false }
    // The data source refuses while a batch is on screen: it ends first.
    finishAnimations()
    // Finishing may have applied a waiting update, which can move or remove the item.
    guard let path = self.selectedIndexPath, dataSource.beginInteractiveMovement(at: path)
    else { return false }
    moveMode = MoveMode(origin: path)
    return true
  }

  /// Keys in move mode: ↑/↓ (k/j) move the item one place, into the neighbouring section at a
  /// section's ends (where the data source allows it), ←/→ within a band; Enter drops it,
  /// Escape puts it back. Every key is taken, so nothing reaches the list behind.
  func handleMoveKey(_ key: Key) -> Bool {
    guard moveMode != nil else { return false }
    guard let current = selectedIndexPath else {
      // Nothing to move any more: the drag ends, and the updates that waited are applied.
      moveMode = nil
      dataSource?.cancelInteractiveMovement()
      relayout()
      return true
    }
    switch key {
    case .up, .character("k"): moveItem(from: current, going: .backward)
    case .down, .character("j"): moveItem(from: current, going: .forward)
    case .left: moveItemWithinBand(from: current, by: rightwards == .forward ? -1 : 1)
    case .right: moveItemWithinBand(from: current, by: rightwards == .forward ? 1 : -1)
    case .enter: dropMovedItem()
    case .escape: cancelMove()
    default: break
    }
    return true
  }

  /// Drops the moved item where it is: the data source reports the move (once, from where it
  /// was picked up), then applies the updates that waited.
  func dropMovedItem() {
    guard moveMode != nil else { return }
    moveMode = nil
    dataSource?.endInteractiveMovement()
  }

  /// Puts the moved item back where it was picked up; nothing is reported.
  func cancelMove() {
    guard let mode = moveMode else { return }
    moveMode = nil
    // Moved back first and laid out, so that an update that waited starts from what shows.
    if let current = selectedIndexPath, current != mode.origin {
      show(dataSource?.updateInteractiveMovement(to: mode.origin))
    }
    dataSource?.cancelInteractiveMovement()
  }

  /// One place up or down: within the section, or to the nearest end of the nearest section
  /// beyond it that takes the item. A band's cards are left for the sections around it.
  private func moveItem(from current: IndexPath, going direction: CursorDirection) {
    let sections = self.sections
    let count = sections[current.section].cellModels.count
    let isBand = isBand(sections[current.section])
    let forward = direction == .forward
    if !isBand, forward ? current.item < count - 1 : current.item > 0 {
      show(
        dataSource?.updateInteractiveMovement(
          to: IndexPath(item: current.item + (forward ? 1 : -1), section: current.section)))
      return
    }
    let others =
      forward
      ? Array(sections.indices.dropFirst(current.section + 1))
      : Array(sections.indices.prefix(current.section).reversed())
    for section in others {
      let target = IndexPath(
        item: forward ? 0 : sections[section].cellModels.count, section: section)
      guard dataSource?.targetIndexPathForMove(from: current, toProposed: target) == target
      else { continue }
      show(dataSource?.updateInteractiveMovement(to: target))
      return
    }
  }

  /// One place left or right within a band; nothing in other sections.
  private func moveItemWithinBand(from current: IndexPath, by step: Int) {
    guard isBand(sections[current.section]) else { return }
    let target = IndexPath(item: current.item + step, section: current.section)
    guard target.item >= 0, target.item < sections[current.section].cellModels.count else {
      return
    }
    show(dataSource?.updateInteractiveMovement(to: target))
  }

  /// Shows the moved item at `indexPath`, where the data source now has it: the list is laid
  /// out again and the cursor follows it into view.
  private func show(_ indexPath: IndexPath?) {
    guard let indexPath else { return }
    relayout()
    putCursor(on: indexPath)
  }
}
