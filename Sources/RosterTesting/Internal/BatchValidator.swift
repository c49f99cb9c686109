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
  /// The sections after the batch, until ``place(unchanged:)`` hands them to the placement.
  private(set) var new: [Section]
  /// The count and position rules, which need only each section's item count.
  let shape: BatchShape

  init(old: [Section], batch: BatchUpdate, new: [Section]) {
    self.old = old
    self.batch = batch
    self.new = new
    // Closures, not key paths: a key path is projected through the runtime for each section.
    self.shape = BatchShape(
      batch: batch, oldItemCounts: old.map { $0.itemCount },
      newItemCounts: new.map { $0.itemCount })
  }

  /// Checks every rule a batch can break, in order.
  ///
  /// - Complexity: O(*S* + *N* + *B*) expected for *S* sections, *N* items and *B* operations;
  ///   O(*S* + *B*) plus the items of the sections the batch touches when the others' items are
  ///   the very same arrays before and after (see ``Placement``).
  func validate() throws(BatchUpdateError) {
    var validator = self
    var placement = try validator.place()
    try checkContent(of: &placement)
  }

  /// Checks every rule but the content ones (rebinds and stale content), and returns where
  /// every section and cell lands.
  ///
  /// - Parameter unchanged: The new sections known to be the very old ones, if any (see
  ///   ``Placement/unchanged``).
  /// The placement holds the validator's new sections from then on, alone when the caller
  /// passed them on, so that labelling it (see `SimulatedCollectionView.apply`) writes them in
  /// place rather than copying every section.
  /// - Parameter checkRuns: Checks and labels the cells of the sections it can, run by run,
  ///   before the others are checked one by one (see ``Placement/checkedItemSlots``).
  mutating func place(
    unchanged: SectionAlignment? = nil,
    checkingRuns checkRuns: (inout Placement<ID, Content>) -> Void = { _ in }
  ) throws(BatchUpdateError) -> Placement<ID, Content> {
    let sections = try shape.check()
    var placement = Placement(
      old: old, new: new, sections: sections, operations: ItemOperations(batch))
    new = []
    placement.unchanged = unchanged
    checkRuns(&placement)
    try placement.checkIdentities()
    return placement
  }

  /// Checks the content rules on `placement` (from ``place()``, whose new content may have
  /// been given since): every rebind names a position, and every cell shows the new content.
  func checkContent(of placement: inout Placement<ID, Content>) throws(BatchUpdateError) {
    try shape.checkRebindTargets()
    placement.rebind(items: batch.itemRebinds, sections: batch.sectionRebinds)
    try placement.checkContent()
  }
}
