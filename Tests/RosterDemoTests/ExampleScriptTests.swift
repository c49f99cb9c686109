import Foundation
import RosterDemo
import Testing

/// The example script the README points to must keep parsing and show what it says it shows.
@Suite("Tests/EndToEnd/profile-session.txt")
@MainActor
struct ExampleScriptTests {
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("EndToEnd/profile-session.txt")

  @Test(
    "runs through failure, retry, reordering, pinning and deleting a post, detail and back, quits")
  func exampleSession() throws {
    let text = try String(contentsOf: Self.url, encoding: .utf8)
    let configuration = ServiceConfiguration(
      latency: .milliseconds(300), jitter: .zero, failingProfileAttempts: 1)
    let frames = try DemoSession.profile(text, configuration: configuration, columns: 80, rows: 24)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let headers = frames.filter { $0.hasPrefix("── ") }
    #expect(
      headers == [
        "── frame 1 · 0 ms · 80x24 · snapshot loading",
        "── frame 2 · 1000 ms · 80x24 · snapshot profile failed, posts loaded",
        "── frame 3 · 2000 ms · 80x24 · snapshot recovered",
        "── frame 4 · 2000 ms · 80x24 · snapshot moving",
        "── frame 5 · 2000 ms · 80x24 · snapshot reordered",
        "── frame 6 · 3000 ms · 80x24 · snapshot pinned",
        "── frame 7 · 3000 ms · 80x24 · snapshot actions",
        "── frame 8 · 4000 ms · 80x24 · snapshot deleted",
        "── frame 9 · 4000 ms · 80x24 · snapshot detail",
        "── frame 10 · 4000 ms · 60x16 · snapshot smaller",
        "── quit (key q) at 4000 ms",
      ])
    func frame(_ number: Int) -> [String] {
      let start = frames.firstIndex { $0.hasPrefix("── frame \(number) ") } ?? 0
      return Array(frames[(start + 1)...].prefix { !$0.hasPrefix("── ") })
    }
    #expect(frame(2).contains { $0.contains("✗ The profile could not be loaded") })
    #expect(frame(2).contains { $0.contains("Why I like retry logic") })
    // The selected error row was replaced: the cursor is on the row now at its place, the
    // profile that loaded instead.
    #expect(frame(3).contains { $0.hasPrefix("›  Noor Haddad") })
    #expect(frame(3).contains { $0.hasPrefix("   Why I like retry logic") })
    // m picks up Location and ↓ shows it below Joined; Enter drops it there.
    let attributes = { (rows: [String]) in
      rows.filter {
        ["Location", "Joined", "Followers"].contains($0.dropFirst(3).prefix { $0 != " " })
      }
    }
    #expect(
      attributes(frame(4)).map { $0.prefix(11) } == ["   Joined  ", "↕  Location", "   Follower"])
    #expect(frame(4).last?.contains("Moving: ↑↓ move  Enter drop  Esc cancel") == true)
    #expect(
      attributes(frame(5)).map { $0.prefix(11) } == ["   Joined  ", "›  Location", "   Follower"])
    // p pins the last post: it moves to the top of the posts with a pin, the cursor with it.
    #expect(frame(6).contains { $0.hasPrefix("›  📌 Notes on list layout") })
    // a opens its actions over the list (Unpin, then the destructive Delete, last).
    #expect(frame(7).contains { $0.contains("│ Unpin  │") })
    #expect(frame(7).contains { $0.contains("│ Delete │") })
    #expect(frame(7).last?.contains("Actions: ↑↓ choose  Enter run  Esc close") == true)
    // Delete removes it: 23 posts, the cursor on the row now at its place.
    #expect(
      frame(8).contains { $0.contains("Posts") && FeedAppTests.cells(of: $0).hasSuffix("23") })
    #expect(!frame(8).contains { $0.contains("Notes on list layout") })
    #expect(frame(8).contains { $0.hasPrefix("›  Why I like retry logic") })
    #expect(frame(9).first?.contains("Roster demo · Post") == true)
    #expect(frame(10).contains { $0.hasPrefix("›  ") && $0.contains("♥") })
  }
}

/// The settings example script keeps parsing and shows the form's state after each step.
@Suite("Tests/EndToEnd/settings-session.txt")
@MainActor
struct SettingsExampleScriptTests {
  static let url = ExampleScriptTests.url.deletingLastPathComponent()
    .appendingPathComponent("settings-session.txt")

  @Test("flips, chooses, renames, saves and signs out through the confirmation row")
  func exampleSession() throws {
    let text = try String(contentsOf: Self.url, encoding: .utf8)
    let output = try DemoSession.settings(text, columns: 80, rows: 24, everyFrame: true)
    let snapshots = output.components(separatedBy: "── frame ").filter { $0.contains("snapshot") }
    try #require(snapshots.count == 4)
    #expect(snapshots[1].contains("notifications off · daily · Noor Hadda"))
    #expect(snapshots[1].contains("Saved as Noor Hadda\n"))
    #expect(snapshots[2].contains("Sign out of this device?"))
    #expect(snapshots[3].contains("Signed out."))
    #expect(output.hasSuffix("── quit (key q) at 0 ms"))
  }
}
