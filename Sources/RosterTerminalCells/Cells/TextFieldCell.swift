/// The terminal cell of a `TextFieldCellModel`: the title, then the text underlined, or the
/// placeholder while it is empty.
///
/// While its item is selected the field is being edited: typed and pasted characters are
/// inserted at the cursor (`▏`), Left and Right move it, Home and End jump to the ends,
/// Backspace and Delete delete, Return submits (`TextFieldCellModel.onSubmit`, when set) and
/// Escape stops editing, so that the list's keys work again (Return starts editing again).
/// A paste is inserted whole, as one edit, its line breaks as spaces (a trailing one dropped)
/// and the rest neutralised as `StyledLine.sanitized(_:)` says.
///
/// Every edit calls the model's `TextFieldCellModel.onChange` with the new text and shows it;
/// the next key edits that text, even while the app's update showing it still waits behind
/// an animation. The list binds the field again only with a state the app asked for after the
/// edit (see `KeyHandlingTerminalCell`), whose text it then shows: the app's answer. The
/// cursor is the cell's own: it stays within the text shown.
public final class TextFieldCell: TypedTerminalCell, DirectionalTerminalCell,
  KeyHandlingTerminalCell
{
  private var model: TextFieldCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var input = TextInputState()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`; the cursor goes to the end of a field it did not show before.
  public func bind(model: TextFieldCellModel, sizing: Bool) {
    input.bind(
      text: model.text, identifier: model.identifier, previousIdentifier: self.model?.identifier,
      sizing: sizing)
    self.model = model
  }

  /// One line; the text scrolls sideways to keep the cursor in view.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let title = model.title.isEmpty ? StyledLine() : StyledLine(model.title) + ": "
    let room = max(0, width - title.width)
    let field: StyledLine
    if input.showsCursor(isEnabled: model.isEnabled) {
      field = Self.window(of: input.text, at: input.cursorIndex, width: room)
    } else if input.text.isEmpty {
      field = StyledLine(model.placeholder, style: CatalogueStyle.placeholder)
    } else {
      field = StyledLine(
        String(Self.head(of: input.text[...], width: room)), style: CatalogueStyle.field)
    }
    let line = (title + field).truncated(toWidth: width).dimmed(unless: model.isEnabled)
    guard layoutDirection == .rightToLeft else { return [line] }
    // The field, cursor and all, is one piece of text: only its place mirrors.
    let head = line.prefix(toWidth: title.width)
    let tail = line.suffix(fromColumn: head.width)
    guard input.showsCursor(isEnabled: model.isEnabled), !tail.isEmpty else {
      return [line.mirrored(inWidth: width)]
    }
    let blank = StyledLine(String(repeating: " ", count: max(0, width - line.width)))
    return [blank + tail + head.mirrored(inWidth: head.width)]
  }

  /// Editing keys while editing; Return to start editing otherwise.
  public func handle(_ key: Key) -> Bool {
    guard let model, model.isEnabled else { return false }
    if input.isEditing, key == .enter {
      guard let onSubmit = model.onSubmit else { return false }
      onSubmit(model)
      return true
    }
    return input.handle(key, allowsLineBreaks: false) { model.onChange(model, $0) }
  }

  /// How many edits the field reported and shows.
  public var reportedValueCount: Int { input.reports }

  /// Whether typed letters are text now.
  public var takesTextInput: Bool { input.isEditing && model?.isEnabled == true }

  /// Selecting the field starts editing; leaving it stops.
  public func focusDidChange(_ isFocused: Bool) {
    input.setFocused(isFocused)
  }

  /// `text` with the cursor glyph at `index`, in at most `width` columns: the part around the
  /// cursor, its start cut (with `…`) when the text before the cursor does not fit.
  ///
  /// - Complexity: O(`width`): only the clusters around the cursor that can show are read, so
  ///   a key typed into ten megabytes of text neither counts nor styles them.
  static func window(of text: String, at index: String.Index, width: Int) -> StyledLine {
    let wholeBefore = text[..<index]
    let reach = Self.reach(width)
    let cut = wholeBefore.index(
      wholeBefore.endIndex, offsetBy: -reach, limitedBy: wholeBefore.startIndex)
    let shownBefore = cut.map { wholeBefore[$0...] } ?? wholeBefore
    var before = StyledLine(String(shownBefore), style: CatalogueStyle.field)
    let glyph = StyledLine(CatalogueStyle.cursorGlyph, style: CatalogueStyle.cursor)
    if cut != nil || before.width + glyph.width > width {
      // Keep the end of the text before the cursor: drop clusters from its start.
      let keep = max(0, width - glyph.width - 1)
      var kept: [Character] = []
      var keptWidth = 0
      for character in shownBefore.reversed() {
        let characterWidth = StyledLine(String(character)).width
        guard keptWidth + characterWidth <= keep else { break }
        kept.insert(character, at: 0)
        keptWidth += characterWidth
      }
      before =
        StyledLine("…", style: CatalogueStyle.secondary)
        + StyledLine(String(kept), style: CatalogueStyle.field)
    }
    let after = StyledLine(
      String(head(of: text[index...], width: width)), style: CatalogueStyle.field)
    return (before + glyph + after).truncated(toWidth: width)
  }

  /// The start of `text` that can show in `width` columns, and a little more.
  static func head(of text: Substring, width: Int) -> Substring {
    text.prefix(reach(width))
  }

  /// How many characters are enough to fill `width` columns: every visible character takes a
  /// column or more, and the slack covers characters that show as nothing.
  private static func reach(_ width: Int) -> Int { 2 * max(0, width) + 16 }
}
