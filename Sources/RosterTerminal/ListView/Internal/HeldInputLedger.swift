import Foundation

/// Which controls of a list keep showing a value they reported rather than the state the app
/// asked for before the report (see `KeyHandlingTerminalCell`'s *Input is never lost*): each
/// such item with how many updates had been requested when its control reported.
///
/// A state shown after more requests than that answers the report, so the hold ends and the
/// control is bound to it, even to a model equal to the one it showed: that is how an app
/// refuses a value. A hold also ends when the item's cell leaves the screen, since a new cell
/// shows the model.
struct HeldInputLedger {
  /// How many values the list's controls have reported, wrapping: a ``NestedListCell`` reports
  /// its list's count, so the outer list holds the nested list's row as it holds a control's.
  private(set) var reportCount = 0
  /// The request count at each holding item's last report.
  private var requestsAtReport: [String: Int] = [:]

  /// Records that the control showing item `identifier` reported a value when `requests`
  /// updates had been requested; `nil` when the data source does not count them, and nothing
  /// can be held.
  mutating func recordReport(of identifier: String, reportedAfter requests: Int?) {
    reportCount &+= 1
    guard let requests else { return }
    requestsAtReport[identifier] = requests
  }

  /// Whether the control showing item `identifier` keeps its own value rather than being bound
  /// to the state shown, the answer to request `shownRequest`. When that state is newer than
  /// the report, the hold ends and the control must be bound (`true` in `mustRebind`).
  ///
  /// - Complexity: O(1); no hashing at all while nothing is held, the usual case.
  mutating func isHeld(
    _ identifier: String, shownRequest: @autoclosure () -> Int?, mustRebind: inout Bool
  ) -> Bool {
    guard !requestsAtReport.isEmpty, let held = requestsAtReport[identifier] else { return false }
    guard let shown = shownRequest(), shown > held else { return true }
    requestsAtReport[identifier] = nil
    mustRebind = true
    return false
  }

  /// Ends the hold on item `identifier`, if any: its cell left the screen.
  mutating func release(_ identifier: String) {
    guard !requestsAtReport.isEmpty else { return }
    requestsAtReport[identifier] = nil
  }
}
