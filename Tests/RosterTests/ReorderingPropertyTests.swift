import Foundation
import PropertyBased
import RosterTestSupport
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
    await propertyCheck(count: propertyCases(4_000), input: Self.raw) { raw in
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

  @Test("a reload proved without the diff is the full diff's, its repeats found after it")
  func provedReloadIsTheFullDiffs() async {
    var cases = 0
    var proved = 0
    await propertyCheck(count: propertyCases(4_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      let old = ReorderingCase.state(&source)
      let new = ReorderingCase.reordered(old, &source)
      let policy = UpdatePolicy(maximumAnimatedOperations: source.next(14))
      let isOnScreen = source.next(6) != 0
      let displayed = ListSnapshot(
        sections: old, owners: [], itemIdentities: ItemIdentity.identities(of: old),
        identitiesAreUnique: true)
      // Every list counts as long, so that the reload is proved whenever the sample allows.
      let fast = UpdateComputation(
        from: displayed, to: new, policy: policy, isOnScreen: isOnScreen,
        deferringIdentityCheckFrom: 0)
      let full = UpdateComputation(
        from: displayed, to: new, policy: policy, isOnScreen: isOnScreen,
        comparesContentsOfReloads: true)
      let description = "\(ReorderingCase.describe(old)) → \(ReorderingCase.describe(new))"
      cases += 1
      #expect(fast.newIdentities == full.newIdentities, "\(description)")
      guard fast.duplicateCheckDeferred else {
        #expect(fast.newIdentitiesAreUnique == full.newIdentitiesAreUnique, "\(description)")
        #expect(fast.duplicateItems == full.duplicateItems, "\(description)")
        return
      }
      proved += 1
      switch (fast.plan, full.plan) {
      case (.reload(.notOnScreen), .reload(.notOnScreen)): break
      case (
        .reload(.tooManyOperations(let count, let limit)),
        .reload(.tooManyOperations(let fullCount, let fullLimit))
      ):
        #expect(limit == fullLimit && count > limit && count <= fullCount, "\(description)")
      default:
        Issue.record("proved \(fast.plan), the full diff plans \(full.plan): \(description)")
      }
      #expect(fast.arrivingItems.sections == Array(new.indices), "\(description)")
      #expect(!fast.newIdentitiesAreUnique && fast.duplicateItems.isEmpty, "\(description)")
      let check = UpdateComputation.duplicateCheck(
        of: new, identities: fast.newIdentities ?? [])
      #expect(check.duplicates == full.duplicateItems, "\(description)")
      #expect(check.areUnique == full.newIdentitiesAreUnique, "\(description)")
    }
    // The sample must prove the reload often, or the property says little.
    #expect(proved * 10 > cases)
  }

  @Test("the sampled bound never exceeds the operations of the full diff's batch")
  func boundNeverExceedsTheFullDiffs() async {
    var cases = 0
    var bounded = 0
    await propertyCheck(count: propertyCases(4_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      // Identifiers from a small pool, so that some repeat on either side.
      let pool = 4 + source.next(40)
      let old = (0..<(1 + source.next(3))).map { section in
        Section(
          cellModels: (0..<source.next(17)).map { _ in
            PlacesCase.model(PlacesCase.identifier(source.next(pool)), kind: 0, content: 0)
          },
          identifier: "s\(section)", headerModel: nil)
      }
      var new = ReorderingCase.reordered(old, &source)
      for section in new.indices where source.next(5) == 0 && !new[section].cellModels.isEmpty {
        var models = new[section].cellModels
        models[source.next(models.count)] = PlacesCase.model(
          PlacesCase.identifier(source.next(pool + 8)), kind: 0, content: 0)
        new[section] = Section(
          cellModels: models, identifier: new[section].identifier, headerModel: nil)
      }
      let limit = source.next(12)
      let oldIdentities = ItemIdentity.identities(of: old)
      let newIdentities = ItemIdentity.identities(of: new)
      let bound = ReorderingBound.operations(
        beyond: limit, from: old, to: new, oldIdentities: oldIdentities,
        newIdentities: newIdentities)
      // The fewest operations: the full diff planned with nothing animated counts them.
      let full = UpdateComputation(
        from: ListSnapshot(sections: old), to: new,
        policy: UpdatePolicy(maximumAnimatedOperations: 0), isOnScreen: true,
        comparesContentsOfReloads: true)
      var operations = 0
      if case .reload(.tooManyOperations(let count, _)) = full.plan { operations = count }
      let description = "\(ReorderingCase.describe(old)) → \(ReorderingCase.describe(new))"
      cases += 1
      if let bound {
        bounded += 1
        #expect(bound > limit && bound <= operations, "\(bound) of \(operations): \(description)")
      }
    }
    #expect(bounded * 20 > cases)
  }

  @Test("a scan of the kept identities finds the item a search of the models finds")
  func scanFindsWhatTheSearchFinds() async {
    await propertyCheck(count: propertyCases(2_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      // Identifiers from a small pool, so that some repeat, within a section and across.
      let pool = 2 + source.next(30)
      let sections = (0..<(1 + source.next(4))).map { section in
        Section(
          cellModels: (0..<source.next(12)).map { _ in
            PlacesCase.model(PlacesCase.identifier(source.next(pool)), kind: 0, content: 0)
          },
          identifier: "s\(section)", headerModel: nil)
      }
      let snapshot = ListSnapshot(
        sections: sections, owners: [], itemIdentities: ItemIdentity.identities(of: sections),
        identitiesAreUnique: false)
      let identifier = PlacesCase.identifier(source.next(pool + 2))
      let preferred = source.next(3) == 0 ? nil : source.next(sections.count + 1)
      // The reference: the preferred section searched first, then every section in order.
      var expected: IndexPath?
      if let preferred, sections.indices.contains(preferred),
        let item = sections[preferred].cellModels.firstIndex(where: {
          $0.identifier == identifier
        })
      {
        expected = IndexPath(item: item, section: preferred)
      } else {
        for (offset, section) in sections.enumerated() {
          if let item = section.cellModels.firstIndex(where: { $0.identifier == identifier }) {
            expected = IndexPath(item: item, section: offset)
            break
          }
        }
      }
      #expect(snapshot.keepsItemIdentities)
      #expect(
        snapshot.indexPathByScanningIdentities(
          forIdentifier: identifier, preferringSection: preferred) == expected,
        "\(identifier) preferring \(String(describing: preferred)) in \(ReorderingCase.describe(sections))"
      )
    }
  }

  /// With every list counted as long (a deferred check from 0 items), reloads are proved by
  /// the sample and their repeats looked for after they are shown.
  @Test(
    "a reordering through the controller shows and selects the requested items",
    arguments: [UpdateComputation.deferredIdentityCheckCount, 0])
  func controllerShowsTheReordering(deferringFrom count: Int) async {
    await propertyCheck(count: propertyCases(1_500), input: Self.raw) { raw in
      var source = RawSource(raw)
      let (host, controller) = makeController(
        policy: UpdatePolicy(maximumAnimatedOperations: source.next(10)), threshold: .max)
      controller.deferredIdentityCheckCount = count
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
