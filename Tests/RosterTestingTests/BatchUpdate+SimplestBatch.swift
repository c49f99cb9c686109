import RosterTesting

extension BatchUpdate {
  /// The simplest single batch that carries out `changes`, or `nil` when sections move (then
  /// rule R13 needs the planner's care, which this test-only conversion does not attempt).
  ///
  /// Deletions, insertions and moves go into the batch as the diff names them; every updated
  /// item is rebound at its new index path and every updated section at its new offset.
  init?(simplest changes: SectionedChanges<String, String>) {
    guard changes.sectionMoves.isEmpty else { return nil }
    self.init(
      sectionDeletions: changes.sectionDeletions, sectionInsertions: changes.sectionInsertions,
      itemDeletions: changes.itemDeletions, itemInsertions: changes.itemInsertions,
      itemMoves: changes.itemMoves, itemRebinds: changes.itemUpdates.map(\.to),
      sectionRebinds: changes.sectionUpdates.map(\.to))
  }

  /// Every batch that lacks exactly one of this batch's operations or rebinds, each with the
  /// name of what was dropped.
  var droppingOneOperation: [(dropped: String, batch: BatchUpdate)] {
    var result = [(dropped: String, batch: BatchUpdate)]()
    func drop<T>(_ part: WritableKeyPath<BatchUpdate, [T]>, _ name: String) {
      for index in self[keyPath: part].indices {
        var batch = self
        let removed = batch[keyPath: part].remove(at: index)
        result.append(("\(name) \(removed)", batch))
      }
    }
    drop(\.sectionDeletions, "section deletion")
    drop(\.sectionInsertions, "section insertion")
    drop(\.sectionMoves, "section move")
    drop(\.sectionReloads, "section reload")
    drop(\.itemDeletions, "item deletion")
    drop(\.itemInsertions, "item insertion")
    drop(\.itemMoves, "item move")
    drop(\.itemReloads, "item reload")
    drop(\.itemRebinds, "item rebind")
    drop(\.sectionRebinds, "section rebind")
    return result
  }
}

extension SectionedChanges<String, String> {
  /// The diff of two states of the simulator, sections and items compared by content.
  init(from old: [View.Section], to new: [View.Section]) {
    self.init(
      from: old, to: new, sectionID: \.id, items: \.items, itemID: \.id,
      isSectionContentEqual: { $0.content == $1.content }, isItemContentEqual: ==)
  }
}
