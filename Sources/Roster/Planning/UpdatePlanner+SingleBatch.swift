#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UpdatePlanner {
  /// The changes as one batch, ignoring rule R13 (handled afterwards): moved items whose cell
  /// type changed become a delete and an insert, items that stay in place and change cell type
  /// are reloaded, and all other content changes are rebinds.
  static func singleBatch<SectionID, ItemID>(
    for changes: SectionedChanges<SectionID, ItemID>,
    cellTypeChanged: (IndexPathPair) -> Bool
  ) -> BatchUpdate {
    var batch = BatchUpdate(
      sectionDeletions: changes.sectionDeletions, sectionInsertions: changes.sectionInsertions,
      sectionMoves: changes.sectionMoves,
      itemDeletions: changes.itemDeletions, itemInsertions: changes.itemInsertions,
      itemMoves: changes.itemMoves,
      sectionRebinds: changes.sectionUpdates.map(\.to))

    var retyped: Set<IndexPath> = []
    var rebinds: [IndexPath] = []
    rebinds.reserveCapacity(changes.itemUpdates.count)
    for update in changes.itemUpdates {
      if cellTypeChanged(update) {
        retyped.insert(update.from)
      } else {
        rebinds.append(update.to)
      }
    }
    batch.itemRebinds = rebinds
    guard !retyped.isEmpty else { return batch }

    // A retyped item that moves needs a new cell where it lands: delete and insert it.
    var movedRetyped: Set<IndexPath> = []
    var moves: [IndexPathPair] = []
    for move in changes.itemMoves {
      if retyped.contains(move.from) {
        movedRetyped.insert(move.from)
        batch.itemDeletions.append(move.from)
        batch.itemInsertions.append(move.to)
      } else {
        moves.append(move)
      }
    }
    batch.itemMoves = moves
    batch.itemDeletions.sort()
    batch.itemInsertions.sort()
    // One that stays in place is recreated where it is.
    batch.itemReloads = changes.itemUpdates.lazy
      .map(\.from)
      .filter { retyped.contains($0) && !movedRetyped.contains($0) }
      .sorted()
    return batch
  }

  /// The old offsets of moved sections that also have items inserted, deleted, moved or
  /// reloaded in `batch` (rule R13).
  static func sectionMovesWithItemChanges(
    in batch: BatchUpdate, oldSectionCount: Int, newSectionCount: Int
  ) -> [OffsetPair] {
    guard !batch.sectionMoves.isEmpty else { return [] }
    var touchedOld = [Bool](repeating: false, count: oldSectionCount)
    var touchedNew = [Bool](repeating: false, count: newSectionCount)
    func touchOld(_ path: IndexPath) {
      if path.section < oldSectionCount { touchedOld[path.section] = true }
    }
    func touchNew(_ path: IndexPath) {
      if path.section < newSectionCount { touchedNew[path.section] = true }
    }
    batch.itemDeletions.forEach(touchOld)
    batch.itemReloads.forEach(touchOld)
    batch.itemInsertions.forEach(touchNew)
    for move in batch.itemMoves {
      touchOld(move.from)
      touchNew(move.to)
    }
    return batch.sectionMoves.filter { move in
      (move.from < oldSectionCount && touchedOld[move.from])
        || (move.to < newSectionCount && touchedNew[move.to])
    }
  }
}
