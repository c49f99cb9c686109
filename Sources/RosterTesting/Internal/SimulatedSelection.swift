import Foundation
import RosterHostSupport

/// The selection a ``SimulatedListHost``'s view shows, as a collection view keeps one: read
/// from the data source whenever the controller says it changed, and after every batch and
/// reload (a feature of the host, ``HostFeature``).
@MainActor
final class SimulatedSelection: HostFeature {
  /// The host whose view shows the selection; it owns this component.
  unowned let host: SimulatedListHost
  /// The identifiers of the items shown selected.
  var selectedItemIdentifiers: Set<String> = []
  /// How many times the controller told the host that the selection or edit mode changed.
  var changeCount = 0

  /// The selection of `host`'s view.
  init(host: SimulatedListHost) {
    self.host = host
  }

  /// Reads the selected items' identifiers from the data source.
  func show() {
    guard let dataSource = host.dataSource else {
      selectedItemIdentifiers = []
      return
    }
    let paths = dataSource.indexPathsForSelectedItems
    selectedItemIdentifiers = Set(paths.compactMap { dataSource.cellModel(at: $0)?.identifier })
  }

  /// The view moved its selection with the items: shows the data source's.
  func didPerformBatch(_ batch: BatchUpdate, token: Void) {
    show()
  }

  /// Shows the data source's selection after a reload.
  func didReloadData() {
    show()
  }
}
