import Foundation

// The selection is a state the controller keeps by item identity, not a list of index paths:
// an update that moves a selected item keeps it selected wherever it goes, one that removes it
// deselects it once the update is applied, and the host only shows what the controller holds.
// Every change — a tap, the app's call, an update — goes through `apply(_:)`, which tells the
// models, the section providers, the host and the app, in that order.
extension ListController {
  /// How many items stay selected outside edit mode: ``ListSelectionMode/off`` (the default)
  /// keeps none, and selecting an item only runs its
  /// ``SelectableCellModel/selectionAction``; ``ListSelectionMode/single`` keeps one, as a
  /// picker does; ``ListSelectionMode/multiple`` toggles each item it selects.
  ///
  /// Narrowing the mode deselects what it no longer allows: all, or all but the newest.
  public var selectionMode: ListSelectionMode {
    get { features.itemSelection.mode }
    set { apply(features.itemSelection.setMode(newValue), showing: true) }
  }

  /// How many items stay selected in edit mode; ``ListSelectionMode/multiple`` by default.
  public var editingSelectionMode: ListSelectionMode {
    get { features.itemSelection.editingMode }
    set { apply(features.itemSelection.setEditingMode(newValue), showing: true) }
  }

  /// Whether the list is in edit mode: its cells show a selection control, a tap selects or
  /// deselects its item (in ``editingSelectionMode``) instead of running its action, and the
  /// app acts on the selection as a whole (``removeSelectedItems(animated:completion:)``,
  /// ``moveSelectedItems(toSection:at:animated:completion:)``).
  ///
  /// Entering or leaving edit mode keeps what the new mode allows of the selection (leaving it
  /// with ``selectionMode`` off deselects everything), and the host shows the change.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.selectionMode = .off
  /// controller.isEditing = true  // Edit
  /// try controller.select("p1")
  /// try controller.select("p2")
  /// let removed = controller.removeSelectedItems()  // Delete: one animated update
  /// controller.isEditing = false  // Done
  /// ```
  public var isEditing: Bool {
    get { features.itemSelection.isEditing }
    set {
      guard newValue != features.itemSelection.isEditing else { return }
      apply(features.itemSelection.setEditing(newValue), showing: true)
    }
  }

  /// The selected items' identifiers, in the order the list displays them.
  ///
  /// - Complexity: O(*S* + *s* log *s*) for *S* sections and *s* selected items, after a table
  ///   of the displayed items built once per displayed state.
  public var selectedIdentifiers: [String] {
    selectedPlaces.map(\.identifier)
  }

  /// The selected items' index paths in the displayed state, in order.
  ///
  /// - Complexity: O(*S* + *s* log *s*) for *S* sections and *s* selected items, after a table
  ///   of the displayed items built once per displayed state.
  public var indexPathsForSelectedItems: [IndexPath] {
    selectedPlaces.map(\.indexPath)
  }

  /// Whether the item `identifier` is selected.
  ///
  /// - Complexity: O(1).
  public func isSelected(_ identifier: String) -> Bool {
    features.itemSelection.contains(identifier)
  }

  /// Selects the displayed item `identifier` (in single selection, instead of the selected
  /// one); selecting a selected item changes nothing.
  ///
  /// Its model must be a ``SelectableCellModel``: a model with no selection action may be
  /// selected too. An item still waiting behind an update is not displayed yet: select it in
  /// that update's completion.
  ///
  /// - Throws: ``ListSelectionError/selectionOff`` when the mode in force is off;
  ///   ``ListSelectionError/unknownItem(_:)`` when no such item is displayed;
  ///   ``ListSelectionError/notSelectable(_:)`` when its model is not selectable or an update
  ///   the app asked for removes it.
  public func select(_ identifier: String) throws(ListSelectionError) {
    guard features.itemSelection.effectiveMode != .off else { throw .selectionOff }
    guard let indexPath = snapshot.indexPath(forIdentifier: identifier) else {
      throw .unknownItem(identifier)
    }
    guard canEnterSelection(at: indexPath) else { throw .notSelectable(identifier) }
    apply(features.itemSelection.select(identifier), showing: true)
  }

  /// Deselects the item `identifier`; an item not selected is left alone.
  public func deselect(_ identifier: String) {
    apply(features.itemSelection.deselect(identifier), showing: true)
  }

