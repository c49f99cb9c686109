extension ListTransaction {
  /// The position of the section with identifier `id`.
  public func position(ofSection id: String) throws(ListTransactionError) -> Int {
    guard let index = storage.firstIndex(where: { $0.identifier == id }) else {
      throw .unknownSection(id)
    }
    return index
  }

  /// Inserts `section` at `index`; its identifier, and those of its cells, must be new to the
  /// list.
  ///
  /// Throws ``ListTransactionError/duplicateSection(_:)``,
  /// ``ListTransactionError/sectionIndexOutOfRange(index:sectionCount:validRange:)`` outside
  /// `0...sectionCount`, or ``ListTransactionError/duplicateCell(_:section:item:)`` when one of
  /// its cells has an identifier already in the sections or twice in `section`; then nothing
  /// changes.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus the duplicate check of its *m* cells: O(*m*)
  ///   once the transaction has indexed its cells, O(*n*) per cell for its first few checks
  ///   (see ``ListTransaction``).
  public mutating func insertSection(
    _ section: Section, at index: Int
  )
    throws(ListTransactionError)
  {
    guard !storage.contains(where: { $0.identifier == section.identifier }) else {
      throw .duplicateSection(section.identifier)
    }
    guard (0...storage.count).contains(index) else {
      throw .sectionIndexOutOfRange(
        index: index, sectionCount: storage.count, validRange: 0...storage.count)
    }
    try checkNoDuplicates(among: section.cellModels, in: section.identifier)
    storage.insert(section, at: index)
    for model in section.cellModels { identities?.insert(model.identifier) }
  }

  /// Removes the section with identifier `id`, with its cells, and returns it.
  @discardableResult
  public mutating func removeSection(id: String) throws(ListTransactionError) -> Section {
    let section = storage.remove(at: try position(ofSection: id))
    if identities != nil {
      for model in section.cellModels { identities?.remove(model.identifier) }
    }
    return section
  }

  /// Moves the section with identifier `id` to `index` (counted once it has been taken out).
  ///
  /// Throws ``ListTransactionError/unknownSection(_:)``, or
  /// ``ListTransactionError/sectionIndexOutOfRange(index:sectionCount:validRange:)`` outside
  /// `0...sectionCount - 1`; then nothing changes.
  public mutating func moveSection(id: String, to index: Int) throws(ListTransactionError) {
    let from = try position(ofSection: id)
    guard (0..<storage.count).contains(index) else {
      throw .sectionIndexOutOfRange(
        index: index, sectionCount: storage.count, validRange: 0...(storage.count - 1))
    }
    let section = storage.remove(at: from)
    storage.insert(section, at: index)
  }

  /// Edits the section with identifier `id` in place (its header, footer, constraints or cells).
  ///
  /// The edit is made on a copy and kept only when it leaves identifiers unique: one that adds
  /// a cell whose identifier is already in the sections, or gives the section the identifier of
  /// another, throws ``ListTransactionError/duplicateCell(_:section:item:)`` or
  /// ``ListTransactionError/duplicateSection(_:)`` and changes nothing.
  ///
  /// - Complexity: The edit's own cost, plus O(*m*) for the *m* cells of the section before and
  ///   after it; when the edit changed which cells the section holds, plus the duplicate check
  ///   of each cell it added (see ``ListTransaction``).
  public mutating func updateSection(
    id: String, _ edit: (inout Section) -> Void
  ) throws(ListTransactionError) {
    let index = try position(ofSection: id)
    var section = storage[index]
    edit(&section)
    if section.identifier != id,
      storage.contains(where: { $0.identifier == section.identifier })
    {
      throw .duplicateSection(section.identifier)
    }
    if !Self.haveSameIdentifiers(storage[index].cellModels, section.cellModels) {
      try checkIdentifiers(replacing: index, with: section)
      if identities != nil {
        for model in storage[index].cellModels { identities?.remove(model.identifier) }
        for model in section.cellModels { identities?.insert(model.identifier) }
      }
    }
    storage[index] = section
  }

  /// Throws ``ListTransactionError/duplicateCell(_:section:item:)`` when `section`, which is
  /// to replace the section at `index`, holds an identifier more often than the section it
  /// replaces and the list would then hold it more than once. The error names where the
  /// identifier is in the list now, or, when only the edit repeats it, its first place in
  /// `section`.
  private mutating func checkIdentifiers(
    replacing index: Int, with section: Section
  ) throws(ListTransactionError) {
    var before: [String: Int] = [:]
    for model in storage[index].cellModels { before[model.identifier, default: 0] += 1 }
    var after: [String: Int] = [:]
    for model in section.cellModels {
      let identifier = model.identifier
      after[identifier, default: 0] += 1
      let old = before[identifier] ?? 0
      let new = after[identifier] ?? 0
      guard new > old, occurrences(of: identifier) - old + new > 1 else { continue }
      if let (other, item) = position(ofCell: identifier) {
        throw .duplicateCell(identifier, section: storage[other].identifier, item: item)
      }
      throw .duplicateCell(
        identifier, section: storage[index].identifier,
        item: section.cellModels.firstIndex { $0.identifier == identifier } ?? 0)
    }
  }

  /// Whether both lists of cells carry the same identifiers in the same order: an edit of a
  /// section's header, footer, constraints or cells' content, which cannot add a duplicate.
  private static func haveSameIdentifiers(
    _ lhs: [any CellModel], _ rhs: [any CellModel]
  ) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.identifier == $1.identifier }
  }
}
