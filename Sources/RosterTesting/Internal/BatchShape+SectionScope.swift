#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// R11–R14: item changes must not reach into sections that are themselves inserted, deleted,
// moved or reloaded in the same batch.
extension BatchShape {
  /// R14: `reloadSections` combined with anything else corrupts the animation. Rebinds are not
  /// UIKit operations (they run after the batch), so they may accompany a section reload.
  func checkSectionReloadsStandAlone() throws(BatchUpdateError) {
    guard !batch.sectionReloads.isEmpty else { return }
    let others = batch.operationCount - batch.sectionReloads.count
    guard others == 0 else {
      throw .sectionReloadWithOtherUpdates(batch.sectionReloads, otherCount: others)
    }
  }

  func checkItemsAgainstSectionChanges() throws(BatchUpdateError) {
    let deleted = Set(batch.sectionDeletions)
    let inserted = Set(batch.sectionInsertions)
    for path in batch.itemDeletions where deleted.contains(path.section) {
      throw .itemInDeletedSection("delete", path)
    }
    for path in batch.itemReloads where deleted.contains(path.section) {
      throw .itemInDeletedSection("reload", path)
    }
    for path in batch.itemInsertions where inserted.contains(path.section) {
      throw .insertIntoInsertedSection(path)
    }
    for move in batch.itemMoves {
      guard !deleted.contains(move.from.section) else { throw .moveOutOfDeletedSection(move) }
      guard !inserted.contains(move.to.section) else {
        throw .moveIntoInsertedSection(move.to.section)
      }
    }
    try checkItemsOutsideMovedSections()
  }

  /// R13: no item work inside a section that moves, on either side of the batch.
  private func checkItemsOutsideMovedSections() throws(BatchUpdateError) {
    guard !batch.sectionMoves.isEmpty else { return }
    var movedFrom = [Int: OffsetPair]()
    var movedTo = [Int: OffsetPair]()
    for move in batch.sectionMoves {
      movedFrom[move.from] = move
      movedTo[move.to] = move
    }
    for path in batch.itemDeletions {
      if let move = movedFrom[path.section] {
        throw .itemChangeInMovedSection("delete item \(path.item)", section: move)
      }
    }
    for path in batch.itemReloads {
      if let move = movedFrom[path.section] {
        throw .itemChangeInMovedSection("reload item \(path.item)", section: move)
      }
    }
    for item in batch.itemMoves {
      if let move = movedFrom[item.from.section] {
        throw .itemChangeInMovedSection("move item \(item.from.item) out", section: move)
      }
      if let move = movedTo[item.to.section] {
        throw .itemChangeInMovedSection(
          "move item \(item.from.rosterDescription) in", section: move)
      }
    }
    for path in batch.itemInsertions {
      if let move = movedTo[path.section] {
        throw .itemChangeInMovedSection("insert item \(path.item)", section: move)
      }
    }
  }
}