  /// Selects every displayed item that can be selected, in multiple selection.
  ///
  /// - Throws: ``ListSelectionError/selectionOff`` unless the mode in force is
  ///   ``ListSelectionMode/multiple``.
  /// - Complexity: O(*n*) in the displayed items.
  public func selectAll() throws(ListSelectionError) {
    guard features.itemSelection.effectiveMode == .multiple else { throw .selectionOff }
    var selectable: [String] = []
    for (section, content) in snapshot.sections.enumerated() {
      for (item, model) in content.cellModels.enumerated()
      where canEnterSelection(at: IndexPath(item: item, section: section)) {
        selectable.append(model.identifier)
      }
    }
    apply(features.itemSelection.selectAll(selectable), showing: true)
  }

  /// Deselects every item.
  public func deselectAll() {
    apply(features.itemSelection.deselectAll(), showing: true)
  }

  /// Removes the selected items from the list in one animated update, as one transaction
  /// (``modify(animated:completion:_:)``), and returns their models in display order; they
  /// leave the selection when the update is applied.
  ///
  /// The update starts from ``requestedSections``: apps that keep their own state remove the
  /// same items from it (their next update would show them again otherwise), or, instead of
  /// calling this, remove ``selectedIdentifiers`` from their state and update the list.
  ///
  /// - Complexity: O(*n* + *s* log *s*) for *n* items and *s* selected, plus the update.
  @discardableResult
  public func removeSelectedItems(
    animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil
  ) -> [any CellModel] {
    let selection = selectionToTake()
    var removed: [any CellModel] = []
    // Each identifier was displayed; one an update in flight already removed is skipped.
    try? modify(animated: animated, completion: completion) { list in
      if let items = selection.items {
        removed = list.removeCells(atItems: items)
      } else {
        removed = list.removeFirstCells(withIDs: selection.identifiers)
      }
    }
    return removed
  }

  /// Moves the selected items, in display order, to `index` of the section `sectionID`, in one
  /// animated update; they stay selected.
  ///
  /// `index` counts the section's items once the selected ones are taken out.
  ///
  /// - Throws: ``ListTransactionError`` when there is no such section or `index` is out of
  ///   range; nothing changes then.
  /// - Complexity: O(*n* + *s* log *s*) for *n* items and *s* selected, plus the update.
  public func moveSelectedItems(
    toSection sectionID: String, at index: Int, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(ListTransactionError) {
    let selection = selectionToTake()
    try modify(animated: animated, completion: completion) { list in
      if let items = selection.items {
        try list.moveCells(atItems: items, to: index, inSection: sectionID)
      } else {
        try list.moveFirstCells(withIDs: selection.identifiers, to: index, inSection: sectionID)
      }
    }
  }

  /// The selected identifiers in display order, and, when the requested sections hold
  /// exactly the displayed items and no identifier twice (no update in flight or waiting, no
  /// filter, no loading footer: the common case), the selected items' offsets in each section,
  /// ascending, so that a transaction takes them by place rather than by hashing every cell's
  /// identifier.
  private func selectionToTake() -> (identifiers: [String], items: [[Int]]?) {
    let places = selectedPlaces
    let identifiers = places.map(\.identifier)
    let displayed = snapshot
    let requested = requestedSections
    guard
      displayed.itemIdentitiesAreUnique
        || displayed.indexPathsByIdentifier.count == displayed.numberOfItems,
      requested.count == displayed.sections.count,
      zip(requested, displayed.sections).allSatisfy({ requested, displayed in
        requested.cellModels.count == displayed.cellModels.count
          && zip(requested.cellModels, displayed.cellModels).allSatisfy {
            $0.identifier == $1.identifier
          }
      })
    else { return (identifiers, nil) }
    var items = [[Int]](repeating: [], count: requested.count)
    for place in places { items[place.indexPath.section].append(place.indexPath.item) }
    return (identifiers, items)
  }
}

// The host's side: what it shows, and the taps and keys it reports.
extension ListController {
  /// Up to how many selected items ``selectedPlaces`` looks up one by one.
  private static var selectionLookedUpOneByOne: Int { 4 }

  /// Whether the displayed item at `indexPath` may enter the selection: a
  /// ``SelectableCellModel`` not being removed by an update the app asked for.
  func canEnterSelection(at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath), model is any SelectableCellModel else {
      return false
    }
    return !isLeaving(model.identifier)
  }

