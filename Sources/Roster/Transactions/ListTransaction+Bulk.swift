// The edits that act on a selection: each takes all its cells at once, so removing or moving
// k of n cells costs O(n + k), where k single-cell edits would each scan and shift the cells.
extension ListTransaction {
  /// Removes the first cell with each of `ids`, which are distinct, and returns the removed
  /// cells in the order of `ids`; an identifier no cell carries is skipped. The same as
  /// ``remove(id:)`` for each of `ids` in turn, the unknown ones left out.
  ///
  /// - Complexity: O(*n* + *k*) for *n* cells and *k* identifiers.
  mutating func removeFirstCells(withIDs ids: [String]) -> [any CellModel] {
    takeFirstCells(withIDs: ids).cells
  }

  /// Moves the first cell with each of `ids`, which are distinct, in the order of `ids`, to
  /// `index` of the section with identifier `sectionID`; `index` counts the section's cells
  /// once they are taken out. The same as removing each with ``remove(id:)``, the unknown ones
  /// skipped, then inserting them with ``insert(_:at:inSection:)`` at `index` plus their
  /// offset; when no cell carries any of `ids`, nothing is checked and nothing changes.
  ///
  /// Throws ``ListTransactionError/unknownSection(_:)``,
  /// ``ListTransactionError/indexOutOfRange(index:count:section:validRange:)``, or
  /// ``ListTransactionError/duplicateCell(_:section:item:)`` when another cell carries the
  /// identifier of one moved (the sections held duplicates).
  ///
  /// - Complexity: O(*n* + *k*) for *n* cells and *k* identifiers.
  mutating func moveFirstCells(
    withIDs ids: [String], to index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    let taken = takeFirstCells(withIDs: ids)
    guard !taken.cells.isEmpty else { return }
    let section = try position(ofSection: sectionID)
    let count = storage[section].cellModels.count
    guard (0...count).contains(index) else {
      throw .indexOutOfRange(index: index, count: count, section: sectionID, validRange: 0...count)
    }
    // The scan that took the cells saw every cell left with one of their identifiers: no other
    // check of the sections is needed.
    if let duplicate = taken.cells.first(where: { taken.leftBehind.contains($0.identifier) }),
      let (other, item) = position(ofCell: duplicate.identifier)
    {
      throw .duplicateCell(duplicate.identifier, section: storage[other].identifier, item: item)
    }
    storage[section].cellModels.insert(contentsOf: taken.cells, at: index)
    for model in taken.cells { identities?.insert(model.identifier) }
  }

  /// Removes the cells at `items`, each section's offsets ascending (one list per section,
  /// some possibly empty, fewer lists than sections leaving the rest alone), and returns them in
  /// order.
  ///
  /// - Complexity: O(*n*) for *n* cells, hashing none.
  mutating func removeCells(atItems items: [[Int]]) -> [any CellModel] {
    var removed: [any CellModel] = []
    removed.reserveCapacity(items.reduce(0) { $0 + $1.count })
    for (section, offsets) in zip(storage.indices, items) where !offsets.isEmpty {
      let models = storage[section].cellModels
      var kept: [any CellModel] = []
      kept.reserveCapacity(models.count - offsets.count)
      var next = offsets.startIndex
      for (item, model) in models.enumerated() {
        if next < offsets.endIndex, offsets[next] == item {
          removed.append(model)
          next += 1
        } else {
          kept.append(model)
        }
      }
      storage[section].cellModels = kept
    }
    for model in removed { identities?.remove(model.identifier) }
    return removed
  }

  /// Moves the cells at `items` (as ``removeCells(atItems:)`` takes them), in order, to `index`
  /// of the section with identifier `sectionID`, as ``moveFirstCells(withIDs:to:inSection:)``
  /// does; the sections hold no identifier twice, so nothing is checked for duplicates.
  ///
  /// - Complexity: O(*n*) for *n* cells, hashing none.
  mutating func moveCells(
    atItems items: [[Int]], to index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    guard items.contains(where: { !$0.isEmpty }) else { return }
    // Checked before anything is taken: the count is the section's once they are.
    let section = try position(ofSection: sectionID)
    let taken = items.indices.contains(section) ? items[section].count : 0
    let count = storage[section].cellModels.count - taken
    guard (0...count).contains(index) else {
      throw .indexOutOfRange(index: index, count: count, section: sectionID, validRange: 0...count)
    }
    let cells = removeCells(atItems: items)
    storage[section].cellModels.insert(contentsOf: cells, at: index)
    for model in cells { identities?.insert(model.identifier) }
  }

  /// Takes the first cell with each of `ids` out of the sections, in one scan: the cells in the
  /// order of `ids`, and those of `ids` that another cell left in the sections still carries.
  private mutating func takeFirstCells(
    withIDs ids: [String]
  ) -> (cells: [any CellModel], leftBehind: Set<String>) {
    guard !ids.isEmpty else { return ([], []) }
    // One hash of each identifier and of each cell's: the slots are filled by offset.
    var offsets: [String: Int] = [:]
    offsets.reserveCapacity(ids.count)
    for (offset, identifier) in ids.enumerated() { offsets[identifier] = offset }
    var slots = [(any CellModel)?](repeating: nil, count: ids.count)
    var leftBehind = Set<String>()
    for section in storage.indices {
      let models = storage[section].cellModels
      var kept: [any CellModel]?
      for (item, model) in models.enumerated() {
        guard let offset = offsets[model.identifier] else {
          kept?.append(model)
          continue
        }
        guard slots[offset] == nil else {
          leftBehind.insert(model.identifier)
          kept?.append(model)
          continue
        }
        slots[offset] = model
        // Sections that lose nothing are left as they are, not copied.
        if kept == nil {
          kept = Array(models[..<item])
          kept?.reserveCapacity(models.count - 1)
        }
      }
      if let kept { storage[section].cellModels = kept }
    }
    let cells = slots.compactMap { $0 }
    for model in cells { identities?.remove(model.identifier) }
    return (cells, leftBehind)
  }
}
