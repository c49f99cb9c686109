import Foundation
import Roster

/// A host's features (``HostFeature``) in the one order they run, and the loops that call them
/// at each point of the host's lifecycle: the host's batch, reload and scrolling name no
/// feature.
///
/// A batch starts with ``willPerformBatch(_:)``, which asks every feature for its token and
/// returns them as a ``Batch``; the host hands that back with ``Batch/didPerform()`` once the
/// view has taken the batch, and each feature gets its own token back, typed.
@MainActor
package struct HostFeatures {
  /// The features, in the order they run.
  private let features: [any HostFeature]

  /// The features `features`, run in that order.
  package init(_ features: [any HostFeature]) {
    self.features = features
  }

  /// A batch the features were told about, waiting for its end.
  @MainActor
  package struct Batch {
    /// One feature and what it read before the batch.
    fileprivate struct Entry {
      let feature: any HostFeature
      let token: Any
      /// Hands the token back to its feature, typed.
      let finish: @MainActor () -> Void
    }

    fileprivate let entries: [Entry]

    /// What `feature` read before the batch, or `nil` when it is not one of the features.
    ///
    /// - Complexity: O(*f*) for *f* features.
    package func token<Feature: HostFeature>(of feature: Feature) -> Feature.BatchToken? {
      entries.first { $0.feature === feature }?.token as? Feature.BatchToken
    }

    /// Tells every feature, in order, that the view has taken the batch.
    package func didPerform() {
      for entry in entries { entry.finish() }
    }
  }

  /// Tells every feature, in order, that `batch` is about to swap the data, and keeps what each
  /// read for ``Batch/didPerform()``.
  package func willPerformBatch(_ batch: BatchUpdate) -> Batch {
    Batch(entries: features.map { $0.begin(batch) })
  }

  /// Tells every feature, in order, that a batch's animations have ended.
  package func batchDidFinish(_ finished: Bool) {
    for feature in features { feature.batchDidFinish(finished) }
  }

  /// Tells every feature, in order, that the data is about to be reloaded.
  package func willReloadData() {
    for feature in features { feature.willReloadData() }
  }

  /// Tells every feature, in order, that the data was reloaded.
  package func didReloadData() {
    for feature in features { feature.didReloadData() }
  }

  /// Tells every feature, in order, that the visible region is now `rect`.
  package func visibleRegionDidChange(to rect: CGRect) {
    for feature in features { feature.visibleRegionDidChange(to: rect) }
  }
}

extension HostFeature {
  /// Reads the feature's token for `batch`, and what hands it back after.
  fileprivate func begin(_ batch: BatchUpdate) -> HostFeatures.Batch.Entry {
    let token = willPerformBatch(batch)
    return HostFeatures.Batch.Entry(feature: self, token: token) {
      self.didPerformBatch(batch, token: token)
    }
  }
}
