#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The validation engine: a pure function of the sections before a batch, the batch, and the
/// sections after it, which returns normally when a collection view would apply the batch and
/// end up showing exactly the new sections, and throws the first broken rule otherwise.
///
/// The checks run in the order ``SimulatedCollectionView`` documents: the cheap structural ones
/// that need only the batch and the counts first, so that the later ones (which place every
/// section and item) can rely on indices that exist and are named once.
struct BatchValidator<ID: Hashable, Content: Equatable> {
  typealias Section = SimulatedCollectionView<ID, Content>.Section

  let old: [Section]
  let batch: BatchUpdate
  let new: [Section]
  /// The number of items in each section before the batch.
  let oldItemCounts: [Int]
  /// The number of items in each section after the batch.
  let newItemCounts: [Int]

  init(old: [Section], batch: BatchUpdate, new: [Section]) {
    self.old = old
    self.batch = batch
    self.new = new
    // Closures, not key paths: a key path is projected through the runtime for each section.
    self.oldItemCounts = old.map { $0.items.count }
    self.newItemCounts = new.map { $0.items.count }
  }

  /// Checks every rule a batch can break, in order.
  ///
  /// - Complexity: O(*S* + *N* + *B*) expected for *S* sections, *N* items and *B* operations;
  ///   O(*S* + *B*) plus the items of the sections the batch touches when the others' items are
  ///   the very same arrays before and after (see ``Placement``).
  func validate() throws(BatchUpdateError) {
    var placement = try place()
    try checkContent(of: &placement)
  }

  /// Checks every rule but the content ones (rebinds and stale content), and returns where
  /// every section and cell lands.
  func place() throws(BatchUpdateError) -> Placement<ID, Content> {
    try checkSectionReloadsStandAlone()
    try checkSectionsExist()
    try checkItemsExist()
    try checkSectionConflicts()
    try checkItemConflicts()
    try checkItemsAgainstSectionChanges()
    try checkSectionCount()
    let sections = placeSections()
    try checkItemCounts(sections: sections)
    let placement = Placement(
      old: old, new: new, sections: sections, operations: ItemOperations(batch))
    try placement.checkIdentities()
    return placement
  }

  /// Checks the content rules on `placement` (from ``place()``, whose new content may have
  /// been given since): every rebind names a position, and every cell shows the new content.
  func checkContent(of placement: inout Placement<ID, Content>) throws(BatchUpdateError) {
    try placement.rebind(items: batch.itemRebinds, sections: batch.sectionRebinds)
    try placement.checkContent()
  }

  /// Where each section after the batch comes from (UIKit's fill of the free section slots).
  ///
  /// - Precondition: The section count adds up (``checkSectionCount()``).
  func placeSections() -> [SlotOrigin<Int>] {
    let deleted = Set(batch.sectionDeletions)
    let moved = Set(batch.sectionMoves.map { $0.from })
    let reloaded = Set(batch.sectionReloads)
    let remaining: [SlotOrigin<Int>] = old.indices.compactMap { section in
      if deleted.contains(section) || moved.contains(section) { return nil }
      return reloaded.contains(section) ? .reloaded(section) : .kept(section)
    }
    return SlotOrigin.fill(
      slotCount: new.count, insertions: batch.sectionInsertions,
      moves: batch.sectionMoves.lazy.map { (to: $0.to, from: $0.from) }, remaining: remaining)
  }
}
