import Foundation
import PropertyBased
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

/// A list reordered with more moves than the policy animates is reloaded without its contents
/// compared: random sections shuffled, partly reordered or rotated, with contents and model
/// types changed, items added or removed and headers changed now and then, under limits above
/// and below the moves, checked against the full diff's computation and, through the
/// controller, against what the simulated host ends up showing and selecting.
@Suite("Reorderings reloaded without contents compared")
@MainActor
struct ReorderingPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...48)

  @Test("the computation is the full diff's, but for the reload's count and what may arrive")
  func computationIsTheFullDiffs() async {
    var cases = 0
    var spared = 0
    await propertyCheck(count: 4_000, input: Self.raw) { raw in
      var source = RawSource(raw)
      let old = ReorderingCase.state(&source)
      let new = ReorderingCase.reordered(old, &source)
      let policy = UpdatePolicy(maximumAnimatedOperations: source.next(14))
      let isOnScreen = source.next(6) != 0
      let displayed = ListSnapshot(
        sections: old, owners: [], itemIdentities: ItemIdentity.identities(of: old),
        identitiesAreUnique: true)
      let fast = UpdateComputation(
        from: displayed, to: new, policy: policy, isOnScreen: isOnScreen)
      let full = UpdateComputation(
        from: displayed, to: new, policy: policy, isOnScreen: isOnScreen,
        comparesContentsOfReloads: true)
      let description = "\(ReorderingCase.describe(old)) → \(ReorderingCase.describe(new))"
      cases += 1
      #expect(fast.newIdentities == full.newIdentities, "\(description)")
      #expect(fast.newIdentitiesAreUnique == full.newIdentitiesAreUnique, "\(description)")
      #expect(fast.duplicateItems == full.duplicateItems, "\(description)")
      switch (fast.plan, full.plan) {
      case (.reload(.notOnScreen), .reload(.notOnScreen)): break
      case (
        .reload(.tooManyOperations(let count, let limit)),
        .reload(.tooManyOperations(let fullCount, let fullLimit))
      ):
        #expect(limit == fullLimit && count > limit && count <= fullCount, "\(description)")
      default:
        #expect(fast.plan == full.plan, "\(description)")
        #expect(fast.arrivingItems == full.arrivingItems, "\(description)")
      }
      // Every model the full diff has arrive (for its cell type) arrives here too.
      #expect(
        ReorderingCase.arriving(full, in: new).isSubset(of: ReorderingCase.arriving(fast, in: new)),
        "\(description)")
      if fast.arrivingItems.sections == Array(new.indices), !new.isEmpty,
        full.arrivingItems.sections.isEmpty
      {
        spared += 1
      }
    }
    // The generator must reach the reload without contents often, or the property says little.
    #expect(spared * 5 > cases)
  }

  @Test("a reordering through the controller shows and selects the requested items")
  func controllerShowsTheReordering() async {
    await propertyCheck(count: 1_500, input: Self.raw) { raw in
      var source = RawSource(raw)
      let (host, controller) = makeController(
        policy: UpdatePolicy(maximumAnimatedOperations: source.next(10)), threshold: .max)
      controller.diagnosticHandler = { _ in }
      controller.selectionMode = .multiple
      var state = ReorderingCase.state(&source)
      controller.update(with: state, animated: false)
      host.settle()
      for _ in 0..<(1 + source.next(4)) {
        let items = state.flatMap { $0.cellModels.map(\.identifier) }
        for identifier in items where source.next(4) == 0 {
          try? controller.select(identifier)
        }
        let selected = Set(controller.selectedIdentifiers)
        let next = ReorderingCase.reordered(state, &source)
        controller.update(with: next, animated: source.next(2) == 0)
        host.settle()
        let description = "\(ReorderingCase.describe(state)) → \(ReorderingCase.describe(next))"
        #expect(host.errors.isEmpty, "\(description)")
        #expect(host.cellTypeFailures.isEmpty, "\(description)")
        #expect(
          host.displayedIdentifiers == next.map { $0.cellModels.map(\.identifier) },
          "\(description)")
        let bound = host.boundModels.map { $0.map(PlacesCase.Shown.init) }
        let requested = next.map { $0.cellModels.map(PlacesCase.Shown.init) }
        #expect(bound == requested, "\(description)")
        // Every cell type the requested models need is registered.
        let registered = Set(host.registeredCellTypes.map { ObjectIdentifier($0) })
        let needed = Set(next.flatMap { $0.cellModels.map { ObjectIdentifier($0.cellType) } })
        #expect(needed.isSubset(of: registered), "\(description)")
        // The selected items that are still listed stay selected, wherever they went.
        let kept = selected.intersection(next.flatMap { $0.cellModels.map(\.identifier) })
        #expect(Set(controller.selectedIdentifiers) == kept, "\(description)")
        state = next
      }
    }
  }
}

