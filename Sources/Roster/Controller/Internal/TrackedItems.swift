import Foundation

/// The items a controller follows by identity between a host's events: those prefetched and
/// not yet displayed, cancelled or deleted, and those in the working range, each with where it
/// is now in the displayed state.
///
/// Every change of the displayed state moves them along (``follow(_:from:to:)``), so that an
/// event about one of them names the place it has when the event happens, and an item an update
/// deleted is forgotten without a word: its model no longer exists.
struct TrackedItems {
  var prefetched: [String: IndexPath] = [:]
  var inWorkingRange: [String: IndexPath] = [:]

  var isEmpty: Bool { prefetched.isEmpty && inWorkingRange.isEmpty }

  /// Moves the items across `batch`, which took the display from `old` to `new`. An item the
  /// batch deletes and inserts again (out of a deleted section, or with another cell type) is
  /// the same item, found among the insertions.
  ///
  /// - Complexity: O(*c* log *c* + *k*) for *c* changes in the batch (items of inserted sections
  ///   included) and *k* items followed, plus O(*S*) sections when the batch changes sections;
  ///   nothing when none are followed.
  mutating func follow(_ batch: BatchUpdate, from old: ListSnapshot, to new: ListSnapshot) {
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
    prefetched = place(prefetched)
    inWorkingRange = place(inWorkingRange)
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

  /// Finds the items again in `snapshot` by identity, after a change that no batch describes (a
  /// reload); those it no longer has are forgotten.
  ///
  /// - Complexity: O(*k*) when the items kept their places; otherwise the snapshot's O(*N*)
  ///   identifier table, built once.
  mutating func find(in snapshot: ListSnapshot) {
    guard !isEmpty else { return }
    func find(_ items: [String: IndexPath]) -> [String: IndexPath] {
      var found: [String: IndexPath] = [:]
      for (identifier, path) in items {
        if snapshot.cellModel(at: path)?.identifier == identifier {
          found[identifier] = path
        } else if let path = snapshot.indexPath(forIdentifier: identifier) {
          found[identifier] = path
        }
      }
      return found
    }
    prefetched = find(prefetched)
    inWorkingRange = find(inWorkingRange)
  }
}
