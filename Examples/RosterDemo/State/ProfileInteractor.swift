/// Owns the profile screen's state over time: applies actions through ``ProfileReducer``,
/// runs the effects against a ``SimulatedService`` on a ``DemoScheduler``, and reports every
/// new state (seed 001's interactor).
///
/// The interactor counts the attempts per source, so the service's deterministic answers
/// (which depend on the attempt) line up with retries: attempt 0 is the first load.
@MainActor
package final class ProfileInteractor {
  /// The current state.
  package private(set) var state: ProfileViewState
  /// Called with every state that differs from the one before.
  package var onChange: @MainActor (ProfileViewState) -> Void
  /// Every action applied so far, in order; for tests and the script runner's log.
  package private(set) var history: [ProfileAction] = []

  private let service: SimulatedService
  private let scheduler: any DemoScheduler
  private var attempts: [ContentSource: Int] = [:]

  /// Creates an interactor in `state` (nothing requested, by default).
  package init(
    service: SimulatedService, scheduler: any DemoScheduler,
    state: ProfileViewState = ProfileViewState(),
    onChange: @escaping @MainActor (ProfileViewState) -> Void = { _ in }
  ) {
    self.service = service
    self.scheduler = scheduler
    self.state = state
    self.onChange = onChange
  }

  /// Applies `action`, starts the requests it asks for and reports the new state.
  package func send(_ action: ProfileAction) {
    history.append(action)
    let old = state
    let effects = ProfileReducer.reduce(&state, action)
    for effect in effects { run(effect) }
    if state != old { onChange(state) }
  }

  /// Retries every failed source (the `r` key).
  package func retryFailedSources() {
    for source in state.failedSources { send(.retry(source)) }
  }

  private func run(_ effect: ProfileEffect) {
    switch effect {
    case .fetch(let source, let request):
      let attempt = attempts[source, default: 0]
      attempts[source] = attempt + 1
      let response = service.response(for: source, attempt: attempt)
      scheduler.schedule(after: response.latency) { [weak self] in
        switch response.outcome {
        case .success(let payload): self?.send(.loaded(payload, request: request))
        case .failure(let message):
          self?.send(.failed(source, request: request, message: message))
        }
      }
    }
  }
}
