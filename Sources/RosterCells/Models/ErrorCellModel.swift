/// Something failed to load, and how to try again.
///
/// ```swift
/// let failure = ErrorCellModel(identifier: "error", message: "The server did not answer.") { _ in
///   print("retry")
/// }
/// ```
public struct ErrorCellModel: CatalogueCellModel, SelectableCellModel, HighlightableCellModel,
  Equatable
{
  /// What runs when the user retries.
  public typealias RetryAction = @MainActor @Sendable (_ model: ErrorCellModel) -> Void

  /// The row's identity.
  public var identifier: String
  /// What went wrong, in words for the user.
  public var message: String
  /// The retry action's title.
  public var retryTitle: String
  /// What runs when the user retries (selecting the row); `nil` when retrying is not possible.
  @IgnoredInEquality public var retry: RetryAction?

  /// Creates an error row.
  public init(
    identifier: String, message: String, retryTitle: String = "Try again",
    retry: RetryAction? = nil
  ) {
    self.identifier = identifier
    self.message = message
    self.retryTitle = retryTitle
    self.retry = retry
  }

  /// Selecting the row retries, when retrying is possible.
  public var selectionAction: SelectionAction? {
    guard retry != nil else { return nil }
    return { model, _ in model.retry?(model) }
  }

  /// Highlights when retrying is possible.
  public var isHighlightEnabled: Bool { retry != nil }
}
