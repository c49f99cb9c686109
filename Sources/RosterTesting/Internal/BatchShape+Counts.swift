// R3: the counts add up. A reload counts as a deletion plus an insertion; a move inside one
// section changes no count, so only moves between sections count as moved in or out.
extension BatchShape {
  func checkSectionCount() throws(BatchUpdateError) {
    let inserted = batch.sectionInsertions.count + batch.sectionReloads.count
    let deleted = batch.sectionDeletions.count + batch.sectionReloads.count
    guard newItemCounts.count == oldItemCounts.count + inserted - deleted else {
      throw .sectionCount(
        before: oldItemCounts.count, after: newItemCounts.count, inserted: inserted,
        deleted: deleted)
    }
  }

  /// Checks every surviving section, in old order, against the section it becomes.
  ///
  /// - Parameter sections: Where each section after the batch comes from.
  func checkItemCounts(sections: [SlotOrigin<Int>]) throws(BatchUpdateError) {
    var oldToNew = [Int?](repeating: nil, count: oldItemCounts.count)
    for (slot, source) in sections.enumerated() {
      // A reloaded section is deleted and inserted: its items are not counted.
      if case .kept(let section) = source { oldToNew[section] = slot }
      if case .moved(let section) = source { oldToNew[section] = slot }
    }
    var deleted = [Int](repeating: 0, count: oldItemCounts.count)
    var movedOut = [Int](repeating: 0, count: oldItemCounts.count)
    var inserted = [Int](repeating: 0, count: newItemCounts.count)
    var movedIn = [Int](repeating: 0, count: newItemCounts.count)
    for path in batch.itemDeletions { deleted[path.section] += 1 }
    for path in batch.itemReloads {
      deleted[path.section] += 1
      if let slot = oldToNew[path.section] { inserted[slot] += 1 }
    }
    for path in batch.itemInsertions { inserted[path.section] += 1 }
    for move in batch.itemMoves where oldToNew[move.from.section] != move.to.section {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for (section, slot) in oldToNew.enumerated() {
      guard let slot else { continue }
      let before = oldItemCounts[section]
      let after = newItemCounts[slot]
      guard
        after == before + inserted[slot] - deleted[section] + movedIn[slot] - movedOut[section]
      else {
        throw .itemCount(
          section: section, before: before, after: after, inserted: inserted[slot],
          deleted: deleted[section], movedIn: movedIn[slot], movedOut: movedOut[section])
      }
    }
  }
}
