#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UpdatePlanner {
  /// Splits a batch that moves sections whose items change (rule R13) into two:
  ///
  /// 1. section deletions, every item change and every content rebind, with the surviving
  ///    sections in their old relative order (no section moves, so R13 cannot apply); the data
  ///    is swapped in this batch, so this is when cells must show the new content;
  /// 2. section insertions and moves (no item changes).
  ///
  /// The section moves of the second batch are those of the first, renumbered: the sections
  /// that stay put keep their old relative order in both, so the move set stays minimal.
  static func separateBatches(
    splitting batch: BatchUpdate, oldSectionCount: Int, newSectionCount: Int
  ) -> [UpdatePlan.Stage] {
    let pairing = SectionPairing(batch, oldCount: oldSectionCount, newCount: newSectionCount)
    var intermediateOfOld = [Int](repeating: -1, count: oldSectionCount)
    var shown: [Int] = []
    for old in 0..<oldSectionCount where pairing.oldToNew[old] >= 0 {
      intermediateOfOld[old] = shown.count
      shown.append(pairing.oldToNew[old])
    }
    func intermediate(_ newPath: IndexPath) -> IndexPath {
      var path = newPath
      path.section = intermediateOfOld[pairing.newToOld[newPath.section]]
      return path
    }

    let itemStage = BatchUpdate(
      sectionDeletions: batch.sectionDeletions,
      itemDeletions: batch.itemDeletions,
      itemInsertions: batch.itemInsertions.map(intermediate).sorted(),
      itemMoves: batch.itemMoves.map { IndexPathPair(from: $0.from, to: intermediate($0.to)) },
      itemReloads: batch.itemReloads,
      itemRebinds: batch.itemRebinds.map(intermediate).sorted(),
      sectionRebinds: batch.sectionRebinds.compactMap { newSection in
        // Inserted sections arrive in the second batch, already showing their content.
        let old = pairing.newToOld[newSection]
        return old < 0 ? nil : intermediateOfOld[old]
      }.sorted())
    let sectionStage = BatchUpdate(
      sectionInsertions: batch.sectionInsertions,
      sectionMoves: batch.sectionMoves.map {
        OffsetPair(from: intermediateOfOld[$0.from], to: $0.to)
      })
    return [
      UpdatePlan.Stage(batch: itemStage, shownSectionOffsets: shown),
      UpdatePlan.Stage(batch: sectionStage, showingEverySectionOf: newSectionCount),
    ]
  }
}
