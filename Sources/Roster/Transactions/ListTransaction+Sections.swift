extension ListTransaction {
  /// The position of the section with identifier `id`.
  public func position(ofSection id: String) throws(ListTransactionError) -> Int {
    guard let index = sections.firstIndex(where: { $0.identifier == id }) else {
      throw .unknownSection(id)
    }
    return index
  }

  /// Inserts `section` at `index`; its identifier must be new to the list.
  public mutating func insertSection(
    _ section: Section, at index: Int
  )
    throws(ListTransactionError)
  {
    guard !sections.contains(where: { $0.identifier == section.identifier }) else {
      throw .duplicateSection(section.identifier)
    }
    guard (0...sections.count).contains(index) else {
      throw .sectionIndexOutOfRange(
        index: index, sectionCount: sections.count, validRange: 0...sections.count)
    }
    sections.insert(section, at: index)
  }

  /// Removes the section with identifier `id`, with its cells, and returns it.
  @discardableResult
  public mutating func removeSection(id: String) throws(ListTransactionError) -> Section {
    sections.remove(at: try position(ofSection: id))
  }

  /// Moves the section with identifier `id` to `index` (counted once it has been taken out).
  public mutating func moveSection(id: String, to index: Int) throws(ListTransactionError) {
    let from = try position(ofSection: id)
    guard (0..<sections.count).contains(index) else {
      throw .sectionIndexOutOfRange(
        index: index, sectionCount: sections.count, validRange: 0...(sections.count - 1))
    }
    let section = sections.remove(at: from)
    sections.insert(section, at: index)
  }

  /// Edits the section with identifier `id` in place (its header, footer, constraints or cells).
  public mutating func updateSection(
    id: String, _ edit: (inout Section) -> Void
  ) throws(ListTransactionError) {
    let index = try position(ofSection: id)
    edit(&sections[index])
  }
}
