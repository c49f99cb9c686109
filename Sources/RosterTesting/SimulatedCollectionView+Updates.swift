extension SimulatedCollectionView {
  /// Applies a batch update as `performBatchUpdates` would, with the data source switching to
  /// `newSections` inside the updates block (rule R4).
  ///
  /// On success the view shows exactly `newSections`. On failure it throws the first broken
  /// rule, in the order the type's documentation gives, and shows what it showed before.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - newSections: What the data source answers once the updates block has run.
  ///   - animated: Whether the batch animates; if so it stays in flight until
  ///     ``finishAnimations()``, and no other batch or reload may start before then.
  /// - Throws: A ``BatchUpdateError`` naming the broken rule.
  /// - Complexity: O(*S* + *N* + *B*) expected, see ``SimulatedCollectionView``.
  public mutating func apply(
    _ batch: BatchUpdate, updatingTo newSections: [Section], animated: Bool = false
  ) throws(BatchUpdateError) {
    guard !isAnimating else { throw .batchWhileAnimating() }
    try BatchValidator(old: sections, batch: batch, new: newSections).validate()
    sections = newSections
    isAnimating = animated
  }

  /// ``apply(_:updatingTo:animated:)`` for new sections whose content is known only once every
  /// cell is placed: `label` gives `placement.new` its content, from where each cell comes from,
  /// before the content is checked; the view then shows the labelled sections. `unchanged`
  /// are the new sections that are the very old ones (identity, content and items), as the
  /// caller built them. `checkRuns`, given the placement before any cell is checked, may check
  /// and label whole sections itself, run by run (see `Placement.checkedItemSlots`).
  mutating func apply(
    _ batch: BatchUpdate, updatingTo newSections: consuming [Section], animated: Bool,
    unchanged: SectionAlignment? = nil,
    checkingRuns checkRuns: (inout Placement<ID, Content>) -> Void = { _ in },
    labeling label: (inout Placement<ID, Content>) -> Void
  ) throws(BatchUpdateError) {
    guard !isAnimating else { throw .batchWhileAnimating() }
    // Consumed, so that the placement ends up holding the only copy of the new sections.
    var validator = BatchValidator(old: sections, batch: batch, new: newSections)
    var placement = try validator.place(unchanged: unchanged, checkingRuns: checkRuns)
    label(&placement)
    try validator.checkContent(of: &placement)
    sections = placement.new
    isAnimating = animated
  }

  /// Completes the batch in flight, as its animations' completion would; does nothing when no
  /// batch is in flight.
  public mutating func finishAnimations() {
    isAnimating = false
  }

  /// Replaces everything the view shows, as `reloadData()` does: no animation, no checks
  /// beyond R16.
  ///
  /// - Throws: A ``BatchUpdateError`` for rule R16 when a batch is in flight.
  public mutating func reloadData(_ sections: [Section]) throws(BatchUpdateError) {
    guard !isAnimating else { throw .reloadWhileAnimating() }
    self.sections = sections
  }
}
