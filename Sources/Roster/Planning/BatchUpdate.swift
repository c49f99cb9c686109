#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One batch update in UIKit's own vocabulary: what `performBatchUpdates` is told, plus the
/// content refreshes to make once it has run.
///
/// Index spaces follow UIKit (rules R1 and R2 of RosterTesting's *UIKit's batch-update rules*):
/// - section and item **deletions**, **reloads** and **move sources** name positions *before*
///   the batch;
/// - section and item **insertions** and **move destinations** name positions *after* it.
///
/// ``itemRebinds`` and ``sectionRebinds`` are not part of the batch itself: after the batch
/// has run, the live cells (and headers and footers) at those new positions are bound to their
/// new models, like `reconfigureItems(at:)`. Roster refreshes content that way rather than with
/// ``itemReloads``, which recreate the cell and cannot be combined with a move of the same item.
///
/// A `BatchUpdate` is a plain value: building one checks nothing. ``UpdatePlanner`` only ever
/// produces batches that obey every rule, and `RosterTesting`'s simulated collection view
/// rejects, with UIKit's message, any batch that does not.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections to delete, by offset before the batch, ascending.
  public var sectionDeletions: [Int]
  /// Sections to insert, by offset after the batch, ascending.
  public var sectionInsertions: [Int]
  /// Sections to move, from their offset before the batch to their offset after it.
  public var sectionMoves: [OffsetPair]
  /// Sections to reload, by offset before the batch. ``UpdatePlanner`` never emits these
  /// (rule R14: combined with other changes they corrupt the animation); they exist so that
  /// hand-written batches can be expressed and checked.
  public var sectionReloads: [Int]
  /// Items to delete, by index path before the batch, ascending.
  public var itemDeletions: [IndexPath]
  /// Items to insert, by index path after the batch, ascending.
  public var itemInsertions: [IndexPath]
  /// Items to move, from their index path before the batch to their index path after it.
  public var itemMoves: [IndexPathPair]
  /// Items whose cell is recreated in place, by index path before the batch.
  public var itemReloads: [IndexPath]
  /// Items to bind to their new model once the batch has run, by index path after it.
  public var itemRebinds: [IndexPath]
  /// Sections whose header and footer are bound to their new models once the batch has run,
  /// by offset after it.
  public var sectionRebinds: [Int]

  /// Creates a batch update; every part defaults to empty.
  public init(
    sectionDeletions: [Int] = [], sectionInsertions: [Int] = [],
    sectionMoves: [OffsetPair] = [], sectionReloads: [Int] = [],
    itemDeletions: [IndexPath] = [], itemInsertions: [IndexPath] = [],
    itemMoves: [IndexPathPair] = [], itemReloads: [IndexPath] = [],
    itemRebinds: [IndexPath] = [], sectionRebinds: [Int] = []
  ) {
    self.sectionDeletions = sectionDeletions
    self.sectionInsertions = sectionInsertions
    self.sectionMoves = sectionMoves
    self.sectionReloads = sectionReloads
    self.itemDeletions = itemDeletions
    self.itemInsertions = itemInsertions
    self.itemMoves = itemMoves
    self.itemReloads = itemReloads
    self.itemRebinds = itemRebinds
    self.sectionRebinds = sectionRebinds
  }

  /// Whether the batch changes nothing and refreshes nothing.
  public var isEmpty: Bool {
    sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && itemDeletions.isEmpty && itemInsertions.isEmpty
      && itemMoves.isEmpty && itemReloads.isEmpty && itemRebinds.isEmpty
      && sectionRebinds.isEmpty
  }

  /// The number of operations UIKit animates (rebinds are not animated and not counted).
  public var operationCount: Int {
    sectionDeletions.count + sectionInsertions.count + sectionMoves.count
      + sectionReloads.count + itemDeletions.count + itemInsertions.count + itemMoves.count
      + itemReloads.count
  }
}
