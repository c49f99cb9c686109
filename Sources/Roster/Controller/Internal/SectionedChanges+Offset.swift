import Foundation

extension SectionedChanges {
  /// The same changes for sections that sit `offset` places further down the list, both before
  /// and after: how a slice's diff becomes the list's.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  func offsettingSections(by offset: Int) -> SectionedChanges {
    guard offset != 0 else { return self }
    func shifted(_ path: IndexPath) -> IndexPath {
      IndexPath(item: path.item, section: path.section + offset)
    }
    func shifted(_ pair: OffsetPair) -> OffsetPair {
      OffsetPair(from: pair.from + offset, to: pair.to + offset)
    }
    func shifted(_ pair: IndexPathPair) -> IndexPathPair {
      IndexPathPair(from: shifted(pair.from), to: shifted(pair.to))
    }
    return SectionedChanges(
      sectionDeletions: sectionDeletions.map { $0 + offset },
      sectionInsertions: sectionInsertions.map { $0 + offset },
      sectionMoves: sectionMoves.map(shifted), sectionUpdates: sectionUpdates.map(shifted),
      itemDeletions: itemDeletions.map(shifted), itemInsertions: itemInsertions.map(shifted),
      itemMoves: itemMoves.map(shifted), itemUpdates: itemUpdates.map(shifted),
      duplicateSections: duplicateSections, duplicateItems: duplicateItems)
  }
}
