import Foundation

/// Where a batch puts the old items that survive it, as UIKit places them: deleted and reloaded
/// items (and those of deleted or reloaded sections) are gone; moved items land at their
/// destinations; the others keep their relative order and fill, in order, the places that
/// insertions and move destinations leave free (the slot-fill rule of ``SectionPairing``,
/// within a section). Items of a moved section keep their places in it.
///
/// Built for the few items the controller tracks across a batch (prefetched ones, those in the
/// working range), so it costs what the batch names, not what the list holds.
struct BatchPositions {
  private let pairing: SectionPairing?
  private let goneSections: Set<Int>
  private let movedSections: [Int: Int]
  private let goneItems: Set<IndexPath>
  private let itemMoves: [IndexPath: IndexPath]
  /// The items leaving each old section (deleted or moved away), ascending.
  private let leaving: [Int: [Int]]
  /// The places taken in each new section (inserted or moved to), ascending.
  private let taken: [Int: [Int]]

  /// - Complexity: O(*c* log *c*) for *c* changes in `batch`, plus O(*S*) for the section
  ///   counts when the batch changes sections.
  init(_ batch: BatchUpdate, oldSectionCount: Int, newSectionCount: Int) {
    let changesSections =
      !batch.sectionDeletions.isEmpty || !batch.sectionInsertions.isEmpty
      || !batch.sectionMoves.isEmpty
    pairing =
      changesSections
      ? SectionPairing(batch, oldCount: oldSectionCount, newCount: newSectionCount) : nil
    goneSections = Set(batch.sectionDeletions).union(batch.sectionReloads)
    movedSections = Dictionary(
      batch.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    goneItems = Set(batch.itemDeletions).union(batch.itemReloads)
    itemMoves = Dictionary(
      batch.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    var leaving: [Int: [Int]] = [:]
    for path in batch.itemDeletions + batch.itemMoves.map(\.from) {
      leaving[path.section, default: []].append(path.item)
    }
    var taken: [Int: [Int]] = [:]
    for path in batch.itemInsertions + batch.itemMoves.map(\.to) {
      taken[path.section, default: []].append(path.item)
    }
    self.leaving = leaving.mapValues { $0.sorted() }
    self.taken = taken.mapValues { $0.sorted() }
  }

  /// Where the item at `indexPath` before the batch is after it, or `nil` when it is gone.
  ///
  /// - Complexity: O(log *c* + *t*) for *t* places taken in its new section.
  func newIndexPath(of indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2 else { return nil }
    // An item may move out of a section the batch deletes.
    if let destination = itemMoves[indexPath] { return destination }
    guard !goneSections.contains(indexPath.section), !goneItems.contains(indexPath) else {
      return nil
    }
    if let section = movedSections[indexPath.section] {
      return IndexPath(item: indexPath.item, section: section)
    }
    let section: Int
    if let pairing {
      guard pairing.oldToNew.indices.contains(indexPath.section) else { return nil }
      section = pairing.oldToNew[indexPath.section]
      guard section >= 0 else { return nil }
    } else {
      section = indexPath.section
    }
    // Its rank among the section's survivors, then the rank-th place left free.
    let before = leaving[indexPath.section].map { Self.count(in: $0, below: indexPath.item) } ?? 0
    var item = indexPath.item - before
    for place in taken[section] ?? [] {
      guard place <= item else { break }
      item += 1
    }
    return IndexPath(item: item, section: section)
  }

  /// How many of the ascending `values` are below `value`.
  private static func count(in values: [Int], below value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
