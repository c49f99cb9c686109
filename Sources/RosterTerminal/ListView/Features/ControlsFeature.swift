import Foundation
import Roster

/// The selected item's control: a cell that handles keys (a ``KeyHandlingTerminalCell``: a
/// text field, a switch) gets every key but mouse events before the list's other features, and
/// a value it reports is held on screen until the app answers it (see `HeldInputLedger`).
@MainActor
final class ControlsFeature: TerminalListFeature {
  /// The controls that keep showing a value they reported.
  var heldInput = HeldInputLedger()

  /// Gives `key` to the selected item's control; a key it uses goes no further, and the cell
  /// is rendered again.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard !key.isMouseEvent, let focus = list.focusedCellKey, let live = list.cellPool[focus],
      let control = live.cell as? any KeyHandlingTerminalCell
    else { return false }
    let reportsBefore = control.reportedValueCount
    let requestsBefore = (list.dataSource as? any UpdateRequestCounting)?.requestedUpdateCount
    guard control.handle(key) else { return false }
    list.cellPool.invalidateRendering(at: focus)
    if control.reportedValueCount != reportsBefore {
      heldInput.recordReport(of: live.model.identifier, reportedAfter: requestsBefore)
    }
    return true
  }
}
