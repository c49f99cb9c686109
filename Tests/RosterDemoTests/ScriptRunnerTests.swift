import RosterDemo
import Testing

@Suite("ScriptRunner: scripted sessions on a virtual clock")
@MainActor
struct ScriptRunnerTests {
  @Test("with every frame printed, each step prints one labelled frame, the first before any step")
  func everyFrame() throws {
    let output = try DemoSession.profile(
      "wait 100ms\nkey j 2\nresize 40x6\nsnapshot here", columns: 50, rows: 8, everyFrame: true)
    let headers = output.split(separator: "\n").filter { $0.hasPrefix("── ") }
    #expect(
      headers == [
        "── frame 1 · 0 ms · 50x8 · start", "── frame 2 · 100 ms · 50x8 · wait 100 ms",
        "── frame 3 · 100 ms · 50x8 · key j ×2", "── frame 4 · 100 ms · 40x6 · resize 40x6",
        "── frame 5 · 100 ms · 40x6 · snapshot here",
      ])
    #expect(
      output.split(separator: "\n", omittingEmptySubsequences: false).count == 5 + 8 * 3 + 6 * 2)
  }

  @Test("q stops the run and says when")
  func quitStops() throws {
    let output = try DemoSession.profile("wait 250ms\nkey q\nsnapshot never")
    #expect(output == "── quit (key q) at 250 ms")
  }

  @Test("the same script prints the same frames every time")
  func deterministic() throws {
    let script = "wait 300ms\nkey down 3\nkey enter\nsnapshot\nkey esc\nwait 1s\nsnapshot"
    let configuration = ServiceConfiguration(
      seed: 11, latency: .milliseconds(100), jitter: .milliseconds(500), profileFailureRate: 0.5,
      postsFailureRate: 0.5)
    let first = try DemoSession.profile(script, configuration: configuration)
    #expect(try DemoSession.profile(script, configuration: configuration) == first)
  }
}
