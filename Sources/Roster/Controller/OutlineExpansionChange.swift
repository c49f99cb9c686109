/// The outline nodes one call expanded and collapsed, by identifier: what
/// ``ListController/outlineExpansionChangeHandler`` hears.
public struct OutlineExpansionChange: Hashable, Sendable {
  /// The nodes newly expanded.
  public var expanded: Set<String>
  /// The nodes newly collapsed, the accordion's included.
  public var collapsed: Set<String>

  /// Whether nothing changed.
  public var isEmpty: Bool { expanded.isEmpty && collapsed.isEmpty }

  init(expanded: Set<String> = [], collapsed: Set<String> = []) {
    self.expanded = expanded
    self.collapsed = collapsed
  }
}
