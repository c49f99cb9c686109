import Foundation
import Roster
import RosterTesting
import Testing

/// Test models are found by their text.
extension TextModel: SearchableCellModel {
  var searchText: String { text }
}

/// A model found by its accessibility label alone.
struct LabelledModel: TypedCellModel, AccessibleCellModel, Equatable {
  typealias CellType = LabelledCell
  var identifier: String
  var label: String?

  var accessibility: CellAccessibility { CellAccessibility(label: label) }
}

final class LabelledCell: TypedListCell {
  func bind(model: LabelledModel, sizing: Bool) {}
}

@Suite("Filtering: which items a query finds")
struct ItemFilterTests {
  @Test("a term matches anywhere, ignoring case and diacritics")
  func caseAndDiacritics() {
    let filter = ItemFilter(query: "CAFE")
    #expect(filter.matches(text: "Un café au lait"))
    #expect(filter.matches(text: "CAFÉ"))
    #expect(!filter.matches(text: "caf"))
    #expect(ItemFilter(query: "crème").matches(text: "CREME brulee"))
  }

  @Test("every term must occur, in any order")
  func everyTerm() {
    let filter = ItemFilter(query: "  lait   cafe ")
    #expect(filter.terms == ["lait", "cafe"])
    #expect(filter.matches(text: "café au lait"))
    #expect(!filter.matches(text: "café noir"))
  }

  @Test("a query with no terms matches everything, even models without text")
  func emptyQuery() {
    #expect(ItemFilter(query: " \t").isEmpty)
    #expect(ItemFilter(query: "").matches(SkeletonModel(identifier: "s")))
  }

  @Test("search text comes from SearchableCellModel, else the accessibility label, else none")
  func searchTextSources() {
    #expect(ItemFilter.searchText(of: TextModel(identifier: "a", text: "Hello")) == "Hello")
    #expect(ItemFilter.searchText(of: LabelledModel(identifier: "b", label: "Label")) == "Label")
    #expect(ItemFilter.searchText(of: LabelledModel(identifier: "c", label: nil)) == nil)
    #expect(ItemFilter.searchText(of: SkeletonModel(identifier: "d")) == nil)
    #expect(ItemFilter(query: "lab").matches(LabelledModel(identifier: "b", label: "Label")))
    #expect(!ItemFilter(query: "d").matches(SkeletonModel(identifier: "d")))
  }
}

@Suite("Filtering: the controller shows what matches")
@MainActor
struct FilteringControllerTests {
  static let state = textSections([
    "fruit": "a:apple b:banana c:Cherry", "veg": "d:carrot e:pea", "none": "",
  ])

  @Test("a filter shows only matching items, keeping every section, as a legal batch")
  func filterAndClear() {
    let (host, controller) = makeController()
    controller.update(with: Self.state, animated: false)
    let batchesBefore = host.batchCount
    controller.filterQuery = "AR"
    #expect(controller.filterQuery == "AR" && controller.isFiltering)
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[]", "veg[d]", "none[]"])
    #expect(identifiers(controller.requestedSections) == identifiers(Self.state))
    controller.filterQuery = nil
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[a b c]", "veg[d e]", "none[]"])
    #expect(host.errors.isEmpty)
    #expect(host.batchCount == batchesBefore + 2, "each change is one animated batch")
  }

