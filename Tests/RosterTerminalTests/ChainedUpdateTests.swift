import Foundation
import Roster
import RosterTerminal
import Testing

/// 100,000 updates, each requested from the previous one's completion, on a terminal list:
/// the stack stays as deep as one update.
@MainActor
@Suite("TerminalListView: chained updates")
struct TerminalChainedUpdateTests {
  /// 100,000, or 5,000 under ThreadSanitizer (CI's `.ci/run` sets `ROSTER_SANITIZER=thread`),
  /// where each update costs tens of times as much: a chain of 100,000 held the main actor for
  /// minutes, and the suites' awaited updates waiting for it timed out. 5,000 still chains far
  /// deeper than a stack of one frame per update would allow under TSan's larger frames.
  static let chainLength =
    ProcessInfo.processInfo.environment["ROSTER_SANITIZER"] == "thread" ? 5_000 : 100_000

  static func chain(
    _ fixture: ListFixture, from step: Int, to last: Int, animated: Bool,
    completed: @escaping @MainActor () -> Void
  ) {
    let rows = (0..<10).map { "d\($0)" + ($0 == step % 10 ? " \(step)" : "") }
    let section = Section(
      cellModels: rows.enumerated().map { TextRow("d\($0.offset)", $0.element) }, identifier: "s")
    fixture.controller.update(with: [section], animated: animated) { _ in
      completed()
      if step < last {
        chain(fixture, from: step + 1, to: last, animated: animated, completed: completed)
      }
    }
  }

  @Test("a chain of updates from completions, animated or not", arguments: [false, true])
  func chained(animated: Bool) {
    let fixture = ListFixture(width: 20, height: 12)
    var completions = 0
    Self.chain(fixture, from: 1, to: Self.chainLength, animated: animated) { completions += 1 }
    fixture.listView.finishAnimations()
    #expect(completions == Self.chainLength)
    #expect(fixture.rows.first?.contains("d0 \(Self.chainLength)") == true)
  }
}
