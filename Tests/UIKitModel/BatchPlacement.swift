#if os(Linux)
  import RosterTesting

  /// Where a batch that passed UIKit's checks puts every old section and item, as UIKit places
  /// them: deleted ones and move sources leave; moves land at their destinations; everything
  /// else keeps its relative order, filling the slots that insertions and move destinations do
  /// not take. A reloaded item or section keeps its slot but gets a new cell, so it has no new
  /// index path here (its old cell disappears).
  struct BatchPlacement {
    private var sections: [Int: Int] = [:]
    private var reloadedSections: Set<Int>
    private var movedSections: Set<Int>
    private var items: [IndexPath: IndexPath] = [:]

    init(_ batch: BatchUpdate, old: [Int], new: [Int]) {
      reloadedSections = Set(batch.sectionReloads)
      movedSections = Set(batch.sectionMoves.map(\.from))
      sections = Self.place(
        oldCount: old.count, leaving: Set(batch.sectionDeletions).union(movedSections),
        newCount: new.count,
        taken: Set(batch.sectionInsertions).union(batch.sectionMoves.map(\.to)))
      for move in batch.sectionMoves { sections[move.from] = move.to }

      let leaving = Set(batch.itemDeletions).union(batch.itemMoves.map(\.from))
      let taken = Set(batch.itemInsertions).union(batch.itemMoves.map(\.to))
      for (oldSection, count) in old.enumerated() {
        guard let newSection = sections[oldSection], !movedSections.contains(oldSection),
          new.indices.contains(newSection)
        else { continue }
        let placed = Self.place(
          oldCount: count,
          leaving: Set((0..<count).filter { leaving.contains([oldSection, $0]) }),
          newCount: new[newSection],
          taken: Set((0..<new[newSection]).filter { taken.contains([newSection, $0]) }))
        for (from, to) in placed { items[[oldSection, from]] = [newSection, to] }
      }
      for move in batch.itemMoves { items[move.from] = move.to }
      for reload in batch.itemReloads { items[reload] = nil }
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
      return items[indexPath]
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
