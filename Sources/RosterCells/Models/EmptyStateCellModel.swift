/// What a list shows when it has nothing to show: a title, a message and, optionally, an action.
///
/// ```swift
/// let empty = EmptyStateCellModel(
///   identifier: "empty", title: "No posts yet", message: "Posts you write appear here.",
///   actionTitle: "Write a post"
/// ) { _ in print("compose") }
/// ```
public struct EmptyStateCellModel: CatalogueCellModel, SelectableCellModel,
  HighlightableCellModel, Equatable
{
  /// What runs when the action is chosen.
  public typealias Action = @MainActor @Sendable (_ model: EmptyStateCellModel) -> Void

  /// The row's identity.
  public var identifier: String
  /// What is empty.
  public var title: String
  /// Why, or what to do about it; empty for none.
  public var message: String
  /// The action's title; empty for no action.
  public var actionTitle: String
  /// What runs when the action is chosen (selecting the row); `nil` for no action.
  @IgnoredInEquality public var action: Action?

  /// Creates an empty state.
  public init(
    identifier: String, title: String, message: String = "", actionTitle: String = "",
    action: Action? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.message = message
    self.actionTitle = actionTitle
    self.action = action
  }

  /// Selecting the row runs the action, when there is one.
  public var selectionAction: SelectionAction? {
    guard action != nil else { return nil }
    return { model, _ in model.action?(model) }
  }

  /// Highlights when there is an action.
  public var isHighlightEnabled: Bool { action != nil }
}
