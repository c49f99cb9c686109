extension ScreenBuffer {
  /// How ``ScreenBuffer/svg(options:)`` draws a screen: colours, font, the size of a cell, and
  /// an optional window around it.
  ///
  /// ```swift
  /// let options = ScreenBuffer.SVGOptions(
  ///   theme: .light, fontSize: 16, title: "Profile", showsWindowChrome: true)
  /// let picture = ScreenBuffer(width: 40, height: 10).svg(options: options)
  /// ```
  ///
  /// A cell is ``cellWidth`` × ``cellHeight`` pixels and text is placed by its column, so the
  /// grid holds whatever the font's own advance is; the defaults suit common monospaced fonts,
  /// whose characters are 0.6 em wide.
  public struct SVGOptions: Hashable, Sendable {
    /// The colours.
    public var theme: SVGTheme
    /// A CSS font-family list; the viewer picks the first font it has.
    public var fontFamily: String
    /// The font size in pixels.
    public var fontSize: Double
    /// The width of one column in pixels; a wide character takes two.
    public var cellWidth: Double
    /// The height of one row in pixels.
    public var cellHeight: Double
    /// The picture's accessible title (an SVG `<title>`), shown in the title bar of the window
    /// when there is one.
    public var title: String?
    /// Whether the screen is framed as a window: rounded corners, a margin and a title bar with
    /// three buttons. Off by default, so the picture is the screen alone.
    public var showsWindowChrome: Bool

    /// The font families tried when none is given: the platforms' monospaced fonts.
    public static let defaultFontFamily =
      "ui-monospace, 'SF Mono', Menlo, 'Cascadia Mono', Consolas, 'DejaVu Sans Mono', monospace"

    /// The range ``fontSize``, ``cellWidth`` and ``cellHeight`` are clamped to; a value that is
    /// not finite is replaced by its default.
    public static let sizeRange = 1.0...1_000.0

    /// Options; every value left out is the default (the ``SVGTheme/dark`` theme, 14 pixel
    /// text in 8.4 × 17 pixel cells, no title, no window).
    public init(
      theme: SVGTheme = .dark, fontFamily: String = defaultFontFamily, fontSize: Double = 14,
      cellWidth: Double = 8.4, cellHeight: Double = 17, title: String? = nil,
      showsWindowChrome: Bool = false
    ) {
      self.theme = theme
      self.fontFamily = fontFamily
      self.fontSize = fontSize
      self.cellWidth = cellWidth
      self.cellHeight = cellHeight
      self.title = title
      self.showsWindowChrome = showsWindowChrome
    }

    /// These options with every size finite and within ``sizeRange``.
    var normalized: SVGOptions {
      var options = self
      options.fontSize = Self.clamped(fontSize, default: 14)
      options.cellWidth = Self.clamped(cellWidth, default: 8.4)
      options.cellHeight = Self.clamped(cellHeight, default: 17)
      return options
    }

    private static func clamped(_ value: Double, default defaultValue: Double) -> Double {
      guard value.isFinite else { return defaultValue }
      return min(max(value, sizeRange.lowerBound), sizeRange.upperBound)
    }
  }
}
