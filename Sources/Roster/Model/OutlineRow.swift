/// What a host needs to draw one row of an outline section: its level, whether it can
/// expand, and whether it is expanded. Read with ``ListSnapshot/outlineRow(at:)``.
public struct OutlineRow: Hashable, Sendable {
  /// The row's depth in its tree: 0 for a root.
  public var level: Int
  /// The identifier of the row's parent, or `nil` for a root.
  public var parentIdentifier: String?
  /// Whether the row's node has children, loaded or not (``OutlineItem/hasChildren``).
  public var hasChildren: Bool
  /// Whether the row's node is expanded, its children shown under it.
  public var isExpanded: Bool

  init(level: Int, parentIdentifier: String?, hasChildren: Bool, isExpanded: Bool) {
    self.level = level
    self.parentIdentifier = parentIdentifier
    self.hasChildren = hasChildren
    self.isExpanded = isExpanded
  }
}
