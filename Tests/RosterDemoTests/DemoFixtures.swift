import RosterDemo

/// Small, fixed content for tests that build states by hand.
enum DemoFixtures {
  static let profile = Profile(
    name: "Ada Okafor", username: "adaokafor", bio: "Writes about lists.",
    attributes: [
      ProfileAttribute(name: "Location", value: "Lisbon"),
      ProfileAttribute(name: "Joined", value: "2014"),
    ])

  static let posts = [
    Post(id: "p1", title: "Notes on diffing", body: "Diffs are fun.", likes: 3),
    Post(id: "p2", title: "Why I like reducers", body: "Pure functions.", likes: 5),
    Post(id: "p3", title: "東京で見たリスト 📷", body: "Wide text.", likes: 8),
  ]

  /// The state after `actions`, from nothing requested.
  static func state(after actions: [ProfileAction]) -> ProfileViewState {
    actions.reduce(ProfileViewState(), ProfileReducer.reduced)
  }

  /// Both sources loaded with the fixtures (requests 0 and 1).
  static let loadedState = state(after: [
    .load, .loaded(.profile(profile), request: 0), .loaded(.posts(posts), request: 1),
  ])
}
