import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Section providers")
@MainActor
struct SectionProviderTests {
  @Test("providers' sections are concatenated in the container's order")
  func composition() async {
    let (host, container) = makeContainer()
    let profile = RecordingProvider("profile", initialSections: textSections(["p": "me"]))
    let posts = RecordingProvider(
      "posts", initialSections: textSections(["posts": "a b", "more": "c"]))
    container.setProviders([profile, posts], animated: false)
    #expect(host.shownIdentifiers == ["p[me]", "posts[a b]", "more[c]"])
    #expect(profile.attachCount == 1 && posts.attachCount == 1)

    container.setProviders([posts, profile])
    host.finishAnimations()
    #expect(host.shownIdentifiers == ["posts[a b]", "more[c]", "p[me]"])
    #expect(host.errors.isEmpty)
    #expect(profile.attachCount == 1, "a provider that stays is not attached again")
  }

  @Test("a provider's update diffs only its own slice of the list")
  func onlyTheSliceIsDiffed() throws {
    let (host, container) = makeContainer()
    let comparisons = ComparisonLog()
    let top = RecordingProvider(
      "top", initialSections: textSections(["t1": "a", "t2": "b"], comparisons: comparisons))
    let middle = RecordingProvider(
      "middle", initialSections: textSections(["m": "c d"], comparisons: comparisons))
    let bottom = RecordingProvider(
      "bottom", initialSections: textSections(["z": "e"], comparisons: comparisons))
    container.setProviders([top, middle, bottom], animated: false)
    _ = comparisons.take()

    let context = try #require(middle.context)
    context.update(with: textSections(["m": "d c x"], comparisons: comparisons), completion: nil)
    host.finishAnimations()
    #expect(comparisons.take() == ["c", "d"], "only the slice's models are compared")
    #expect(host.shownIdentifiers == ["t1[a]", "t2[b]", "m[d c x]", "z[e]"])
    #expect(host.batches.last?.itemInsertions == [IndexPath(item: 2, section: 2)])

    context.update(
      with: textSections(["m": "x", "m2": "y"], comparisons: comparisons), completion: nil)
    host.finishAnimations()
    #expect(comparisons.take() == ["x"])
    #expect(host.shownIdentifiers == ["t1[a]", "t2[b]", "m[x]", "m2[y]", "z[e]"])
    #expect(host.errors.isEmpty)
  }

  @Test("updates from two providers while a batch animates coalesce into one diff of both")
  func concurrentProviderUpdates() async throws {
    let (host, container) = makeContainer()
    let log = ComparisonLog()
    let first = RecordingProvider(
      "first", initialSections: textSections(["a": "1 2"], comparisons: log))
    let second = RecordingProvider(
      "second", initialSections: textSections(["b": "3"], comparisons: log))
    let third = RecordingProvider(
      "third", initialSections: textSections(["c": "4"], comparisons: log))
    container.setProviders([first, second, third], animated: false)
    var completions: [String] = []

    let firstContext = try #require(first.context)
    let secondContext = try #require(second.context)
    firstContext.update(with: textSections(["a": "2 1"], comparisons: log)) { _ in
      completions.append("first 1")
    }
    #expect(host.isAnimating)
    _ = log.take()
    secondContext.update(with: textSections(["b": "3 5"], comparisons: log)) { _ in
      completions.append("second")
    }
    firstContext.update(with: textSections(["a": "2"], comparisons: log)) { _ in
      completions.append("first 2")
    }
    host.finishAnimations()
    #expect(log.take() == ["2", "3"], "one diff of both slices; third's slice is left alone")
    host.finishAnimations()
    #expect(!container.controller.isUpdating)
    #expect(completions == ["first 1", "second", "first 2"])
    #expect(host.shownIdentifiers == ["a[2]", "b[3 5]", "c[4]"])
    #expect(host.errors.isEmpty)
  }

