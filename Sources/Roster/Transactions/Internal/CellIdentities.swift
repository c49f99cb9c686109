/// How many cells of a ``ListTransaction``'s sections carry each identifier: what lets an edit
/// that adds a cell refuse a duplicate without scanning every section.
///
/// Built once, in O(*n*), by the first edit that needs it, then kept up to date by every edit
/// in O(1) per cell added or removed. Counts rather than a set, because the sections a
/// transaction starts from may already hold duplicates (a declarative update accepts them with a
/// diagnostic), and removing one of two must leave the other known.
struct CellIdentities: Sendable {
  private var counts: [String: Int] = [:]

  /// The identifiers of every cell in `sections`.
  ///
  /// - Complexity: O(*n*) in the number of cells.
  init(_ sections: [Section]) {
    counts.reserveCapacity(sections.reduce(0) { $0 + $1.cellModels.count })
    for section in sections {
      for model in section.cellModels { insert(model.identifier) }
    }
  }

  /// How many cells carry `identifier`.
  func count(of identifier: String) -> Int {
    counts[identifier] ?? 0
  }

  /// Records one more cell with `identifier`.
  mutating func insert(_ identifier: String) {
    counts[identifier, default: 0] += 1
  }

  /// Records one cell fewer with `identifier`.
  mutating func remove(_ identifier: String) {
    guard let count = counts[identifier] else { return }
    counts[identifier] = count > 1 ? count - 1 : nil
  }
}
