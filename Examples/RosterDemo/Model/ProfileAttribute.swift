/// One labelled row of a profile ("Location: Lisbon").
package struct ProfileAttribute: Hashable, Sendable {
  /// The label, which is also the row's identity within its profile.
  package var name: String
  /// The value shown beside the label.
  package var value: String

  /// Creates an attribute.
  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
