import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// An independent reference for the selection: a set of identifiers and the modes, changed by
/// the rules the documentation states, against the states the test itself asked for.
private struct ReferenceSelection {
  var mode = ListSelectionMode.off
  var editingMode = ListSelectionMode.multiple
  var isEditing = false
  /// Selected identifiers, oldest selection first.
  var selected: [String] = []
  /// How many times a model's action ran.
  var actions = 0

  var effective: ListSelectionMode { isEditing ? editingMode : mode }

  mutating func narrow() {
    switch effective {
    case .off: selected = []
    case .single: selected = Array(selected.suffix(1))
    case .multiple: break
    }
  }

  mutating func select(_ identifier: String) {
    guard !selected.contains(identifier) else { return }
    if effective == .single { selected = [] }
    selected.append(identifier)
  }

  /// A tap on `identifier`, selectable or not, displayed and not leaving.
  mutating func tap(_ identifier: String, selectable: Bool, hasAction: Bool) {
    if effective != .off, selectable {
      if effective == .multiple, let index = selected.firstIndex(of: identifier) {
        selected.remove(at: index)
        return
      }
      select(identifier)
      if !isEditing, hasAction { actions += 1 }
    } else if !isEditing, selectable, hasAction {
      actions += 1
    }
  }
}

@Suite("Selection state through random updates")
@MainActor
struct SelectionPropertyTests {
  /// A pool of 12 items: `m0`…`m8` selectable (`m6`–`m8` without an action), `k9`…`k11` not.
  private static let pool: [String] = (0..<12).map { $0 < 9 ? "m\($0)" : "k\($0)" }

  private static func model(_ identifier: String, log: EventLog) -> any CellModel {
    guard identifier.hasPrefix("m") else { return SkeletonModel(identifier: identifier) }
    let number = Int(identifier.dropFirst()) ?? 0
    return MarkModel(identifier: identifier, log: log, hasAction: number < 6)
  }

  @Test("random updates, taps, selections and mode changes keep the reference's selection")
  func randomSequences() async {
    let steps = Gen.int(in: 0...(1 << 30)).array(of: 1...30)
    await propertyCheck(count: propertyCases(1_500), input: steps) { steps in
      let (host, controller) = makeController()
      let log = EventLog()
      var observed = Set<String>()
      controller.selectionChangeHandler = { change in
        observed.subtract(change.deselected)
        observed.formUnion(change.selected)
      }
      var reference = ReferenceSelection()
      // The newest state asked for, as identifiers by section.
      var requested: [[String]] = [Array(Self.pool.prefix(6))]
      await controller.updateAndWait(with: Self.sections(requested, log: log), animated: false)
      var inFlight = false
      for step in steps {
        let checks = Self.perform(
          step, host, controller, log: log, reference: &reference, requested: &requested,
          inFlight: &inFlight, steps: steps)
        guard checks else { continue }
        let agrees = Self.checkAgreement(
          host, controller, reference: reference, observed: observed, log: log, steps: steps)
        if !agrees { return }
      }
    }
  }

  private static func sections(_ layout: [[String]], log: EventLog) -> [Section] {
    layout.enumerated().map { index, ids in
      Section(cellModels: ids.map { Self.model($0, log: log) }, identifier: "s\(index)")
    }
  }

  /// The identifiers an update step asks for: a random subset of the pool in random order, cut
  /// into three sections (some empty), all drawn from the bits of `step`.
  private static func requestedLayout(_ step: Int) -> [[String]] {
    var bits = step >> 4
    var ids = Self.pool.filter { _ in
      defer { bits >>= 1 }
      return bits & 1 == 1
    }
    var order = step >> 7
    for index in ids.indices.reversed() where index > 0 {
      ids.swapAt(index, order % (index + 1))
      order /= index + 1
    }
    let cut1 = ids.isEmpty ? 0 : (step >> 20) % (ids.count + 1)
    let cut2 = ids.isEmpty ? 0 : cut1 + (step >> 24) % (ids.count - cut1 + 1)
    return [Array(ids[..<cut1]), Array(ids[cut1..<cut2]), Array(ids[cut2...])]
  }

