import ListGeneratorsForTests
import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

/// The outline transitions RosterTesting ships: the round trip on a simulated host, against a
/// reference that keeps the expansion of the nodes both states have and takes the new nodes'
/// from their data; and that the transitions move, re-add and nest nodes often enough.
@Suite("ListGenerators: outline transitions")
@MainActor
struct OutlineGeneratorTests {
  struct Census {
    var count = 0
    var rehung = 0
    var expandedRehung = 0
    var deep = 0
  }

  @Test("every outline transition ends showing the reference's rows, batches obeying UIKit")
  func roundTrip() async {
    await propertyCheck(count: propertyCases(1_000), input: ListGenerators.outlineTransitions()) {
      transition in
      let host = SimulatedListHost()
      let controller = ListController(host: host)
      var diagnostics: [ListDiagnostic] = []
      controller.diagnosticHandler = { diagnostics.append($0) }
      controller.update(with: transition.old)
      host.settle()
      controller.update(with: transition.new)
      host.settle()
      #expect(host.errors.isEmpty, "\(transition)")
      #expect(diagnostics.isEmpty, "\(transition)")
      let expanded = Self.expansion(old: transition.old, new: transition.new)
      #expect(controller.expandedOutlineItems == expanded, "\(transition)")
      let expected = transition.new.map { Self.rows($0.outline ?? [], expanded: expanded) }
      #expect(host.displayedIdentifiers == expected, "\(transition)")
    }
  }

  @Test(
    "transitions move nodes, expanded ones too, and nest them two levels deep",
    .enabled(if: checksCensus))
  func coverage() async {
    var census = Census()
    await propertyCheck(count: propertyCases(1_000), input: ListGenerators.outlineTransitions()) {
      transition in
      census.count += 1
      let old = Self.parents(transition.old)
      let new = Self.parents(transition.new)
      let expanded = Self.expansion(old: [], new: transition.old)
      let moved = new.filter { identifier, parent in old[identifier].map { $0 != parent } ?? false }
      if !moved.isEmpty { census.rehung += 1 }
      if moved.keys.contains(where: expanded.contains) { census.expandedRehung += 1 }
      // A node whose parent has a parent: two levels deep.
      if new.values.contains(where: { parent in parent.flatMap { new[$0] ?? nil } != nil }) {
        census.deep += 1
      }
    }
    // Of 1,000: 370 with nodes hung elsewhere, 129 of them expanded ones, 524 two levels deep.
    #expect(census.count == 1_000)
    #expect(census.rehung > 200, "\(census)")
    #expect(census.expandedRehung > 50, "\(census)")
    #expect(census.deep > 200, "\(census)")
  }

  /// Each node's parent (`nil` for a root), by identifier.
  static func parents(_ sections: [Section]) -> [String: String?] {
    var result: [String: String?] = [:]
    func visit(_ items: [OutlineItem], parent: String?) {
      for item in items {
        result[item.identifier] = parent
        visit(item.children, parent: item.identifier)
      }
    }
    for section in sections { visit(section.outline ?? [], parent: nil) }
    return result
  }

  /// The expansion after showing `old` then `new`: a node of both keeps what it had, a new
  /// one takes its data's; only nodes with children.
  static func expansion(old: [Section], new: [Section]) -> Set<String> {
    func expanded(_ sections: [Section], before: Set<String>, known: Set<String>) -> Set<String> {
      var result = Set<String>()
      func visit(_ items: [OutlineItem]) {
        for item in items {
          let open =
            known.contains(item.identifier) ? before.contains(item.identifier) : item.isExpanded
          if item.hasChildren, open { result.insert(item.identifier) }
          visit(item.children)
        }
      }
      for section in sections { visit(section.outline ?? []) }
      return result
    }
    let first = expanded(old, before: [], known: [])
    return expanded(new, before: first, known: Set(parents(old).keys))
  }

  static func rows(_ items: [OutlineItem], expanded: Set<String>) -> [String] {
    items.flatMap { item in
      [item.identifier]
        + (expanded.contains(item.identifier) ? rows(item.children, expanded: expanded) : [])
    }
  }
}
