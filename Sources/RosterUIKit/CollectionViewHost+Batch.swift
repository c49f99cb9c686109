#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension CollectionViewHost: BatchPerformingHost {
    /// One `performBatchUpdates`: the data swap, then the layout and the collection view are
    /// told about every change, all inside the updates block (R4), the host's features told
    /// before and after it. Whether it animates is `UIView.performWithoutAnimation`'s
    /// business. Returns the batch as the views took it, split between the collection view and
    /// the bands' views, for the rebinds.
    package func performBatchUpdates(
      _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) -> BandedBatch {
      let collectionView = collectionView
      let layout = collectionView.collectionViewLayout as? any BatchAwareLayout
      let anchor = scrollAnchor()
      let features = features.willPerformBatch(batch)
      let bandsBefore = features.token(of: bands)
      var split = BandedBatch(outer: batch, bands: [])
      // The batch ends when the collection view's and every band view's animations have: the
      // next one must not overlap any of them (R17).
      var unfinished = 1
      var allFinished = true
      let finish: @MainActor (Bool) -> Void = { finished in
        allFinished = allFinished && finished
        unfinished -= 1
        guard unfinished == 0 else { return }
        self.isPerformingBatch = false
        self.features.batchDidFinish(allFinished)
        completion(allFinished)
      }
      // UIKit runs the updates block before performBatchUpdates returns and keeps no
      // reference to it (the block is NS_NOESCAPE in UIKit's header).
      withoutActuallyEscaping(updateData) { updateData in
        collectionView.performBatchUpdates(
          {
            updateData()
            if let bandsBefore { split = self.bands.split(batch, from: bandsBefore) }
            // The layout lays out every card, bands included, in the list's index paths.
            layout?.prepare(forBatch: batch)
            collectionView.apply(split.outer)
            unfinished += self.bands.update(split, completion: finish)
          },
          completion: { finished in finish(finished) })
      }
      features.didPerform()
      restore(anchor)
      // The layout applied the batch inside the block: the items are where the data says.
      reportVisibleRect()
      return split
    }
  }

  extension UICollectionView {
    /// Announces every change of `batch` in UIKit's terms; call it inside an updates block.
    /// The order of the calls does not matter to UIKit (R1).
    func apply(_ batch: BatchUpdate) {
      if !batch.sectionDeletions.isEmpty { deleteSections(IndexSet(batch.sectionDeletions)) }
      if !batch.sectionInsertions.isEmpty { insertSections(IndexSet(batch.sectionInsertions)) }
      for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
      if !batch.sectionReloads.isEmpty { reloadSections(IndexSet(batch.sectionReloads)) }
      if !batch.itemDeletions.isEmpty { deleteItems(at: batch.itemDeletions) }
      if !batch.itemInsertions.isEmpty { insertItems(at: batch.itemInsertions) }
      for move in batch.itemMoves { moveItem(at: move.from, to: move.to) }
      if !batch.itemReloads.isEmpty { reloadItems(at: batch.itemReloads) }
    }
  }
#endif
