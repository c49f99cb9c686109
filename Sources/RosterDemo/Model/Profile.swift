/// The person whose profile the demo shows: what the profile source loads.
public struct Profile: Hashable, Sendable {
  /// The display name.
  public var name: String
  /// The handle, without the leading "@".
  public var username: String
  /// A sentence or two about the person; may be empty.
  public var bio: String
  /// The attribute rows under the header (location, joined, …), in order.
  public var attributes: [ProfileAttribute]

  /// Creates a profile.
  public init(name: String, username: String, bio: String, attributes: [ProfileAttribute]) {
    self.name = name
    self.username = username
    self.bio = bio
    self.attributes = attributes
  }
}
