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

@MainActor
@Test func selectingAPostExpandsItAndItsActionsEditTheFeed() async {
  let host = SimulatedListHost()
  let store = FeedStore(posts: Post.samples)
  let screen = FeedScreen(host: host, store: store) { [] }
  await screen.suggested.loading?.value
  host.settle()

  host.selectItem(withIdentifier: "p2")
  host.settle()
  #expect(store.expanded == ["p2"])
  let second = host.boundModel(at: IndexPath(item: 1, section: 0)) as? PostModel
  #expect(second?.isExpanded == true)

  let first = IndexPath(item: 0, section: 0)
  #expect(host.dataSource?.actions(forItemAt: first).map(\.title) == ["Like", "Hide"])
  host.dataSource?.performAction("Like", forItemAt: first)
  host.settle()
  #expect(store.liked == ["p1"])

  host.dataSource?.performAction("Hide", forItemAt: first)
  host.settle()
  #expect(host.displayedIdentifiers == [["p2", "p3"]])
  #expect(host.errors.isEmpty)
}
