import Roster

/// What a screen's list worked around, kept rather than printed: a terminal app that printed
/// while it draws would tear its own screen, so the demo's controllers report here.
@MainActor
package final class DiagnosticLog {
  /// The most recent diagnostics, oldest first; at most ``capacity``.
  package private(set) var entries: [ListDiagnostic] = []
  /// How many diagnostics the log keeps: a list resized to one column every frame must not
  /// grow it without bound.
  package static let capacity = 100

  package init() {}

  /// Makes `controller` report its diagnostics to this log.
  package func collect<Host: ListHost>(from controller: ListController<Host>) {
    controller.diagnosticHandler = { [weak self] diagnostic in self?.record(diagnostic) }
  }

  func record(_ diagnostic: ListDiagnostic) {
    entries.append(diagnostic)
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }
}
