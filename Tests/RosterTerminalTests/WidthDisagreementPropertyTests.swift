import PropertyBased
import RosterTerminal
import RosterTestSupport
import Testing

/// Replays frames on a terminal that draws some clusters at other widths than Roster does, as
/// tmux 3.3a draws 👍🏽 in four columns and 1️⃣ and ❤️ in one: only those clusters' own columns
/// may differ from the screen the renderer meant; every other cell must be what it meant.
@Suite("FrameRenderer: a terminal that disagrees on widths leaves nothing stale")
struct WidthDisagreementPropertyTests {
  /// The terminal's widths where it disagrees with Roster's (2 for each).
  static let terminalWidths: [String: Int] = [
    "👍🏽": 4, "❤\u{FE0F}": 1, "1\u{FE0F}\u{20E3}": 1, "👩\u{200D}💻": 4,
  ]

  static let pieces = [
    "a", "bc", "xyz ", " ", "-", "中", "e\u{301}", "👍", "👍🏽", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}",
    "👩\u{200D}💻",
  ]
  static let styles: [TextStyle] = [.plain, TextStyle(bold: true), TextStyle(foreground: .red)]

  /// Frames that each redraw a few lines of the one before: so a cluster lands beside cells
  /// that did not change, which the renderer would not write for their own sake.
  static let frames = Gen.int(in: 0...(1 << 24)).array(of: 0...5).array(of: 1...6).map {
    frameSeeds in
    var buffer = ScreenBuffer(width: 16, height: 4)
    return frameSeeds.map { seeds in
      for seed in seeds {
        let count = 1 + seed % 6
        let text = (0..<count).map { pieces[(seed >> (3 + $0 * 3)) % pieces.count] }.joined()
        buffer.draw(
          StyledLine(text, style: styles[(seed >> 21) % styles.count]), row: (seed >> 1) % 4,
          column: (seed >> 5) % 17, maxWidth: 16)
      }
      return buffer
    }
  }

  static func terminal() -> TerminalInterpreter {
    TerminalInterpreter(width: 16, height: 4) {
      terminalWidths[String($0)] ?? StyledLine(String($0)).width
    }
  }

  /// Whether the cell belongs to a cluster the terminal draws at another width.
  static func disagrees(_ buffer: ScreenBuffer, column: Int, row: Int) -> Bool {
    let lead = buffer[column, row].width == 0 ? column - 1 : column
    return terminalWidths[buffer[lead, row].content] != nil
  }

  @Test("after every frame, every cell but a disagreeing cluster's own is the back buffer's")
  func noStaleCells() async {
    await propertyCheck(count: propertyCases(1500), input: Self.frames) { frames in
      var terminal = Self.terminal()
      let renderer = FrameRenderer(colorEnabled: true)
      var previous: ScreenBuffer?
      for frame in frames {
        terminal.feed(renderer.render(from: previous, to: frame))
        previous = frame
        let expected = TerminalInterpreter.cells(of: frame)
        for row in 0..<frame.height {
          for column in 0..<frame.width
          where !Self.disagrees(frame, column: column, row: row) {
            #expect(
              terminal.cells[row][column] == expected[row][column],
              "column \(column), row \(row): \(frame.plainRows)")
          }
        }
        #expect(terminal.unknownSequences.isEmpty, "\(terminal.unknownSequences)")
      }
    }
  }

  @Test("the cell after a wide or multi-scalar cluster is written after a cursor move")
  func cursorMoveAfterCluster() {
    var previous = ScreenBuffer(width: 8, height: 1)
    previous.draw(StyledLine("中ab"), row: 0, column: 0, maxWidth: 8)
    var next = previous
    next.draw(StyledLine("👍🏽"), row: 0, column: 0, maxWidth: 2)
    let renderer = FrameRenderer(colorEnabled: true)
    // `ab` did not change, but a terminal that draws 👍🏽 in four columns draws over it.
    #expect(
      renderer.render(from: previous, to: next)
        == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[0m👍🏽\u{1B}[1;3Hab\u{1B}[0m\u{1B}[?2026l")
    next.draw(StyledLine("e\u{301}x"), row: 0, column: 4, maxWidth: 2)
    #expect(
      renderer.render(from: previous, to: next).hasSuffix(
        "\u{1B}[1;3Habe\u{301}\u{1B}[1;6Hx\u{1B}[0m\u{1B}[?2026l"))
  }

  @Test("a cluster that a terminal could draw past the right edge is written without autowrap")
  func autowrapOffAtTheEdge() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.draw(StyledLine("ab👍🏽"), row: 0, column: 0, maxWidth: 4)
    let output = FrameRenderer(colorEnabled: true).render(from: nil, to: buffer)
    #expect(output.contains("ab\u{1B}[?7l👍🏽\u{1B}[?7h"), "\(output.debugDescription)")
    // Drawn one scalar at a time, 👍🏽 at the first column still ends at the edge.
    buffer.draw(StyledLine("👍🏽ab"), row: 0, column: 0, maxWidth: 4)
    #expect(!FrameRenderer(colorEnabled: true).render(from: nil, to: buffer).contains("?7l"))
  }

  @Test("a row of single-column, single-scalar clusters takes one cursor move")
  func plainRowOneMove() {
    var buffer = ScreenBuffer(width: 20, height: 1)
    buffer.draw(StyledLine("plain ascii, ½ é ж"), row: 0, column: 0, maxWidth: 20)
    let output = FrameRenderer(colorEnabled: true).render(from: nil, to: buffer)
    #expect(output.components(separatedBy: "H").count == 3, "\(output.debugDescription)")
  }
}
