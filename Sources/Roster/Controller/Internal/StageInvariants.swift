import Foundation

/// The invariants of a planned stage that Roster can check from item counts alone, without a
/// collection view: the cheap core of UIKit's batch-update rules (numbered as in
/// RosterTesting's *UIKit's batch-update rules* article).
///
/// - **R14**: section reloads stand alone (the planner never makes any).
/// - **R5**: every section and index path exists in its space: old for deletions, reloads and
///   move sources, new for insertions, move destinations and rebinds.
/// - **R6–R9, R12, R15**: no position is named twice on either side of the batch.
/// - **R11–R13**: no item change reaches into a section that is inserted, deleted or moved in
///   the same batch.
/// - **R3**: sections after = before − deleted + inserted; for every surviving section,
///   items after = before − deleted − moved out + inserted + moved in.
///
/// What it cannot see (where cells land, and whether they show the new content) is left to
/// RosterTesting's simulator. ``InternalChecks`` runs it on every stage when Roster is built
/// with `ROSTER_INTERNAL_CHECKS`; it is always compiled, so tests can call it in any build.
struct StageInvariants {
  let batch: BatchUpdate
  /// The number of items in each section before the stage.
  let oldItemCounts: [Int]
  /// The number of items in each section after it.
  let newItemCounts: [Int]

  /// The first broken invariant, as `"R<n>: what is wrong"`, or `nil` when the stage keeps
  /// them all.
  ///
  /// - Complexity: O(*S* + *B*) expected for *S* sections and *B* operations.
  func violation() -> String? {
    sectionReloadViolation() ?? positionViolation() ?? conflictViolation()
      ?? sectionScopeViolation() ?? countViolation()
  }

  // MARK: R14

  private func sectionReloadViolation() -> String? {
    let others = batch.operationCount - batch.sectionReloads.count
    guard !batch.sectionReloads.isEmpty, others > 0 else { return nil }
    return "R14: sections \(batch.sectionReloads) are reloaded along with \(others) other "
      + "operations"
  }

  // MARK: R5

  private func positionViolation() -> String? {
    let (old, new) = (oldItemCounts.count, newItemCounts.count)
    for (name, sections, count, space) in [
      ("deleted", batch.sectionDeletions, old, "before"),
      ("reloaded", batch.sectionReloads, old, "before"),
      ("moved", batch.sectionMoves.map(\.from), old, "before"),
      ("inserted", batch.sectionInsertions, new, "after"),
      ("moved to", batch.sectionMoves.map(\.to), new, "after"),
    ] {
      for section in sections where !(0..<count).contains(section) {
        return "R5: section \(section) is \(name), but there are \(count) sections \(space) the "
          + "stage"
      }
    }
    for (name, paths, counts, space) in [
      ("deleted", batch.itemDeletions, oldItemCounts, "before"),
      ("reloaded", batch.itemReloads, oldItemCounts, "before"),
      ("moved", batch.itemMoves.map(\.from), oldItemCounts, "before"),
      ("inserted", batch.itemInsertions, newItemCounts, "after"),
      ("moved to", batch.itemMoves.map(\.to), newItemCounts, "after"),
    ] {
      for path in paths where !Self.exists(path, in: counts) {
        return "R5: index path \(path) is \(name), but it does not exist \(space) the stage"
      }
    }
    // Not UIKit operations, but the host refreshes what is there: it must exist.
    for path in batch.itemRebinds where !Self.exists(path, in: newItemCounts) {
      return "wrong target: index path \(path) is rebound, but it does not exist after the stage"
    }
    for section in batch.sectionRebinds where !(0..<new).contains(section) {
      return "wrong target: section \(section) is rebound, but there are \(new) sections after "
        + "the stage"
    }
    return nil
  }

