/// A thin rule between rows.
///
/// ```swift
/// let rule = SeparatorCellModel(identifier: "rule-1")
/// ```
public struct SeparatorCellModel: CatalogueCellModel, Equatable {
  /// The separator's identity.
  public var identifier: String
  /// Whether the rule starts where the text of the rows does rather than at the edge.
  public var isInset: Bool

  /// Creates a separator.
  public init(identifier: String, isInset: Bool = false) {
    self.identifier = identifier
    self.isInset = isInset
  }
}
