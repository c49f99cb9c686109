import PropertyBased
import RosterTerminal
import RosterTestSupport
import Testing

@Suite("FrameRenderer: minimal redraw is correct redraw")
struct FrameRendererTests {
  static let styles: [TextStyle] = [
    .plain, TextStyle(bold: true), TextStyle(foreground: .red, inverse: true),
    TextStyle(foreground: .indexed(200), background: .rgb(red: 1, green: 2, blue: 3)),
    TextStyle(background: .brightBlue, dim: true, italic: true, underline: true),
  ]

  /// A screen drawn from random hostile lines at random places.
  static let screen = Gen.int(in: 0...(1 << 20)).array(of: 0...12).map { seeds in
    var buffer = ScreenBuffer(width: 13, height: 5)
    for seed in seeds {
      let pieces = (0..<(seed % 5)).map { HostileText.piece((seed >> ($0 * 3)) % 60) }
      let line = StyledLine(pieces.joined(), style: styles[(seed >> 7) % styles.count])
      buffer.draw(
        line, row: (seed >> 10) % 5, column: (seed >> 13) % 14 - 1, maxWidth: (seed >> 4) % 14,
        fillStyle: seed % 3 == 0 ? styles[seed % styles.count] : nil)
    }
    return buffer
  }

  @Test("replaying the diff bytes over the previous screen gives the next screen")
  func diffReplays() async {
    await propertyCheck(count: propertyCases(3000), input: Self.screen, Self.screen) {
      previous, next in
      var terminal = TerminalInterpreter(width: 13, height: 5)
      let renderer = FrameRenderer(colorEnabled: true)
      terminal.feed(renderer.render(from: nil, to: previous))
      #expect(terminal.cells == TerminalInterpreter.cells(of: previous))
      terminal.feed(renderer.render(from: previous, to: next))
      #expect(terminal.cells == TerminalInterpreter.cells(of: next))
      #expect(terminal.unknownSequences.isEmpty, "\(terminal.unknownSequences)")
      #expect(renderer.render(from: next, to: next).isEmpty)
    }
  }

  @Test("a buffer never holds half a wide character")
  func noHalfWideCharacters() async {
    await propertyCheck(count: propertyCases(3000), input: Self.screen) { buffer in
      for row in 0..<buffer.height {
        for column in 0..<buffer.width {
          let cell = buffer[column, row]
          if cell.width == 2 { #expect(buffer[column + 1, row].width == 0) }
          if cell.width == 0 { #expect(column > 0 && buffer[column - 1, row].width == 2) }
        }
      }
    }
  }

  @Test("an unchanged screen writes nothing; one changed cell writes a few bytes")
  func minimalOutput() {
    var previous = ScreenBuffer(width: 80, height: 24)
    for row in 0..<24 { previous.draw(StyledLine("row \(row)"), row: row, column: 0, maxWidth: 80) }
    var next = previous
    next.draw(StyledLine("X", style: TextStyle(bold: true)), row: 10, column: 5, maxWidth: 1)
    let renderer = FrameRenderer(colorEnabled: true)
    #expect(renderer.render(from: previous, to: previous) == "")
    #expect(
      renderer.render(from: previous, to: next)
        == "\u{1B}[?2026h\u{1B}[11;6H\u{1B}[0;1mX\u{1B}[0m\u{1B}[?2026l")
  }

  @Test("NO_COLOR keeps attributes and drops colours")
  func noColor() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.draw(
      StyledLine("ab", style: TextStyle(foreground: .red, bold: true)), row: 0, column: 0,
      maxWidth: 4)
    let output = FrameRenderer(environment: ["NO_COLOR": "1"]).render(from: nil, to: buffer)
    #expect(output.contains("\u{1B}[0;1mab"))
    #expect(!output.contains("31"))
    #expect(FrameRenderer(environment: [:]).render(from: nil, to: buffer).contains("0;1;31m"))
  }

  @Test("wide characters that do not fit at the edge become a blank")
  func wideAtTheEdge() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    buffer.draw(StyledLine("ab中文"), row: 0, column: 0, maxWidth: 5)
    #expect(buffer.plainRows == ["ab中"])
    buffer.draw(StyledLine("x"), row: 0, column: 3, maxWidth: 1)
    #expect(buffer.plainRows == ["ab x"])
  }

  @Test("extreme sizes and coordinates are clamped, never a trap")
  func extremeCoordinates() {
    var buffer = ScreenBuffer(width: Int.max, height: -1)
    #expect(buffer.width == ScreenBuffer.maximumDimension)
    #expect(buffer.height == 0)
    buffer = ScreenBuffer(width: 4, height: 1)
    let line = StyledLine("abcdef")
    #expect(buffer.draw(line, row: 0, column: .max, maxWidth: .max) == 0)
    #expect(buffer.draw(line, row: 0, column: .min, maxWidth: .max) == 0)
    #expect(buffer.draw(line, row: .min, column: 0, maxWidth: .max) == 0)
    // Six columns from column -2: two of them left of the screen.
    #expect(buffer.draw(line, row: 0, column: -2, maxWidth: .max, fillStyle: .plain) == 6)
    #expect(buffer.plainRows == ["cdef"])
    buffer.fill(row: 0, column: 1, count: .max)
    #expect(buffer.plainRows == ["c"])
    buffer.fill(row: 0, column: .min, count: .max)
    buffer.fill(row: 0, column: -1, count: .max)
    #expect(buffer.plainRows == [""])
  }
}