  private static func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
    path.count == 2 && counts.indices.contains(path.section)
      && (0..<counts[path.section]).contains(path.item)
  }

  // MARK: R6–R9, R12, R15

  private enum Operation: String {
    case deletion, reload, move, insertion
  }

  private func conflictViolation() -> String? {
    var oldSections = [Int: Operation]()
    var newSections = [Int: Operation]()
    var oldItems = [IndexPath: Operation]()
    var newItems = [IndexPath: Operation]()
    func name<Position: Hashable>(
      _ position: Position, _ operation: Operation, in named: inout [Position: Operation],
      section: Bool
    ) -> String? {
      guard let first = named.updateValue(operation, forKey: position) else { return nil }
      let rule = Self.conflictRule(first, operation, section: section)
      let what = section ? "section \(position)" : "index path \(position)"
      return "\(rule): \(what) is named twice on one side of the stage, by a \(first.rawValue) "
        + "and by a \(operation.rawValue)"
    }
    for section in batch.sectionDeletions {
      if let found = name(section, .deletion, in: &oldSections, section: true) { return found }
    }
    for section in batch.sectionReloads {
      if let found = name(section, .reload, in: &oldSections, section: true) { return found }
    }
    for move in batch.sectionMoves {
      if let found = name(move.from, .move, in: &oldSections, section: true) { return found }
      if let found = name(move.to, .move, in: &newSections, section: true) { return found }
    }
    for section in batch.sectionInsertions {
      if let found = name(section, .insertion, in: &newSections, section: true) { return found }
    }
    for path in batch.itemDeletions {
      if let found = name(path, .deletion, in: &oldItems, section: false) { return found }
    }
    for path in batch.itemReloads {
      if let found = name(path, .reload, in: &oldItems, section: false) { return found }
    }
    for move in batch.itemMoves {
      if let found = name(move.from, .move, in: &oldItems, section: false) { return found }
      if let found = name(move.to, .move, in: &newItems, section: false) { return found }
    }
    for path in batch.itemInsertions {
      if let found = name(path, .insertion, in: &newItems, section: false) { return found }
    }
    return nil
  }

  /// The rule that forbids naming one position with both operations, as the simulator names it.
  private static func conflictRule(
    _ first: Operation, _ second: Operation, section: Bool
  ) -> String {
    switch (first, second) {
    case (.deletion, .deletion): section ? "R9" : "R15"
    case (.deletion, .reload), (.reload, .move): "R6"
    case (.deletion, .move): section ? "R12" : "R7"
    case (.move, .insertion), (.insertion, .move): section ? "R12" : "R8"
    default: "R9"
    }
  }

  // MARK: R11–R13

  private func sectionScopeViolation() -> String? {
    var deleted = [Bool](repeating: false, count: oldItemCounts.count)
    var movedFrom = [Bool](repeating: false, count: oldItemCounts.count)
    var inserted = [Bool](repeating: false, count: newItemCounts.count)
    var movedTo = [Bool](repeating: false, count: newItemCounts.count)
    for section in batch.sectionDeletions { deleted[section] = true }
    for section in batch.sectionInsertions { inserted[section] = true }
    for move in batch.sectionMoves {
      movedFrom[move.from] = true
      movedTo[move.to] = true
    }
    for (change, paths) in [
      ("deleted from", batch.itemDeletions), ("reloaded in", batch.itemReloads),
      ("moved out of", batch.itemMoves.map(\.from)),
    ] {
      for path in paths {
        let what = "item \(path) is \(change) section \(path.section)"
        if deleted[path.section] {
          return "\(change == "moved out of" ? "R12" : "R11"): \(what), which is deleted"
        }
        if movedFrom[path.section] { return "R13: \(what), which moves" }
      }
    }
    for (change, paths) in [
      ("inserted into", batch.itemInsertions), ("moved into", batch.itemMoves.map(\.to)),
    ] {
      for path in paths {
        let what = "item \(path) is \(change) section \(path.section) (after the stage)"
        if inserted[path.section] { return "R11: \(what), which is inserted" }
        if movedTo[path.section] { return "R13: \(what), which moves" }
      }
    }
    return nil
  }

  // MARK: R3

  private func countViolation() -> String? {
    let (before, after) = (oldItemCounts.count, newItemCounts.count)
    let inserted = batch.sectionInsertions.count
    let deleted = batch.sectionDeletions.count
    guard after == before - deleted + inserted else {
      return "R3: \(after) sections after the stage, but \(before) before − \(deleted) deleted "
        + "+ \(inserted) inserted = \(before - deleted + inserted)"
    }
    // A reloaded section stands alone (R14) and is recreated: its items are not counted.
    let reloaded = Set(batch.sectionReloads)
    let pairing = SectionPairing(batch, oldCount: before, newCount: after)
    var deletedItems = [Int](repeating: 0, count: before)
    var movedOut = [Int](repeating: 0, count: before)
    var insertedItems = [Int](repeating: 0, count: after)
    var movedIn = [Int](repeating: 0, count: after)
    for path in batch.itemDeletions { deletedItems[path.section] += 1 }
    for path in batch.itemInsertions { insertedItems[path.section] += 1 }
    for move in batch.itemMoves where pairing.oldToNew[move.from[0]] != move.to[0] {
      movedOut[move.from[0]] += 1
      movedIn[move.to[0]] += 1
    }
    // A reloaded item is deleted and inserted in its own section: its count does not change.
    for old in 0..<before where !reloaded.contains(old) {
      let new = pairing.oldToNew[old]
      guard new >= 0 else { continue }
      let expected =
        oldItemCounts[old] - deletedItems[old] - movedOut[old] + insertedItems[new] + movedIn[new]
      guard newItemCounts[new] == expected else {
        return "R3: section \(old) (\(new) after the stage) has \(newItemCounts[new]) items after "
          + "the stage, but \(oldItemCounts[old]) before − \(deletedItems[old]) deleted − "
          + "\(movedOut[old]) moved out + \(insertedItems[new]) inserted + \(movedIn[new]) "
          + "moved in = \(expected)"
      }
    }
    return nil
  }
}
