#if os(Linux)
  import RosterTesting

  /// Model: the batch bookkeeping of a list view (kept in its ``ListContent``).
  struct BatchState {
    /// The batch the updates block is recording, while it runs.
    var recording: BatchUpdate?
    var errors: [BatchUpdateError] = []
    var animationsInFlight = 0
    var batchCount = 0
    var reloadCount = 0
  }

  /// Model: what the collection view and the table view share, written once over the few
  /// things in which they differ (their data source's and delegate's terms, their supplementary
  /// views, UIKit's messages): what they show and keep (``ListContent``), how they show it
  /// (ListDisplay.swift), and UIKit's batch machinery as Apple documents it for both: counts asked before the updates block if none are cached
  /// and after it (R3, R4), the batch checked by ``BatchCheck`` (UIKit raises; the model
  /// records the error and reloads), surviving views moved where UIKit places them
  /// (``BatchPlacement``), disappearing ones ending when the animation ends (at once without
  /// animation), and the completion on ``ModelClock``, never inside the call.
  @MainActor
  protocol ModelListView: UIView {
    associatedtype Cell: ListCell
    associatedtype SupplementKey: ListSupplementKey
    associatedtype SupplementView: UIView
    /// What the view shows and keeps (``ListContent``).
    var list: ListContent<Cell, SupplementKey, SupplementView> { get }
    /// The data source's counts now.
    func askCounts() -> [Int]
    /// Caches the counts after a batch's block and makes the layout stale.
    func cache(counts: [Int])
    /// Carries what the view keeps of its layout through a batch that passed UIKit's checks,
    /// before the layout pass that follows it; nothing by default.
    func carryLayout(through placement: BatchPlacement, batch: BatchUpdate)
    func reloadData()
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// The data source's cell for an index path; `nil` without a data source.
    var cellProvider: ((IndexPath) -> Cell)? { get }
    /// The delegate's callbacks, in the view's own terms; `nil` without a delegate.
    var listDelegate: ListDelegate<Cell>? { get }
    /// Asks for the supplementary view, header or footer at `key`, to display it.
    func requestSupplement(_ key: SupplementKey) -> SupplementView?
    /// Takes the supplementary view, header or footer shown at `key` off the screen, queued for
    /// reuse if it can be.
    func enqueue(_ view: SupplementView, _ key: SupplementKey)
    /// UIKit's messages for a dequeue nobody asked for, a view the data source did not
    /// dequeue, and a reconfigured cell dequeued under another identifier.
    static var dequeueWithoutRequest: String { get }
    static var cellNotDequeued: String { get }
    static var differentReconfiguredCell: String { get }
  }

  extension ModelListView {
    func carryLayout(through placement: BatchPlacement, batch: BatchUpdate) {}

    /// How many batches and reloads the view has run: a layout pass whose delegate callback
    /// changed it (an update from `willDisplay`, say) is stale, and ends there — the batch
    /// laid the new state out in a pass of its own, and the rest of this one would end,
    /// display and prefetch by index paths that no longer name the same items, as UIKit never
    /// does.
    var dataGeneration: Int { list.batchState.batchCount + list.batchState.reloadCount }

    /// Records a change: inside an updates block, into its batch; outside, as a batch of its
    /// own, as in UIKit.
    func record(_ change: (inout BatchUpdate) -> Void) {
      if var batch = list.batchState.recording {
        change(&batch)
        list.batchState.recording = batch
      } else {
        // The block runs before performBatchUpdates returns, as in UIKit.
        withoutActuallyEscaping(change) { change in
          performBatchUpdates({ self.record(change) }, completion: nil)
        }
      }
    }

    /// Counts a `reloadData()`; reloading while a batch animates breaks R16.
    func countReload() {
      list.batchState.reloadCount += 1
      // Every cell is replaced: the focused one too (the focus comes back through
      // `modelFocusReturns()`).
      list.focus.focused = nil
      if list.batchState.animationsInFlight > 0 {
        list.batchState.errors.append(
          BatchUpdateError(
            rule: .reloadDuringBatch, message: "reloadData() while a batch update is animating"))
      }
    }

    /// `performBatchUpdates(_:completion:)`, as both views run it.
    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
      if list.batchState.recording != nil {
        // A nested call joins the batch being recorded.
        updates?()
        if let completion { ModelClock.schedule(after: 0) { completion(true) } }
        return
      }
      list.batchState.batchCount += 1
      let animated = UIView.areAnimationsEnabled
      if animated, list.batchState.animationsInFlight > 0 {
        list.batchState.errors.append(
          BatchUpdateError(
            rule: .overlappingBatches, message: "a batch started before the previous one completed")
        )
      }
      if list.needsReloadAll { layoutSubviews() }
      // UIKit asks the data source before the block when it has no counts cached (R4).
      let old = loadedCounts()
      list.batchState.recording = BatchUpdate()
      updates?()
      let batch = list.batchState.recording ?? BatchUpdate()
      list.batchState.recording = nil
      let new = askCounts()
      cache(counts: new)
      do throws(BatchUpdateError) {
        try BatchCheck.validate(batch, old: old, new: new)
      } catch {
        list.batchState.errors.append(error)
        reloadData()
        layoutSubviews()
        if let completion { ModelClock.schedule(after: 0) { completion(false) } }
        return
      }
      let placement = BatchPlacement(batch, old: old, new: new)
      carryLayout(through: placement, batch: batch)
      let finish = place(by: placement, batch: batch)
      layoutSubviews()
      if animated {
        list.batchState.animationsInFlight += 1
        ModelClock.schedule(after: ModelClock.animationDuration) { [weak self] in
          finish()
          self?.list.batchState.animationsInFlight -= 1
          completion?(true)
        }
      } else {
        finish()
        if let completion { ModelClock.schedule(after: 0) { completion(true) } }
      }
    }
  }
#endif
