#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The rules a batch must keep that depend only on the batch and each section's item count:
/// the ones UIKit itself checks, since its data source answers counts and nothing else.
///
/// ``BatchValidator`` runs these first, so that its later checks (which place every section and
/// item) can rely on indices that exist and are named once.
struct BatchShape {
  let batch: BatchUpdate
  /// The number of items in each section before the batch.
  let oldItemCounts: [Int]
  /// The number of items in each section after the batch.
  let newItemCounts: [Int]

  /// Checks every count and position rule, in the order ``SimulatedCollectionView`` documents,
  /// and returns where each section after the batch comes from.
  ///
  /// - Complexity: O(*S* + *B*) expected for *S* sections and *B* operations.
  func check() throws(BatchUpdateError) -> [SlotOrigin<Int>] {
    try checkSectionReloadsStandAlone()
    try checkSectionsExist()
    try checkItemsExist()
    try checkSectionConflicts()
    try checkItemConflicts()
    try checkItemsAgainstSectionChanges()
    try checkSectionCount()
    let sections = placeSections()
    try checkItemCounts(sections: sections)
    return sections
  }

  /// Checks that every rebind names a position after the batch.
  func checkRebindTargets() throws(BatchUpdateError) {
    for path in batch.itemRebinds where !path.isItemPath || !Self.exists(path, in: newItemCounts) {
      throw .itemRebindTargetsNothing(path, sections: newItemCounts)
    }
    for slot in batch.sectionRebinds where !newItemCounts.indices.contains(slot) {
      throw .sectionRebindTargetsNothing(slot, count: newItemCounts.count)
    }
  }

  /// Where each section after the batch comes from (UIKit's fill of the free section slots).
  ///
  /// - Precondition: The section count adds up (``checkSectionCount()``).
  func placeSections() -> [SlotOrigin<Int>] {
    let deleted = Set(batch.sectionDeletions)
    let moved = Set(batch.sectionMoves.map { $0.from })
    let reloaded = Set(batch.sectionReloads)
    let remaining: [SlotOrigin<Int>] = oldItemCounts.indices.compactMap { section in
      if deleted.contains(section) || moved.contains(section) { return nil }
      return reloaded.contains(section) ? .reloaded(section) : .kept(section)
    }
    return SlotOrigin.fill(
      slotCount: newItemCounts.count, insertions: batch.sectionInsertions,
      moves: batch.sectionMoves.lazy.map { (to: $0.to, from: $0.from) }, remaining: remaining)
  }
}

extension BatchUpdate {
  /// Checks the rules UIKit checks — every count and position — for a list whose sections had
  /// `oldItemCounts` items before the batch and `newItemCounts` after it, and that every rebind
  /// names a position: what `SimulatedCollectionView.validate(_:from:to:)` checks when every
  /// section and item is alike, without building them.
  ///
  /// - Complexity: O(*S* + *B*) expected for *S* sections and *B* operations.
  @_spi(Testing) public func validate(
    oldItemCounts: [Int], newItemCounts: [Int]
  ) throws(BatchUpdateError) {
    let shape = BatchShape(batch: self, oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    _ = try shape.check()
    try shape.checkRebindTargets()
  }
}
