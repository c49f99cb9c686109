#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// R5: every position exists in its space. Old space for deletions, reloads and move sources;
// new space for insertions and move destinations (R1, R2).
extension BatchShape {
  func checkSectionsExist() throws(BatchUpdateError) {
    let before = oldItemCounts.indices
    let after = newItemCounts.indices
    for section in batch.sectionDeletions where !before.contains(section) {
      throw .missingOldSection("delete", section, count: oldItemCounts.count)
    }
    for section in batch.sectionReloads where !before.contains(section) {
      throw .missingOldSection("reload", section, count: oldItemCounts.count)
    }
    for move in batch.sectionMoves {
      guard before.contains(move.from) else {
        throw .missingOldSection("move", move.from, count: oldItemCounts.count)
      }
      guard after.contains(move.to) else {
        throw .missingSectionDestination(move, count: newItemCounts.count)
      }
    }
    for section in batch.sectionInsertions where !after.contains(section) {
      throw .missingInsertedSection(section, count: newItemCounts.count)
    }
  }

  func checkItemsExist() throws(BatchUpdateError) {
    for path in batch.itemDeletions {
      guard path.isItemPath else { throw .notAnItemPath("delete", path) }
      guard Self.exists(path, in: oldItemCounts) else {
        throw .missingOldItem("delete", path, sections: oldItemCounts)
      }
    }
    for path in batch.itemReloads {
      guard path.isItemPath else { throw .notAnItemPath("reload", path) }
      guard Self.exists(path, in: oldItemCounts) else {
        throw .missingOldItem("reload", path, sections: oldItemCounts)
      }
    }
    for move in batch.itemMoves {
      guard move.from.isItemPath else { throw .notAnItemPath("move", move.from) }
      guard move.to.isItemPath else { throw .notAnItemPath("move", move.to) }
      guard Self.exists(move.from, in: oldItemCounts) else {
        throw .missingMoveSource(move, sections: oldItemCounts)
      }
      guard Self.exists(move.to, in: newItemCounts) else {
        throw .missingMoveDestination(move, sections: newItemCounts)
      }
    }
    for path in batch.itemInsertions {
      guard path.isItemPath else { throw .notAnItemPath("insert", path) }
      guard Self.exists(path, in: newItemCounts) else {
        throw .missingInsertedItem(path, sections: newItemCounts)
      }
    }
  }

  /// Whether an item path names an item, given each section's item count.
  static func exists(_ path: IndexPath, in itemCounts: [Int]) -> Bool {
    itemCounts.indices.contains(path.section)
      && (0..<itemCounts[path.section]).contains(path.item)
  }
}
