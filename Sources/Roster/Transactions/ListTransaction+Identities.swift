extension ListTransaction {
  /// How many checks of an added cell scan the cells before the transaction indexes them.
  ///
  /// Indexing *n* cells costs about six scans of them (hashing a `String` is much dearer than
  /// comparing it; measured with 100,000 cells in a release build), so a transaction that adds
  /// one cell, the common case, only scans, and one that adds many pays at most about twice
  /// what indexing at once would have cost.
  static let scansBeforeIndexing = 4

  /// How many cells carry `identifier`: counted by a scan for the transaction's first
  /// ``scansBeforeIndexing`` checks, then read from ``identities``, built on the next.
  ///
  /// - Complexity: O(*n*) for the first checks and once more to index; O(1) after that.
  mutating func occurrences(of identifier: String) -> Int {
    if identities == nil {
      if scansLeft > 0 {
        scansLeft -= 1
        return storage.reduce(0) { count, section in
          section.cellModels.reduce(count) { $0 + ($1.identifier == identifier ? 1 : 0) }
        }
      }
      identities = CellIdentities(storage)
    }
    return identities?.count(of: identifier) ?? 0
  }

  /// Throws ``ListTransactionError/duplicateCell(_:section:item:)`` for the first of `models`
  /// whose identifier is already in the sections (the error names where) or carried by an
  /// earlier one of `models` (the error names that one's place in `section`).
  ///
  /// - Complexity: O(*m*) for *m* models after the first checks (see
  ///   ``occurrences(of:)``), plus a scan for the error.
  mutating func checkNoDuplicates(
    among models: [any CellModel], in section: String
  )
    throws(ListTransactionError)
  {
    var seen: [String: Int] = [:]
    for (item, model) in models.enumerated() {
      let identifier = model.identifier
      if occurrences(of: identifier) > 0, let (index, existing) = position(ofCell: identifier) {
        throw .duplicateCell(identifier, section: storage[index].identifier, item: existing)
      }
      if models.count > 1, let earlier = seen.updateValue(item, forKey: identifier) {
        throw .duplicateCell(identifier, section: section, item: earlier)
      }
    }
  }
}