  /// Does what `step` draws to the controller and the same to `reference`. Returns whether the
  /// state is to be checked after it: a step that did nothing, or only deselected, is not.
  private static func perform(
    _ step: Int, _ host: SimulatedListHost, _ controller: ListController<SimulatedListHost>,
    log: EventLog, reference: inout ReferenceSelection, requested: inout [[String]],
    inFlight: inout Bool, steps: [Int]
  ) -> Bool {
    let displayed = Set(host.displayedIdentifiers.joined())
    let newest = Set(requested.joined())
    switch step % 9 {
    case 0, 1:
      // An update, left animating; an update while one animates waits for it first.
      if inFlight { host.settle() }
      requested = requestedLayout(step)
      controller.update(with: sections(requested, log: log), animated: (step >> 29) % 2 == 0)
      inFlight = host.isAnimating
      // Removed items leave the selection as soon as the batch is shown.
      let kept = Set(requested.joined())
      reference.selected.removeAll { !kept.contains($0) }
    case 2:
      host.settle()
      inFlight = false
    case 3, 4:
      // A tap on a displayed item.
      let flat = host.displayedIdentifiers.joined().map { $0 }
      guard !flat.isEmpty else { return false }
      let identifier = flat[(step >> 4) % flat.count]
      host.selectItem(withIdentifier: identifier)
      if newest.contains(identifier) {
        reference.tap(
          identifier, selectable: identifier.hasPrefix("m"),
          hasAction: (Int(identifier.dropFirst()) ?? 0) < 6)
      }
    case 5:
      return selectFromApp(
        step, controller, displayed: displayed, newest: newest, reference: &reference,
        steps: steps)
    case 6:
      let modes = ListSelectionMode.allCases
      if (step >> 4) % 2 == 0 {
        controller.selectionMode = modes[(step >> 5) % 3]
        reference.mode = controller.selectionMode
      } else {
        controller.editingSelectionMode = modes[(step >> 5) % 3]
        reference.editingMode = controller.editingSelectionMode
      }
      reference.narrow()
    case 7:
      controller.isEditing.toggle()
      reference.isEditing.toggle()
      reference.narrow()
    default:
      selectOrDeselectAll(
        step, host, controller, newest: newest, reference: &reference, steps: steps)
    }
    return true
  }

  /// The app deselects every item, or selects every displayed one it may.
  private static func selectOrDeselectAll(
    _ step: Int, _ host: SimulatedListHost, _ controller: ListController<SimulatedListHost>,
    newest: Set<String>, reference: inout ReferenceSelection, steps: [Int]
  ) {
    if (step >> 4) % 2 == 0 {
      controller.deselectAll()
      reference.selected = []
    } else {
      do {
        try controller.selectAll()
        for identifier in host.displayedIdentifiers.joined()
        where identifier.hasPrefix("m") && newest.contains(identifier) {
          reference.select(identifier)
        }
      } catch {
        #expect(reference.effective != .multiple, "\(steps)")
      }
    }
  }

  /// The app selects or deselects any identifier of the pool, or one never shown. Returns
  /// whether the state is to be checked after it: not after a deselection.
  private static func selectFromApp(
    _ step: Int, _ controller: ListController<SimulatedListHost>, displayed: Set<String>,
    newest: Set<String>, reference: inout ReferenceSelection, steps: [Int]
  ) -> Bool {
    let index = (step >> 4) % (Self.pool.count + 1)
    let identifier = index < Self.pool.count ? Self.pool[index] : "nowhere"
    if (step >> 8) % 3 == 0 {
      controller.deselect(identifier)
      reference.selected.removeAll { $0 == identifier }
      return false
    }
    let expected: ListSelectionError? =
      reference.effective == .off
      ? .selectionOff
      : !displayed.contains(identifier)
        ? .unknownItem(identifier)
        : !identifier.hasPrefix("m") || !newest.contains(identifier)
          ? .notSelectable(identifier) : nil
    do throws(ListSelectionError) {
      try controller.select(identifier)
      #expect(expected == nil, "\(steps)")
      reference.select(identifier)
    } catch {
      #expect(error == expected, "\(steps)")
    }
    return true
  }

  /// Checks the controller, its change handler and the host against the reference. Returns
  /// whether the selection and the actions still agree: past a difference, every later step
  /// would report the same one again.
  private static func checkAgreement(
    _ host: SimulatedListHost, _ controller: ListController<SimulatedListHost>,
    reference: ReferenceSelection, observed: Set<String>, log: EventLog, steps: [Int]
  ) -> Bool {
    let selected = Set(controller.selectedIdentifiers)
    #expect(selected == Set(reference.selected), "\(steps)")
    #expect(observed == selected, "the change handler heard every change: \(steps)")
    #expect(host.selectedItemIdentifiers == selected, "the host shows it: \(steps)")
    let actions = log.entries.filter { $0.hasPrefix("open") }.count
    #expect(actions == reference.actions, "\(steps)")
    #expect(selected.isSubset(of: Set(host.displayedIdentifiers.joined())), "\(steps)")
    #expect(host.errors.isEmpty)
    return selected == Set(reference.selected) && actions == reference.actions
  }

  /// The reference's removal: each selected identifier, in display order, takes the first cell
  /// that carries it out of `layout`, as a person would strike them out one by one.
  private static func referenceRemove(
    _ selected: [String], from layout: inout [(id: String, items: [String])]
  ) -> [String] {
    var removed: [String] = []
    for identifier in selected {
      search: for section in layout.indices {
        for item in layout[section].items.indices
        where layout[section].items[item] == identifier {
          layout[section].items.remove(at: item)
          removed.append(identifier)
          break search
        }
      }
    }
    return removed
  }