  /// Whether the displayed item at `indexPath` is selected.
  func isItemSelected(at indexPath: IndexPath) -> Bool {
    guard !features.itemSelection.isEmpty, let model = cellModel(at: indexPath) else {
      return false
    }
    return features.itemSelection.contains(model.identifier)
  }

  /// A tap or Enter on the item at `indexPath` while a selection mode is in force: toggles it
  /// (selects it in single selection). Returns whether the item is selected afterwards, or
  /// `nil` when it cannot be.
  func tapSelection(at indexPath: IndexPath) -> Bool? {
    guard canEnterSelection(at: indexPath), let model = cellModel(at: indexPath) else {
      return nil
    }
    apply(features.itemSelection.toggle(model.identifier), showing: true)
    return features.itemSelection.contains(model.identifier)
  }

  /// The host deselected the item at `indexPath` (UIKit's second tap in multiple selection).
  func didDeselectItem(at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath), features.itemSelection.contains(model.identifier)
    else {
      return false
    }
    apply(features.itemSelection.deselect(model.identifier), showing: true)
    return true
  }

  /// Deselects the selected items the displayed state no longer holds, once an update is
  /// applied.
  ///
  /// - Complexity: O(*s*) for *s* selected items, after a table of the displayed items built
  ///   once per displayed state; nothing when nothing is selected.
  func deselectRemovedItems() {
    guard !features.itemSelection.isEmpty else { return }
    let snapshot = snapshot
    let change = features.itemSelection.prune { snapshot.indexPath(forIdentifier: $0) != nil }
    // The host's batch already dropped the removed items from its view.
    apply(change, showing: false)
  }

  /// The selected items where they are displayed, in order; those not displayed (an update's
  /// intermediate stage hides them) are left out.
  private var selectedPlaces: [(identifier: String, indexPath: IndexPath)] {
    let snapshot = snapshot
    // Hosts ask after every update: a small selection looks its few items up one by one, and
    // never has a table of every identifier built for it.
    guard features.itemSelection.identifiers.count > Self.selectionLookedUpOneByOne else {
      return features.itemSelection.identifiers.compactMap { identifier in
        snapshot.indexPath(forIdentifier: identifier).map { (identifier, $0) }
      }.sorted { $0.indexPath < $1.indexPath }
    }
    let table = snapshot.indexPathsByIdentifier
    let sections = snapshot.sections
    // Each item's offset in the whole list: sorting plain integers is many times cheaper than
    // sorting index paths or tuples that carry strings, and a large selection takes millions of
    // comparisons. Each identifier's place is its first item, so offsets are distinct.
    var starts: [Int] = []
    starts.reserveCapacity(sections.count)
    var total = 0
    for section in sections {
      starts.append(total)
      total += section.cellModels.count
    }
    var offsets: [Int] = []
    offsets.reserveCapacity(features.itemSelection.identifiers.count)
    for identifier in features.itemSelection.identifiers {
      guard let indexPath = table[identifier] else { continue }
      offsets.append(starts[indexPath.section] + indexPath.item)
    }
    offsets.sort()
    var section = 0
    return offsets.map { offset in
      // Ascending offsets: the section only moves forward, past empty sections too.
      while section + 1 < starts.count, starts[section + 1] <= offset { section += 1 }
      let item = offset - starts[section]
      return (
        sections[section].cellModels[item].identifier, IndexPath(item: item, section: section)
      )
    }
  }

  /// Tells the models of the displayed items `change` names, then their section providers, in
  /// their own index paths; then the host (unless `showing` is false: the host already shows
  /// it) and the app.
  private func apply(_ change: ListSelectionChange, showing: Bool) {
    guard !change.isEmpty || showing else { return }
    for (identifiers, isSelected) in [(change.deselected, false), (change.selected, true)] {
      for identifier in identifiers {
        guard let indexPath = snapshot.indexPath(forIdentifier: identifier),
          let model = cellModel(at: indexPath)
        else { continue }
        let place = ItemPlace(indexPath, in: snapshot)
        (model as? any SelectableCellModel)?.performSelectionChange(
          isSelected, at: localIndexPath(of: place))
        notifyObservers(isSelected ? .enterSelection : .leaveSelection, at: place, model: model)
      }
    }
    if showing { host.selectionDidChange() }
    if !change.isEmpty { selectionChangeHandler?(change) }
  }
}
