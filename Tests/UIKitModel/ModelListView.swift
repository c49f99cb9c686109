#if os(Linux)
  import RosterTesting

  /// Model: the batch bookkeeping of a list view.
  struct BatchState {
    /// The batch the updates block is recording, while it runs.
    var recording: BatchUpdate?
    var errors: [BatchUpdateError] = []
    var animationsInFlight = 0
    var batchCount = 0
    var reloadCount = 0
  }

  /// Model: what the collection view and the table view share, UIKit's batch machinery as
  /// Apple documents it for both: counts asked before the updates block if none are cached
  /// and after it (R3, R4), the batch checked by ``BatchCheck`` (UIKit raises; the model
  /// records the error and reloads), surviving views moved where UIKit places them
  /// (``BatchPlacement``), disappearing ones ending when the animation ends (at once without
  /// animation), and the completion on ``ModelClock``, never inside the call.
  @MainActor
  protocol ModelListView: UIView {
    var batchState: BatchState { get set }
    /// Whether the next layout pass replaces every view (after `reloadData()`).
    var needsReloadAll: Bool { get }
    /// The cached counts, asked of the data source if there are none.
    func loadedCounts() -> [Int]
    /// The data source's counts now.
    func askCounts() -> [Int]
    /// Caches the counts after a batch's block and makes the layout stale.
    func cache(counts: [Int])
    func reloadData()
    /// Moves the visible views, selection, headers and footers to their places after `batch`;
    /// returns what ends the display of those that disappear.
    func place(by placement: BatchPlacement, batch: BatchUpdate) -> @MainActor () -> Void
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
  }

  extension ModelListView {
    /// How many batches and reloads the view has run: a layout pass whose delegate callback
    /// changed it (an update from `willDisplay`, say) is stale, and ends there — the batch
    /// laid the new state out in a pass of its own, and the rest of this one would end,
    /// display and prefetch by index paths that no longer name the same items, as UIKit never
    /// does.
    var dataGeneration: Int { batchState.batchCount + batchState.reloadCount }

    /// Records a change: inside an updates block, into its batch; outside, as a batch of its
    /// own, as in UIKit.
    func record(_ change: (inout BatchUpdate) -> Void) {
      if var batch = batchState.recording {
        change(&batch)
        batchState.recording = batch
      } else {
        // The block runs before performBatchUpdates returns, as in UIKit.
        withoutActuallyEscaping(change) { change in
          performBatchUpdates({ self.record(change) }, completion: nil)
        }
      }
    }

    /// Counts a `reloadData()`; reloading while a batch animates breaks R16.
    func countReload() {
      batchState.reloadCount += 1
      if batchState.animationsInFlight > 0 {
        batchState.errors.append(
          BatchUpdateError(
            rule: .reloadDuringBatch, message: "reloadData() while a batch update is animating"))
      }
    }

    /// `performBatchUpdates(_:completion:)`, as both views run it.
    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
      if batchState.recording != nil {
        // A nested call joins the batch being recorded.
        updates?()
        if let completion { ModelClock.schedule(after: 0) { completion(true) } }
        return
      }
      batchState.batchCount += 1
      let animated = UIView.areAnimationsEnabled
      if animated, batchState.animationsInFlight > 0 {
        batchState.errors.append(
          BatchUpdateError(
            rule: .overlappingBatches, message: "a batch started before the previous one completed")
        )
      }
      if needsReloadAll { layoutSubviews() }
      // UIKit asks the data source before the block when it has no counts cached (R4).
      let old = loadedCounts()
      batchState.recording = BatchUpdate()
      updates?()
      let batch = batchState.recording ?? BatchUpdate()
      batchState.recording = nil
      let new = askCounts()
      cache(counts: new)
      do throws(BatchUpdateError) {
        try BatchCheck.validate(batch, old: old, new: new)
      } catch {
        batchState.errors.append(error)
        reloadData()
        layoutSubviews()
        if let completion { ModelClock.schedule(after: 0) { completion(false) } }
        return
      }
      let finish = place(by: BatchPlacement(batch, old: old, new: new), batch: batch)
      layoutSubviews()
      if animated {
        batchState.animationsInFlight += 1
        ModelClock.schedule(after: ModelClock.animationDuration) { [weak self] in
          finish()
          self?.batchState.animationsInFlight -= 1
          completion?(true)
        }
      } else {
        finish()
        if let completion { ModelClock.schedule(after: 0) { completion(true) } }
      }
    }
  }
#endif
