import Foundation
import PropertyBased
import Roster
import RosterTestSupport
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

/// The reference for the random sequences: the app's sections as identifiers, as the app gave
/// them or as its transactions edited them, and whether it is loading.
private struct LoadingFooterReference {
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

  /// What the list shows once settled: the app's sections, then the controller's own.
  func shown() -> [String] {
    let isEmpty = app.allSatisfy { $0.1.isEmpty }
    return rendered() + (isEmpty ? ["roster.empty-list[nothing]"] : [])
      + (loading ? ["roster.loading[]"] : [])
  }
}

@Suite("The loading footer through random updates")
@MainActor
struct LoadingFooterPropertyTests {
  @Test(
    "the app reads back its own sections, and the list shows them with the controller's own")
  func randomSequences() async {
    let steps = Gen.int(in: 0...(1 << 30)).array(of: 1...25)
    await propertyCheck(count: propertyCases(1_000), input: steps) { steps in
      let (host, controller) = makeController()
      controller.diagnosticHandler = { _ in }
      controller.loadingFooterModel = TextModel(identifier: "spinner")
      controller.emptyListModel = TextModel(identifier: "nothing")
      var reference = LoadingFooterReference()
      await controller.updateAndWait(with: reference.sections(), animated: false)
      for step in steps {
        let expectedBefore = reference.rendered()
        let handed = Self.perform(step, on: &reference, controller, host)
        // In the same turn: what the app reads back is its own state, whatever the footer does.
        #expect(handed.allSatisfy { $0 == expectedBefore }, "\(steps)")
        #expect(identifiers(controller.requestedSections) == reference.rendered(), "\(steps)")
        for _ in 0..<3 { await Task.yield() }
        host.settle()
        let expected = reference.shown()
        #expect(identifiers(controller.requestedSections) == reference.rendered(), "\(steps)")
        #expect(host.shownIdentifiers == expected, "\(steps)")
        #expect(host.errors.isEmpty, "\(steps)")
        if host.shownIdentifiers != expected { return }
      }
    }
  }

  /// Runs a transaction, returning what it was handed: the checks compare that with the
  /// reference as it was before the step.
  private static func modify(
    _ controller: ListController<SimulatedListHost>,
    _ edit: (inout ListTransaction) throws -> Void
  ) -> [[String]] {
    var handed: [[String]] = []
    try? controller.modify { list in
      handed.append(identifiers(list.sections))
      try edit(&list)
    }
    return handed
  }

  /// Does what `step` draws to the controller and the same to `reference`; returns what every
  /// transaction of the step was handed.
  private static func perform(
    _ step: Int, on reference: inout LoadingFooterReference,
    _ controller: ListController<SimulatedListHost>, _ host: SimulatedListHost
  ) -> [[String]] {
    var handed: [[String]] = []
    switch step % 7 {
    case 0:
      reference.loading.toggle()
      controller.isLoadingMore = reference.loading
    case 1: appendPage(step, to: &reference, controller)
    case 2:
      // A transaction appends a section at the end of the app's sections.
      reference.next += 1
      let identifier = "t\(reference.next)"
      handed += modify(controller) { list in
        let section = Section(
          cellModels: [TextModel(identifier: identifier)], identifier: identifier)
        try list.insertSection(section, at: list.sections.count)
      }
      reference.app.append((identifier, [identifier]))
    case 3:
      // Items removed from the first section.
      if !reference.app[0].1.isEmpty { reference.app[0].1.removeFirst() }
      controller.update(with: reference.sections())
    case 4:
      // A transaction moves the last section first, or removes it when there are several.
      let last = reference.app[reference.app.count - 1]
      if reference.app.count > 1, (step >> 5) % 2 == 0 {
        handed += modify(controller) { _ = try $0.removeSection(id: last.0) }
        reference.app.removeLast()
      } else {
        handed += modify(controller) { try $0.moveSection(id: last.0, to: 0) }
        reference.app.insert(reference.app.removeLast(), at: 0)
      }
    case 5:
      // Every item removed, by a transaction: the empty list's section comes.
      handed += modify(controller) { list in
        for section in list.sections {
          try list.updateSection(id: section.identifier) { $0.cellModels = [] }
        }
      }
      for index in reference.app.indices { reference.app[index].1 = [] }
    default:
      host.settle()
    }
    return handed
  }

  /// A page: items appended to a new or the last section, with the loading flag set back in
  /// the same turn, as an app ends its loading; built on what the controller hands back as the
  /// app's sections, or on the app's own.
  private static func appendPage(
    _ step: Int, to reference: inout LoadingFooterReference,
    _ controller: ListController<SimulatedListHost>
  ) {
    reference.next += 1
    let next = reference.next
    let page = (0..<(1 + (step >> 3) % 3)).map { "p\(next)-\($0)" }
    let older = Section(
      cellModels: page.map { TextModel(identifier: $0) }, identifier: "s\(next)")
    reference.loading = false
    controller.isLoadingMore = false
    if (step >> 6) % 2 == 0 {
      reference.app.append(("s\(next)", page))
      controller.update(
        with: controller.requestedSections + [older], animated: (step >> 7) % 2 == 0)
    } else {
      reference.app[reference.app.count - 1].1 += page
      controller.update(with: reference.sections(), animated: (step >> 7) % 2 == 0)
    }
  }
}
