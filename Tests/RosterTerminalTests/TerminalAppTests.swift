import Foundation
import Roster
@_spi(Testing) import RosterTerminal
import Testing

/// A terminal that plays back input chunks, one per read, and records what is written.
@MainActor
final class ScriptedDevice: TerminalDevice {
  var size = (columns: 12, rows: 4)
  var input: [[UInt8]]
  var resizeAfterReads: Int?
  var reads = 0
  var writes: [String] = []

  init(input: [String]) {
    self.input = input.map { Array($0.utf8) }
  }

  func read(timeoutMilliseconds: Int32) throws -> [UInt8] {
    reads += 1
    return input.isEmpty ? [] : input.removeFirst()
  }

  func write(_ output: String) throws { writes.append(output) }

  func takeResize() -> Bool {
    guard let after = resizeAfterReads, reads >= after else { return false }
    resizeAfterReads = nil
    size = (8, 3)
    return true
  }
}

// The limit only stops a hang: in the whole suite on two cores, other suites' property tests
// can hold the main actor these tests run on for well over a minute.
@MainActor
@Suite("TerminalApp: the run loop on a scripted device", .timeLimit(hangLimit))
struct TerminalAppTests {
  @Test("keys reach the app first and then the list; a lone ESC times out into Escape")
  func keysAndEscape() async throws {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    let controller = ListController(host: listView)
    controller.update(
      with: [rowsSection("s", ["a", "b", "c", "d", "e"])], animated: false, completion: nil)
    // Twelve empty reads take at least 12 × 4 ms, past the 30 ms escape timeout.
    let device = ScriptedDevice(input: [
      "j", "\u{1B}[B", "\u{1B}", "", "", "", "", "", "", "", "", "", "", "", "", "x", "q",
    ])
    device.resizeAfterReads = 3
    let app = TerminalApp(device: device, listView: listView)
    app.frameInterval = .zero
    var appKeys: [Key] = []
    app.keyHandler = { key in
      appKeys.append(key)
      if key == .character("q") { app.stop() }
      return key == .character("q") || key == .character("x")
    }
    try await app.run()
    #expect(appKeys == [.character("j"), .down, .escape, .character("x"), .character("q")])
    #expect(listView.selectedIndexPath == IndexPath(item: 2, section: 0))
    #expect(listView.size == CGSize(width: 8, height: 3))
    #expect(device.writes.first?.contains("\u{1B}[2J") == true)
    #expect(
      device.writes.dropFirst().contains { $0.contains("\u{1B}[2J") },
      "a full repaint after the resize")
  }

  @Test("a paste outlasts the escape timeout between reads; one without its end ends later")
  func pasteTimeouts() async throws {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    // Empty reads inside the first paste: past the escape timeout (none), never the paste's.
    let pause = Array(repeating: "", count: 12)
    let device = ScriptedDevice(
      input: ["\u{1B}[200~ab"] + pause + ["c\rq\u{1B}[201~", "\u{1B}[200~no end\r"])
    let app = TerminalApp(device: device, listView: listView)
    app.escapeTimeout = .zero
    app.pasteTimeout = .seconds(3600)
    var appKeys: [Key] = []
    app.keyHandler = { key in
      appKeys.append(key)
      // The second paste has no end: a shorter paste timeout ends it.
      if case .paste("abc\rq") = key { app.pasteTimeout = .milliseconds(50) }
      if key == .paste("no end\r") { app.stop() }
      return true
    }
    try await app.run()
    #expect(appKeys == [.paste("abc\rq"), .paste("no end\r")])
    #expect(listView.selectedIndexPath == nil)
  }

  @Test("Ctrl-C reaches the app through a paste whose end never comes, however long it waits")
  func interruptEndsAnOpenPaste() async throws {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    let pause = Array(repeating: "", count: 4)
    let device = ScriptedDevice(
      input: ["\u{1B}[200~hello"] + pause + ["\u{1B}[B"] + pause + ["\r"] + pause + ["\u{3}"])
    let app = TerminalApp(device: device, listView: listView)
    app.pasteTimeout = .seconds(3600)
    var appKeys: [Key] = []
    app.keyHandler = { key in
      appKeys.append(key)
      return false
    }
    // The list does not take Ctrl-C: the loop stops.
    try await app.run()
    #expect(appKeys == [.paste("hello\u{1B}[B\r"), .interrupt])
  }

  @Test("Ctrl-C stops the loop when the app does not take it")
  func interruptStops() async throws {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    let app = TerminalApp(device: ScriptedDevice(input: ["\u{3}"]), listView: listView)
    try await app.run()
  }

  @Test("clicks reach the list in its own coordinates when it is drawn at an origin")
  func clicksAtAnOrigin() async throws {
    let listView = TerminalListView(size: CGSize(width: 10, height: 3))
    let controller = ListController(host: listView)
    controller.update(
      with: [rowsSection("s", ["a", "b", "c"])], animated: false, completion: nil)
    // Row 3 on screen is row 2 of a list drawn from row 1: item "c".
    let device = ScriptedDevice(input: ["\u{1B}[<0;4;4M", "q"])
    let app = TerminalApp(device: device, listView: listView)
    app.listOrigin = (column: 2, row: 1)
    app.keyHandler = { key in
      if key == .character("q") { app.stop() }
      return key == .character("q")
    }
    try await app.run()
    #expect(listView.selectedIndexPath == IndexPath(item: 2, section: 0))
    var terminal = TerminalInterpreter(width: 12, height: 4)
    terminal.feed(device.writes.first ?? "")
    // The list starts with its gutter, where the selection marker is, beside "c".
    #expect(terminal.cells[1][4].content == "a")
    #expect(terminal.cells[3][2].content == "›")
  }
}
