import Foundation

// Hosts forward their view's events here with the index paths their view uses, which are the
// displayed state's: the data source swaps inside each batch, so they always agree.
extension ListController {
  /// Runs the selection action of the ``SelectableCellModel`` at `indexPath`; returns whether
  /// there was one.
  @discardableResult
  func didSelectItem(at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) else { return false }
    defer { notifyObservers(.select, at: indexPath, model: model) }
    guard let selectable = model as? any SelectableCellModel else { return false }
    return selectable.performSelection(at: localIndexPath(for: indexPath))
  }

  /// The actions of the ``ActionableCellModel`` at `indexPath`: each identifier once, at its
  /// first occurrence. A later action with the same identifier is left out, and reported once
  /// per model type and identifier, because running it by its identifier would run the
  /// first's handler.
  func actions(forItemAt indexPath: IndexPath) -> [ItemAction] {
    guard let model = cellModel(at: indexPath) as? any ActionableCellModel else { return [] }
    let actions = model.itemActions
    guard actions.count > 1 else { return actions }
    var seen = Set<String>()
    var unique: [ItemAction] = []
    unique.reserveCapacity(actions.count)
    for action in actions {
      if seen.insert(action.identifier).inserted {
        unique.append(action)
      } else {
        reportDuplicateAction(action.identifier, of: model)
      }
    }
    return unique
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

  /// Whether the displayed item `identifier` is absent from the newest requested state: the
  /// app asked for a state without it, and that state waits, is being diffed or is being
  /// applied.
  ///
  /// - Complexity: O(1) while nothing is in flight; otherwise O(*N*) the first time it is asked
  ///   for each new requested state, O(1) expected after.
  func isLeaving(_ identifier: String) -> Bool {
    guard queue.phase != .idle || queue.waiting != nil else { return false }
    if let cached = requestedIdentifiers, cached.generation == queue.generation {
      return !cached.identifiers.contains(identifier)
    }
    var identifiers = Set<String>()
    for section in requestedSections {
      for model in section.cellModels { identifiers.insert(model.identifier) }
    }
    requestedIdentifiers = (queue.generation, identifiers)
    return !identifiers.contains(identifier)
  }

  private func reportDuplicateAction(_ action: String, of model: any ActionableCellModel) {
    guard reportedDuplicateActions.insert("\(type(of: model))\u{0}\(action)").inserted else {
      return
    }
    diagnosticHandler(
      .conflictingItemAction(
        itemIdentifier: model.identifier, actionIdentifier: action,
        reason: "another action of the item has the same identifier; only the first is offered"))
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
