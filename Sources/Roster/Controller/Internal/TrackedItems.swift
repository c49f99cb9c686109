import Foundation

/// The items a controller follows by identity between a host's events: those whose cells are
/// on screen, those prefetched and not yet displayed, cancelled or deleted, and those in the
/// working range, each with where it is now in the displayed state.
///
/// Every change of the displayed state moves them along (``follow(_:from:to:isLastStage:)``), so
/// that an event about one of them names the place it has when the event happens. A prefetched or
/// in-range item an update deleted is forgotten without a word: its model no longer exists. A
/// displayed one is kept, with the place it was deleted from, until its cell is reported gone.
struct TrackedItems {
  var prefetched: [String: IndexPath] = [:]
  var inWorkingRange: [String: IndexPath] = [:]
  /// The items shown by at least one cell.
  var displayed: [String: IndexPath] = [:]
  /// How many cells show each displayed item: a host may show an item in a new cell before it
  /// reports the old one gone (a reload, a row moving to another cell), which is one display.
  var displayingCells: [String: Int] = [:]
  /// Displayed items an update deleted, whose cells are not yet reported gone.
  var departed: [String: Departed] = [:]

  /// A displayed item an update deleted: where it was, and how many cells still show it.
  struct Departed {
    var place: ItemPlace
    var cells: Int
  }

  /// Prefetched and in-range items a stage of an update deleted while later stages remain,
  /// by identifier: an item a later stage inserts again was only set aside by the planner and
  /// stays prefetched or in range; the others are forgotten after the last stage.
  var setAside: (prefetched: Set<String>, inWorkingRange: Set<String>) = ([], [])

  var isEmpty: Bool {
    prefetched.isEmpty && inWorkingRange.isEmpty && displayed.isEmpty && departed.isEmpty
      && setAside.prefetched.isEmpty && setAside.inWorkingRange.isEmpty
  }

  /// The identifiers of every item tracked, and of the items of `snapshot` around them: what
  /// ``find(in:from:known:)`` may look for after an update that starts now. Items come into
  /// view, range and prefetch while the update is diffed; they are the neighbours of the
  /// tracked ones, so the places found with the diff cover them too.
  ///
  /// - Complexity: O(*k*) for *k* items tracked and neighbours, at most a few thousand per
  ///   section.
  func identifiers(around snapshot: ListSnapshot) -> Set<String> {
    var identifiers = Set(departed.keys)
    var spans: [Int: ClosedRange<Int>] = [:]
    for items in [displayed, prefetched, inWorkingRange] {
      for (identifier, path) in items {
        identifiers.insert(identifier)
        guard path.count == 2 else { continue }
        let span = spans[path.section].map {
          min($0.lowerBound, path.item)...max($0.upperBound, path.item)
        }
        spans[path.section] = span ?? path.item...path.item
      }
    }
    for (section, span) in spans {
      guard let models = snapshot.section(at: section)?.cellModels else { continue }
      let margin = min(Self.neighbourhoodLimit, max(64, span.count))
      let start = max(models.startIndex, span.lowerBound - margin)
      let end = min(models.endIndex, span.upperBound + 1 + margin)
      guard start < end else { continue }
      for model in models[start..<end] { identifiers.insert(model.identifier) }
    }
    return identifiers
  }

  /// How many items before and after the tracked ones of a section
  /// ``identifiers(around:)`` adds at most.
  private static let neighbourhoodLimit = 2_048

