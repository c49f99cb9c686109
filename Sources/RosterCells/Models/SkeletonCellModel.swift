/// A placeholder for a row still loading: grey bars where its text will be.
///
/// ```swift
/// let rows = (0..<3).map { SkeletonCellModel(identifier: "loading-\($0)", lineCount: 2) }
/// ```
public struct SkeletonCellModel: CatalogueCellModel, Equatable {
  /// The placeholder's identity.
  public var identifier: String
  /// How many lines of text it stands for, at least one.
  public var lineCount: Int
  /// What a screen reader says: the row is loading.
  public var accessibilityLabel: String

  /// Creates a placeholder of `lineCount` lines.
  public init(identifier: String, lineCount: Int = 1, accessibilityLabel: String = "Loading") {
    self.identifier = identifier
    self.lineCount = max(1, lineCount)
    self.accessibilityLabel = accessibilityLabel
  }
}
