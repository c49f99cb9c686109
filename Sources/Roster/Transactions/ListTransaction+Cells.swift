extension ListTransaction {
  /// The position of the first cell with this identifier.
  ///
  /// - Complexity: O(*n*) in the number of cells.
  public func position(ofCell id: String) -> (section: Int, item: Int)? {
    for (section, contents) in sections.enumerated() {
      if let item = contents.cellModels.firstIndex(where: { $0.identifier == id }) {
        return (section, item)
      }
    }
    return nil
  }

  /// Inserts `model` at `index` in the section with identifier `sectionID`.
  public mutating func insert(
    _ model: any CellModel, at index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    let section = try position(ofSection: sectionID)
    let count = sections[section].cellModels.count
    guard (0...count).contains(index) else {
      throw .indexOutOfRange(index: index, count: count, section: sectionID, validRange: 0...count)
    }
    sections[section].cellModels.insert(model, at: index)
  }

  /// Appends `model` to the section with identifier `sectionID`.
  public mutating func append(
    _ model: any CellModel, toSection sectionID: String
  ) throws(ListTransactionError) {
    let section = try position(ofSection: sectionID)
    sections[section].cellModels.append(model)
  }

  /// Removes the first cell with identifier `id` and returns it.
  @discardableResult
  public mutating func remove(id: String) throws(ListTransactionError) -> any CellModel {
    guard let (section, item) = position(ofCell: id) else { throw .unknownCell(id) }
    return sections[section].cellModels.remove(at: item)
  }

  /// Moves the first cell with identifier `id` to `index` of the section with identifier
  /// `sectionID` (the index counts the cells as they are once the cell has been taken out).
  public mutating func move(
    id: String, to index: Int, inSection sectionID: String
  ) throws(ListTransactionError) {
    let target = try position(ofSection: sectionID)
    guard let (section, item) = position(ofCell: id) else { throw .unknownCell(id) }
    let count = sections[target].cellModels.count
    let remaining = count - (section == target ? 1 : 0)
    guard (0...remaining).contains(index) else {
      throw .indexOutOfRange(
        index: index, count: count, section: sectionID, validRange: 0...remaining)
    }
    let model = sections[section].cellModels.remove(at: item)
    sections[target].cellModels.insert(model, at: index)
  }

  /// Replaces the first cell whose identifier is `model.identifier` with `model`: a content
  /// update, rebound in place.
  public mutating func replace(with model: any CellModel) throws(ListTransactionError) {
    guard let (section, item) = position(ofCell: model.identifier) else {
      throw .unknownCell(model.identifier)
    }
    sections[section].cellModels[item] = model
  }
}
