/// The row shown in place of a source's content when it failed to load; selecting it (Enter)
/// retries that source.
package struct ErrorCellModel: TypedCellModel, SelectableCellModel, Equatable {
  /// The row's cell.
  package typealias CellType = ErrorCell
  /// "<source>-error": one error row per source.
  package var identifier: String { "\(source.rawValue)-error" }
  /// The source that failed.
  package var source: ContentSource
  /// Why it failed.
  package var message: String
  /// Retries the source.
  package var selectionAction: SelectionAction?

  /// Creates the error row of `source`.
  package init(source: ContentSource, message: String, selectionAction: SelectionAction? = nil) {
    self.source = source
    self.message = message
    self.selectionAction = selectionAction
  }

  /// The source and message; the action is behaviour, not content.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.source == rhs.source && lhs.message == rhs.message
  }
}
