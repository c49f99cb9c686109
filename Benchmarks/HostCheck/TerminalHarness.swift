// A list on a headless `TerminalListView`, as the terminal benchmarks drive one: a
// `ListController` that diffs on the main actor, and frames drawn into a screen buffer and
// diffed against the previous one, which is what a terminal is sent. The benchmark suite
// compiles this file too (a symlink in `Benchmarks/RosterBenchmarks`).
import Roster
import RosterTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@MainActor
final class TerminalHarness {
  let listView: TerminalListView
  let controller: ListController<TerminalListView>
  private let renderer = FrameRenderer(colorEnabled: true)
  private var previous: ScreenBuffer?

  init(columns: Int = 80, rows: Int = 24, policy: UpdatePolicy = UpdatePolicy()) {
    listView = TerminalListView(
      size: CGSize(width: columns, height: rows),
      cellRegistry: rowRegistry(HostCheckTerminalCell.self))
    controller = ListController(host: listView, policy: policy, offMainDiffingThreshold: .max)
  }

  /// Shows `sections` without animating: the batch is laid out and applied before `update`
  /// returns.
  func update(to sections: [Section]) {
    controller.update(with: sections, animated: false)
  }

  /// Draws the next frame (binding the cells that came into view) and returns how many bytes
  /// a terminal would be sent.
  @discardableResult
  func frame() -> Int {
    var screen = ScreenBuffer(width: Int(listView.size.width), height: Int(listView.size.height))
    listView.render(into: &screen)
    let output = renderer.render(from: previous, to: screen)
    previous = screen
    return output.utf8.count
  }

  /// Stops when the update has not been applied: every row is one line tall.
  func check(count: Int) {
    precondition(!controller.isUpdating)
    precondition(listView.contentHeight == count, "\(listView.contentHeight) rows for \(count)")
  }
}
