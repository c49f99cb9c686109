extension ListTransaction {
  /// The position of the first cell with this identifier.
  ///
  /// - Complexity: O(*n*) in the number of cells.
  public func position(ofCell id: String) -> (section: Int, item: Int)? {
    for (section, contents) in storage.enumerated() {
      if let item = contents.cellModels.firstIndex(where: { $0.identifier == id }) {
        return (section, item)
      }
    }
    return nil
  }

  /// Inserts `model` at `index` in the section with identifier `sectionID`.
  ///
  /// Throws ``ListTransactionError/unknownSection(_:)``,
  /// ``ListTransactionError/indexOutOfRange(index:count:section:validRange:)`` outside
  /// `0...count`, or ``ListTransactionError/duplicateCell(_:section:item:)`` when a cell with
  /// `model`'s identifier is already in the sections; then nothing changes.
  ///
  /// - Complexity: O(*s*) to find the section among *s*, plus the array insertion, plus the
  ///   duplicate check: O(*n*) for a transaction's first few, O(1) after them (see
  ///   ``ListTransaction``).
  public mutating func insert(
    _ model: any CellModel, at index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    let section = try flatSection(sectionID)
    let count = storage[section].cellModels.count
    guard (0...count).contains(index) else {
      throw .indexOutOfRange(index: index, count: count, section: sectionID, validRange: 0...count)
    }
    try add(model, at: index, inSection: section)
  }

  /// Appends `model` to the section with identifier `sectionID`.
  ///
  /// Throws ``ListTransactionError/unknownSection(_:)``, or
  /// ``ListTransactionError/duplicateCell(_:section:item:)`` when a cell with `model`'s
  /// identifier is already in the sections; then nothing changes.
  ///
  /// - Complexity: As ``insert(_:at:inSection:)``.
  public mutating func append(
    _ model: any CellModel, toSection sectionID: String
  ) throws(ListTransactionError) {
    let section = try flatSection(sectionID)
    let count = storage[section].cellModels.count
    try add(model, at: count, inSection: section)
  }

  /// Removes the first cell with identifier `id` and returns it.
  ///
  /// A node of an outline section, shown or not, is removed from its tree with its subtree
  /// (``removeOutlineItem(id:)``), and its model returned.
  @discardableResult
  public mutating func remove(id: String) throws(ListTransactionError) -> any CellModel {
    guard let (section, item) = flatPosition(ofCell: id) else {
      guard outlinePath(of: id) != nil else { throw .unknownCell(id) }
      return try removeOutlineItem(id: id).model
    }
    let model = storage[section].cellModels.remove(at: item)
    identities?.remove(model.identifier)
    return model
  }

  /// Moves the first cell with identifier `id` to `index` of the section with identifier
  /// `sectionID` (the index counts the cells as they are once the cell has been taken out).
  public mutating func move(
    id: String, to index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    let target = try flatSection(sectionID)
    guard let (section, item) = flatPosition(ofCell: id) else {
      guard let node = outlinePath(of: id) else { throw .unknownCell(id) }
      throw .rowsOfOutlineSection(storage[node.section].identifier)
    }
    let count = storage[target].cellModels.count
    let remaining = count - (section == target ? 1 : 0)
    guard (0...remaining).contains(index) else {
      throw .indexOutOfRange(
        index: index, count: count, section: sectionID, validRange: 0...remaining)
    }
    let model = storage[section].cellModels.remove(at: item)
    storage[target].cellModels.insert(model, at: index)
  }

  /// Replaces the first cell whose identifier is `model.identifier` with `model`: a content
  /// update, rebound in place. The identifiers in the list stay the same.
  ///
  /// The model of a node of an outline section, shown or not, is replaced in its tree.
  public mutating func replace(with model: any CellModel) throws(ListTransactionError) {
    guard let (section, item) = flatPosition(ofCell: model.identifier) else {
      guard replaceOutlineModel(with: model) else { throw .unknownCell(model.identifier) }
      return
    }
    storage[section].cellModels[item] = model
  }

  /// The position of the first cell with this identifier outside outline sections, whose
  /// rows (from before the transaction's edits of their trees) are edited through the trees.
  private func flatPosition(ofCell id: String) -> (section: Int, item: Int)? {
    for (section, contents) in storage.enumerated() where contents.outline == nil {
      if let item = contents.cellModels.firstIndex(where: { $0.identifier == id }) {
        return (section, item)
      }
    }
    return nil
  }

  /// The position of the section with identifier `sectionID`, which must not be an outline
  /// section: its rows come from its tree, and an edit of them would be undone.
  private func flatSection(_ sectionID: String) throws(ListTransactionError) -> Int {
    let section = try position(ofSection: sectionID)
    guard storage[section].outline == nil else { throw .rowsOfOutlineSection(sectionID) }
    return section
  }

  /// Inserts `model` at `index` of the section at position `section`, unless its identifier is
  /// already in the sections.
  private mutating func add(
    _ model: any CellModel, at index: Int, inSection section: Int
  ) throws(ListTransactionError) {
    try checkNoDuplicates(among: [model], in: storage[section].identifier)
    storage[section].cellModels.insert(model, at: index)
    identities?.insert(model.identifier)
  }
}
