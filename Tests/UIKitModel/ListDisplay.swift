#if os(Linux)
  import RosterTesting

  /// Model: a list view's delegate, in the view's own terms (the collection view's
  /// `collectionView(_:didSelectItemAt:)` is the table view's `tableView(_:didSelectRowAt:)`).
  @MainActor
  struct ListDelegate<Cell> {
    var shouldHighlight: (IndexPath) -> Bool
    var didHighlight: (IndexPath) -> Void
    var didUnhighlight: (IndexPath) -> Void
    var didSelect: (IndexPath) -> Void
    var didDeselect: (IndexPath) -> Void
    var canFocus: (IndexPath) -> Bool
    var preferredFocus: () -> IndexPath?
    /// The focus moved from the first index path to the second.
    var didUpdateFocus: (IndexPath?, IndexPath?) -> Void
    var willDisplay: (Cell, IndexPath) -> Void
    var didEndDisplaying: (Cell, IndexPath) -> Void
  }

  /// Model: how the collection and table views show cells, as Apple documents it for both: a
  /// cell is asked for only to display it, and the data source must return one it dequeued for
  /// that request (UIKit raises otherwise; the model records the exception); dequeuing takes a
  /// cell off its identifier's reuse queue or creates one; cells that leave the bounds end
  /// displaying and join that queue; a batch moves the visible cells, the selection and the
  /// views of kept sections where ``BatchPlacement`` puts them.
  extension ModelListView {
    // MARK: Counts

    /// The data source's counts, asked once and cached until `reloadData()` or a batch.
    func loadedCounts() -> [Int] {
      if let counts = list.counts { return counts }
      let loaded = askCounts()
      list.counts = loaded
      return loaded
    }

    /// The cached number of items in `section`; 0 for a section there is not.
    func count(inSection section: Int) -> Int {
      let counts = loadedCounts()
      return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Dequeuing

    /// A dequeue of a cell under `identifier` for `indexPath`: the cell being reconfigured there
    /// as it is, or one off the reuse queue, or `make()`'s; a dequeue without a request, or
    /// under another identifier than the reconfigured cell's, raises.
    func dequeueCell(
      _ identifier: String, at indexPath: IndexPath, orMake make: () -> Cell
    ) -> Cell {
      let (existing, problem) = list.requests.existingCell(for: identifier, at: indexPath)
      if let existing = existing as? Cell {
        list.requests.handOut(existing)
        return existing
      }
      switch problem {
      case .withoutRequest: list.raisedExceptions.append(Self.dequeueWithoutRequest)
      case .differentReconfiguredCell: list.raisedExceptions.append(Self.differentReconfiguredCell)
      case nil: break
      }
      let cell = list.reusableCells.dequeue(identifier) ?? make()
      list.requests.handOut(cell)
      return cell
    }

    /// Asks the data source for the cell to display at `indexPath`.
    func requestCell(at indexPath: IndexPath) -> Cell? {
      guard let cellAt = cellProvider else { return nil }
      list.requests.begin(.display)
      let cell = cellAt(indexPath)
      if !list.requests.end(answer: cell) { list.raisedExceptions.append(Self.cellNotDequeued) }
      return cell
    }

    /// Asks the data source for the visible cells again, which must dequeue them with the same
    /// identifier and get the same cells back, unprepared; items off screen are skipped.
    func reconfigureCells(at indexPaths: [IndexPath]) {
      guard let cellAt = cellProvider else { return }
      for indexPath in indexPaths {
        guard let cell = list.visible[indexPath] else { continue }
        list.requests.begin(.reconfigure(indexPath, cell, identifier: cell.reuseIdentifier))
        let returned = cellAt(indexPath)
        _ = list.requests.end(answer: returned)
        if returned !== cell { list.raisedExceptions.append(Self.differentReconfiguredCell) }
      }
    }

    // MARK: Layout pass

    /// At the start of a layout pass after `reloadData()`: every visible view leaves, to be
    /// asked for again.
    func endDisplayingAllIfReloading() {
      guard list.needsReloadAll else { return }
      list.needsReloadAll = false
      let ending = list.visible
      list.visible = [:]
      for (indexPath, cell) in ending { endDisplaying(cell, at: indexPath) }
      for (key, view) in list.supplements { enqueue(view, key) }
      list.supplements = [:]
    }

    /// Shows the cells and supplementary views whose frames are in the bounds: those that left
    /// end displaying first, then new cells are asked for in index path order and new
    /// supplementary views in section order (Apple leaves the order unsaid; this is the
    /// model's). Returns `false` if a callback ran a batch or a reload since the pass began at
    /// `generation` (see ``ModelListView/dataGeneration``): the pass ends there.
    func display(
      cells: [IndexPath: CGRect], supplements: [SupplementKey: CGRect], generation: Int
    ) -> Bool {
      guard dataGeneration == generation else { return false }
      for (indexPath, cell) in list.visible where cells[indexPath] == nil {
        list.visible[indexPath] = nil
        endDisplaying(cell, at: indexPath)
        guard dataGeneration == generation else { return false }
      }
      for (key, view) in list.supplements where supplements[key] == nil {
        list.supplements[key] = nil
        enqueue(view, key)
      }
      for (indexPath, frame) in cells.sorted(by: { $0.key < $1.key }) {
        if let cell = list.visible[indexPath] {
          cell.frame = frame
          continue
        }
        guard let cell = requestCell(at: indexPath) else { continue }
        cell.frame = frame
        addSubview(cell)
        list.visible[indexPath] = cell
        cell.isSelected = list.selected.contains(indexPath)
        listDelegate?.willDisplay(cell, indexPath)
        guard dataGeneration == generation else { return false }
      }
      for (key, frame) in supplements.sorted(by: { $0.key.section < $1.key.section }) {
        if let view = list.supplements[key] {
          view.frame = frame
          continue
        }
        guard let view = requestSupplement(key) else { continue }
        view.frame = frame
        addSubview(view)
        list.supplements[key] = view
      }
      return true
    }

    /// Takes a cell off the screen, tells the delegate, and puts it on its reuse queue.
    func endDisplaying(_ cell: Cell, at indexPath: IndexPath) {
      listDelegate?.didEndDisplaying(cell, indexPath)
      list.reusableCells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    // MARK: Selection

    /// Deselects the item, without telling the delegate.
    func deselectCell(at indexPath: IndexPath) {
      list.selected.remove(indexPath)
      list.visible[indexPath]?.isSelected = false
    }

    /// Selects the item without telling the delegate, as UIKit does for a selection made in
    /// code; `nil` deselects every item.
    func selectCell(at indexPath: IndexPath?) {
      guard let indexPath else {
        for indexPath in list.selected { deselectCell(at: indexPath) }
        return
      }
      list.selected.insert(indexPath)
      list.visible[indexPath]?.isSelected = true
    }

    /// A tap on the visible item at `indexPath`, with UIKit's callbacks in UIKit's order:
    /// should-highlight, and if the delegate allows it did-highlight, did-unhighlight, then the
    /// selection and did-select. Returns whether the item was selected.
    ///
    /// The view's selection policy applies (``ListSelectionPolicy``): no selection when it is
    /// off; in multiple selection a tap on a selected item deselects it (did-deselect); in
    /// single selection a tap deselects the other selected items first, telling the delegate of
    /// each, as UIKit does for a user's selection.
    func tapCell(at indexPath: IndexPath) -> Bool {
      let policy = list.selectionPolicy
      guard let cell = list.visible[indexPath], let delegate = listDelegate, policy.selects,
        delegate.shouldHighlight(indexPath)
      else { return false }
      cell.isHighlighted = true
      delegate.didHighlight(indexPath)
      cell.isHighlighted = false
      delegate.didUnhighlight(indexPath)
      if policy.isMultiple, list.selected.contains(indexPath) {
        deselectCell(at: indexPath)
        delegate.didDeselect(indexPath)
        return false
      }
      if !policy.isMultiple {
        for other in list.selected.sorted() where other != indexPath {
          deselectCell(at: other)
          delegate.didDeselect(other)
        }
      }
      list.selected.insert(indexPath)
      list.visible[indexPath]?.isSelected = true
      delegate.didSelect(indexPath)
      return true
    }

    // MARK: Batches

    /// Moves the visible cells, the prefetched items, the selection and the supplementary views
    /// of kept sections to their places after `batch`; those of deleted or reloaded sections
    /// leave at once. Returns what ends the display of the cells that disappear.
    func place(by placement: BatchPlacement, batch: BatchUpdate) -> @MainActor () -> Void {
      let (moved, disappearing) = placement.place(list.visible)
      list.visible = moved
      list.prefetching.place(by: placement)
      list.selected = Set(list.selected.compactMap(placement.newIndexPath(of:)))
      list.focus.focused = list.focus.focused.flatMap(placement.newIndexPath(of:))
      var supplements: [SupplementKey: SupplementView] = [:]
      for (key, view) in list.supplements {
        if let section = placement.newSection(of: key.section),
          !batch.sectionReloads.contains(key.section)
        {
          var key = key
          key.section = section
          supplements[key] = view
        } else {
          enqueue(view, key)
        }
      }
      list.supplements = supplements
      return { [weak self] in
        guard let self else { return }
        for (indexPath, cell) in disappearing { self.endDisplaying(cell, at: indexPath) }
      }
    }
  }
#endif
