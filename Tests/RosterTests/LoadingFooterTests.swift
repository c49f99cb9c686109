import Foundation
import Roster
import RosterTesting
import Testing

@Suite("The loading footer")
@MainActor
struct LoadingFooterTests {
  private let spinner = TextModel(identifier: "spinner", text: "Loading…")

  @Test("it shows after the last section while loading, as a section of its own")
  func showsWhileLoading() async {
    let (host, controller) = makeController()
    controller.loadingFooterModel = spinner
    await controller.updateAndWait(with: textSections(["s": "a b"]), animated: false)
    #expect(host.shownIdentifiers == ["s[a b]"])

    controller.isLoadingMore = true
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b]", "roster.loading[]"])
    #expect(controller.sections.last?.footerModel?.identifier == "spinner")
    #expect(host.batches.last?.sectionInsertions == [1], "a section inserted: no item moves")

    // The app's updates meanwhile keep it at the end; the next page replaces it.
    await controller.updateAndWait(with: textSections(["s": "a b c"]))
    #expect(host.shownIdentifiers == ["s[a b c]", "roster.loading[]"])
    controller.isLoadingMore = false
    await controller.updateAndWait(with: textSections(["s": "a b c", "t": "d"]))
    #expect(host.shownIdentifiers == ["s[a b c]", "t[d]"])
    let batch = host.batches.last
    #expect(batch?.sectionDeletions == [1] && batch?.sectionInsertions == [1], "one batch")

    // Loading that ends without a page: the footer goes at the end of the turn.
    controller.isLoadingMore = true
    host.settle()
    controller.isLoadingMore = false
    #expect(host.shownIdentifiers.count == 3)
    while host.shownIdentifiers.count == 3 { await Task.yield() }
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]", "t[d]"])
    #expect(host.errors.isEmpty)
  }

  @Test("transactions and requested sections build on the app's sections only")
  func transactions() async throws {
    let (host, controller) = makeController()
    controller.loadingFooterModel = spinner
    controller.isLoadingMore = true
    await controller.updateAndWait(with: textSections(["s": "a"]), animated: false)
    try controller.modify { list in
      // At the end of what the list shows: after the loading section.
      let count = list.sections.count
      let section = Section(cellModels: [TextModel(identifier: "b")], identifier: "t")
      try list.insertSection(section, at: count)
    }
    host.settle()
    #expect(host.shownIdentifiers == ["s[a]", "t[b]", "roster.loading[]"])
    #expect(host.errors.isEmpty)
  }

  @Test("the list's end approach is not told again for the footer: it holds no item")
  func edgeApproach() async {
    let (host, controller) = makeController()
    var told: [ListEdge] = []
    controller.edgeApproachHandler = { told.append($0) }
    controller.loadingFooterModel = spinner
    await controller.updateAndWait(with: textSections(["s": "a b c"]), animated: false)
    host.showVisibleRect(CGRect(x: 0, y: 0, width: 320, height: 640))
    #expect(told == [.start, .end])
    controller.isLoadingMore = true
    host.settle()
    host.showVisibleRect(CGRect(x: 0, y: 0, width: 320, height: 640))
    #expect(told == [.start, .end])
  }
}