  @Test("an app update arriving while filtered is filtered too, and clearing shows it whole")
  func updatesWhileFiltered() {
    let (host, controller) = makeController()
    controller.update(with: Self.state, animated: false)
    controller.filterItems(matching: "an")
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[b]", "veg[]", "none[]"])
    controller.update(
      with: textSections(["fruit": "b:banana f:mango", "veg": "g:bean d:carrot", "none": "x:y"]))
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[b f]", "veg[g]", "none[]"])
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[b f]", "veg[g d]", "none[x]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a filter changed while a batch animates coalesces with it")
  func filterDuringAnimation() {
    let (host, controller) = makeController()
    controller.update(with: Self.state, animated: false)
    var completed: [String] = []
    controller.update(with: textSections(["fruit": "a:apple", "veg": "e:pea"])) { _ in
      completed.append("update")
    }
    #expect(host.isAnimating)
    controller.filterItems(matching: "p", animated: true) { _ in completed.append("filter") }
    controller.filterItems(matching: "pe") { _ in completed.append("extend") }
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[]", "veg[e]"])
    #expect(completed == ["update", "filter", "extend"])
    #expect(host.errors.isEmpty)
  }

  @Test("transactions edit the unfiltered state")
  func transactionsWhileFiltered() throws {
    let (host, controller) = makeController()
    controller.update(with: Self.state, animated: false)
    controller.filterItems(matching: "cherry")
    host.settle()
    try controller.modify { list in
      try list.insert(TextModel(identifier: "z", text: "cherry pie"), at: 0, inSection: "veg")
      try list.remove(id: "a")
    }
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[c]", "veg[z]", "none[]"])
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[b c]", "veg[z d e]", "none[]"])
    #expect(host.errors.isEmpty)
  }

  @Test("events name the displayed, filtered places and reach the right model")
  func eventsOnTheFilteredState() {
    let (host, controller) = makeController()
    let log = EventLog()
    controller.update(
      with: [
        Section(
          cellModels: ["apple", "banana", "cherry"].map {
            TextModel.logging($0, text: $0, to: log)
          }, identifier: "fruit")
      ], animated: false)
    controller.filterItems(matching: "cherry")
    host.settle()
    #expect(host.selectItem(at: IndexPath(item: 0, section: 0)))
    #expect(log.entries == ["select cherry [0, 0]"])
    #expect(controller.cellModel(at: IndexPath(item: 0, section: 0))?.identifier == "cherry")
    #expect(controller.cellModel(at: IndexPath(item: 1, section: 0)) == nil)
  }

  @Test("a section provider's update is filtered, and its events come in displayed places")
  func providersWhileFiltered() throws {
    let (host, container) = makeContainer()
    let top = RecordingProvider("top", initialSections: textSections(["t": "a:apple b:berry"]))
    let bottom = RecordingProvider("bottom", initialSections: textSections(["u": "c:cherry"]))
    container.setProviders([top, bottom], animated: false)
    let controller = container.controller
    controller.filterItems(matching: "rr")
    host.settle()
    #expect(host.shownIdentifiers == ["t[b]", "u[c]"])
    let context = try #require(bottom.context)
    context.update(with: textSections(["u": "d:date c:cherry e:currant"]), completion: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["t[b]", "u[c e]"])
    host.selectItem(at: IndexPath(item: 1, section: 1))
    #expect(bottom.events.last == "select e [0, 1]")
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["t[a b]", "u[d c e]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a filtered list cannot be reordered; a filter set during a drag waits for the drop")
  func dragsAndFilters() {
    let (host, controller) = makeController()
    let models = ["a", "b", "c"].map { HandleModel(identifier: $0) }
    controller.update(with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 0)))
    controller.filterItems(matching: "b")
    #expect(!host.isAnimating, "no batch during a drag")
    #expect(host.dragItem(to: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
    host.dropItem()
    host.settle()
    // HandleModels have no search text: a filter with terms hides them all.
    #expect(host.shownIdentifiers == ["s[]"])
    #expect(!host.beginDrag(at: IndexPath(item: 0, section: 0)))
    controller.filterItems(matching: nil)
    host.settle()
    // Nobody recorded the move: the app's state comes back as it asked for it.
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(host.beginDrag(at: IndexPath(item: 0, section: 0)))
    host.cancelDrag()
    #expect(host.errors.isEmpty)
  }

  @Test("hosts filter through their data source")
  func throughTheDataSource() {
    let (host, controller) = makeController()
    controller.update(with: Self.state, animated: false)
    #expect(host.filterItems(matching: "pea"))
    host.settle()
    #expect(host.shownIdentifiers == ["fruit[]", "veg[e]", "none[]"])
    #expect((host.dataSource as? any ItemFilteringEvents)?.filterQuery == "pea")
    #expect(controller.filterQuery == "pea")
  }

  @Test("a query with no terms, or the same terms again, changes nothing shown")
  func noTerms() {
    let (host, controller) = makeController()
    controller.update(with: Self.state, animated: false)
    controller.filterItems(matching: "  ")
    host.settle()
    #expect(!controller.isFiltering)
    #expect(host.shownIdentifiers == ["fruit[a b c]", "veg[d e]", "none[]"])
    controller.filterItems(matching: "pea")
    host.settle()
    let batches = host.batchCount
    var finished = false
    controller.filterItems(matching: " pea ") { finished = $0 }
    host.settle()
    #expect(finished && host.batchCount == batches)
  }
}
