import Foundation
import Roster
import RosterTesting
import Testing

/// The seeds' profile screen: a profile and its posts, loaded by two sources that fail and
/// retry independently, shown as skeletons, content or an error cell in the same sections.
@MainActor
private final class ProfileScreen {
  enum Source {
    case loading
    case loaded([String])
    case failed
  }

  let controller: ListController<SimulatedListHost>
  var profile = Source.loading
  var posts = Source.loading
  var retries: [String] = []

  init(controller: ListController<SimulatedListHost>) {
    self.controller = controller
  }

  func render() {
    controller.update {
      Section("profile") { models(for: profile, source: "profile", skeletons: 1) }
      Section("posts") { models(for: posts, source: "posts", skeletons: 3) }
    }
  }

  private func models(for state: Source, source: String, skeletons: Int) -> [any CellModel] {
    switch state {
    case .loading:
      return (0..<skeletons).map { SkeletonModel(identifier: "\(source)-skeleton-\($0)") }
    case .loaded(let values):
      return values.map { TextModel(identifier: "\(source)-\($0)", text: $0) }
    case .failed:
      return [
        TextModel(
          identifier: "\(source)-error", text: "Retry \(source)",
          selectionAction: { [weak self] _, _ in self?.retry(source) })
      ]
    }
  }

  private func retry(_ source: String) {
    retries.append(source)
    if source == "posts" { posts = .loading } else { profile = .loading }
    render()
  }
}

@Suite("Profile screen: skeletons, content, errors, retry")
@MainActor
struct ProfileScreenTests {
  @Test("loading, one source failing, retrying it and loading it, all animated and valid")
  func loadFailRetry() {
    let (host, controller) = makeController()
    let screen = ProfileScreen(controller: controller)

    screen.render()
    host.finishAnimations()
    #expect(
      host.shownIdentifiers == [
        "profile[profile-skeleton-0]", "posts[posts-skeleton-0 posts-skeleton-1 posts-skeleton-2]",
      ])

    screen.profile = .loaded(["Ada"])
    screen.posts = .failed
    screen.render()
    host.finishAnimations()
    #expect(host.shownIdentifiers == ["profile[profile-Ada]", "posts[posts-error]"])

    #expect(controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 1)))
    #expect(screen.retries == ["posts"])
    host.finishAnimations()
    #expect(
      host.shownIdentifiers.last == "posts[posts-skeleton-0 posts-skeleton-1 posts-skeleton-2]")

    screen.posts = .loaded(["first", "second"])
    screen.render()
    host.finishAnimations()
    #expect(host.shownIdentifiers == ["profile[profile-Ada]", "posts[posts-first posts-second]"])
    #expect(host.errors.isEmpty)
    #expect(host.batches.count == 4)
  }

  @Test("the two sources fail independently: the profile's retry leaves the posts alone")
  func independentFailures() {
    let (host, controller) = makeController()
    let screen = ProfileScreen(controller: controller)
    screen.profile = .failed
    screen.posts = .loaded(["a", "b"])
    screen.render()
    host.finishAnimations()

    #expect(controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 0)))
    host.finishAnimations()
    #expect(screen.retries == ["profile"])
    #expect(host.shownIdentifiers == ["profile[profile-skeleton-0]", "posts[posts-a posts-b]"])
    // Only the profile section changed: the posts were neither deleted nor rebound.
    let retryBatch = host.batches.last
    #expect(retryBatch?.itemDeletions == [IndexPath(item: 0, section: 0)])
    #expect(retryBatch?.itemInsertions == [IndexPath(item: 0, section: 0)])
    #expect(retryBatch?.itemRebinds == [])

    screen.profile = .failed
    screen.posts = .failed
    screen.render()
    host.finishAnimations()
    #expect(host.shownIdentifiers == ["profile[profile-error]", "posts[posts-error]"])
    #expect(controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 1)))
    host.finishAnimations()
    #expect(screen.retries == ["profile", "posts"])
    #expect(
      host.shownIdentifiers == [
        "profile[profile-error]", "posts[posts-skeleton-0 posts-skeleton-1 posts-skeleton-2]",
      ])
    #expect(host.errors.isEmpty)
  }
}