  /// Moves the items across `batch`, which took the display from `old` to `new`. An item the
  /// batch deletes and inserts again (out of a deleted section, or with another cell type) is
  /// the same item, found among the insertions; so is one an earlier stage of the same update
  /// deleted, when `batch` is a later stage (`isLastStage` says whether more follow).
  ///
  /// - Complexity: O(*c* log *c* + *k*) for *c* changes in the batch (items of inserted sections
  ///   included) and *k* items followed, plus O(*S*) sections when the batch changes sections;
  ///   nothing when none are followed.
  mutating func follow(
    _ batch: BatchUpdate, from old: ListSnapshot, to new: ListSnapshot, isLastStage: Bool = true
  ) {
    guard !isEmpty else { return }
    let positions = BatchPositions(
      batch, oldSectionCount: old.numberOfSections, newSectionCount: new.numberOfSections)
    var inserted: [String: IndexPath]?
    func place(_ items: [String: IndexPath]) -> [String: IndexPath] {
      var placed: [String: IndexPath] = [:]
      for (identifier, path) in items {
        // The placement is checked against the data, so that a batch that does not describe
        // the change drops an item rather than misplace it.
        if let target = positions.newIndexPath(of: path),
          new.cellModel(at: target)?.identifier == identifier
        {
          placed[identifier] = target
          continue
        }
        if inserted == nil { inserted = Self.insertions(of: batch, in: new) }
        if let target = inserted?[identifier] { placed[identifier] = target }
      }
      return placed
    }
    /// The items of `items` placed in `new`, with those `aside` holds that `batch` inserts
    /// again; the rest of `items` go aside when more stages follow.
    func carry(_ items: [String: IndexPath], aside: inout Set<String>) -> [String: IndexPath] {
      var placed = place(items)
      if !aside.isEmpty {
        if inserted == nil { inserted = Self.insertions(of: batch, in: new) }
        for identifier in aside {
          if let target = inserted?[identifier] {
            placed[identifier] = target
            aside.remove(identifier)
          }
        }
      }
      if isLastStage {
        aside = []
      } else if placed.count < items.count {
        for identifier in items.keys where placed[identifier] == nil { aside.insert(identifier) }
      }
      return placed
    }
    prefetched = carry(prefetched, aside: &setAside.prefetched)
    inWorkingRange = carry(inWorkingRange, aside: &setAside.inWorkingRange)
    let stillDisplayed = place(displayed)
    depart(displayed, keeping: stillDisplayed, from: old)
    displayed = stillDisplayed
    if !departed.isEmpty {
      if inserted == nil { inserted = Self.insertions(of: batch, in: new) }
      returnDeparted(in: new) { inserted?[$0] }
    }
  }

  /// The items `batch` inserts, by identifier, where they are in `new`.
  private static func insertions(of batch: BatchUpdate, in new: ListSnapshot) -> [String: IndexPath]
  {
    var inserted: [String: IndexPath] = [:]
    func add(_ path: IndexPath) {
      if let model = new.cellModel(at: path), inserted[model.identifier] == nil {
        inserted[model.identifier] = path
      }
    }
    for path in batch.itemInsertions { add(path) }
    for section in batch.sectionInsertions {
      for item in 0..<new.numberOfItems(inSection: section) {
        add(IndexPath(item: item, section: section))
      }
    }
    return inserted
  }

  /// Finds the items again in `snapshot` by identity, after a change from `old` that no batch
  /// describes (a reload); those it no longer has are forgotten, or departed when displayed.
  /// The places `known` gives (found with the diff) are taken as they are.
  ///
  /// - Complexity: O(*k*) when the items kept their places or `known` has them; otherwise one
  ///   O(*N*) pass over the snapshot's kept identity hashes for all the other items that moved.
  mutating func find(
    in snapshot: ListSnapshot, from old: ListSnapshot,
    known: UpdateComputation.TrackedPlaces? = nil
  ) {
    guard !isEmpty else { return }
    // The items that left their places, found in one pass over the snapshot for all of them.
    var moved = Set<String>()
    for items in [prefetched, inWorkingRange, displayed] {
      for (identifier, path) in items where snapshot.cellModel(at: path)?.identifier != identifier {
        moved.insert(identifier)
      }
    }
    moved.formUnion(departed.keys)
    let unknown = known.map { moved.subtracting($0.searched) } ?? moved
    var places = unknown.isEmpty ? [:] : snapshot.indexPaths(forIdentifiers: unknown)
    if let known {
      for identifier in moved where known.searched.contains(identifier) {
        places[identifier] = known.places[identifier]
      }
    }
    func find(_ items: [String: IndexPath]) -> [String: IndexPath] {
      var found: [String: IndexPath] = [:]
      for (identifier, path) in items {
        if let place = moved.contains(identifier) ? places[identifier] : path {
          found[identifier] = place
        }
      }
      return found
    }
    prefetched = find(prefetched)
    inWorkingRange = find(inWorkingRange)
    let stillDisplayed = find(displayed)
    depart(displayed, keeping: stillDisplayed, from: old)
    displayed = stillDisplayed
    if !departed.isEmpty { returnDeparted(in: snapshot) { places[$0] } }
  }

