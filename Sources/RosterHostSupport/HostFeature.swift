import Foundation
import Roster

/// A feature of a host — bands, a diagnostic, anything that follows the list through its
/// changes — as one object the host calls at the few points of its lifecycle, instead of code
/// for it spread through the host's batch, reload and scrolling.
///
/// A host lists its features once, in the order they run (``HostFeatures``), and calls them
/// all at each point; a feature answers only the points it cares about, every hook doing
/// nothing by default:
///
/// - ``willPerformBatch(_:)``, before a batch swaps the data: what the feature must read of
///   the list as it was, returned as a token;
/// - ``didPerformBatch(_:token:)``, once the view has taken the batch, with that token back, so
///   that what a batch needs to carry from its start to its end lives in the batch and not in
///   a property of the host between batches;
/// - ``batchDidFinish(_:)``, when the batch's animations have ended and its completion runs;
/// - ``willReloadData()`` and ``didReloadData()``, before and after the data is reloaded
///   instead;
/// - ``visibleRegionDidChange(to:)``, when the view's visible region moved or changed size.
///
/// The token is an associated type, so a feature gets back exactly what it returned, without
/// casts; a feature that keeps nothing through a batch has `Void` tokens.
@MainActor
package protocol HostFeature: AnyObject {
  /// What the feature reads before a batch and gets back after it.
  associatedtype BatchToken = Void

  /// Called before `batch` swaps the data: reads what the feature keeps through the batch.
  func willPerformBatch(_ batch: BatchUpdate) -> BatchToken

  /// Called once the view has taken `batch` (its updates block has run), with what
  /// ``willPerformBatch(_:)`` returned for it.
  func didPerformBatch(_ batch: BatchUpdate, token: BatchToken)

  /// Called when a batch's animations have ended, as its completion runs; `finished` is
  /// false when they were cut short.
  func batchDidFinish(_ finished: Bool)

  /// Called before the data is reloaded, in place of a batch.
  func willReloadData()

  /// Called after the data was reloaded, in place of a batch.
  func didReloadData()

  /// Called when the view's visible region changed: a scroll, a batch or a new size; `rect`
  /// is the region in the view's content coordinates.
  func visibleRegionDidChange(to rect: CGRect)
}

extension HostFeature where BatchToken == Void {
  /// Reads nothing before a batch.
  package func willPerformBatch(_ batch: BatchUpdate) {}
}

extension HostFeature {
  /// Does nothing after a batch.
  package func didPerformBatch(_ batch: BatchUpdate, token: BatchToken) {}

  /// Does nothing when a batch's animations end.
  package func batchDidFinish(_ finished: Bool) {}

  /// Does nothing before a reload.
  package func willReloadData() {}

  /// Does nothing after a reload.
  package func didReloadData() {}

  /// Does nothing when the visible region changes.
  package func visibleRegionDidChange(to rect: CGRect) {}
}
