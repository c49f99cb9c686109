import RosterTerminal
import Testing

@Suite("StyledLine: sanitising, widths, truncation")
struct StyledLineTests {
  @Test("escape sequences and controls are shown, not obeyed")
  func escapesAreNeutralised() {
    let line = StyledLine("a\u{1B}[31mred\u{9B}2J\u{7}\u{7F}\tb\nc")
    #expect(line.text == "a␛[31mred\u{FFFD}2J␇␡ b␊c")
    #expect(line.width == 18)
  }

  @Test("bidi overrides and isolates are removed")
  func bidiIsRemoved() {
    #expect(StyledLine("abc\u{202E}def\u{2066}g\u{2069}").text == "abcdefg")
  }

  @Test(
    "widths are display columns",
    arguments: [
      ("abc", 3), ("中文", 4), ("한국", 4), ("ｱ", 1), ("Ａ", 2), ("👍", 2), ("👍🏽", 2),
      ("👩\u{200D}💻", 2), ("🇫🇷", 2), ("❤", 1), ("❤\u{FE0F}", 2), ("#\u{FE0F}\u{20E3}", 2),
      ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("", 0),
      // East Asian Wide beyond CJK: Yijing trigrams and hexagrams, Tai Xuan Jing, Kana
      // Extended-B.
      ("\u{2630}", 2), ("\u{4DC0}", 2), ("\u{1D300}", 2), ("\u{1AFF0}", 2), ("\u{2640}", 1),
    ])
  func widths(text: String, width: Int) {
    #expect(StyledLine(text).width == width)
  }

  @Test("runs in the same style merge; different styles stay apart")
  func runsMerge() {
    let bold = TextStyle(bold: true)
    let line = StyledLine("ab") + StyledLine("cd") + StyledLine("ef", style: bold)
    #expect(line.runs.map(\.text) == ["abcd", "ef"])
    #expect(
      line == StyledLine("abcd") + StyledLine("e", style: bold) + StyledLine("f", style: bold))
    #expect(line.width == 6)
  }

  @Test("truncation ends in an ellipsis in the style of the text before it")
  func truncationEllipsis() {
    let bold = TextStyle(bold: true)
    let line = StyledLine("Hello, ") + StyledLine("world", style: bold)
    let cut = line.truncated(toWidth: 9)
    #expect(cut.text == "Hello, w…")
    #expect(cut.runs.last?.style == bold)
    #expect(line.truncated(toWidth: 12) == line)
    #expect(line.truncated(toWidth: 1).text == "…")
    #expect(line.truncated(toWidth: 0).text == "")
    #expect(line.truncated(toWidth: -3).text == "")
  }

  @Test("a wide character that does not fit is left out whole")
  func truncationNeverSplitsWide() {
    #expect(StyledLine("中文字").truncated(toWidth: 4).text == "中…")
    #expect(StyledLine("中文字").prefix(toWidth: 3).text == "中")
    #expect(StyledLine("e\u{301}e\u{301}e\u{301}").truncated(toWidth: 2).text == "e\u{301}…")
    #expect(StyledLine("👩\u{200D}💻👩\u{200D}💻").truncated(toWidth: 3).text == "👩\u{200D}💻…")
  }

  @Test("padding fills with spaces in the given style")
  func padding() {
    let padded = StyledLine("ab").padded(toWidth: 5, style: TextStyle(inverse: true))
    #expect(padded.width == 5)
    #expect(padded.runs.map(\.text) == ["ab", "   "])
    #expect(StyledLine("abc").padded(toWidth: 2).text == "abc")
  }

  @Test("styles merge attributes and drop colours without colour")
  func styleMerging() {
    let base = TextStyle(foreground: .red, bold: true)
    let merged = base.merging(TextStyle(background: .blue, inverse: true))
    #expect(merged == TextStyle(foreground: .red, background: .blue, bold: true, inverse: true))
    #expect(merged.withoutColor == TextStyle(bold: true, inverse: true))
  }
}