  /// Up to three sections of identifiers from a pool of 16; now and then one repeats, and the
  /// first cell that carries it is the one taken.
  private static func randomLayout(_ random: inout SplitMix64) -> [(id: String, items: [String])] {
    let duplicates = random.next() % 4 == 0
    var used = Set<String>()
    return (0..<Int(random.next() % 3 + 1)).map { section in
      let items = (0..<Int(random.next() % 9)).compactMap { _ -> String? in
        let identifier = "m\(random.next() % 16)"
        return used.insert(identifier).inserted || duplicates ? identifier : nil
      }
      return ("s\(section)", items)
    }
  }

  /// The sections of `layout`, each item a `MarkModel`.
  private static func markSections(_ layout: [(id: String, items: [String])]) -> [Section] {
    layout.map {
      Section(cellModels: $0.items.map { MarkModel(identifier: $0) }, identifier: $0.id)
    }
  }

  /// The reference's move of the `removed` items to `index` of section `sectionID`, in
  /// `expected` (the list once they are removed): the error the move should throw, with
  /// `expected` back at `requested`, or `nil` with the items inserted.
  private static func referenceMove(
    _ removed: [String], toSection sectionID: String, at index: Int,
    in expected: inout [(id: String, items: [String])],
    requested: [(id: String, items: [String])]
  ) -> ListTransactionError? {
    guard !removed.isEmpty else { return nil }
    var error: ListTransactionError?
    if let section = expected.firstIndex(where: { $0.id == sectionID }) {
      let count = expected[section].items.count
      if !(0...count).contains(index) {
        error = .indexOutOfRange(
          index: index, count: count, section: sectionID, validRange: 0...count)
      } else if let left = removed.first(where: Set(expected.flatMap(\.items)).contains) {
        error = .duplicateCell(left, section: "", item: 0)
      } else {
        expected[section].items.insert(contentsOf: removed, at: index)
      }
    } else {
      error = .unknownSection(sectionID)
    }
    if error != nil { expected = requested }
    return error
  }

  @Test("removing or moving the selected items gives the reference's list, in flight or not")
  func removeAndMoveSelected() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var random = SplitMix64(seed: UInt64(seed))
      let (host, controller) = makeController()
      controller.selectionMode = .multiple
      controller.diagnosticHandler = { _ in }  // the duplicates are meant
      let shown = Self.randomLayout(&random)
      await controller.updateAndWait(with: Self.markSections(shown), animated: false)
      for identifier in Set(shown.flatMap(\.items)) where random.next() % 2 == 0 {
        try? controller.select(identifier)
      }
      // Half the time, an update is still animating: the edit starts from what it asked for.
      var requested = shown
      if random.next() % 2 == 0 {
        requested = Self.randomLayout(&random)
        controller.update(with: Self.markSections(requested), animated: true)
      }
      let selected = controller.selectedIdentifiers
      let flat = shown.flatMap(\.items)
      if requested.map(\.items) == shown.map(\.items), Set(flat).count == flat.count {
        let displayed = host.displayedIdentifiers.joined().filter(Set(selected).contains)
        #expect(selected == displayed, "selected in display order: seed \(seed)")
      }

      var expected = requested
      let removed = Self.referenceRemove(selected, from: &expected)
      if random.next() % 2 == 0 {
        let result = controller.removeSelectedItems(animated: random.next() % 2 == 0)
        #expect(result.map(\.identifier) == removed, "removed: seed \(seed)")
      } else {
        let target = Int(random.next() % 4)
        let sectionID = target < expected.count ? expected[target].id : "z"
        let index = Int(random.next() % 12) - 1
        let error = Self.referenceMove(
          removed, toSection: sectionID, at: index, in: &expected, requested: requested)
        do throws(ListTransactionError) {
          try controller.moveSelectedItems(toSection: sectionID, at: index)
          #expect(error == nil, "seed \(seed)")
        } catch let thrown {
          // Where the error finds the duplicate is not the reference's business: which one is.
          switch (thrown, error) {
          case (.duplicateCell(let found, _, _), .duplicateCell(let left, _, _)?):
            #expect(found == left, "seed \(seed)")
          default:
            #expect(thrown == error, "seed \(seed)")
          }
        }
      }
      let requestedNow = controller.requestedSections.map {
        ($0.identifier, $0.cellModels.map(\.identifier))
      }
      #expect(requestedNow.map(\.0) == expected.map(\.id), "seed \(seed)")
      #expect(requestedNow.map(\.1) == expected.map(\.items), "seed \(seed)")
      host.settle()
      #expect(host.errors.isEmpty, "seed \(seed)")
      if Set(expected.flatMap(\.items)).count == expected.flatMap(\.items).count {
        #expect(host.displayedIdentifiers == expected.map(\.items), "seed \(seed)")
      }
    }
  }
}
