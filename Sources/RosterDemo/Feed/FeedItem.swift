/// One entry of the stress feed.
public struct FeedItem: Identifiable, Hashable, Sendable {
  /// The entry's stable identity.
  public var id: Int
  /// The entry's text; edits change it.
  public var text: String
  /// How many times the entry has been edited.
  public var revision: Int

  /// Creates an entry.
  public init(id: Int, text: String, revision: Int = 0) {
    self.id = id
    self.text = text
    self.revision = revision
  }
}
