import Foundation

// Hosts forward their view's events here with the index paths their view uses, which are the
// displayed state's: the data source swaps inside each batch, so they always agree.
extension ListController {
  /// Runs the selection action of the ``SelectableCellModel`` at `indexPath`; returns whether
  /// there was one.
  ///
  /// The action runs on the newest model the app asked for that item, not the displayed one:
  /// while an update waits behind an animation, the displayed model is one the app has
  /// already replaced, and a switch tapped twice would ask twice for the same value.
  @discardableResult
  func didSelectItem(at indexPath: IndexPath) -> Bool {
    guard let displayed = cellModel(at: indexPath) else { return false }
    let model = newestRequestedModel(of: displayed)
    defer { notifyObservers(.select, at: indexPath, model: model) }
    guard let selectable = model as? any SelectableCellModel else { return false }
    return selectable.performSelection(at: localIndexPath(for: indexPath))
  }

  /// The model of `displayed`'s item in the newest state the app asked for: `displayed` itself
  /// when nothing waits or is in flight, or when that state no longer holds the item as a model
  /// of the same type (a model of another type is another kind of row: the tap was on this one).
  ///
  /// - Complexity: O(1) when no update is waiting or in flight; O(*n*) in the requested items
  ///   otherwise (a tap is rare enough for a scan, and a table would cost every update).
  func newestRequestedModel(of displayed: any CellModel) -> any CellModel {
    guard queue.waiting != nil || queue.phase != .idle else { return displayed }
    for section in requestedSections {
      if let model = section.cellModels.first(where: { $0.identifier == displayed.identifier }) {
        return type(of: model) == type(of: displayed) ? model : displayed
      }
    }
    return displayed
  }

  /// The actions of the ``ActionableCellModel`` at `indexPath`.
  func actions(forItemAt indexPath: IndexPath) -> [ItemAction] {
    (cellModel(at: indexPath) as? any ActionableCellModel)?.itemActions ?? []
  }

  /// Runs the action `identifier` of the ``ActionableCellModel`` at `indexPath`, with the
  /// index path its section provider knows; returns whether it had one.
  @discardableResult
  func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) as? any ActionableCellModel else { return false }
    return model.performAction(identifier, at: localIndexPath(for: indexPath))
  }

  /// Whether the item at `indexPath` may be highlighted — and so selected, since views select
  /// only what they may highlight: a ``SelectableCellModel`` with a selection action, or a
  /// ``HighlightableCellModel`` with highlighting enabled. Every host asks this one question.
  func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) else { return false }
    if (model as? any SelectableCellModel)?.isSelectable == true { return true }
    return (model as? any HighlightableCellModel)?.isHighlightEnabled ?? false
  }

  /// Tells the ``HighlightableCellModel`` at `indexPath` that its highlight began.
  @discardableResult
  func didHighlightItem(at indexPath: IndexPath) -> Bool {
    highlight(true, at: indexPath)
  }

  /// Tells the ``HighlightableCellModel`` at `indexPath` that its highlight ended.
  @discardableResult
  func didUnhighlightItem(at indexPath: IndexPath) -> Bool {
    highlight(false, at: indexPath)
  }

  /// Runs the ``DisplayableCellModel/willDisplayAction`` of the model at `indexPath`.
  func willDisplayItem(at indexPath: IndexPath) {
    guard let model = cellModel(at: indexPath) else { return }
    // A prefetch ends when its cell appears: it was consumed.
    trackedItems.prefetched[model.identifier] = nil
    (model as? any DisplayableCellModel)?.performWillDisplay(at: localIndexPath(for: indexPath))
    notifyObservers(.willDisplay, at: indexPath, model: model)
  }

  /// Runs the ``DisplayableCellModel/didEndDisplayingAction`` of the model whose cell left the
  /// screen.
  ///
  /// A cell can leave the screen because its item was deleted, and then `indexPath` (the
  /// view's old one) no longer names it in the displayed state: hosts that know the model the
  /// cell was bound to pass it as `model`, which is then used instead of a lookup.
  func didEndDisplayingItem(at indexPath: IndexPath, model: (any CellModel)? = nil) {
    guard let model = model ?? cellModel(at: indexPath) else { return }
    (model as? any DisplayableCellModel)?.performDidEndDisplaying(
      at: localIndexPath(for: indexPath))
    notifyObservers(.didEndDisplaying, at: indexPath, model: model)
  }

  /// Tells ``didScrollAction`` and every section provider that the list scrolled.
  func didScroll(to contentOffset: CGPoint) {
    didScrollAction?(contentOffset)
    for observer in eventObservers { observer.listDidScroll(to: contentOffset) }
  }

  private func highlight(_ isHighlighted: Bool, at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) else { return false }
    defer {
      notifyObservers(isHighlighted ? .highlight : .unhighlight, at: indexPath, model: model)
    }
    guard let highlightable = model as? any HighlightableCellModel else { return false }
    return highlightable.performHighlight(isHighlighted, at: localIndexPath(for: indexPath))
  }
}