  @Test("providers updating from independent tasks all land, in the container's order")
  func providersInTasks() async throws {
    let (host, container) = makeContainer()
    let providers = (0..<4).map { RecordingProvider("p\($0)") }
    container.setProviders(providers, animated: false)
    let animator = Task {
      while !Task.isCancelled {
        host.finishAnimations()
        await Task.yield()
      }
    }
    await withTaskGroup(of: Void.self) { group in
      for (index, provider) in providers.enumerated() {
        group.addTask {
          guard let context = await provider.context else { return }
          for round in 0..<10 {
            let items = (0...round).map { "p\(index)-\($0)" }.shuffled().joined(separator: " ")
            await context.updateAndWait(with: textSections(["s\(index)": items]))
          }
        }
      }
    }
    animator.cancel()
    while container.controller.isUpdating { host.finishAnimations() }
    #expect(host.errors.isEmpty)
    #expect(
      host.shownIdentifiers.map { $0.prefix(while: { $0 != "[" }) } == ["s0", "s1", "s2", "s3"])
    for (index, provider) in providers.enumerated() {
      #expect(provider.context?.numberOfSections == 1)
      #expect(provider.context?.section(at: 0)?.cellModels.count == 10, "provider \(index)")
    }
  }

  @Test("selection reaches the owning provider and the model with relative index paths")
  func selectionRouting() async throws {
    let (_, container) = makeContainer()
    let log = EventLog()
    let header = RecordingProvider("header", initialSections: textSections(["h": "title"]))
    let feed = RecordingProvider(
      "feed", initialSections: loggingSections(["today": "a b", "older": "c"], to: log))
    container.setProviders([header, feed], animated: false)

    #expect(container.controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 2)))
    #expect(feed.events == ["select c [1, 0]"])
    #expect(log.entries == ["select c [1, 0]"], "the model's action gets the same path")
    #expect(header.events.isEmpty, "other providers hear nothing of it")

    container.controller.hostSide.didHighlightItem(at: IndexPath(item: 1, section: 1))
    container.controller.hostSide.didUnhighlightItem(at: IndexPath(item: 1, section: 1))
    container.controller.hostSide.willDisplayItem(at: IndexPath(item: 0, section: 0))
    container.controller.hostSide.didEndDisplayingItem(at: IndexPath(item: 0, section: 0))
    #expect(feed.events.suffix(2) == ["highlight b [0, 1]", "unhighlight b [0, 1]"])
    #expect(header.events == ["show title [0, 0]", "hide title [0, 0]"])
  }

  @Test("scrolling is list-wide: every provider hears it")
  func scrollingReachesAll() {
    let (_, container) = makeContainer()
    let providers = [RecordingProvider("a"), RecordingProvider("b"), RecordingProvider("c")]
    container.setProviders(providers, animated: false)
    var appHeard: [CGPoint] = []
    container.controller.didScrollAction = { appHeard.append($0) }
    container.controller.hostSide.didScroll(to: CGPoint(x: 0, y: 120))
    for provider in providers { #expect(provider.events == ["scroll 120"]) }
    #expect(appHeard == [CGPoint(x: 0, y: 120)])
  }

  @Test("events during an update go by the displayed state, not the requested one")
  func eventsFollowDisplayedState() async throws {
    let (host, container) = makeContainer()
    let first = RecordingProvider("first", initialSections: textSections(["a": "x"]))
    let second = RecordingProvider("second", initialSections: textSections(["b": "y z"]))
    container.setProviders([first, second], animated: false)
    let context = try #require(first.context)
    context.update(with: textSections(["a0": "w", "a": "x"]), completion: nil)
    // The batch has swapped the data: the view shows first's new section already.
    container.controller.hostSide.didSelectItem(at: IndexPath(item: 1, section: 2))
    #expect(second.events == ["select z [0, 1]"])
    host.finishAnimations()
    context.update(with: textSections(["a": "x"]), completion: nil)
    context.update(with: textSections([:]), completion: nil)
    // Requested: first has nothing; displayed (mid-animation): first still shows `a`, whose
    // item is leaving, so a tap on it runs nothing and no provider hears it.
    #expect(context.sections.isEmpty)
    #expect(context.numberOfSections == 1)
    container.controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 0))
    #expect(first.events.isEmpty)
    while container.controller.isUpdating { host.finishAnimations() }
    #expect(context.numberOfSections == 0)
    #expect(host.shownIdentifiers == ["b[y z]"])
  }

  @Test("lookups and scrolling through a context use the provider's own index paths")
  func contextLookups() async throws {
    let (host, container) = makeContainer()
    let first = RecordingProvider("first", initialSections: textSections(["a": "x"]))
    let second = RecordingProvider(
      "second", initialSections: textSections(["b": "y z", "c": "w"]))
    container.setProviders([first, second], animated: false)
    let context = try #require(second.context)
    #expect(context.numberOfSections == 2)
    #expect(context.cellModel(at: IndexPath(item: 1, section: 0))?.identifier == "z")
    #expect(context.cellModel(at: IndexPath(item: 2, section: 0)) == nil)
    #expect(context.indexPath(forIdentifier: "w") == IndexPath(item: 0, section: 1))
    #expect(context.indexPath(forIdentifier: "x") == nil, "another provider's item")
    #expect(context.scroll(to: IndexPath(item: 0, section: 1), animated: false))
    #expect(!context.scroll(to: IndexPath(item: 5, section: 1)))
    #expect(host.scrollRequests.map(\.indexPath) == [IndexPath(item: 0, section: 2)])
    host.visibleItems = [
      IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1),
      IndexPath(item: 0, section: 2),
    ]
    #expect(
      context.indexPathsForVisibleItems == [
        IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
      ])
  }

  @Test("an identifier two providers show is found in each provider's own sections")
  func duplicateIdentifierAcrossProviders() async throws {
    let (_, container) = makeContainer()
    let first = RecordingProvider("first", initialSections: textSections(["a": "x d"]))
    let second = RecordingProvider("second", initialSections: textSections(["b": "y", "c": "d"]))
    container.setProviders([first, second], animated: false)
    let firstContext = try #require(first.context)
    let secondContext = try #require(second.context)
    #expect(firstContext.indexPath(forIdentifier: "d") == IndexPath(item: 1, section: 0))
    #expect(secondContext.indexPath(forIdentifier: "d") == IndexPath(item: 0, section: 1))
    #expect(secondContext.indexPath(forIdentifier: "x") == nil)
  }

  @Test("a transaction through a context edits only that provider's sections")
  func transactions() async throws {
    let (host, container) = makeContainer()
    let first = RecordingProvider("first", initialSections: textSections(["a": "x"]))
    let second = RecordingProvider("second", initialSections: textSections(["b": "y z"]))
    container.setProviders([first, second], animated: false)
    let context = try #require(second.context)
    try context.modify { list in
      try list.move(id: "z", to: 0, inSection: "b")
      try list.insertSection(Section(cellModels: [], identifier: "c"), at: 1)
    }
    #expect(throws: ListTransactionError.unknownCell("x")) {
      try context.modify { list in try list.remove(id: "x") }
    }
    while container.controller.isUpdating { host.finishAnimations() }
    #expect(host.shownIdentifiers == ["a[x]", "b[z y]", "c[]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a removed provider loses its sections and its context stops working")
  func removal() async throws {
    let (host, container) = makeContainer()
    let first = RecordingProvider("first", initialSections: textSections(["a": "x"]))
    let second = RecordingProvider("second", initialSections: textSections(["b": "y"]))
    container.setProviders([first, second], animated: false)
    let context = try #require(first.context)
    container.remove(first, animated: false)
    #expect(first.detachCount == 1)
    #expect(!context.isAttached)
    #expect(host.shownIdentifiers == ["b[y]"])
    var result: Bool?
    context.update(with: textSections(["a": "x"])) { result = $0 }
    #expect(result == false)
    #expect(context.numberOfSections == 0 && context.sections.isEmpty)
    #expect(host.shownIdentifiers == ["b[y]"])

    container.append(first, animated: false)
    #expect(first.attachCount == 2)
    #expect(first.context !== context, "a provider attached again gets a new context")
    #expect(host.shownIdentifiers == ["b[y]", "a[x]"])
  }

  @Test("a drag in another provider's slice while a slice diff runs makes the next diff whole")
  func interactiveMoveDuringSliceDiff() async throws {
    let (host, container) = makeContainer()
    let comparisons = ComparisonLog()
    let handles: [any CellModel] = ["h1", "h2", "h3"].map {
      HandleModel(identifier: $0, comparisons: comparisons)
    }
    let first = RecordingProvider("first", initialSections: textSections(["a": "x"]))
    let second = RecordingProvider(
      "second", initialSections: [Section(cellModels: handles, identifier: "b")])
    container.setProviders([first, second], animated: false)
    container.controller.offMainDiffingThreshold = 0

    let context = try #require(first.context)
    var finished: Bool?
    _ = comparisons.take()
    context.update(with: textSections(["a": "x y"]), animated: false) { finished = $0 }
    #expect(container.controller.isUpdating)
    // The user drags h1 to the end of the second provider's section while the diff runs: the
    // requested state still has h1 first, so that section must be diffed too.
    #expect(
      host.moveItemInteractively(
        from: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1)))
    while container.controller.isUpdating { await Task.yield() }
    #expect(finished == true)

    #expect(host.errors.isEmpty)
    #expect(host.shownIdentifiers == ["a[x y]", "b[h1 h2 h3]"])
    #expect(comparisons.take() == ["h1", "h2", "h3"], "the second provider's slice is diffed")
  }

  @Test("a provider listed twice keeps its first place, with a diagnostic")
  func duplicateProvider() {
    let (host, container) = makeContainer()
    var diagnostics: [ListDiagnostic] = []
    container.controller.diagnosticHandler = { diagnostics.append($0) }
    let provider = RecordingProvider("p", initialSections: textSections(["a": "x"]))
    let other = RecordingProvider("q", initialSections: textSections(["b": "y"]))
    container.setProviders([provider, other, provider], animated: false)
    #expect(container.providers.count == 2)
    #expect(host.shownIdentifiers == ["a[x]", "b[y]"])
    #expect(diagnostics.count == 1)
    if case .duplicateSectionProvider(let name)? = diagnostics.first {
      #expect(name.contains("RecordingProvider"))
    } else {
      Issue.record("expected a duplicate provider diagnostic, got \(diagnostics)")
    }
  }
}