/// Sections of unique items and reorderings of them, decoded from plain integers.
enum ReorderingCase {
  /// Up to three sections of up to sixteen items, every identifier unique.
  static func state(_ source: inout RawSource) -> [Section] {
    var next = 0
    return (0..<(1 + source.next(3))).map { section in
      let models = (0..<source.next(17)).map { _ -> any CellModel in
        next += 1
        return PlacesCase.model(
          PlacesCase.identifier(next), kind: source.next(4), content: source.next(3))
      }
      return Section(cellModels: models, identifier: "s\(section)", headerModel: nil)
    }
  }

  /// `state` with each section's items shuffled, partly reordered or rotated, and now and then
  /// contents and model types changed, an item added or removed, or a header added.
  static func reordered(_ state: [Section], _ source: inout RawSource) -> [Section] {
    let listed = Set(state.flatMap { $0.cellModels.map(\.identifier) })
    var added = 1_000
    return state.map { section in
      var models = section.cellModels
      switch source.next(4) {
      case 0:
        for index in models.indices.reversed() {
          models.swapAt(index, source.next(index + 1))
        }
      case 1:
        for _ in 0..<source.next(4) where models.count > 1 {
          models.swapAt(source.next(models.count), source.next(models.count))
        }
      case 2:
        if !models.isEmpty {
          let shift = source.next(models.count)
          models = Array(models[shift...] + models[..<shift])
        }
      default:
        models.reverse()
      }
      for index in models.indices where source.next(6) == 0 {
        let parts = PlacesCase.parts(of: models[index])
        let kind = source.next(3) == 0 ? source.next(4) : parts.kind
        models[index] = PlacesCase.model(
          models[index].identifier, kind: kind, content: parts.content + 1)
      }
      if source.next(8) == 0, !models.isEmpty { models.remove(at: source.next(models.count)) }
      if source.next(8) == 0 {
        added += 1
        while listed.contains(PlacesCase.identifier(added)) { added += 1 }
        models.insert(
          PlacesCase.model(PlacesCase.identifier(added), kind: source.next(4), content: 0),
          at: source.next(models.count + 1))
      }
      let header: (any CellModel)? =
        source.next(10) == 0 ? SmallPlaceModel(identifier: "header-\(section.identifier)") : nil
      return Section(cellModels: models, identifier: section.identifier, headerModel: header)
    }
  }

  /// The new index paths of the models `computation` has arrive for their cell types.
  static func arriving(_ computation: UpdateComputation, in new: [Section]) -> Set<IndexPath> {
    var paths = Set(computation.arrivingItems.insertions)
    paths.formUnion(computation.arrivingItems.updates.map(\.to))
    for section in computation.arrivingItems.sections {
      paths.formUnion(new[section].cellModels.indices.map { IndexPath(item: $0, section: section) })
    }
    return paths
  }

  static func describe(_ sections: [Section]) -> String {
    sections.map { section in
      "\(section.identifier)[\(section.cellModels.map(\.identifier).joined(separator: " "))]"
    }
    .joined(separator: " ")
  }
}
