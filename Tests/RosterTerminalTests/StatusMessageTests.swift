import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Status messages: a queue of lines, each shown for its lifetime on the list's clock.
@MainActor
@Suite("TerminalListView: status messages", .timeLimit(hangLimit))
struct StatusMessageTests {
  @Test("messages show one after another, each for its lifetime, in a row of their own")
  func queue() async {
    let fixture = ListFixture(width: 20, height: 4)
    await fixture.show([rowsSection("s", ["a", "b", "c", "d", "e"])])
    let view = fixture.listView
    view.showStatus("Saved", lasting: .seconds(2))
    view.showStatus(StyledLine("Deleted", style: TextStyle(bold: true)), lasting: .seconds(1))
    #expect(fixture.rows == ["a", "b", "c", "Saved"])
    #expect(view.maximumContentOffset == 5 - 3)
    view.advance(by: .milliseconds(1500))
    #expect(view.statusMessage?.text == "Saved")
    // Saved ends at 2 s; the 100 ms past it count off Deleted.
    view.advance(by: .milliseconds(600))
    #expect(fixture.rows.last == "Deleted" && view.renderedScreen()[0, 3].style.bold)
    view.advance(by: .milliseconds(800))
    #expect(view.statusMessage?.text == "Deleted")
    view.advance(by: .milliseconds(100))
    #expect(view.statusMessage == nil && fixture.rows == ["a", "b", "c", "d"])
    view.showStatus("never", lasting: .zero)
    #expect(view.statusMessage == nil)
    view.showStatus("one")
    view.showStatus("two")
    view.clearStatus()
    #expect(view.statusMessage == nil)
    view.advance(by: .seconds(10))
    #expect(view.statusMessage == nil, "cleared messages do not come back")
  }

  @Test("the line sits above the filter line and the key hints, mirrored right to left")
  func placement() async {
    let fixture = ListFixture(width: 24, height: 6)
    await fixture.show([rowsSection("s", ["a", "b"])])
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.showsKeyHints = true
    view.helpKey = nil
    #expect(view.handle(.character("/")))
    view.showStatus("Saved", lasting: .seconds(1))
    #expect(
      Array(fixture.rows.suffix(3)) == [
        "Saved", "/             2 matches", "Enter keep  Esc clear",
      ])
    view.layoutDirection = .rightToLeft
    #expect(fixture.rows[3] == String(repeating: " ", count: 19) + "Saved")
  }

  @Test("a message from outside is sanitized: no escape sequence or newline reaches the screen")
  func hostile() async {
    let fixture = ListFixture(width: 30, height: 3)
    let view = fixture.listView
    view.showStatus("\u{1B}[2J\u{1B}]0;owned\u{07}line\nnext\r\u{202E}x", lasting: .seconds(1))
    let row = fixture.rows[2]
    #expect(!row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(row.hasPrefix("␛[2J␛]0;owned␇line␊next␍x"))
  }

  /// At every width from 0 up, with hostile text: nothing is drawn outside the list's columns.
  @Test("the line never reaches past the list's width")
  func neverOverflows() async {
    await propertyCheck(
      count: propertyCases(1500), input: HostileText.string, Gen.int(in: 0...30), Gen.bool
    ) {
      text, width, mirrored in
      let view = TerminalListView(size: CGSize(width: width, height: 2))
      view.layoutDirection = mirrored ? .rightToLeft : .leftToRight
      view.showStatus(text, lasting: .seconds(1))
      var buffer = ScreenBuffer(width: 40, height: 2)
      buffer.draw(StyledLine(String(repeating: "#", count: 40)), row: 1, column: 0, maxWidth: 40)
      view.render(into: &buffer, column: 0, row: 0)
      let drawn = buffer.plainRows[1]
      #expect(
        drawn.hasSuffix(String(repeating: "#", count: 40 - width)),
        "width \(width): \(drawn)")
    }
  }

  /// One step of a session: a message shown, or time passing.
  enum Step: CustomStringConvertible {
    case show(String, lasting: Int)
    case advance(Int)

    var description: String {
      switch self {
      case .show(let text, let lasting): "show \(text) \(lasting)ms"
      case .advance(let step): "advance \(step)ms"
      }
    }
  }

  /// Random messages and time steps: the message showing after each step is the reference's,
  /// which lays every message out on a time line (each starts when it is shown or when the one
  /// before it ends, whichever is later) and shows the one whose span holds the time.
  @Test("the message showing is the one a reference time line shows at that time")
  func timeLine() async {
    let step = Gen.int(in: 0...15).map { value -> Step in
      value < 6 ? .show("m\(value)", lasting: value * 3 - 3) : .advance((value - 6) * 2)
    }
    await propertyCheck(count: propertyCases(3000), input: step.array(of: 0...25)) { steps in
      let view = TerminalListView(size: CGSize(width: 10, height: 3))
      var now = 0
      var spans: [(text: String, start: Int, end: Int)] = []
      for (index, step) in steps.enumerated() {
        switch step {
        case .show(let text, let lasting):
          view.showStatus(text, lasting: .milliseconds(lasting))
          if lasting > 0 {
            let start = max(now, spans.last?.end ?? now)
            spans.append((text, start, start + lasting))
          }
        case .advance(let milliseconds):
          view.advance(by: .milliseconds(milliseconds))
          now += milliseconds
        }
        let expected = spans.first { $0.start <= now && now < $0.end }?.text
        #expect(
          view.statusMessage?.text == expected, "after step \(index) of \(steps) at \(now)ms")
        let bottom = view.renderedScreen().plainRows[2].trimmingCharacters(in: .whitespaces)
        #expect(bottom == (expected ?? ""))
      }
    }
  }

  @Test("a screen reader hears each status message and the help overlay once")
  func spoken() async throws {
    let listView = TerminalListView(size: CGSize(width: 20, height: 4))
    let controller = ListController(host: listView)
    controller.update(with: [rowsSection("s", ["a"])], animated: false, completion: nil)
    let device = ScriptedDevice(input: ["s", "", "", "?", "", "?", "", "q"])
    device.size = (columns: 20, rows: 4)
    let app = TerminalApp(device: device, listView: listView)
    app.output = .screenReader
    app.frameInterval = .zero
    app.keyHandler = { key in
      switch key {
      case .character("q"): app.stop()
      case .character("s"): listView.showStatus("Saved\u{1B}[2J", lasting: .seconds(600))
      default: return false
      }
      return true
    }
    try await app.run()
    let lines = device.writes.joined().components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.first == "1 item")
    #expect(lines.filter { $0 == "Saved␛[2J" }.count == 1)
    #expect(
      lines.filter { $0.hasPrefix("Help. Move: ") && $0.hasSuffix("Escape closes help.") }
        .count == 1)
    #expect(!device.writes.joined().contains("\u{1B}"))
  }
}
