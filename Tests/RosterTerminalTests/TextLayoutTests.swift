import RosterTerminal
import Testing

@Suite("StyledLine: wrapping and alignment")
struct TextLayoutTests {
  @Test("words wrap at spaces, a long word is cut, styles are kept")
  func wrapping() {
    var line = StyledLine("Lists that ") + StyledLine("diff", style: TextStyle(bold: true))
    line += StyledLine(" themselves incomprehensibly")
    let lines = line.wrapped(toWidth: 10)
    #expect(lines.map(\.text) == ["Lists that", "diff", "themselves", "incomprehe", "nsibly"])
    #expect(lines[1].runs.map(\.style) == [TextStyle(bold: true)])
  }

  @Test("wide characters are never split, nor shown when wider than the line")
  func wideCharacters() {
    #expect(StyledLine("東京 駅").wrapped(toWidth: 3).map(\.text) == ["東", "京", "駅"])
    #expect(StyledLine("東a").wrapped(toWidth: 1).map(\.text) == ["a"])
  }

  @Test("nothing fits in zero columns")
  func zeroWidth() {
    #expect(StyledLine.wrapping("some words", toWidth: 0).isEmpty)
    #expect(StyledLine.justified("left", "right", toWidth: 0).width == 0)
    #expect(StyledLine("x").centered(inWidth: 0).width == 0)
  }

  @Test("hostile text stays inert through wrapping")
  func hostile() {
    let lines = StyledLine.wrapping("\u{1B}[2J wipe\u{9B}31m\nnext", toWidth: 6)
    #expect(lines.map(\.text) == ["␛[2J", "wipe�3", "1m", "next"])
  }
}
