/// Where one source's content is: not asked for yet, on its way, here, or failed.
package enum Loadable<Value: Hashable & Sendable>: Hashable, Sendable {
  /// Nothing has been requested yet.
  case idle
  /// Request number `request` is on its way; an answer to any other request is stale.
  case loading(request: Int)
  /// The content arrived.
  case loaded(Value)
  /// The last request failed with this message.
  case failed(message: String)

  /// The content, when it has arrived.
  package var value: Value? {
    if case .loaded(let value) = self { value } else { nil }
  }

  /// Whether the last request failed.
  package var isFailed: Bool {
    if case .failed = self { true } else { false }
  }

  /// The request on its way, if any.
  package var pendingRequest: Int? {
    if case .loading(let request) = self { request } else { nil }
  }
}
