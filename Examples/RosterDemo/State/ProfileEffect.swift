/// Work the reducer asks the outside world to do; the answer comes back as an action.
package enum ProfileEffect: Hashable, Sendable {
  /// Ask the service for `source`'s content; answer with `.loaded` or `.failed` carrying
  /// `request`.
  case fetch(ContentSource, request: Int)
}
