extension SimulatedCollectionView {
  /// A section as the view shows it: its identity, the content of its header and footer, and
  /// its items.
  public struct Section {
    /// The section's identity.
    public var id: ID
    /// What the section's header and footer show.
    public var content: Content
    /// The section's items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(id: ID, content: Content, items: [Item] = []) {
      self.id = id
      self.content = content
      self.items = items
    }
  }
}

extension SimulatedCollectionView.Section: Equatable {}

extension SimulatedCollectionView.Section: Sendable where ID: Sendable, Content: Sendable {}
