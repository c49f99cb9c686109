#if os(Linux)
  import RosterTesting

  /// How the collection and table models check a batch: RosterTesting's
  /// `SimulatedCollectionView.validate`, the data source's counts standing for the data (every
  /// item alike, so that only the rules UIKit itself checks can fail).
  enum BatchCheck {
    /// Throws the first rule `batch` breaks between sections of `old` and `new` item counts.
    static func validate(_ batch: BatchUpdate, old: [Int], new: [Int]) throws(BatchUpdateError) {
      try SimulatedCollectionView<Int, Int>.validate(
        batch, from: uniform(old), to: uniform(new))
    }

    private static func uniform(_ counts: [Int]) -> [SimulatedCollectionView<Int, Int>.Section] {
      counts.map { count in
        .init(id: 0, content: 0, items: Array(repeating: .init(id: 0, content: 0), count: count))
      }
    }
  }
#endif
