#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UpdatePlanner {
  /// Turns each of the given section moves into a deletion and an insertion of the section
  /// (rule R13), in place. The section's old items leave with it and its new items arrive
  /// with it, so item changes inside it disappear; an item that moved out of it becomes an
  /// insertion where it lands, and one that moved into it a deletion where it was (R11, R12).
  static func recreateSections(
    moved: [OffsetPair], in batch: inout BatchUpdate, oldSectionCount: Int, newSectionCount: Int
  ) {
    var recreatedOld = [Bool](repeating: false, count: oldSectionCount)
    var recreatedNew = [Bool](repeating: false, count: newSectionCount)
    for move in moved {
      recreatedOld[move.from] = true
      recreatedNew[move.to] = true
    }
    func inRecreatedOld(_ path: IndexPath) -> Bool { recreatedOld[path.section] }
    func inRecreatedNew(_ path: IndexPath) -> Bool { recreatedNew[path.section] }

    batch.sectionMoves.removeAll { recreatedOld[$0.from] }
    batch.sectionDeletions = (batch.sectionDeletions + moved.map(\.from)).sorted()
    batch.sectionInsertions = (batch.sectionInsertions + moved.map(\.to)).sorted()
    batch.sectionRebinds.removeAll { recreatedNew[$0] }

    var deletions = batch.itemDeletions.filter { !inRecreatedOld($0) }
    var insertions = batch.itemInsertions.filter { !inRecreatedNew($0) }
    var freshCells: Set<IndexPath> = []
    var moves: [IndexPathPair] = []
    for move in batch.itemMoves {
      switch (inRecreatedOld(move.from), inRecreatedNew(move.to)) {
      case (false, false):
        moves.append(move)
      case (true, false):
        insertions.append(move.to)
        freshCells.insert(move.to)
      case (false, true):
        deletions.append(move.from)
      case (true, true):
        break
      }
    }
    batch.itemDeletions = deletions.sorted()
    batch.itemInsertions = insertions.sorted()
    batch.itemMoves = moves
    batch.itemReloads.removeAll(where: inRecreatedOld)
    batch.itemRebinds.removeAll { inRecreatedNew($0) || freshCells.contains($0) }
  }
}
