/// The person whose profile the demo shows: what the profile source loads.
package struct Profile: Hashable, Sendable {
  /// The display name.
  package var name: String
  /// The handle, without the leading "@".
  package var username: String
  /// A sentence or two about the person; may be empty.
  package var bio: String
  /// The attribute rows under the header (location, joined, …), in order.
  package var attributes: [ProfileAttribute]

  /// Creates a profile.
  package init(name: String, username: String, bio: String, attributes: [ProfileAttribute]) {
    self.name = name
    self.username = username
    self.bio = bio
    self.attributes = attributes
  }
}
