import Foundation

// Hosts forward their view's events here with the index paths their view uses, which are the
// displayed state's: the data source swaps inside each batch, so they always agree. Each event
// is resolved to its item's place once, and the model and every observer hear that place. For
// display, prefetch and working-range events, updates their callbacks request start only after
// the model and every observer heard them (`deliveringEvents(_:)`), so that a batch of them
// never goes on by paths an update changed; a selection's or highlight's update runs at once,
// as the app's action expects.
extension ListController {
  /// Runs the selection action of the ``SelectableCellModel`` at `indexPath`; returns whether
  /// there was one.
  ///
  /// The action runs on the newest model the app asked for that item, not the displayed one:
  /// while an update waits behind an animation, the displayed model is one the app has
  /// already replaced, and a switch tapped twice would ask twice for the same value. Nothing
  /// runs, and no provider hears it, on an item that is leaving (see ``isLeaving(_:)``): the
  /// app has already removed it, and Enter pressed on a row whose deletion waits behind an
  /// animation would act on a deleted model.
  ///
  /// While a selection mode is in force (``selectionMode``, or ``editingSelectionMode`` in edit
  /// mode), a selectable item is selected, or deselected, first; the action runs only outside
  /// edit mode and only when the item is selected afterwards. In edit mode no action runs.
  @discardableResult
  func didSelectItem(at indexPath: IndexPath) -> Bool {
    guard let displayed = cellModel(at: indexPath), !isLeaving(displayed.identifier) else {
      return false
    }
    var keptSelection = false
    if features.itemSelection.effectiveMode != .off, let isSelected = tapSelection(at: indexPath) {
      guard isSelected, !isEditing else { return true }
      keptSelection = true
    } else if isEditing {
      return false
    }
    let model = newestRequestedModel(of: displayed)
    // Resolved before the action runs, which may update the list at once (an app's selection
    // often does, then scrolls to what it showed): the provider hears where the user tapped.
    let place = ItemPlace(indexPath, in: snapshot)
    defer { notifyObservers(.select, at: place, model: model) }
    guard let selectable = model as? any SelectableCellModel else { return false }
    return selectable.performSelection(at: localIndexPath(of: place)) || keptSelection
  }

  /// The model of `displayed`'s item in the newest state the app asked for: `displayed` itself
  /// when nothing waits or is in flight, or when that state no longer holds the item as a model
  /// of the same type (a model of another type is another kind of row: the tap was on this one).
  ///
  /// - Complexity: O(1) when no update is waiting or in flight; O(*n*) in the requested items
  ///   otherwise (a tap is rare enough for a scan, and a table would cost every update).
  func newestRequestedModel(of displayed: any CellModel) -> any CellModel {
    guard hasRequestInFlightOrWaiting else { return displayed }
    for section in requestedSections {
      if let model = section.cellModels.first(where: { $0.identifier == displayed.identifier }) {
        return type(of: model) == type(of: displayed) ? model : displayed
      }
    }
    return displayed
  }

  /// Runs the action `identifier` of the ``ActionableCellModel`` at `indexPath`, with the
  /// index path its section provider knows; returns whether it had one. Nothing runs on an
  /// item that is leaving (see ``isLeaving(_:)``): a key pressed again while its deletion waits
  /// or fades would run the action again on the same, deleted, model.
  @discardableResult
  func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) as? any ActionableCellModel,
      !isLeaving(model.identifier)
    else { return false }
    return model.performAction(identifier, at: localIndexPath(for: indexPath))
  }

  /// Whether the item at `indexPath` may be highlighted — and so selected, since views select
  /// only what they may highlight: a ``SelectableCellModel`` with a selection action, or a
  /// ``HighlightableCellModel`` with highlighting enabled. Every host asks this one question.
  func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) else { return false }
    if features.itemSelection.effectiveMode != .off, model is any SelectableCellModel {
      return true
    }
    if isEditing { return false }
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

  /// Runs the ``DisplayableCellModel/willDisplayAction`` of the model at `indexPath`, when its
  /// item was not displayed already: a cell that shows an item another cell showed through a
  /// batch (a row shifted by an insertion, a reloaded row) continues its display.
  func willDisplayItem(at indexPath: IndexPath) {
    guard let model = cellModel(at: indexPath) else { return }
    guard trackCellAppeared(showing: model.identifier, at: indexPath) else { return }
    deliver(.willDisplay, of: model, at: ItemPlace(indexPath, in: snapshot))
  }

  /// Runs the ``DisplayableCellModel/didEndDisplayingAction`` of the model whose cell left the
  /// screen, when that was the last cell showing its item.
  ///
  /// A cell can leave the screen because its item was deleted, or after its item moved, and
  /// then `indexPath` (the view's old one) no longer names it in the displayed state: hosts that
  /// know the model the cell was bound to pass it as `model`, which is then used instead of a
  /// lookup, and the item is found by identity where it is, or where an update deleted it from.
  /// A cell of an item not displayed (already ended) is ignored.
  func didEndDisplayingItem(at indexPath: IndexPath, model: (any CellModel)? = nil) {
    guard let model = model ?? cellModel(at: indexPath),
      let place = trackCellDisappeared(showing: model.identifier)
    else { return }
    deliver(.didEndDisplaying, of: model, at: place)
  }

  /// Runs `model`'s action for `event` and tells every observer, at `place`; updates they
  /// request start once both have.
  func deliver(_ event: ItemEvent, of model: any CellModel, at place: ItemPlace) {
    deliveringEvents {
      let local = localIndexPath(of: place)
      switch event {
      case .willDisplay: (model as? any DisplayableCellModel)?.performWillDisplay(at: local)
      case .didEndDisplaying:
        (model as? any DisplayableCellModel)?.performDidEndDisplaying(at: local)
      case .prefetch: (model as? any PrefetchingCellModel)?.performPrefetch(at: local)
      case .cancelPrefetching:
        (model as? any PrefetchingCellModel)?.performCancelPrefetching(at: local)
      case .enterWorkingRange:
        (model as? any WorkingRangeCellModel)?.performDidEnterWorkingRange(at: local)
      case .leaveWorkingRange:
        (model as? any WorkingRangeCellModel)?.performDidLeaveWorkingRange(at: local)
      case .select, .highlight, .unhighlight, .enterSelection, .leaveSelection: break
      }
      notifyObservers(event, at: place, model: model)
    }
  }

  /// Tells ``didScrollAction`` and every section provider that the list scrolled.
  func didScroll(to contentOffset: CGPoint) {
    didScrollAction?(contentOffset)
    for observer in eventObservers { observer.listDidScroll(to: contentOffset) }
  }

  private func highlight(_ isHighlighted: Bool, at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) else { return false }
    let place = ItemPlace(indexPath, in: snapshot)
    defer { notifyObservers(isHighlighted ? .highlight : .unhighlight, at: place, model: model) }
    guard let highlightable = model as? any HighlightableCellModel else { return false }
    return highlightable.performHighlight(isHighlighted, at: localIndexPath(of: place))
  }
}
