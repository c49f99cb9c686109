/// One entry of the stress feed.
package struct FeedItem: Identifiable, Hashable, Sendable {
  /// The entry's stable identity.
  package var id: Int
  /// The entry's text; edits change it.
  package var text: String
  /// How many times the entry has been edited.
  package var revision: Int
  /// The entry's details, loaded lazily (see ``FeedDetailLoader``); `nil` until they arrive.
  package var details: String?

  /// Creates an entry.
  package init(id: Int, text: String, revision: Int = 0) {
    self.id = id
    self.text = text
    self.revision = revision
  }
}
