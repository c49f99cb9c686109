#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension TableViewHost: BatchPerformingHost {
    /// One `performBatchUpdates`: the data swap, then the table view is told about every
    /// change, all inside the updates block (R4; Apple's documentation of the table's
    /// `performBatchUpdates(_:completion:)`: "update your table's data source to reflect your
    /// changes" in the block).
    package func performBatchUpdates(
      _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) -> BatchUpdate {
      let tableView = tableView
      let animation: UITableView.RowAnimation = animated ? .automatic : .none
      let anchor = scrollAnchor()
      let features = features.willPerformBatch(batch)
      // Rows into a table that had none (a first load on screen) are all placed anew: at the
      // estimate of the rows the batch brings, as at a reload.
      let hadNoRows = (0..<tableView.numberOfSections).allSatisfy {
        tableView.numberOfRows(inSection: $0) == 0
      }
      // UIKit runs the updates block before performBatchUpdates returns and keeps no
      // reference to it.
      withoutActuallyEscaping(updateData) { updateData in
        tableView.performBatchUpdates(
          {
            updateData()
            if hadNoRows { self.updateRowEstimate() }
            tableView.apply(batch, with: animation)
          },
          completion: { finished in
            self.isPerformingBatch = false
            if self.needsReloadAfterBatch {
              self.needsReloadAfterBatch = false
              self.reloadData {}
            }
            completion(finished)
          })
      }
      restore(anchor)
      features.didPerform()
      return batch
    }
  }

  extension UITableView {
    /// Announces every change of `batch` in UIKit's terms; call it inside an updates block.
    /// The order of the calls does not matter to UIKit: deletions and reloads name rows before
    /// the batch, insertions after it, "regardless of ordering of the insertion, deletion, and
    /// reloading method calls" (Apple's `deleteRows(at:with:)` and `reloadRows(at:with:)`).
    func apply(_ batch: BatchUpdate, with animation: UITableView.RowAnimation) {
      if !batch.sectionDeletions.isEmpty {
        deleteSections(IndexSet(batch.sectionDeletions), with: animation)
      }
      if !batch.sectionInsertions.isEmpty {
        insertSections(IndexSet(batch.sectionInsertions), with: animation)
      }
      for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
      if !batch.sectionReloads.isEmpty {
        reloadSections(IndexSet(batch.sectionReloads), with: animation)
      }
      if !batch.itemDeletions.isEmpty { deleteRows(at: batch.itemDeletions, with: animation) }
      if !batch.itemInsertions.isEmpty { insertRows(at: batch.itemInsertions, with: animation) }
      // One row at a time: moveRow(at:to:) moves a single row, and may be called repeatedly in
      // one batch.
      for move in batch.itemMoves { moveRow(at: move.from, to: move.to) }
      if !batch.itemReloads.isEmpty { reloadRows(at: batch.itemReloads, with: animation) }
    }
  }
#endif
