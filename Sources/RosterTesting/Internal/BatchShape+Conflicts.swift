#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// R6–R9, R12 (for sections) and R15: a position is named at most once on each side of the
// batch. Deletions, reloads and move sources share the old space; insertions and move
// destinations share the new one.
extension BatchShape {
  func checkSectionConflicts() throws(BatchUpdateError) {
    var deleted = Set<Int>()
    for section in batch.sectionDeletions where !deleted.insert(section).inserted {
      throw .sectionTwice("delete", section)
    }
    var reloaded = Set<Int>()
    for section in batch.sectionReloads where !reloaded.insert(section).inserted {
      throw .sectionTwice("reload", section)
    }
    var sources = Set<Int>()
    for move in batch.sectionMoves {
      guard sources.insert(move.from).inserted else { throw .sectionTwice("move", move.from) }
      guard !deleted.contains(move.from) else { throw .deleteAndMoveSection(move.from) }
    }
    var inserted = Set<Int>()
    for section in batch.sectionInsertions where !inserted.insert(section).inserted {
      throw .sectionTwice("insert", section)
    }
    var destinations = Set<Int>()
    for move in batch.sectionMoves {
      guard destinations.insert(move.to).inserted else { throw .twoMovesToOneSection(move.to) }
      guard !inserted.contains(move.to) else { throw .insertAndMoveSection(move.to) }
    }
  }

  func checkItemConflicts() throws(BatchUpdateError) {
    var deleted = Set<IndexPath>()
    for path in batch.itemDeletions where !deleted.insert(path).inserted {
      throw .deletedTwice(path)
    }
    var reloaded = Set<IndexPath>()
    for path in batch.itemReloads {
      guard reloaded.insert(path).inserted else { throw .itemTwice("reload", path) }
      guard !deleted.contains(path) else { throw .deleteAndReload(path) }
    }
    var sources = Set<IndexPath>()
    for move in batch.itemMoves {
      guard sources.insert(move.from).inserted else { throw .itemTwice("move", move.from) }
      guard !deleted.contains(move.from) else { throw .deleteAndMove(move.from) }
      // UIKit reports a reloaded item that also moves with the delete-and-reload message.
      guard !reloaded.contains(move.from) else { throw .deleteAndReload(move.from) }
    }
    var inserted = Set<IndexPath>()
    for path in batch.itemInsertions where !inserted.insert(path).inserted {
      throw .itemTwice("insert", path)
    }
    var destinations = Set<IndexPath>()
    for move in batch.itemMoves {
      guard destinations.insert(move.to).inserted else { throw .twoMovesToOneItem(move.to) }
      guard !inserted.contains(move.to) else { throw .insertAndMove(move.to) }
    }
  }
}
