import ListGeneratorsForTests
import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

/// The generators RosterTesting ships: the round trip they exist for, and that they generate
/// the cases that matter often enough.
@Suite("ListGenerators: round trips over generated transitions")
@MainActor
struct ListGeneratorsTests {
  @Test("every generated transition is reproduced on a simulated host, batches obeying UIKit")
  func roundTrip() async {
    await propertyCheck(count: propertyCases(1_000), input: ListGenerators.transitions()) {
      transition in
      let host = SimulatedListHost()
      let controller = ListController(host: host)
      controller.diagnosticHandler = { _ in }
      controller.update(with: transition.old)
      host.settle()
      controller.update(with: transition.new)
      host.settle()
      #expect(host.errors.isEmpty, "\(transition)")
      #expect(
        host.displayedIdentifiers == transition.new.map { $0.cellModels.map(\.identifier) },
        "\(transition)")
      #expect(host.cellTypeFailures.isEmpty)
    }
  }

  @Test(
    "transitions often move items, change content and cell types, and share identifiers",
    .enabled(if: checksCensus))
  func coverage() async {
    var moves = 0
    var contentChanges = 0
    var cellTypeChanges = 0
    var duplicates = 0
    var count = 0
    await propertyCheck(count: propertyCases(1_000), input: ListGenerators.transitions()) {
      transition in
      count += 1
      let old = Self.items(transition.old)
      let new = Self.items(transition.new)
      let oldByIdentifier = Dictionary(old.map { ($0.identifier, $0) }) { first, _ in first }
      if Set(old.map(\.identifier)).count < old.count { duplicates += 1 }
      if old.map(\.identifier) != new.map(\.identifier),
        Set(old.map(\.identifier)) == Set(new.map(\.identifier))
      {
        moves += 1
      }
      func changed(_ property: (GeneratedCellModel) -> String) -> Bool {
        new.contains { model in
          oldByIdentifier[model.identifier].map { property($0) != property(model) } ?? false
        }
      }
      if changed(\.content) { contentChanges += 1 }
      if changed({ "\($0.usesAlternateCell)" }) { cellTypeChanges += 1 }
    }
    #expect(count == 1_000)
    #expect(moves > 20, "moves: \(moves)")
    #expect(contentChanges > 100, "content changes: \(contentChanges)")
    #expect(cellTypeChanges > 100, "cell type changes: \(cellTypeChanges)")
    #expect(duplicates > 100, "duplicates: \(duplicates)")
  }

  @Test("states respect the alphabet")
  func alphabet() async {
    let alphabet = ListAlphabet(
      sectionIdentifiers: 2, itemIdentifiers: 3, contents: 1, cellTypes: 1, maximumSections: 2,
      maximumItemsPerSection: 3)
    await propertyCheck(count: propertyCases(500), input: ListGenerators.sections(alphabet)) {
      sections in
      #expect(sections.count <= 2)
      for section in sections {
        #expect(["s0", "s1"].contains(section.identifier))
        #expect(section.cellModels.count <= 3)
        for case let model as GeneratedCellModel in section.cellModels {
          #expect(["i0", "i1", "i2"].contains(model.identifier))
          #expect(model.content == "c0" && !model.usesAlternateCell)
        }
      }
    }
  }

  private static func items(_ sections: [Section]) -> [GeneratedCellModel] {
    sections.flatMap { $0.cellModels.compactMap { $0 as? GeneratedCellModel } }
  }
}
