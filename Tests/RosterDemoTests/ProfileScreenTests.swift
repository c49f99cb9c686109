import Foundation
import RosterCells
import RosterDemo
import RosterTesting
import Testing

@Suite("ProfileScreen: the screen for each state")
@MainActor
struct ProfileScreenTests {
  private func identifiers(_ sections: [Section]) -> [[String]] {
    sections.map { section in [section.identifier] + section.cellModels.map(\.identifier) }
  }

  @Test("loading: skeletons in both sections, a bare Posts header")
  func loading() {
    let sections = ProfileScreen.sections(for: DemoFixtures.state(after: [.load]), send: { _ in })
    #expect(
      identifiers(sections) == [
        [
          "profile", "profile-skeleton-header", "profile-skeleton-0", "profile-skeleton-1",
          "profile-skeleton-2",
        ],
        ["posts", "posts-skeleton-0", "posts-skeleton-1", "posts-skeleton-2", "posts-skeleton-3"],
      ])
    #expect((sections[1].headerModel as? SectionTitleCellModel)?.detail == "")
    #expect(
      identifiers(ProfileScreen.sections(for: ProfileViewState(), send: { _ in }))
        == identifiers(sections))
  }

  @Test("content: header, attributes, Posts header with the count, posts")
  func content() {
    let sections = ProfileScreen.sections(for: DemoFixtures.loadedState, send: { _ in })
    #expect(
      identifiers(sections) == [
        ["profile", "profile-header", "attribute-Location", "attribute-Joined"],
        ["posts", "post-p1", "post-p2", "post-p3"],
      ])
    let header = sections[1].headerModel as? SectionTitleCellModel
    #expect(header?.title == "Posts")
    #expect(header?.detail == "3")
  }

  @Test("empty: one empty-state row")
  func empty() {
    let state = DemoFixtures.state(after: [.load, .loaded(.posts([]), request: 1)])
    let sections = ProfileScreen.sections(for: state, send: { _ in })
    #expect(identifiers(sections)[1] == ["posts", "posts-empty"])
    #expect((sections[1].cellModels.first as? EmptyStateCellModel)?.title == "No posts yet.")
  }

  @Test("errors: one row per failed source, whose selection retries that source")
  func errors() {
    let state = DemoFixtures.state(after: [
      .load, .failed(.profile, request: 0, message: "a"), .failed(.posts, request: 1, message: "b"),
    ])
    var sent: [ProfileAction] = []
    let sections = ProfileScreen.sections(for: state, send: { sent.append($0) })
    #expect(identifiers(sections) == [["profile", "profile-error"], ["posts", "posts-error"]])
    for (section, model) in sections.enumerated().compactMap({ ($0, $1.cellModels.first) }) {
      let selected = (model as? ErrorCellModel)?.performSelection(
        at: IndexPath(item: 0, section: section))
      #expect(selected == true)
    }
    #expect(sent == [.retry(.profile), .retry(.posts)])
  }

  @Test("selecting a post sends select with its identity")
  func selectPost() {
    var sent: [ProfileAction] = []
    let sections = ProfileScreen.sections(for: DemoFixtures.loadedState, send: { sent.append($0) })
    let post = sections[1].cellModels[1] as? PostCellModel
    #expect(post?.performSelection(at: IndexPath(item: 1, section: 1)) == true)
    #expect(sent == [.select(postID: "p2")])
  }

  @Test("detail: the selected post alone, with its likes in the heading")
  func detail() {
    let state = ProfileReducer.reduced(DemoFixtures.loadedState, .select(postID: "p2"))
    let sections = ProfileScreen.sections(for: state, send: { _ in })
    #expect(identifiers(sections) == [["detail", "detail-p2"]])
    #expect((sections[0].headerModel as? SectionTitleCellModel)?.detail == "♥ 5")
    #expect((sections[0].cellModels.first as? PostDetailCellModel)?.post == DemoFixtures.posts[1])
  }

  @Test("models compare by content, never by their actions")
  func equalityIgnoresActions() {
    let first = ProfileScreen.sections(for: DemoFixtures.loadedState, send: { _ in })
    let second = ProfileScreen.sections(for: DemoFixtures.loadedState, send: { _ in })
    for (lhs, rhs) in zip(first, second) {
      #expect(lhs.hasIdenticalContent(to: rhs))
      #expect(zip(lhs.cellModels, rhs.cellModels).allSatisfy { $0.identical(to: $1) })
    }
  }

  @Test("loading → content → error → retry → content, animated through a simulated list view")
  func fullSequenceThroughController() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    // The catalogue's models name no cell, and the simulated host registers none for them.
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let states = [
      DemoFixtures.state(after: [.load]),
      DemoFixtures.loadedState,
      DemoFixtures.state(after: [
        .load, .loaded(.profile(DemoFixtures.profile), request: 0),
        .failed(.posts, request: 1, message: "x"),
      ]),
      DemoFixtures.state(after: [
        .load, .loaded(.profile(DemoFixtures.profile), request: 0),
        .failed(.posts, request: 1, message: "x"),
        .retry(.posts),
      ]),
      DemoFixtures.state(after: [
        .load, .loaded(.profile(DemoFixtures.profile), request: 0),
        .failed(.posts, request: 1, message: "x"),
        .retry(.posts), .loaded(.posts(DemoFixtures.posts), request: 2),
      ]),
      ProfileReducer.reduced(DemoFixtures.loadedState, .select(postID: "p1")),
      DemoFixtures.loadedState,
    ]
    for state in states {
      let sections = ProfileScreen.sections(for: state, send: { _ in })
      controller.update(with: sections, animated: true)
      host.finishAnimations()
      #expect(host.errors.isEmpty)
      #expect(host.view.sections.map { [$0.id] + $0.items.map(\.id) } == identifiers(sections))
    }
    #expect(
      diagnostics.allSatisfy {
        if case .noCellForModel = $0 { true } else { false }
      })
  }
}
