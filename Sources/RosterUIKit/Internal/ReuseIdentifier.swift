#if canImport(UIKit)
  /// Reuse identifiers derived from cell types, so that apps never name one.
  enum ReuseIdentifier {
    /// The type's fully qualified name: unique per type, and readable in UIKit's exceptions.
    static func of(_ cellType: any ListCell.Type) -> String {
      String(reflecting: cellType)
    }

    /// What a host dequeues when a model's cell type cannot be shown (it is not a
    /// `UICollectionViewCell` in a collection view, or not a `UITableViewCell` in a table view),
    /// so that bad input shows an empty cell instead of crashing.
    static let fallback = "Roster.FallbackCell"

    /// The cell that shows a band of cards in a collection view of its own.
    static let band = "Roster.BandCell"
  }
#endif
