import Foundation
import Roster
import RosterTerminal
import Testing

/// A row that collects typed characters until Escape; its text is the cell's own, for these
/// tests only (the catalogue's cells ask their model instead).
struct TypingRow: TypedCellModel, Equatable {
  typealias CellType = TypingCell
  var identifier: String
}

final class TypingCell: TypedTerminalCell, KeyHandlingTerminalCell {
  private var typed = ""
  private var isFocused = false
  private var isTyping = true

  func bind(model: TypingRow, sizing: Bool) {}

  func render(width: Int) -> [StyledLine] {
    [StyledLine((isFocused ? "> " : "  ") + typed)]
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character) where isTyping: typed.append(character)
    case .escape where isTyping: isTyping = false
    default: return false
    }
    return true
  }

  var takesTextInput: Bool { isTyping }

  func focusDidChange(_ isFocused: Bool) { self.isFocused = isFocused }
}

@MainActor
@Suite("Key routing: the selected cell first", .timeLimit(hangLimit))
struct KeyRoutingTests {
  func show(_ listView: TerminalListView) -> ListController<TerminalListView> {
    let controller = ListController(host: listView)
    controller.update(
      with: [
        Section(cellModels: [TypingRow(identifier: "t"), TextRow("below")], identifier: "s")
      ], animated: false, completion: nil)
    return controller
  }

  @Test("the selected item's cell gets keys first, is told it is selected, and is redrawn")
  func cellFirst() async {
    let listView = TerminalListView(size: CGSize(width: 12, height: 3))
    listView.selectionMarker = nil
    let controller = show(listView)
    while controller.isUpdating { await Task.yield() }
    #expect(listView.renderedScreen().plainRows.first == ">")
    #expect(listView.selectedCellTakesTextInput)
    #expect(listView.handle(.character("j")))  // typed, not navigation
    #expect(listView.renderedScreen().plainRows.first == "> j")
    #expect(listView.handle(.escape))
    #expect(!listView.selectedCellTakesTextInput)
    #expect(listView.handle(.character("j")))  // now the list's: the cursor moves down
    #expect(listView.selectedIndexPath == IndexPath(item: 1, section: 0))
    #expect(listView.renderedScreen().plainRows.first == "  j")
  }

  @Test("a TerminalApp gives typed keys to a cell taking text before its key handler")
  func appRouting() async throws {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    let controller = show(listView)
    let device = ScriptedDevice(input: ["", "q", "", "\u{1B}", "", "", "", "", "", "", "", "", "q"])
    let app = TerminalApp(device: device, listView: listView)
    app.frameInterval = .zero
    var appKeys: [Key] = []
    app.keyHandler = { key in
      appKeys.append(key)
      if key == .character("q") { app.stop() }
      return key == .character("q")
    }
    try await app.run()
    #expect(appKeys == [.character("q")])  // the first `q` was typed; Escape was the cell's
    #expect(listView.renderedScreen().plainRows.first == "› > q")
    withExtendedLifetime(controller) {}
  }
}
