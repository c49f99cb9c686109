/// How a run of text looks: colours and attributes.
///
/// ```swift
/// let title = TextStyle(foreground: .brightWhite, bold: true)
/// let hint = TextStyle(dim: true)
/// ```
///
/// A `nil` colour is the terminal's default. Under `NO_COLOR` the colours are dropped and the
/// attributes kept, so a style should still read without colour (use ``inverse`` or ``bold``
/// for what must stand out, such as a selection).
public struct TextStyle: Hashable, Sendable {
  /// The text colour; `nil` is the terminal's default.
  public var foreground: TerminalColor?
  /// The colour behind the text; `nil` is the terminal's default.
  public var background: TerminalColor?
  /// Bold (or bright) text.
  public var bold: Bool
  /// Faint text.
  public var dim: Bool
  /// Italic text, where the terminal supports it.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool
  /// Foreground and background swapped; visible without colour.
  public var inverse: Bool

  /// A style; every attribute is off unless given.
  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
    dim: Bool = false, italic: Bool = false, underline: Bool = false, inverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.inverse = inverse
  }

  /// The terminal's default look: default colours, no attributes.
  public static let plain = TextStyle()

  /// This style with `other`'s attributes added and `other`'s colours where it has some.
  ///
  /// The list view uses it to lay the selection or an animation highlight over a cell's own
  /// styles.
  public func merging(_ other: TextStyle) -> TextStyle {
    TextStyle(
      foreground: other.foreground ?? foreground, background: other.background ?? background,
      bold: bold || other.bold, dim: dim || other.dim, italic: italic || other.italic,
      underline: underline || other.underline, inverse: inverse || other.inverse)
  }

  /// This style without colours, as shown under `NO_COLOR`.
  public var withoutColor: TextStyle {
    var style = self
    style.foreground = nil
    style.background = nil
    return style
  }
}
