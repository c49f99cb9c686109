import Foundation
import RosterHostSupport

/// The cells a test displayed on a ``SimulatedListHost`` and has not ended, and the items it
/// says are visible; after each batch and reload (a feature of the host, ``HostFeature``), the
/// cells of the items gone end displaying, as a view's do.
@MainActor
final class SimulatedDisplays: HostFeature {
  /// The host whose cells these are; it owns this component.
  unowned let host: SimulatedListHost
  /// The items displayed and not ended, by identifier, with the model each cell was bound to
  /// and the index path it was displayed at.
  var cells: [String: (model: any CellModel, indexPath: IndexPath)] = [:]
  /// The index paths reported as visible; every displayed item when `nil`.
  var visibleItems: [IndexPath]?

  /// The displays of `host`'s cells.
  init(host: SimulatedListHost) {
    self.host = host
  }

  /// Ends the displays of the items the batch deleted.
  func didPerformBatch(_ batch: BatchUpdate, token: Void) {
    host.endDisplayingDeletedItems()
  }

  /// Ends the displays of the items the reload removed.
  func didReloadData() {
    host.endDisplayingDeletedItems()
  }
}
