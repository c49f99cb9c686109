/// Empty room between rows.
///
/// ```swift
/// let gap = SpacerCellModel(identifier: "gap-1", spacing: .large)
/// ```
public struct SpacerCellModel: CatalogueCellModel, Equatable {
  /// The spacer's identity.
  public var identifier: String
  /// How much room it leaves.
  public var spacing: Spacing

  /// Creates a spacer.
  public init(identifier: String, spacing: Spacing = .medium) {
    self.identifier = identifier
    self.spacing = spacing
  }
}
