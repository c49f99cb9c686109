extension SimulatedCollectionView {
  /// An item as its cell shows it: the identity it was bound to and the content it displays.
  public struct Item {
    /// The item's identity.
    public var id: ID
    /// What the item's cell shows.
    public var content: Content

    /// Creates an item.
    public init(id: ID, content: Content) {
      self.id = id
      self.content = content
    }
  }
}

extension SimulatedCollectionView.Item: Equatable {}

extension SimulatedCollectionView.Item: Sendable where ID: Sendable, Content: Sendable {}
