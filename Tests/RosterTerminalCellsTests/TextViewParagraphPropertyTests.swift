import PropertyBased
@_spi(Testing) import RosterTerminalCells
import RosterTestSupport
import Testing

/// The text view's lines, kept by paragraph across edits, widths and binds, against the whole
/// text wrapped from scratch after every step.
@MainActor
@Suite("Text view: lines kept by paragraph against the whole text wrapped afresh")
struct TextViewParagraphPropertyTests {
  /// The reference: every paragraph cut between clusters into lines of `width - 1` columns,
  /// the cursor glyph before the cluster at `cursor` (counting a line break as one).
  static func reference(of text: String, cursor: Int?, width: Int) -> [StyledLine] {
    let glyph = StyledLine("▏", style: TextStyle(foreground: .brightWhite, bold: true))
    let room = max(1, width - 1)
    var lines: [StyledLine] = []
    var offset = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = StyledLine()
      var lineWidth = 0
      for character in Array(paragraph) {
        let characterWidth = StyledLine(String(character)).width
        if lineWidth + characterWidth > room, lineWidth > 0 {
          lines.append(line)
          line = StyledLine()
          lineWidth = 0
        }
        if offset == cursor { line += glyph }
        line += StyledLine(String(character))
        lineWidth += characterWidth
        offset += 1
      }
      if offset == cursor { line += glyph }
      lines.append(line)
      offset += 1
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// Pieces of text: words, unbroken runs, CJK, emoji, combining marks and line breaks.
  nonisolated static let pieces = [
    "lists ", "diff ", "themselves", "abcdefghijabcdefghijabcdefghij", "中文字符中文字符", "👍",
    "\n", "\n\n", "e\u{301}", " ", "a\u{200D}b", "x", "\r", "\r\n",
  ]

  nonisolated static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map {
    $0.map { pieces[$0] }.joined()
  }

  /// Keys a user presses, pastes of pieces among them.
  nonisolated static let keys: [Key] =
    [
      .character("a"), .character(" "), .character("中"), .character("👍"),
      .character("\u{301}"), .left, .right, .home, .end, .backspace, .delete, .enter,
      .backspace, .left, .left,
    ] + pieces.map { Key.paste($0) } + [.paste(String(repeating: "abcdefghij", count: 12))]

  /// One step: a key (or, past the keys, a width change or the app binding a text of its own),
  /// a width, and a window of rows.
  nonisolated static let step = zip(
    Gen.int(in: 0...(keys.count + 3)), Gen.int(in: 1...30), Gen.int(in: 0...40),
    Gen.int(in: 0...30))

  @Test("what the view shows after every edit, width and bind is the whole text wrapped afresh")
  func linesMatchWholeText() async {
    await propertyCheck(
      count: propertyCases(1000), input: Self.text, Self.step.array(of: 1...30), Self.text
    ) {
      start, steps, appText in
      var text = start
      let onChange: TextViewCellModel.ChangeAction = { _, _ in }
      let cell = TextViewCell()
      let template = TextViewCell()
      cell.bind(
        model: TextViewCellModel(identifier: "notes", text: text, onChange: onChange),
        sizing: false)
      cell.focusDidChange(true)
      var editing = TextEditing(text: text, cursor: text.count)
      var width = 20
      for (index, (choice, newWidth, first, count)) in steps.enumerated() {
        if choice < Self.keys.count {
          _ = cell.handle(Self.keys[choice])
          _ = editing.apply(Self.keys[choice], allowsLineBreaks: true)
          text = editing.text
        } else if choice == Self.keys.count {
          // The app answers with a text of its own: the cursor keeps its number of clusters.
          let cursor = editing.cursor
          text = index % 2 == 0 ? appText : text + appText
          editing = TextEditing(text: text, cursor: cursor)
        } else {
          width = newWidth
        }
        let model = TextViewCellModel(identifier: "notes", text: text, onChange: onChange)
        cell.bind(model: model, sizing: false)
        template.bind(model: model, sizing: true)
        let expected = Self.reference(of: text, cursor: editing.cursor, width: width)
        let rows = first..<(first + count)
        let window = Array(expected.dropFirst(first).prefix(count))
        let shown = cell.render(width: width)
        let measured = template.lineCount(width: width)
        guard
          shown == expected, cell.lineCount(width: width) == expected.count,
          measured == expected.count, cell.render(width: width, rows: rows) == window
        else {
          Issue.record(
            """
            step \(index) from \(start.debugDescription) to \(text.debugDescription) \
            width \(width): \(shown.map(\.text)) ≠ \(expected.map(\.text)), measured \(measured)
            """)
          return
        }
      }
    }
  }
}
