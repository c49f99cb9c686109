import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Empty views: a section's placeholder and the whole list's, shown and hidden by updates.
@MainActor
@Suite("ListController: empty models")
struct EmptyModelTests {
  static func rows(_ identifiers: [String]) -> [any CellModel] {
    identifiers.map { TextModel(identifier: $0) }
  }

  @Test("an empty section shows its empty model, inserted and deleted like any item")
  func sectionPlaceholder() async {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    let empty = TextModel(identifier: "no-posts")
    func posts(_ items: [String]) -> [Section] {
      [Section(cellModels: Self.rows(items), identifier: "posts", emptyModel: empty)]
    }
    await controller.updateAndWait(with: posts([]))
    #expect(host.displayedIdentifiers == [["no-posts"]])
    await controller.updateAndWait(with: posts(["a", "b"]))
    #expect(host.displayedIdentifiers == [["a", "b"]])
    #expect(host.batches.last?.itemDeletions == [IndexPath(item: 0, section: 0)])
    await controller.updateAndWait(with: posts([]))
    #expect(host.displayedIdentifiers == [["no-posts"]])
    #expect(host.errors.isEmpty)
  }

  @Test("a transaction that adds to a section showing its empty model takes the placeholder out")
  func transactionReplacesThePlaceholder() async throws {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.emptyListModel = TextModel(identifier: "nothing")
    await controller.updateAndWait(
      with: [
        Section(cellModels: [], identifier: "posts", emptyModel: TextModel(identifier: "none"))
      ])
    #expect(host.displayedIdentifiers == [["none"]])
    try controller.modify(animated: false) { transaction in
      try transaction.append(TextModel(identifier: "first"), toSection: "posts")
    }
    #expect(host.displayedIdentifiers == [["first"]])
    try controller.modify(animated: false) { transaction in
      _ = try transaction.remove(id: "first")
    }
    #expect(host.displayedIdentifiers == [["none"]])
    #expect(host.errors.isEmpty)
  }

  @Test("the list's empty model comes when the last item goes and goes when one comes")
  func listPlaceholder() async {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.emptyListModel = TextModel(identifier: "nothing")
    let empty = [
      Section(cellModels: [], identifier: "a"), Section(cellModels: [], identifier: "b"),
    ]
    await controller.updateAndWait(with: empty)
    #expect(host.displayedIdentifiers == [[], [], ["nothing"]])
    #expect(
      controller.sections.last?.identifier
        == ListController<SimulatedListHost>.emptyListSectionIdentifier)
    var full = empty
    full[1].cellModels = Self.rows(["x"])
    await controller.updateAndWait(with: full)
    #expect(host.displayedIdentifiers == [[], ["x"]])
    await controller.updateAndWait(with: [])
    #expect(host.displayedIdentifiers == [["nothing"]])
    controller.emptyListModel = nil
    await controller.updateAndWait(with: [])
    #expect(host.displayedIdentifiers == [])
    #expect(host.errors.isEmpty)
  }

  @Test(
    "random updates: each empty section shows its placeholder, the list its own, never beside items"
  )
  func randomUpdates() async {
    await propertyCheck(
      count: propertyCases(300), input: Gen.int(in: 0...4).array(of: 0...3).array(of: 1...6)
    ) { states in
      let host = SimulatedListHost()
      let controller = ListController(host: host)
      controller.emptyListModel = TextModel(identifier: "nothing")
      var serial = 0
      for counts in states {
        let sections = counts.enumerated().map { index, count in
          serial += 1
          return Section(
            cellModels: (0..<count).map {
              TextModel(identifier: "s\(index)-\($0)", text: "\(serial)")
            },
            identifier: "s\(index)",
            emptyModel: index.isMultiple(of: 2) ? TextModel(identifier: "empty-\(index)") : nil)
        }
        await controller.updateAndWait(with: sections, animated: Bool.random())
        // The reference: each section's own items, or its placeholder; the list's placeholder
        // alone at the end when nothing else shows.
        var expected = counts.enumerated().map { index, count -> [String] in
          count == 0 && index.isMultiple(of: 2)
            ? ["empty-\(index)"] : (0..<count).map { "s\(index)-\($0)" }
        }
        if expected.allSatisfy(\.isEmpty) { expected.append(["nothing"]) }
        #expect(host.displayedIdentifiers == expected, "\(states)")
        #expect(host.errors.isEmpty)
      }
    }
  }
}
