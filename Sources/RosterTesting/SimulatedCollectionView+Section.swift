extension SimulatedCollectionView {
  /// A section as the view shows it: its identity, the content of its header and footer, and
  /// its items.
  public struct Section {
    /// The section's identity.
    public var id: ID
    /// What the section's header and footer show.
    public var content: Content
    /// The items while they are stored; empty while ``pendingItems`` makes them.
    private var storedItems: [Item]
    /// The items a host has not needed one by one yet (see ``init(id:content:count:item:)``).
    private var pendingItems: PendingItems<Item>?

    /// The section's items, in order.
    ///
    /// - Complexity: O(1), but O(*n*) for the *n* items of a section whose items are made on
    ///   demand, the first time they are read.
    public var items: [Item] {
      get { pendingItems?.items ?? storedItems }
      set {
        pendingItems = nil
        storedItems = newValue
      }
      _modify {
        if let pending = pendingItems {
          storedItems = pending.items
          pendingItems = nil
        }
        yield &storedItems
      }
    }

    /// How many items the section has.
    ///
    /// - Complexity: O(1), without making items on demand.
    public var itemCount: Int { pendingItems?.count ?? storedItems.count }

    /// Creates a section.
    public init(id: ID, content: Content, items: [Item] = []) {
      self.id = id
      self.content = content
      self.storedItems = items
      self.pendingItems = nil
    }

    /// Creates a section of `count` items that `item` makes, by index, once they are first
    /// read: a host gives a section it has not shown yet without an item array.
    init(id: ID, content: Content, count: Int, item: @escaping @Sendable (Int) -> Item) {
      self.id = id
      self.content = content
      self.storedItems = []
      self.pendingItems = PendingItems(count: count, make: item)
    }

    /// Whether the section's items equal `other`'s: at once when both are the very same
    /// items made on demand, without making them.
    func hasSameItems(as other: Section) -> Bool {
      guard itemCount == other.itemCount else { return false }
      if let pending = pendingItems, let otherPending = other.pendingItems,
        pending === otherPending
      {
        return true
      }
      return items == other.items
    }
  }
}

extension SimulatedCollectionView.Section: Equatable {
  /// Whether both have the same identity, content and items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.content == rhs.content && lhs.hasSameItems(as: rhs)
  }
}

extension SimulatedCollectionView.Section: Sendable where ID: Sendable, Content: Sendable {}
