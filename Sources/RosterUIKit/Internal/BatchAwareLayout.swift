#if canImport(UIKit)
  /// A layout that the host tells about its batches and reloads, so that it can lay out
  /// incrementally what a batch changed and everything after a reload.
  @MainActor
  protocol BatchAwareLayout: AnyObject {
    /// Called inside a batch's updates block, after the data swap.
    func prepare(forBatch batch: BatchUpdate)
    /// Called when the data was reloaded or changed without a batch.
    func prepareForReload()
  }
#endif
