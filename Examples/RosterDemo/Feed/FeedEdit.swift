/// One change the stress feed makes to its items, in the index space of the moment it is made.
package enum FeedEdit: Hashable, Sendable {
  /// A new entry at this offset.
  case insert(FeedItem, at: Int)
  /// The entry at this offset goes.
  case delete(at: Int)
  /// The entry at `from` moves to `to` (offsets before and after the move).
  case move(from: Int, to: Int)
  /// The entry at this offset gets new text.
  case edit(at: Int)
}
