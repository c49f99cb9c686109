/// A placeholder row shown while a source loads: grey bars shaped like the content to come.
package struct SkeletonCellModel: TypedCellModel, Equatable {
  /// The placeholder's cell.
  package typealias CellType = SkeletonCell
  /// The placeholder's identity, unique per position ("posts-skeleton-0").
  package var identifier: String
  /// The width of each bar as a fraction (0…1) of the row; one line per bar.
  package var barFractions: [Double]

  /// Creates a placeholder with bars of the given widths.
  package init(identifier: String, barFractions: [Double]) {
    self.identifier = identifier
    self.barFractions = barFractions
  }
}
