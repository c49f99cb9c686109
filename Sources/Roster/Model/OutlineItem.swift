/// A node of an outline: the app's own cell model, its children, and whether it starts
/// expanded. A tree of them is what an outline section is built from
/// (``Section/init(_:outline:header:footer:constraints:emptyModel:)``); the
/// ``ListController`` flattens it into rows, so an app never does.
///
/// <!-- snippet: fragment -->
/// ```swift
/// Section("files", outline: [
///   OutlineItem(TitleCellModel(identifier: "docs", text: "Docs"), isExpanded: true, children: [
///     OutlineItem(TitleCellModel(identifier: "readme", text: "README.md"))
///   ])
/// ])
/// ```
///
/// A node's identity is its model's ``CellModel/identifier``, unique in the whole list: the
/// controller keeps each node's expansion by it, through every update.
public struct OutlineItem: Sendable {
  /// The row's model: what ``ListSnapshot/cellModel(at:)`` returns for the row, unwrapped.
  public var model: any CellModel
  /// The node's children, in order, shown under it while it is expanded.
  public var children: [OutlineItem]
  /// Whether the node has children the app has not loaded yet: it can be expanded though
  /// ``children`` is empty, and expanding it loads them through the list's
  /// ``ListController/outlineChildrenLoader``. Once ``children`` is not empty, the node shows
  /// those and nothing is loaded.
  public var hasUnloadedChildren: Bool
  /// Whether the node is expanded when it first appears in the list. Once the list shows
  /// it, its expansion is the controller's (``ListController/expand(_:animated:completion:)``)
  /// and this flag is read again only if the node leaves the list and comes back.
  public var isExpanded: Bool

  /// Creates a node for `model`.
  public init(
    _ model: any CellModel, isExpanded: Bool = false, hasUnloadedChildren: Bool = false,
    children: [OutlineItem] = []
  ) {
    self.model = model
    self.children = children
    self.hasUnloadedChildren = hasUnloadedChildren
    self.isExpanded = isExpanded
  }

  /// The node's identity: its model's identifier.
  public var identifier: String { model.identifier }

  /// Whether the node can expand: it has children, loaded or not.
  public var hasChildren: Bool { !children.isEmpty || hasUnloadedChildren }
}
