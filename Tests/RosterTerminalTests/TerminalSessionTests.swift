import RosterTerminal
import Testing

@Suite("Terminal: interactive sessions")
struct TerminalSessionTests {
  @Test(
    "without a TTY, interactive mode is refused with a clear error",
    .enabled(if: !Terminal.isInteractive, "needs standard input or output not to be a TTY"))
  @MainActor
  func refusesWithoutTTY() async throws {
    await #expect(throws: TerminalError.notATerminal) {
      try await Terminal.withSession { _ in Issue.record("the body must not run") }
    }
    #expect(TerminalError.notATerminal.description.contains("needs a terminal"))
  }
}
