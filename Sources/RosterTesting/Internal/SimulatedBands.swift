import Foundation
import RosterHostSupport

/// How far each band of a ``SimulatedListHost`` is scrolled — the shared `ChildLists` — and
/// what keeps each band's leading card in place through a batch (a feature of the host,
/// ``HostFeature``, whose token is the cards read before it).
@MainActor
final class SimulatedBands: HostFeature {
  /// The host whose bands these are; it owns this component.
  unowned let host: SimulatedListHost
  /// How far each band is scrolled, by section identifier. (A simulated nested list is kept
  /// per identifier, in `SimulatedNestedLists`, and scrolls nothing.)
  var childLists = ChildLists()

  /// The bands of `host`.
  init(host: SimulatedListHost) {
    self.host = host
  }

  /// Each scrolled band's card at its leading edge before the batch.
  func willPerformBatch(_ batch: BatchUpdate) -> [ChildLists.BandAnchor] {
    host.bandAnchors()
  }

  /// Keeps each band's leading card in place, and the bands on screen follow their offsets.
  func didPerformBatch(_ batch: BatchUpdate, token: [ChildLists.BandAnchor]) {
    host.restoreBands(token)
  }
}
