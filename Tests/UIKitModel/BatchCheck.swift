#if os(Linux)
  @_spi(Testing) import RosterTesting

  /// How the collection and table models check a batch: the count and position rules of
  /// RosterTesting's `SimulatedCollectionView.validate`, which are all UIKit can check, since
  /// its data source answers counts; the identity and content rules cannot fail when every
  /// item is alike, and building alike items would cost every batch O(*N*).
  enum BatchCheck {
    /// Throws the first rule `batch` breaks between sections of `old` and `new` item counts.
    static func validate(_ batch: BatchUpdate, old: [Int], new: [Int]) throws(BatchUpdateError) {
      try batch.validate(oldItemCounts: old, newItemCounts: new)
    }
  }
#endif
