import Foundation

// A control that reported a value keeps showing it; the list binds it again only with a state
// the app asked for after the report (see `KeyHandlingTerminalCell`'s *Input is never lost*).
extension TerminalListView {
  /// How many values the controls of this list (nested lists' included) have reported and kept
  /// showing: a ``NestedListCell`` reports its list's count, so the outer list holds the nested
  /// list's row as it holds a control's.
  var reportedValueCount: Int { inputReports }

  /// How many updates the data source's controller has been asked for; `nil` when the data
  /// source does not count them, and no input can be held.
  var requestedUpdateCount: Int? {
    (dataSource as? any UpdateRequestCounting)?.requestedUpdateCount
  }

  /// Records that the control showing item `identifier` reported a value when `requests`
  /// updates had been requested: states answering no more than those are stale for it.
  func holdInput(of identifier: String, reportedAfter requests: Int?) {
    inputReports &+= 1
    guard let requests else { return }
    heldInputs[identifier] = requests
  }

  /// Whether the control showing `model` keeps its own value rather than being bound to
  /// `model`, from a state asked for before its last report. When the state shown is newer, the
  /// hold ends and the control must be bound (`true` in `mustRebind`), even to a model equal to
  /// the one it showed: that is how an app refuses a value.
  ///
  /// - Complexity: O(1); no hashing at all while no control holds a value, the usual case.
  func isHeld(_ model: any CellModel, mustRebind: inout Bool) -> Bool {
    guard !heldInputs.isEmpty, let held = heldInputs[model.identifier] else { return false }
    guard let shown = dataSource?.snapshot.requestNumber, shown > held else { return true }
    heldInputs[model.identifier] = nil
    mustRebind = true
    return false
  }
}
