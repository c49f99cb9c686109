import Foundation
import RosterTerminalTesting
import Testing

/// `expectSnapshot(of:)` on a terminal list: its text and styles against references committed
/// beside this file, and a changed screen reported as a line diff of the reference.
@MainActor
struct TerminalSnapshotTests {
  private static func mailbox() async -> ListFixture {
    let fixture = ListFixture(width: 24, height: 6, selectionMarker: true)
    await fixture.show([rowsSection("mail", ["Welcome", "Receipts", "Travel"], header: "Inbox")])
    _ = fixture.listView.handle(.down)
    return fixture
  }

  @Test func mailboxScreen() async {
    let fixture = await Self.mailbox()
    expectSnapshot(of: fixture.listView)
    expectSnapshot(of: fixture.listView.renderedScreen(), includingSVG: true, named: "mailbox svg")
  }

  @Test func aChangedScreenFailsWithTheDiffOfItsTextAndStyles() async {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("roster-terminal-snapshots-\(UUID().uuidString)/Screen.swift").path
    let fixture = await Self.mailbox()
    withKnownIssue {
      expectSnapshot(of: fixture.listView, named: "mailbox", record: true, filePath: scratch)
    }
    await fixture.show([rowsSection("mail", ["Welcome", "Receipts", "Trips"], header: "Inbox")])
    _ = fixture.listView.handle(.down)
    withKnownIssue {
      expectSnapshot(of: fixture.listView, named: "mailbox", record: false, filePath: scratch)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("mailbox.txt") && text.contains("Travel") && text.contains("Trips")
        && text.contains("mailbox.styles.txt")
    }
  }
}
