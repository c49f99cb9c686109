extension SimulatedCollectionView {
  /// Checks whether a collection view showing `old` could apply `batch` with its data source
  /// switching to `new`, and whether it would then show exactly `new`.
  ///
  /// This is the pure engine behind ``apply(_:updatingTo:animated:)``: the same checks, without
  /// a view and without the in-flight rules R16 and R17.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - old: What the view shows before the batch.
  ///   - new: What the data source answers after it.
  /// - Throws: A ``BatchUpdateError`` naming the first broken rule.
  /// - Complexity: O(*S* + *N* + *B*) expected, see ``SimulatedCollectionView``.
  public static func validate(
    _ batch: BatchUpdate, from old: [Section], to new: [Section]
  ) throws(BatchUpdateError) {
    try BatchValidator(old: old, batch: batch, new: new).validate()
  }
}
