/// One labelled row of a profile ("Location: Lisbon").
public struct ProfileAttribute: Hashable, Sendable {
  /// The label, which is also the row's identity within its profile.
  public var name: String
  /// The value shown beside the label.
  public var value: String

  /// Creates an attribute.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
