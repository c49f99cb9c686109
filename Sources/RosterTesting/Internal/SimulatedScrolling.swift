import Foundation
import RosterHostSupport

/// Where a ``SimulatedListHost``'s list is scrolled, the layout it keeps once something asked
/// for one, and the shared `ScrollAnchorKeeper` that keeps the list's place through each batch
/// (a feature of the host, ``HostFeature``, whose token is the anchor read before it).
@MainActor
final class SimulatedScrolling: HostFeature {
  /// The host whose list this is; it owns this component.
  unowned let host: SimulatedListHost
  /// How far the list is scrolled along its direction: `nil` until a test scrolls it.
  var contentOffset: CGFloat?
  /// Keeps the host's scroll anchoring through each batch and reload.
  var anchorKeeper = ScrollAnchorKeeper()
  /// The list laid out as the host shows it, once something asked for it (a scroll, a visible
  /// rect, a band): kept and updated by each batch, as a view keeps its layout, so that cells
  /// measured once keep their frames and cells never shown keep their estimates. `nil` until
  /// asked for, and after a reload.
  var keptLayout: ListLayout?

  /// The scrolling of `host`'s list.
  init(host: SimulatedListHost) {
    self.host = host
  }

  /// What anchors the list before the batch.
  func willPerformBatch(_ batch: BatchUpdate) -> ScrollAnchorKeeper.Anchor? {
    host.scrollAnchor()
  }

  /// Keeps the list's place after the batch.
  func didPerformBatch(_ batch: BatchUpdate, token: ScrollAnchorKeeper.Anchor?) {
    host.restore(token)
  }
}
