/// How the terminal cells of the catalogue look, in one place so they look of a piece. Every
/// style reads without colour (`NO_COLOR`): what must stand out is bold, what is secondary dim.
enum CatalogueStyle {
  static func text(_ role: TextRole) -> TextStyle {
    switch role {
    case .title: TextStyle(foreground: .brightWhite, bold: true, underline: true)
    case .headline: TextStyle(bold: true)
    case .body: .plain
    case .subheadline: TextStyle(foreground: .brightBlack)
    case .caption: TextStyle(foreground: .brightBlack, dim: true)
    }
  }

  static func button(_ role: ButtonRole) -> TextStyle {
    switch role {
    case .primary: TextStyle(foreground: .brightCyan, bold: true)
    case .secondary: .plain
    case .destructive: TextStyle(foreground: .red, bold: true)
    }
  }

  static let secondary = TextStyle(foreground: .brightBlack)
  static let accessory = TextStyle(foreground: .brightBlack, bold: true)
  static let placeholder = TextStyle(foreground: .brightBlack, dim: true, italic: true)
  static let field = TextStyle(underline: true)
  static let cursor = TextStyle(foreground: .brightWhite, bold: true)
  static let on = TextStyle(foreground: .green, bold: true)
  static let chosen = TextStyle(bold: true, underline: true)
  static let rule = TextStyle(foreground: .blue, dim: true)
  static let skeleton = TextStyle(foreground: .brightBlack, dim: true)
  static let error = TextStyle(foreground: .red, bold: true)
  static let heading = TextStyle(foreground: .brightBlue, bold: true)
  static let imageGlyph = TextStyle(foreground: .brightBlack)
  static let altText = TextStyle(italic: true)

  /// What a disabled control lays over its own styles.
  static let disabled = TextStyle(dim: true)

  /// The glyph the cursor of a text field shows, inserted at the insertion point.
  static let cursorGlyph = "▏"
  /// What stands for an image a terminal cannot show.
  static let imageGlyphText = "▣"

  /// The accessory's glyph in a row reading in `direction`: a disclosure points the way the
  /// row reads on.
  static func glyph(
    _ accessory: CellAccessory, _ direction: ListLayout.LayoutDirection = .leftToRight
  ) -> StyledLine {
    switch accessory {
    case .none: StyledLine()
    case .disclosure: StyledLine(direction == .rightToLeft ? "‹" : "›", style: Self.accessory)
    case .checkmark: StyledLine("✓", style: Self.on)
    }
  }
}

extension StyledLine {
  /// A subtitle under a row's main line, cut to `width`; `nil` when `text` is empty.
  static func subtitle(_ text: String, width: Int) -> StyledLine? {
    guard !text.isEmpty else { return nil }
    return StyledLine(text, style: CatalogueStyle.text(.subheadline)).truncated(toWidth: width)
  }

  /// The line with `style` laid over every run (a disabled control's dimming).
  func overlaid(with style: TextStyle) -> StyledLine {
    var line = StyledLine()
    for run in runs { line.append(run.text, style: run.style.merging(style)) }
    return line
  }

  /// The line dimmed unless `isEnabled`.
  func dimmed(unless isEnabled: Bool) -> StyledLine {
    isEnabled ? self : overlaid(with: CatalogueStyle.disabled)
  }
}

extension [StyledLine] {
  /// The lines of a cell `width` columns wide as a row reading in `direction` draws them: each
  /// mirrored in the cell's width, so that a box keeps its columns.
  func laidOut(_ direction: ListLayout.LayoutDirection, inWidth width: Int) -> [StyledLine] {
    direction == .rightToLeft ? map { $0.mirrored(inWidth: width) } : self
  }
}
