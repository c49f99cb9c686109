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
@Suite("TerminalApp: plain output a screen reader follows", .timeLimit(hangLimit))
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

  @Test(
    "a cell's words only: no padding, no drawn glyphs; its own spoken text first; a rule is silent")
  func wordsOnly() async throws {
    let listView = TerminalListView(size: CGSize(width: 100, height: 10))
    let controller = ListController(host: listView)
    controller.update(
      with: [
        Section(
          cellModels: [
            DrawnRow(
              identifier: "post",
              lines: ["Notes on diffing" + String(repeating: " ", count: 60) + "♥ 12", "  "]),
            DrawnRow(identifier: "rule", lines: [String(repeating: "─", count: 100)]),
            DrawnRow(identifier: "framed", lines: ["┌──┐ ▓▓▓ ⠋ │ Title │ 2", "└──┘"]),
            DrawnRow(identifier: "blank", lines: ["   "]),
            DrawnRow(identifier: "bars", lines: ["░░░░"], spoken: "Loading"),
          ], identifier: "s",
          headerModel: DrawnRow(
            identifier: "head", lines: ["Posts", String(repeating: "─", count: 100)])),
        Section(
          cellModels: [TextRow("x")], identifier: "t",
          headerModel: DrawnRow(identifier: "rule-head", lines: ["════"])),
      ],
      animated: false, completion: nil)
    #expect(
      listView.spokenText(forItemAt: IndexPath(item: 0, section: 0)) == "Notes on diffing ♥ 12")
    #expect(listView.spokenText(forItemAt: IndexPath(item: 1, section: 0)) == "")
    #expect(listView.spokenText(forItemAt: IndexPath(item: 2, section: 0)) == "Title 2")
    // A cell that shows nothing at all still says which item it is.
    #expect(listView.spokenText(forItemAt: IndexPath(item: 3, section: 0)) == "blank")
    #expect(listView.spokenText(forItemAt: IndexPath(item: 4, section: 0)) == "Loading")
    #expect(listView.spokenText(ofHeaderInSection: 0) == "Posts")
    #expect(listView.spokenText(ofHeaderInSection: 1) == nil)
    listView.select(IndexPath(item: 0, section: 0))
    #expect(listView.spokenSelection == "Notes on diffing ♥ 12, 1 of 5")
    listView.select(IndexPath(item: 1, section: 0))
    #expect(listView.spokenSelection == nil, "a rule says nothing")
    #expect(!TerminalListView.isDrawnGlyph("a") && !TerminalListView.isDrawnGlyph("♥"))
    #expect(TerminalListView.isDrawnGlyph("░") && TerminalListView.isDrawnGlyph("─"))
  }
}

/// A row drawn as `lines` padded to the width (as justified rows are), with an optional
/// spoken text of its cell's own.
struct DrawnRow: TypedCellModel, Equatable {
  typealias CellType = DrawnRowCell
  var identifier: String
  var lines: [String]
  var spoken: String?
}

final class DrawnRowCell: TypedTerminalCell {
  private var model: DrawnRow?
  func bind(model: DrawnRow, sizing: Bool) { self.model = model }
  func render(width: Int) -> [StyledLine] {
    (model?.lines ?? []).map { StyledLine($0).padded(toWidth: width) }
  }
  var spokenText: String? { model?.spoken }
}
