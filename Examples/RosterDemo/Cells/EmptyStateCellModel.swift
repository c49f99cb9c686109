/// The row shown in place of content that loaded and turned out to be empty.
package struct EmptyStateCellModel: TypedCellModel, Equatable {
  /// The row's cell.
  package typealias CellType = EmptyStateCell
  /// The row's identity.
  package var identifier: String
  /// What to tell the user ("No posts yet").
  package var message: String

  /// Creates an empty-state row.
  package init(identifier: String, message: String) {
    self.identifier = identifier
    self.message = message
  }
}
