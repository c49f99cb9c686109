/// The row shown in place of a source's content when it failed to load; selecting it (Enter)
/// retries that source.
public struct ErrorCellModel: TypedCellModel, SelectableCellModel, Equatable {
  /// The row's cell.
  public typealias CellType = ErrorCell
  /// "<source>-error": one error row per source.
  public var identifier: String { "\(source.rawValue)-error" }
  /// The source that failed.
  public var source: ContentSource
  /// Why it failed.
  public var message: String
  /// Retries the source.
  public var selectionAction: SelectionAction?

  /// Creates the error row of `source`.
  public init(source: ContentSource, message: String, selectionAction: SelectionAction? = nil) {
    self.source = source
    self.message = message
    self.selectionAction = selectionAction
  }

  /// The source and message; the action is behaviour, not content.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.source == rhs.source && lhs.message == rhs.message
  }
}
