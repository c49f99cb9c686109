/// The simulated service's answer to one request: after how long, and what.
package struct ServiceResponse: Hashable, Sendable {
  /// How long after the request the answer arrives.
  package var latency: Duration
  /// The content, or why there is none (a message for the error cell).
  package var outcome: Outcome

  /// What a request results in.
  package enum Outcome: Hashable, Sendable {
    /// The request succeeded.
    case success(ServicePayload)
    /// The request failed; the message is shown to the user.
    case failure(String)
  }

  /// Creates a response.
  package init(latency: Duration, outcome: Outcome) {
    self.latency = latency
    self.outcome = outcome
  }
}
