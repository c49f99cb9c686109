#if os(Linux)
  import RosterTesting

  /// Where a batch that passed UIKit's checks puts every old section and item, as UIKit places
  /// them: deleted ones and move sources leave; moves land at their destinations; everything
  /// else keeps its relative order, filling the slots that insertions and move destinations do
  /// not take. A reloaded item or section keeps its slot but gets a new cell, so it has no new
  /// index path here (its old cell disappears).
  ///
  /// Only the batch's operations are indexed; an item's new place is worked out when asked
  /// (UIKit asks for the cells on screen), so a batch of *c* changes to a list of any length
  /// costs O(*c* log *c*), and each question O(log *c*) plus the insertions before it.
  struct BatchPlacement {
    private var sections: [Int: Int] = [:]
    private var reloadedSections: Set<Int>
    private var movedSections: Set<Int>
    private let oldCounts: [Int]
    private let newCounts: [Int]
    /// Per old section, the items that leave it (deleted or moved out), ascending.
    private var leavingItems: [Int: [Int]] = [:]
    /// Per new section, the slots that insertions and move destinations take, ascending.
    private var takenItems: [Int: [Int]] = [:]
    private var movedItems: [IndexPath: IndexPath] = [:]
    private let reloadedItems: Set<IndexPath>

    init(_ batch: BatchUpdate, old: [Int], new: [Int]) {
      oldCounts = old
      newCounts = new
      reloadedSections = Set(batch.sectionReloads)
      movedSections = Set(batch.sectionMoves.map(\.from))
      sections = Self.place(
        oldCount: old.count, leaving: Set(batch.sectionDeletions).union(movedSections),
        newCount: new.count,
        taken: Set(batch.sectionInsertions).union(batch.sectionMoves.map(\.to)))
      for move in batch.sectionMoves { sections[move.from] = move.to }

      for path in batch.itemDeletions { leavingItems[path.section, default: []].append(path.item) }
      for path in batch.itemInsertions { takenItems[path.section, default: []].append(path.item) }
      movedItems.reserveCapacity(batch.itemMoves.count)
      for move in batch.itemMoves {
        leavingItems[move.from.section, default: []].append(move.from.item)
        takenItems[move.to.section, default: []].append(move.to.item)
        movedItems[move.from] = move.to
      }
      for key in leavingItems.keys {
        leavingItems[key] = Array(Set(leavingItems[key] ?? [])).sorted()
      }
      for key in takenItems.keys { takenItems[key] = Array(Set(takenItems[key] ?? [])).sorted() }
      reloadedItems = Set(batch.itemReloads)
    }

    /// The section's index after the batch, or `nil` if it was deleted.
    func newSection(of section: Int) -> Int? { sections[section] }

    /// The index path that the cell at `indexPath` shows after the batch, or `nil` if the cell
    /// disappears (its item was deleted or reloaded, or its section deleted or reloaded).
    func newIndexPath(of indexPath: IndexPath) -> IndexPath? {
      guard let section = sections[indexPath.section],
        !reloadedSections.contains(indexPath.section)
      else { return nil }
      if movedSections.contains(indexPath.section) { return [section, indexPath.item] }
      if reloadedItems.contains(indexPath) { return nil }
      if let target = movedItems[indexPath] { return target }
      return keptItem(indexPath.item, of: indexPath.section, landingIn: section)
    }

    /// Where an item that stays in its section lands: the free slot (one no insertion or move
    /// takes) of the same rank as the item among those that stay; `nil` when the item left or
    /// does not exist, or the section is not in the new list.
    private func keptItem(_ item: Int, of oldSection: Int, landingIn newSection: Int) -> IndexPath?
    {
      guard oldCounts.indices.contains(oldSection), (0..<oldCounts[oldSection]).contains(item),
        newCounts.indices.contains(newSection)
      else { return nil }
      let leaving = leavingItems[oldSection] ?? []
      let leftBefore = Self.countBelow(item, in: leaving)
      guard leftBefore == leaving.count || leaving[leftBefore] != item else { return nil }
      let rank = item - leftBefore
      // The free slot of rank `rank` is `rank` plus the taken slots at or before it.
      var slot = rank
      for taken in takenItems[newSection] ?? [] {
        guard taken <= slot else { break }
        slot += 1
      }
      return slot < newCounts[newSection] ? [newSection, slot] : nil
    }

    /// How many elements of the ascending `values` are below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if values[middle] < value { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// Splits the views shown at `visible` (old index paths) into those that move to their new
    /// index paths and those that disappear, with their old index paths.
    func place<View>(
      _ visible: [IndexPath: View]
    ) -> (moved: [IndexPath: View], disappearing: [(IndexPath, View)]) {
      var moved: [IndexPath: View] = [:]
      var disappearing: [(IndexPath, View)] = []
      for (indexPath, view) in visible {
        if let target = newIndexPath(of: indexPath) {
          moved[target] = view
        } else {
          disappearing.append((indexPath, view))
        }
      }
      return (moved, disappearing)
    }

    private static func place(
      oldCount: Int, leaving: Set<Int>, newCount: Int, taken: Set<Int>
    ) -> [Int: Int] {
      let staying = (0..<oldCount).filter { !leaving.contains($0) }
      let free = (0..<newCount).filter { !taken.contains($0) }
      return Dictionary(uniqueKeysWithValues: zip(staying, free).map { ($0, $1) })
    }
  }
#endif
