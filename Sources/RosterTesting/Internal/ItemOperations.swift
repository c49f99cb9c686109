#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A batch's item operations indexed for placing items: which old items leave or are
/// reloaded, and which new slots each section's insertions and move destinations take.
///
/// Kept by section and sorted, so that placing a section's items walks its old items once
/// beside these lists instead of hashing an index path for each item.
struct ItemOperations {
  /// Old item offsets of items that leave their place (deleted or moved away), ascending, by
  /// old section.
  var leaving: [Int: [Int]]
  /// Old item offsets of reloaded items, ascending, by old section.
  var reloaded: [Int: [Int]]
  /// New item offsets of insertions, by new section.
  var insertions: [Int: [Int]]
  /// Move destinations (new item offset) and sources (old index path), by new section.
  var moves: [Int: [(to: Int, from: IndexPath)]]
  /// The old sections an item leaves or is reloaded in.
  var touchedOldSections: Set<Int>

  /// - Precondition: No item is named twice among deletions, move sources and reloads, and no
  ///   slot twice among insertions and move destinations (`BatchShape.checkItemConflicts()`).
  /// - Complexity: O(*B* log *B*) for *B* item operations.
  init(_ batch: BatchUpdate) {
    leaving = [:]
    reloaded = [:]
    insertions = [:]
    moves = [:]
    for path in batch.itemDeletions { leaving[path.section, default: []].append(path.item) }
    for path in batch.itemReloads { reloaded[path.section, default: []].append(path.item) }
    for path in batch.itemInsertions { insertions[path.section, default: []].append(path.item) }
    for move in batch.itemMoves {
      leaving[move.from.section, default: []].append(move.from.item)
      moves[move.to.section, default: []].append((to: move.to.item, from: move.from))
    }
    for section in leaving.keys { leaving[section]?.sort() }
    for section in reloaded.keys { reloaded[section]?.sort() }
    touchedOldSections = Set(leaving.keys).union(reloaded.keys)
  }

  /// Where each of the `count` cells of a new section comes from, for a section kept or moved
  /// from old section `source`, as UIKit fills it: insertions and move destinations take their
  /// slots, and the old items that stay (reloaded ones included) fill the rest in old order.
  ///
  /// - Precondition: The counts add up (rule R3).
  /// - Complexity: O(`count` + *b* log *b*) for the *b* operations placed in the section.
  func itemSources(
    ofSlot slot: Int, count: Int, keptFrom source: Int
  ) -> [SlotOrigin<IndexPath>] {
    var taken: [(slot: Int, origin: SlotOrigin<IndexPath>)] = []
    for item in insertions[slot] ?? [] { taken.append((item, .inserted)) }
    for move in moves[slot] ?? [] { taken.append((move.to, .moved(move.from))) }
    taken.sort { $0.slot < $1.slot }
    let leaving = leaving[source] ?? []
    let reloaded = reloaded[source] ?? []
    var nextTaken = 0
    var nextLeaving = 0
    var nextReloaded = 0
    var oldItem = 0
    var sources: [SlotOrigin<IndexPath>] = []
    sources.reserveCapacity(count)
    for item in 0..<count {
      if nextTaken < taken.count, taken[nextTaken].slot == item {
        sources.append(taken[nextTaken].origin)
        nextTaken += 1
        continue
      }
      while nextLeaving < leaving.count, leaving[nextLeaving] == oldItem {
        nextLeaving += 1
        oldItem += 1
      }
      while nextReloaded < reloaded.count, reloaded[nextReloaded] < oldItem { nextReloaded += 1 }
      let path = IndexPath(item: oldItem, section: source)
      let isReloaded = nextReloaded < reloaded.count && reloaded[nextReloaded] == oldItem
      sources.append(isReloaded ? .reloaded(path) : .kept(path))
      oldItem += 1
    }
    return sources
  }
}
