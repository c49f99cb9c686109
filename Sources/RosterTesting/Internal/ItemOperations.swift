#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A batch's item operations indexed for placing items: which old items leave or are
/// reloaded, and which new slots each section's insertions and move destinations take.
struct ItemOperations {
  /// Old index paths of items that leave their place (deleted or moved away).
  var leaving: Set<IndexPath>
  /// Old index paths of reloaded items.
  var reloaded: Set<IndexPath>
  /// New item offsets of insertions, by new section.
  var insertions: [Int: [Int]]
  /// Move destinations (new item offset) and sources (old index path), by new section.
  var moves: [Int: [(to: Int, from: IndexPath)]]
  /// The old sections an item leaves or is reloaded in.
  var touchedOldSections: Set<Int>

  /// - Complexity: O(*B*) expected for *B* item operations.
  init(_ batch: BatchUpdate) {
    leaving = Set(batch.itemDeletions)
    reloaded = Set(batch.itemReloads)
    insertions = [:]
    moves = [:]
    for path in batch.itemInsertions { insertions[path.section, default: []].append(path.item) }
    for move in batch.itemMoves {
      leaving.insert(move.from)
      moves[move.to.section, default: []].append((to: move.to.item, from: move.from))
    }
    touchedOldSections = Set(leaving.lazy.map { $0.section })
    touchedOldSections.formUnion(reloaded.lazy.map { $0.section })
  }
}
