#if canImport(UIKit)
  import UIKit

  /// What the collection and table hosts share around a batch: the R17 assertion, the reload
  /// off screen, the animation switch and the rebinding once the batch's block has run.
  @MainActor
  protocol BatchPerformingHost: ListHost {
    /// Whether a batch is between `performBatchUpdates` and its completion.
    var isPerformingBatch: Bool { get set }
    /// One `performBatchUpdates` on the view, `updateData` first inside its block.
    func performBatchUpdates(
      _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
      completion: @escaping @MainActor (Bool) -> Void)
    /// Refreshes the content `batch` rebinds, once its block has run.
    func rebind(after batch: BatchUpdate)
  }

  extension BatchPerformingHost {
    /// `ListHost.performBatch(_:animated:updateData:completion:)`, as both hosts perform it.
    func performBatchOnView(
      _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) {
      assert(!isPerformingBatch, "Batch updates must not overlap (rule R17)")
      guard isOnScreen else {
        reloadData(updateData: updateData)
        completion(true)
        return
      }
      isPerformingBatch = true
      if animated {
        performBatchUpdates(batch, animated: true, updateData: updateData, completion: completion)
        rebind(after: batch)
      } else {
        UIView.performWithoutAnimation {
          performBatchUpdates(
            batch, animated: false, updateData: updateData, completion: completion)
          rebind(after: batch)
        }
      }
    }
  }
#endif
