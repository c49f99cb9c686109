import RosterTerminal
import RosterTesting
import Testing

@testable import Feed

@MainActor
@Test func thePostsComeFirstAndTheSuggestionsAboveThem() async {
  let host = SimulatedListHost()
  let screen = FeedScreen(host: host, store: FeedStore(posts: Post.samples)) {
    Post.suggestions
  }
  host.settle()
  #expect(host.displayedIdentifiers == [["p1", "p2", "p3"]])

  await screen.suggested.loading?.value
  #expect(host.displayedIdentifiers == [["s1", "s2"], ["p1", "p2", "p3"]])
  #expect(host.errors.isEmpty)
}
