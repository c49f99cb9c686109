import Foundation
import PropertyBased
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

@Suite("The loading footer through random updates")
@MainActor
struct LoadingFooterPropertyTests {
  @Test("app updates, transactions and loading changes show the app's state and the footer")
  func randomSequences() async {
    let steps = Gen.int(in: 0...(1 << 30)).array(of: 1...25)
    await propertyCheck(count: 1_000, input: steps) { steps in
      let (host, controller) = makeController()
      controller.loadingFooterModel = TextModel(identifier: "spinner")
      // The reference: the app's sections as identifiers, and whether it is loading.
      var app: [(String, [String])] = [("s0", ["a"])]
      var loading = false
      var next = 0
      func sections() -> [Section] {
        app.map { id, items in
          Section(cellModels: items.map { TextModel(identifier: $0) }, identifier: id)
        }
      }
      await controller.updateAndWait(with: sections(), animated: false)
      for step in steps {
        switch step % 5 {
        case 0:
          loading.toggle()
          controller.isLoadingMore = loading
        case 1:
          // A page: items appended to a new or the last section, with the loading flag set
          // back in the same turn, as an app ends its loading.
          next += 1
          let page = (0..<(1 + (step >> 3) % 3)).map { "p\(next)-\($0)" }
          if (step >> 6) % 2 == 0 {
            app.append(("s\(next)", page))
          } else {
            app[app.count - 1].1 += page
          }
          loading = false
          controller.isLoadingMore = false
          controller.update(with: sections(), animated: (step >> 7) % 2 == 0)
        case 2:
          // A transaction appends a section at the end of what the list shows.
          next += 1
          let identifier = "t\(next)"
          try? controller.modify { list in
            let section = Section(
              cellModels: [TextModel(identifier: identifier)], identifier: identifier)
            try list.insertSection(section, at: list.sections.count)
          }
          app.append((identifier, [identifier]))
        case 3:
          // Items removed from the first section.
          if !app[0].1.isEmpty { app[0].1.removeFirst() }
          controller.update(with: sections())
        default:
          host.settle()
        }
        for _ in 0..<3 { await Task.yield() }
        host.settle()
        let expected =
          app.map { "\($0.0)[" + $0.1.joined(separator: " ") + "]" }
          + (loading ? ["roster.loading[]"] : [])
        #expect(host.shownIdentifiers == expected, "\(steps)")
        #expect(host.errors.isEmpty, "\(steps)")
        if host.shownIdentifiers != expected { return }
      }
    }
  }
}
