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

  /// ``itemSources(ofSlot:count:keptFrom:)`` as runs: each run of cells kept from consecutive
  /// old items is one ``SourceRun`` (its ``SourceRun/origin`` the first item's), and every other
  /// cell is a run of one. Expanded, the runs are exactly that placement.
  ///
  /// - Precondition: The counts add up (rule R3).
  /// - Complexity: O(*b* log *b*) for the *b* operations placed in the section, whatever
  ///   `count`.
  func itemSourceRuns(ofSlot slot: Int, count: Int, keptFrom source: Int) -> [SourceRun] {
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
    var item = 0
    var runs: [SourceRun] = []
    runs.reserveCapacity(2 * (taken.count + leaving.count + reloaded.count) + 1)
    while item < count {
      if nextTaken < taken.count, taken[nextTaken].slot == item {
        runs.append(SourceRun(item: item, count: 1, origin: taken[nextTaken].origin))
        nextTaken += 1
        item += 1
        continue
      }
      while nextLeaving < leaving.count, leaving[nextLeaving] == oldItem {
        nextLeaving += 1
        oldItem += 1
      }
      while nextReloaded < reloaded.count, reloaded[nextReloaded] < oldItem { nextReloaded += 1 }
      let path = IndexPath(item: oldItem, section: source)
      if nextReloaded < reloaded.count, reloaded[nextReloaded] == oldItem {
        runs.append(SourceRun(item: item, count: 1, origin: .reloaded(path)))
        item += 1
        oldItem += 1
        continue
      }
      // The run ends at the next taken slot, the next old item that leaves or is reloaded, or
      // the section's end, whichever comes first.
      var length = count - item
      if nextTaken < taken.count { length = min(length, taken[nextTaken].slot - item) }
      if nextLeaving < leaving.count { length = min(length, leaving[nextLeaving] - oldItem) }
      if nextReloaded < reloaded.count { length = min(length, reloaded[nextReloaded] - oldItem) }
      runs.append(SourceRun(item: item, count: length, origin: .kept(path)))
      item += length
      oldItem += length
    }
    return runs
  }
}

/// Consecutive cells of a new section that come from consecutive places: kept from consecutive
/// old items, or a single cell inserted, moved or reloaded.
struct SourceRun: Equatable {
  /// The new item offset of the run's first cell.
  let item: Int
  /// How many cells; 1 unless ``origin`` is `.kept`.
  let count: Int
  /// Where the first cell comes from; the others of a kept run come from the old items after it.
  let origin: SlotOrigin<IndexPath>
}
