import PropertyBased
import RosterTerminalCells
import RosterTestSupport
import Testing

/// The text field's line while editing, which builds only the characters that can show,
/// against the line built from the whole text.
@MainActor
@Suite("Text field: the edited line against one built from the whole text")
struct TextFieldWindowPropertyTests {
  /// The reference: the whole text before the cursor made into a line, cut from its start.
  static func reference(of text: String, cursor: Int, width: Int) -> StyledLine {
    let field = TextStyle(underline: true)
    let index = text.index(text.startIndex, offsetBy: min(cursor, text.count))
    var before = StyledLine(String(text[..<index]), style: field)
    let glyph = StyledLine("▏", style: TextStyle(foreground: .brightWhite, bold: true))
    if before.width + glyph.width > width {
      let keep = max(0, width - glyph.width - 1)
      var kept: [Character] = []
      var keptWidth = 0
      for character in Array(text[..<index]).reversed() {
        let characterWidth = StyledLine(String(character)).width
        guard keptWidth + characterWidth <= keep else { break }
        kept.insert(character, at: 0)
        keptWidth += characterWidth
      }
      before =
        StyledLine("…", style: TextStyle(foreground: .brightBlack))
        + StyledLine(String(kept), style: field)
    }
    let after = StyledLine(String(text[index...]), style: field)
    return (before + glyph + after).truncated(toWidth: width)
  }

  static let text = Gen.int(in: 0...4).array(of: 0...150).map {
    String($0.map { ["a", "中", "👍", " ", "b"][$0] }.joined())
  }

  @Test("what the field shows at any cursor and width is what the whole text would show")
  func windowMatchesWholeText() async {
    await propertyCheck(
      count: propertyCases(2000), input: Self.text, Gen.int(in: 0...150), Gen.int(in: 1...40)
    ) {
      text, cursorFromEnd, width in
      let cell = TextFieldCell()
      cell.bind(
        model: TextFieldCellModel(identifier: "f", title: "", text: text) { _, _ in },
        sizing: false)
      cell.focusDidChange(true)
      let steps = min(cursorFromEnd, text.count)
      for _ in 0..<steps { _ = cell.handle(.left) }
      let cursor = text.count - steps
      let expected = Self.reference(of: text, cursor: cursor, width: width)
      let line = cell.render(width: width).first
      #expect(line == expected, "\(text.debugDescription) cursor \(cursor) width \(width)")
    }
  }
}
