/// The terminal cell of a `TextViewCellModel`: the title, then the text cut into lines one
/// column narrower than the cell (room for the cursor), or the placeholder while it is empty.
///
/// It edits as ``TextFieldCell`` does — showing each edit it reports, and editing that text with
/// the next key — and Return, or a line break in a paste, starts a new line. The text is cut
/// between grapheme clusters rather than at spaces, so that the cursor's place never changes the
/// lines and the cell keeps the height it was measured at.
///
/// The lines are kept paragraph by paragraph: a key cuts again only the paragraph it edits, and
/// a frame builds only the lines on screen, so typing into a long text costs about what the
/// paragraph being edited and the rows shown cost (and a comparison of the text's bytes).
public final class TextViewCell: TypedTerminalCell, DirectionalTerminalCell, KeyHandlingTerminalCell
{
  private var model: TextViewCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var input = TextInputState()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`; the cursor goes to the end of a text it did not show before.
  public func bind(model: TextViewCellModel, sizing: Bool) {
    input.bind(
      text: model.text, identifier: model.identifier, previousIdentifier: self.model?.identifier,
      sizing: sizing)
    self.model = model
  }

  /// The title, then the text's lines.
  public func render(width: Int) -> [StyledLine] {
    render(width: width, rows: 0..<lineCount(width: width))
  }

  /// The number of lines ``render(width:)`` returns.
  ///
  /// - Complexity: O(1) for the text measured last at `width`; after an edit, the paragraphs
  ///   it touched are cut into lines again (see ``render(width:rows:)``).
  public func lineCount(width: Int) -> Int {
    guard let model else { return 0 }
    let title = model.title.isEmpty ? 0 : 1
    guard showsText(model) else { return title + 1 }
    return title + layout(width: width).lineCount
  }

  /// The lines at `rows` of those ``render(width:)`` returns.
  ///
  /// - Complexity: the lines are kept as paragraphs: an edit cuts again only the paragraphs it
  ///   touched, and only the lines in `rows` are built, so a key typed into a long text costs
  ///   in proportion to the paragraph edited and the lines shown, plus a comparison of bytes.
  public func render(width: Int, rows: Range<Int>) -> [StyledLine] {
    guard let model, !rows.isEmpty else { return [] }
    var lines: [StyledLine] = []
    var textRows = rows
    if !model.title.isEmpty {
      if rows.lowerBound == 0 { lines.append(StyledLine(model.title).truncated(toWidth: width)) }
      textRows = max(0, rows.lowerBound - 1)..<(rows.upperBound - 1)
    }
    let showsCursor = input.showsCursor(isEnabled: model.isEnabled)
    if !showsText(model) {
      if textRows.lowerBound == 0, !textRows.isEmpty {
        lines.append(
          StyledLine(model.placeholder, style: CatalogueStyle.placeholder)
            .truncated(toWidth: width))
      }
    } else {
      lines += layout(width: width).lines(
        rows: textRows, cursorOffset: showsCursor ? input.cursorOffset : nil,
        cursor: Self.cursorGlyph, width: width)
    }
    let dimmed = lines.map { $0.dimmed(unless: model.isEnabled) }
    guard showsCursor, layoutDirection == .rightToLeft else {
      return dimmed.laidOut(layoutDirection, inWidth: width)
    }
    // A line of the text, cursor and all, is one piece of text: only its place mirrors.
    return dimmed.map { StyledLine(String(repeating: " ", count: max(0, width - $0.width))) + $0 }
  }

  /// Whether the text shows, rather than the placeholder.
  private func showsText(_ model: TextViewCellModel) -> Bool {
    !input.text.isEmpty || input.showsCursor(isEnabled: model.isEnabled)
  }

  /// The text's lines at `width`, one column narrower for the cursor.
  private func layout(width: Int) -> ParagraphLayout {
    guard let model else { return ParagraphLayout(text: "", room: width - 1) }
    return ParagraphLayout.shared(
      identifier: model.identifier, room: width - 1, text: input.text)
  }

  /// Editing keys while editing (Return inserts a line break); Return to start editing
  /// otherwise.
  public func handle(_ key: Key) -> Bool {
    guard let model, model.isEnabled else { return false }
    return input.handle(key, allowsLineBreaks: true) { model.onChange(model, $0) }
  }

  /// How many edits the view reported and shows.
  public var reportedValueCount: Int { input.reports }

  /// Whether typed letters are text now.
  public var takesTextInput: Bool { input.isEditing && model?.isEnabled == true }

  /// Selecting the view starts editing; leaving it stops.
  public func focusDidChange(_ isFocused: Bool) {
    input.setFocused(isFocused)
  }

  private static let cursorGlyph = StyledLine(
    CatalogueStyle.cursorGlyph, style: CatalogueStyle.cursor)
}
