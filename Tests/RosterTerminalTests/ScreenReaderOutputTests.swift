import Foundation
import Roster
import RosterTerminal
import Testing

/// A row that names itself for assistive technologies.
struct SpokenRow: TypedCellModel, AccessibleCellModel, Equatable {
  typealias CellType = SpokenRowCell
  var identifier: String
  var accessibility: CellAccessibility {
    CellAccessibility(label: "Message from \(identifier)", value: "unread", traits: .button)
  }
}

/// Shows a ``SpokenRow`` as its identifier.
final class SpokenRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: SpokenRow, sizing: Bool) { text = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

// The limit only stops a hang, as in TerminalAppTests.
@MainActor
@Suite("TerminalApp: plain output a screen reader follows", .timeLimit(.minutes(10)))
struct ScreenReaderOutputTests {
  @Test("one plain line per change: the count, a section's header, the selection, the menu")
  func plainLines() async throws {
    let listView = TerminalListView(size: CGSize(width: 20, height: 4))
    let controller = ListController(host: listView)
    controller.update(
      with: [
        rowsSection("s", ["a|second row", "b"], header: "Inbox"),
        Section(
          cellModels: [SpokenRow(identifier: "ann")]
            + ActionMenuTests.messages(["m"])[0]
            .cellModels,
          identifier: "t", headerModel: HeaderRow(identifier: "h-t", title: "Archive")),
      ],
      animated: false, completion: nil)
    let device = ScriptedDevice(input: ["j", "", "j", "", "j", "", "a", "", "j", "", "q"])
    device.size = (columns: 20, rows: 4)
    let app = TerminalApp(device: device, listView: listView)
    app.output = .screenReader
    app.frameInterval = .zero
    app.keyHandler = { key in
      guard key == .character("q") else { return false }
      app.stop()
      return true
    }
    try await app.run()
    let lines = device.writes.joined().components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(
      lines == [
        "4 items",
        "# Inbox", "a second row, 1 of 2",
        "b, 2 of 2",
        "# Archive", "Message from ann, unread, 1 of 2",
        "m, 2 of 2",
        "Pin, action 1 of 2",
        "Delete, destructive, action 2 of 2",
      ])
    #expect(!device.writes.joined().contains("\u{1B}"), "no escape sequences: no cursor moves")
    #expect(listView.deletionFadeDuration == .zero && listView.highlightDuration == .zero)
  }
}
