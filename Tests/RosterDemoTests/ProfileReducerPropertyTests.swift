import RosterDemo
import Testing

/// Random action sequences (seeded, so every case is reproducible from its number) against the
/// reducer's invariants. RosterDemoTests does not depend on swift-property-based, so the
/// cases are drawn with the demo's own ``SeededGenerator``.
@Suite("ProfileReducer: invariants over random action sequences")
struct ProfileReducerPropertyTests {
  static let caseCount = 3_000

  @Test("sources stay independent, answers land only when awaited, a selection is always loaded")
  func invariantsHold() {
    for caseNumber in 0..<Self.caseCount {
      var random = SeededGenerator(seed: UInt64(caseNumber), stream: 42)
      var state = ProfileViewState()
      var actions: [ProfileAction] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        let action = Self.randomAction(for: state, using: &random)
        actions.append(action)
        let old = state
        let effects = ProfileReducer.reduce(&state, action)
        let failure = check(old: old, action: action, new: state, effects: effects)
        if let failure {
          Issue.record("case \(caseNumber): \(failure)\nactions: \(actions)")
          return
        }
      }
    }
  }

  /// Describes the first broken invariant of one step, if any.
  private func check(
    old: ProfileViewState, action: ProfileAction, new: ProfileViewState, effects: [ProfileEffect]
  ) -> String? {
    if new.selectedPostID != nil && new.selectedPost == nil {
      return "selected post \(String(describing: new.selectedPostID)) is not loaded"
    }
    if let pinned = new.pinnedPostID, new.posts.value?.contains(where: { $0.id == pinned }) != true
    {
      return "pinned post \(pinned) is not loaded"
    }
    if new.nextRequest < old.nextRequest { return "request numbers went backwards" }
    for effect in effects {
      guard case .fetch(let source, let request) = effect else { continue }
      if new.pendingRequest(of: source) != request || request < old.nextRequest {
        return "fetch \(source) #\(request) does not match the new state"
      }
    }
    if Set(effects).count != effects.count { return "duplicate effects \(effects)" }
    switch action {
    case .loaded(let payload, let request):
      let untouched: ContentSource = payload.source == .profile ? .posts : .profile
      if !same(untouched, old, new) {
        return "an answer for \(payload.source) changed \(untouched)"
      }
      let awaited = old.pendingRequest(of: payload.source) == request
      if awaited && new.pendingRequest(of: payload.source) != nil {
        return "awaited answer ignored"
      }
      if !awaited && !same(payload.source, old, new) { return "stale answer applied" }
    case .failed(let source, let request, let message):
      let untouched: ContentSource = source == .profile ? .posts : .profile
      if !same(untouched, old, new) { return "a failure of \(source) changed \(untouched)" }
      if old.pendingRequest(of: source) == request && !new.isFailed(source) {
        return "awaited failure '\(message)' ignored"
      }
    case .retry(let source):
      let untouched: ContentSource = source == .profile ? .posts : .profile
      if !same(untouched, old, new) { return "a retry of \(source) changed \(untouched)" }
      if old.isFailed(source) != (effects == [.fetch(source, request: old.nextRequest)]) {
        return "retry of \(source) fetched \(effects) from \(old)"
      }
    case .load:
      let expected = ContentSource.allCases.filter { old.pendingRequest(of: $0) == nil }
      if effects.count != expected.count { return "load fetched \(effects), expected \(expected)" }
    case .select, .back:
      if old.profile != new.profile || old.posts != new.posts || !effects.isEmpty {
        return "navigation changed the sources"
      }
    case .moveAttribute:
      let names = { (state: ProfileViewState) in
        state.profile.value.map { Set($0.attributes.map(\.name)) }
      }
      if old.posts != new.posts || !effects.isEmpty || names(old) != names(new) {
        return "a move of an attribute changed more than the attributes' order"
      }
    case .togglePin(let postID):
      if old.posts != new.posts || old.profile != new.profile || !effects.isEmpty {
        return "pinning changed the sources"
      }
      let loaded = old.posts.value?.contains { $0.id == postID } == true
      let expected = loaded ? (old.pinnedPostID == postID ? nil : postID) : old.pinnedPostID
      if new.pinnedPostID != expected {
        return "pin \(postID) left \(String(describing: new.pinnedPostID))"
      }
    case .deletePost(let postID):
      if old.profile != new.profile || !effects.isEmpty { return "a deletion changed the profile" }
      let expected = old.posts.value.map { $0.filter { $0.id != postID } }
      if new.posts.value != expected {
        return "deleting \(postID) left \(String(describing: new.posts))"
      }
      if new.posts.value?.contains(where: { $0.id == postID }) == true { return "the post stayed" }
    }
    return nil
  }

  private func same(
    _ source: ContentSource, _ lhs: ProfileViewState, _ rhs: ProfileViewState
  )
    -> Bool
  {
    switch source {
    case .profile: lhs.profile == rhs.profile
    case .posts: lhs.posts == rhs.posts
    }
  }

  /// An action that is likely to matter in `state`: mostly answers to the requests awaited,
  /// sometimes stale ones, and user commands.
  private static func randomAction(
    for state: ProfileViewState, using random: inout SeededGenerator
  ) -> ProfileAction {
    let source = ContentSource.allCases.randomElement(using: &random) ?? .profile
    let awaited = state.pendingRequest(of: source)
    let request =
      Bool.random(using: &random)
      ? (awaited ?? 0) : Int.random(in: 0...state.nextRequest, using: &random)
    let posts = Array(DemoFixtures.posts.prefix(Int.random(in: 0...3, using: &random)))
    let postID = ["p1", "p2", "p3", "zz"].randomElement(using: &random) ?? "p1"
    switch Int.random(in: 0..<11, using: &random) {
    case 0: return .load
    case 1, 2:
      return source == .profile
        ? .loaded(.profile(DemoFixtures.profile), request: request)
        : .loaded(.posts(posts), request: request)
    case 3, 4: return .failed(source, request: request, message: "failure \(request)")
    case 5: return .retry(source)
    case 6, 7: return .select(postID: postID)
    case 8: return .togglePin(postID: postID)
    case 9: return .deletePost(postID: postID)
    default: return .back
    }
  }
}
