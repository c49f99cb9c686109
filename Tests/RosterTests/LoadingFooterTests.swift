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
      // At the end of the app's sections: the loading section is not among them.
      let count = list.sections.count
      let section = Section(cellModels: [TextModel(identifier: "b")], identifier: "t")
      try list.insertSection(section, at: count)
    }
    host.settle()
    #expect(host.shownIdentifiers == ["s[a]", "t[b]", "roster.loading[]"])
    #expect(host.errors.isEmpty)
  }

  @Test("requested sections and transactions never hold the loading section, even as it goes")
  func appSectionsOnly() async throws {
    let (host, controller) = makeController()
    controller.loadingFooterModel = spinner
    await controller.updateAndWait(with: textSections(["s": "a"]), animated: false)
    controller.isLoadingMore = true
    host.settle()
    #expect(host.shownIdentifiers == ["s[a]", "roster.loading[]"])
    #expect(identifiers(controller.requestedSections) == ["s[a]"])
    var seen: [String] = []
    try controller.modify { seen = identifiers($0.sections) }
    #expect(seen == ["s[a]"])
    // The app cannot reach the loading section to edit, move or remove it.
    #expect(throws: ListTransactionError.unknownSection("roster.loading")) {
      try controller.modify { _ = try $0.removeSection(id: "roster.loading") }
    }

    // Loading ends; the footer is still shown until the end of the turn.
    controller.isLoadingMore = false
    #expect(identifiers(controller.requestedSections) == ["s[a]"])
    try controller.modify { seen = identifiers($0.sections) }
    #expect(seen == ["s[a]"])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a]"])
    #expect(host.errors.isEmpty)
  }

  @Test("the empty list's section is the controller's too: transactions never see it")
  func emptyListSection() async throws {
    let (host, controller) = makeController()
    controller.emptyListModel = TextModel(identifier: "nothing")
    await controller.updateAndWait(with: [Section(cellModels: [], identifier: "s")])
    #expect(host.shownIdentifiers == ["s[]", "roster.empty-list[nothing]"])
    #expect(identifiers(controller.requestedSections) == ["s[]"])
    try controller.modify { list in
      let section = Section(cellModels: [TextModel(identifier: "a")], identifier: "t")
      try list.insertSection(section, at: list.sections.count)
    }
    host.settle()
    #expect(host.shownIdentifiers == ["s[]", "t[a]"])
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
  @Test(
    "the app reads back its own sections, and the list shows them with the controller's own")
  func randomSequences() async {
    let steps = Gen.int(in: 0...(1 << 30)).array(of: 1...25)
    await propertyCheck(count: 1_000, input: steps) { steps in
      let (host, controller) = makeController()
      controller.diagnosticHandler = { _ in }
      controller.loadingFooterModel = TextModel(identifier: "spinner")
      controller.emptyListModel = TextModel(identifier: "nothing")
      // The reference: the app's sections as identifiers, as the app gave them or as its
      // transactions edited them, and whether it is loading.
      var app: [(String, [String])] = [("s0", ["a"])]
      var loading = false
      var next = 0
      func sections() -> [Section] {
        app.map { id, items in
          Section(cellModels: items.map { TextModel(identifier: $0) }, identifier: id)
        }
      }
      func rendered() -> [String] {
        app.map { "\($0.0)[" + $0.1.joined(separator: " ") + "]" }
      }
      // What every transaction is handed, checked against the reference as it starts.
      var handed: [[String]] = []
      @MainActor func modify(_ edit: (inout ListTransaction) throws -> Void) {
        try? controller.modify { list in
          handed.append(identifiers(list.sections))
          try edit(&list)
        }
      }
      await controller.updateAndWait(with: sections(), animated: false)
      for step in steps {
        handed = []
        let expectedBefore = rendered()
        switch step % 7 {
        case 0:
          loading.toggle()
          controller.isLoadingMore = loading
        case 1:
          // A page: items appended to a new or the last section, with the loading flag set
          // back in the same turn, as an app ends its loading; built on what the controller
          // hands back as the app's sections, or on the app's own.
          next += 1
          let page = (0..<(1 + (step >> 3) % 3)).map { "p\(next)-\($0)" }
          let older = Section(
            cellModels: page.map { TextModel(identifier: $0) }, identifier: "s\(next)")
          loading = false
          controller.isLoadingMore = false
          if (step >> 6) % 2 == 0 {
            app.append(("s\(next)", page))
            controller.update(
              with: controller.requestedSections + [older], animated: (step >> 7) % 2 == 0)
          } else {
            app[app.count - 1].1 += page
            controller.update(with: sections(), animated: (step >> 7) % 2 == 0)
          }
        case 2:
          // A transaction appends a section at the end of the app's sections.
          next += 1
          let identifier = "t\(next)"
          modify { list in
            let section = Section(
              cellModels: [TextModel(identifier: identifier)], identifier: identifier)
            try list.insertSection(section, at: list.sections.count)
          }
          app.append((identifier, [identifier]))
        case 3:
          // Items removed from the first section.
          if !app[0].1.isEmpty { app[0].1.removeFirst() }
          controller.update(with: sections())
        case 4:
          // A transaction moves the last section first, or removes it when there are several.
          let last = app[app.count - 1]
          if app.count > 1, (step >> 5) % 2 == 0 {
            modify { _ = try $0.removeSection(id: last.0) }
            app.removeLast()
          } else {
            modify { try $0.moveSection(id: last.0, to: 0) }
            app.insert(app.removeLast(), at: 0)
          }
        case 5:
          // Every item removed, by a transaction: the empty list's section comes.
          modify { list in
            for section in list.sections {
              try list.updateSection(id: section.identifier) { $0.cellModels = [] }
            }
          }
          for index in app.indices { app[index].1 = [] }
        default:
          host.settle()
        }
        // In the same turn: what the app reads back is its own state, whatever the footer does.
        #expect(handed.allSatisfy { $0 == expectedBefore }, "\(steps)")
        #expect(identifiers(controller.requestedSections) == rendered(), "\(steps)")
        for _ in 0..<3 { await Task.yield() }
        host.settle()
        let isEmpty = app.allSatisfy { $0.1.isEmpty }
        let expected =
          rendered() + (isEmpty ? ["roster.empty-list[nothing]"] : [])
          + (loading ? ["roster.loading[]"] : [])
        #expect(identifiers(controller.requestedSections) == rendered(), "\(steps)")
        #expect(host.shownIdentifiers == expected, "\(steps)")
        #expect(host.errors.isEmpty, "\(steps)")
        if host.shownIdentifiers != expected { return }
      }
    }
  }
}
