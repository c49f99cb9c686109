import Roster

/// A host that hands each batch to a list view: the sequence around a batch that every such
/// host follows, written once over the few view operations it needs, so that it runs in plain
/// tests against a recording view as well as on UIKit's views.
///
/// ``performBatchOnView(_:animated:updateData:completion:)`` keeps the ``ListHost`` contract:
/// - batches never overlap (rule R17: asserted, since the controller never starts one early);
/// - a view that is not on screen validates its counts at the start of a batch, so it is
///   reloaded instead, and the completion runs at once;
/// - otherwise the batch runs in one ``performBatchUpdates(_:animated:updateData:completion:)``
///   (the data swap first inside it, rule R4), and the rebinds follow once its block has run,
///   given what the view took of the batch (``ViewBatch``);
/// - an unanimated batch runs whole, rebinds included, with the view's animations off.
@MainActor
package protocol BatchPerformingHost: ListHost {
  /// Whether a batch is between its start and its completion; the host clears it when its
  /// view's animations of the batch have ended.
  var isPerformingBatch: Bool { get set }

  /// What the view took of a batch, handed from the batch to its rebinds: the batch itself for
  /// a view that shows every item of the list, its split between the list's view and the bands'
  /// own views for one that shows each band as one item (``BandedBatch``). Handing it over
  /// keeps it in the batch, not in a property of the host between batches.
  associatedtype ViewBatch

  /// One batch on the view: `updateData` first inside its updates block, then every change of
  /// `batch` announced; `completion` once its animations end. Returns what the view took of
  /// `batch`, for ``rebind(after:)``.
  func performBatchUpdates(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) -> ViewBatch

  /// Refreshes the content `batch` rebinds, once its block has run.
  func rebind(after batch: ViewBatch)

  /// Runs `changes` with the view's animations off.
  func performWithoutAnimation(_ changes: () -> Void)
}

extension BatchPerformingHost {
  /// ``ListHost/performBatch(_:animated:updateData:completion:)`` as a host that hands
  /// batches to a view performs it; see ``BatchPerformingHost``.
  package func performBatchOnView(
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
    guard animated else {
      performWithoutAnimation {
        let viewBatch = performBatchUpdates(
          batch, animated: false, updateData: updateData, completion: completion)
        rebind(after: viewBatch)
      }
      return
    }
    let viewBatch = performBatchUpdates(
      batch, animated: true, updateData: updateData, completion: completion)
    rebind(after: viewBatch)
  }
}
