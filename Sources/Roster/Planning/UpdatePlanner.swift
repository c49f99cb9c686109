#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns the difference between two states of a list into batch updates that UIKit is
/// guaranteed to accept and to animate correctly.
///
/// ## What it guarantees
///
/// Given a `SectionedChanges` (which already pairs items by identity, keeps items of deleted
/// and inserted sections with their section, and never moves an item out of a deleted section
/// or into an inserted one), the planner produces the shortest sequence of ``BatchUpdate``s that
/// obeys every rule of UIKit's batch updates (numbered R1–R20 in RosterTesting's article
/// *UIKit's batch-update rules*, `Sources/RosterTesting/RosterTesting.docc/BatchUpdateRules.md`):
///
/// - **One batch whenever the rules allow it**, which is nearly always.
/// - **R13** (no item inserted, deleted, moved or reloaded inside a section that moves in the
///   same batch) is the only rule that can force a second batch. By default
///   (``UpdatePolicy/MovedSectionStrategy/separateBatches``) the first batch makes every item
///   change with the surviving sections in their old order and deletes the deleted sections;
///   the second inserts and moves sections and touches no item. Every cell survives and
///   animates. ``UpdatePolicy/MovedSectionStrategy/deleteAndInsert`` instead recreates each
///   such section in the one batch.
/// - **R10** (a move does not refresh content): content updates of cells whose type did not
///   change are not reloads but ``BatchUpdate/itemRebinds``, applied after the batch to the
///   live cell at its new index path, whether or not it moved. An item whose cell *type*
///   changed needs a new cell: if it stays in place it is reloaded; if it moves it is deleted
///   and inserted, so a reload never shares an index path with a delete or a move (R6).
/// - **R14**: sections are never reloaded; section content changes (header, footer) are
///   ``BatchUpdate/sectionRebinds``.
/// - Deletes, reloads and move sources name old index paths, inserts and move destinations new
///   ones (R1, R2), in the index spaces of their own stage.
///
/// Huge updates and off-screen lists are reloaded instead, as ``UpdatePolicy`` says.
///
/// - Complexity: O(*S* + *c*) for *S* sections and *c* item changes, plus O(*c* log *c*) when
///   cell types change (to sort the converted deletions and insertions).
public struct UpdatePlanner: Sendable {
  /// When to animate, when to reload, and how to handle moved sections.
  public var policy: UpdatePolicy

  /// Creates a planner with the given policy.
  public init(policy: UpdatePolicy = UpdatePolicy()) {
    self.policy = policy
  }

  /// Plans the batches that turn the old sections into the new ones.
  ///
  /// - Parameters:
  ///   - changes: The difference between the old and the new sections.
  ///   - oldSectionCount: The number of sections before the update.
  ///   - newSectionCount: The number of sections after it.
  ///   - isOnScreen: Whether the list is visible (in a window); see
  ///     ``UpdatePolicy/reloadsWhenNotOnScreen``.
  ///   - cellTypeChanged: Whether the updated item at `from` (old) needs a different kind of
  ///     cell at `to` (new). Only asked about items in `SectionedChanges.itemUpdates`.
  /// - Complexity: O(*S* + *c*), see ``UpdatePlanner``.
  public func plan<SectionID, ItemID>(
    _ changes: SectionedChanges<SectionID, ItemID>,
    oldSectionCount: Int, newSectionCount: Int,
    isOnScreen: Bool = true,
    cellTypeChanged: (IndexPathPair) -> Bool = { _ in false }
  ) -> UpdatePlan {
    guard !changes.isEmpty else { return .unchanged }
    if policy.reloadsWhenNotOnScreen && !isOnScreen { return .reload(.notOnScreen) }

    var single = Self.singleBatch(for: changes, cellTypeChanged: cellTypeChanged)
    let operations = single.operationCount
    guard operations <= policy.maximumAnimatedOperations else {
      return .reload(
        .tooManyOperations(count: operations, limit: policy.maximumAnimatedOperations))
    }
    let unsafeMoves = Self.sectionMovesWithItemChanges(
      in: single, oldSectionCount: oldSectionCount, newSectionCount: newSectionCount)
    guard !unsafeMoves.isEmpty else {
      return .batches([UpdatePlan.Stage(batch: single, showingEverySectionOf: newSectionCount)])
    }
    switch policy.movedSectionStrategy {
    case .separateBatches:
      return .batches(
        Self.separateBatches(
          splitting: single, oldSectionCount: oldSectionCount, newSectionCount: newSectionCount))
    case .deleteAndInsert:
      Self.recreateSections(
        moved: unsafeMoves, in: &single, oldSectionCount: oldSectionCount,
        newSectionCount: newSectionCount)
      return .batches([UpdatePlan.Stage(batch: single, showingEverySectionOf: newSectionCount)])
    }
  }
}