  /// Takes back the departed items that are in `snapshot` again, at the place `find` gives,
  /// in their own provider's sections: the same item, still shown by its old cells, whose
  /// display ends where it is now.
  private mutating func returnDeparted(
    in snapshot: ListSnapshot, find: (String) -> IndexPath?
  ) {
    for (identifier, departure) in departed {
      guard displayed[identifier] == nil, let path = find(identifier),
        ItemPlace(path, in: snapshot).owner == departure.place.owner
      else { continue }
      departed[identifier] = nil
      displayed[identifier] = path
      displayingCells[identifier] = departure.cells
    }
  }

  /// Keeps the displayed items missing from `kept` as departed, at their places in `old`.
  private mutating func depart(
    _ displayed: [String: IndexPath], keeping kept: [String: IndexPath], from old: ListSnapshot
  ) {
    guard kept.count < displayed.count else { return }
    for (identifier, path) in displayed where kept[identifier] == nil {
      let cells = displayingCells.removeValue(forKey: identifier) ?? 1
      departed[identifier] = Departed(place: ItemPlace(path, in: old), cells: cells)
    }
  }

  /// Counts a cell that started showing the item `identifier`, at `indexPath` in `snapshot`
  /// now; returns whether the item was not displayed before, so that its display starts.
  ///
  /// An item deleted while on screen and shown again, in its provider's sections, before its
  /// old cell is reported gone (inserted again by a later update, or a duplicate of its
  /// identifier that stayed) takes that cell over: its display continues, and ends with its
  /// last cell.
  mutating func cellAppeared(
    showing identifier: String, at indexPath: IndexPath, in snapshot: ListSnapshot
  ) -> Bool {
    var departedCells = 0
    if let departure = departed[identifier],
      ItemPlace(indexPath, in: snapshot).owner == departure.place.owner
    {
      departed[identifier] = nil
      departedCells = departure.cells
    }
    let cells = displayingCells[identifier, default: 0] + departedCells
    displayingCells[identifier] = cells + 1
    displayed[identifier] = indexPath
    return cells == 0
  }

  /// Whether a cell shows the item `identifier`, or showed it when an update deleted it.
  func isDisplayed(_ identifier: String) -> Bool {
    displayingCells[identifier] != nil || departed[identifier] != nil
  }

  /// Counts a cell that stopped showing the item `identifier`; returns the item's place when
  /// that was its last cell, so that its display ends — where it is now, or where an update
  /// deleted it from — and `nil` when other cells still show it or it was not displayed.
  mutating func cellDisappeared(
    showing identifier: String, in snapshot: ListSnapshot
  )
    -> ItemPlace?
  {
    // A departed item's cells are the older ones: they are reported gone first.
    if var departure = departed[identifier] {
      departure.cells -= 1
      departed[identifier] = departure.cells > 0 ? departure : nil
      return departure.cells > 0 ? nil : departure.place
    }
    guard let cells = displayingCells[identifier], let path = displayed[identifier] else {
      return nil
    }
    if cells > 1 {
      displayingCells[identifier] = cells - 1
      return nil
    }
    displayingCells[identifier] = nil
    displayed[identifier] = nil
    return ItemPlace(path, in: snapshot)
  }
}
