/// The row shown in place of content that loaded and turned out to be empty.
public struct EmptyStateCellModel: TypedCellModel, Equatable {
  /// The row's cell.
  public typealias CellType = EmptyStateCell
  /// The row's identity.
  public var identifier: String
  /// What to tell the user ("No posts yet").
  public var message: String

  /// Creates an empty-state row.
  public init(identifier: String, message: String) {
    self.identifier = identifier
    self.message = message
  }
}
