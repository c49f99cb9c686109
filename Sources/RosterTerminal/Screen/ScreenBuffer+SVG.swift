extension ScreenBuffer {
  /// The screen as an SVG picture: every cell's text at its column, in its colours and
  /// attributes, on its background.
  ///
  /// The same buffer and options always give the same bytes, so a picture can be checked into
  /// a repository and compared in a test, as a screenshot that cannot go stale:
  ///
  /// ```swift
  /// var screen = ScreenBuffer(width: 24, height: 2)
  /// screen.draw(
  ///   StyledLine(" Inbox ", style: TextStyle(foreground: .black, background: .cyan))
  ///     + StyledLine(" 3 unread", style: TextStyle(dim: true)),
  ///   row: 0, column: 0, maxWidth: 24)
  /// screen.draw(StyledLine("東京 <tokyo> & more"), row: 1, column: 0, maxWidth: 24)
  ///
  /// let picture = screen.svg(options: .init(title: "Inbox"))
  /// assert(picture.hasPrefix("<svg "))
  /// assert(picture.contains("&lt;tokyo&gt; &amp; more"))
  /// ```
  ///
  /// How the cells are drawn:
  /// - Text is placed by column, `cellWidth` pixels each: one `<text>` per row that shows any, a
  ///   `<tspan>` at its own column for each run of text of one look. A wide character is a run of
  ///   its own, two columns wide, so the text after it stays on the grid whatever width the
  ///   viewer's font gives it; so is a cell whose cluster would join the one before it (a spacing
  ///   mark after a letter, drawn apart). Blank cells are not written (one space between words
  ///   stays in its run); spaces are kept as they are (`xml:space="preserve"`, `white-space: pre`).
  /// - Backgrounds are rectangles drawn before any text, one per run of cells of one colour on
  ///   a row; the theme's background is one rectangle behind the whole screen.
  /// - Colours come from `options.theme`: `nil` colours are its foreground and background,
  ///   the 16 ANSI colours (and 256-colour entries 0–15) its ``SVGTheme/ansi`` palette.
  ///   ``TextStyle/inverse`` swaps the two colours, defaults included. ``TextStyle/bold`` is a
  ///   bold font, ``TextStyle/dim`` 60 % opaque text, ``TextStyle/italic`` an italic font and
  ///   ``TextStyle/underline`` an underline; text is shown left to right as stored, as a
  ///   terminal shows it, whatever its script.
  /// - Text is escaped, and a scalar XML cannot hold, or a viewer would act on (controls, line
  ///   breaks, bidirectional overrides), is shown as U+FFFD, so the document is well-formed
  ///   whatever the buffer or the title holds.
  ///
  /// - Parameter options: Colours, font, cell size, title and window; the defaults when left
  ///   out.
  /// - Returns: A standalone SVG document, `width` × `cellWidth` by `height` × `cellHeight`
  ///   pixels, plus the window's margin and title bar when it has one.
  /// - Complexity: O(*w* × *h*) in the buffer's size, plus the length of the cells' text.
  public func svg(options: SVGOptions = SVGOptions()) -> String {
    let options = options.normalized
    let theme = options.theme
    let screenWidth = Double(width) * options.cellWidth
    let screenHeight = Double(height) * options.cellHeight
    let chrome = options.showsWindowChrome ? WindowChrome(options: options) : nil
    let pictureWidth = screenWidth + (chrome?.horizontalMargin ?? 0) * 2
    let pictureHeight = screenHeight + (chrome.map { $0.titleBarHeight + $0.bottomMargin } ?? 0)
    let size =
      "width=\"\(SVGMarkup.number(pictureWidth))\" height=\"\(SVGMarkup.number(pictureHeight))\""

    var svg = ""
    svg.reserveCapacity(width * height * 2 + 1024)
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) "
    svg += "viewBox=\"0 0 \(SVGMarkup.number(pictureWidth)) \(SVGMarkup.number(pictureHeight))\" "
    svg += "xml:space=\"preserve\">\n"
    if let title = options.title {
      svg += "<title>\(SVGMarkup.escaped(title))</title>\n"
    }
    svg += Self.styleSheet
    if let chrome {
      svg += chrome.markup(width: pictureWidth, height: pictureHeight, title: options.title)
      svg += "<g transform=\"translate(\(SVGMarkup.number(chrome.horizontalMargin)) "
      svg += "\(SVGMarkup.number(chrome.titleBarHeight)))\">\n"
    } else {
      svg += "<g>\n"
    }
    svg += "<rect width=\"\(SVGMarkup.number(screenWidth))\" "
    svg += "height=\"\(SVGMarkup.number(screenHeight))\" fill=\"\(theme.background.hexString)\"/>\n"
    svg += "<g shape-rendering=\"crispEdges\">\n"
    for row in 0..<height { appendBackgrounds(ofRow: row, options: options, to: &svg) }
    svg += "</g>\n"
    svg += "<g font-family=\"\(SVGMarkup.escaped(options.fontFamily))\" "
    svg += "font-size=\"\(SVGMarkup.number(options.fontSize))\" "
    svg += "fill=\"\(theme.foreground.hexString)\">\n"
    for row in 0..<height { appendText(ofRow: row, options: options, to: &svg) }
    svg += "</g>\n</g>\n</svg>\n"
    return svg
  }

  /// The classes of the text's attributes. Bidi override: a terminal shows a row's cells left
  /// to right as stored, and so must the picture, or right-to-left text would leave its columns.
  private static let styleSheet = """
    <style>
    text { white-space: pre; unicode-bidi: bidi-override; direction: ltr; }
    .b { font-weight: bold; }
    .d { fill-opacity: 0.6; }
    .i { font-style: italic; }
    .u { text-decoration: underline; }
    </style>

    """

  /// What a cell's text looks like; cells with the same look on a row share a `<tspan>`.
  private struct TextLook: Equatable {
    var fill: SVGTheme.Color
    var classes: String
  }

  /// A cell's text and background colours, `inverse` applied.
  private static func colors(
    of style: TextStyle, theme: SVGTheme
  ) -> (foreground: SVGTheme.Color, background: SVGTheme.Color) {
    let foreground = style.foreground.map(theme.resolve) ?? theme.foreground
    let background = style.background.map(theme.resolve) ?? theme.background
    return style.inverse ? (background, foreground) : (foreground, background)
  }

  private static func look(of style: TextStyle, theme: SVGTheme) -> TextLook {
    var classes: [String] = []
    if style.bold { classes.append("b") }
    if style.dim { classes.append("d") }
    if style.italic { classes.append("i") }
    if style.underline { classes.append("u") }
    return TextLook(
      fill: colors(of: style, theme: theme).foreground, classes: classes.joined(separator: " "))
  }

  /// One rectangle per run of cells whose background differs from the theme's.
  private func appendBackgrounds(ofRow row: Int, options: SVGOptions, to svg: inout String) {
    let theme = options.theme
    let top = SVGMarkup.number(Double(row) * options.cellHeight)
    let rowHeight = SVGMarkup.number(options.cellHeight)
    var column = 0
    while column < width {
      let color = Self.colors(of: cells[row * width + column].style, theme: theme).background
      var end = column + 1
      while end < width,
        Self.colors(of: cells[row * width + end].style, theme: theme).background == color
      {
        end += 1
      }
      if color != theme.background {
        svg += "<rect x=\"\(SVGMarkup.number(Double(column) * options.cellWidth))\" y=\"\(top)\" "
        svg += "width=\"\(SVGMarkup.number(Double(end - column) * options.cellWidth))\" "
        svg += "height=\"\(rowHeight)\" fill=\"\(color.hexString)\"/>\n"
      }
      column = end
    }
  }

  /// A run of text on a row: where it starts, how it looks, what it says.
  private struct TextRun {
    var column: Int
    var look: TextLook
    var text: String
    /// A wide character stands alone, so that what follows is placed by its own column.
    var isWide: Bool
  }

  /// The row's runs of text, as a `<text>` of `<tspan>`s; nothing when the row shows none.
  private func appendText(ofRow row: Int, options: SVGOptions, to svg: inout String) {
    let runs = textRuns(ofRow: row, theme: options.theme)
    guard !runs.isEmpty else { return }
    // The baseline sits inside the row's band whatever the sizes, so that each row's text is
    // found in its own band.
    let baseline = min(
      max(options.cellHeight * 0.5 + options.fontSize * 0.3, options.cellHeight * 0.5),
      options.cellHeight * 0.9)
    svg += "<text y=\"\(SVGMarkup.number(Double(row) * options.cellHeight + baseline))\">"
    for run in runs {
      svg += "<tspan x=\"\(SVGMarkup.number(Double(run.column) * options.cellWidth))\""
      if run.look.fill != options.theme.foreground {
        svg += " fill=\"\(run.look.fill.hexString)\""
      }
      if !run.look.classes.isEmpty { svg += " class=\"\(run.look.classes)\"" }
      svg += ">\(SVGMarkup.escaped(run.text))</tspan>"
    }
    svg += "</text>\n"
  }

  /// The runs of `row`: blank cells (a space, not underlined) show nothing, so they never start
  /// a run, a single one joins the run it is in, and a wider gap ends it.
  private func textRuns(ofRow row: Int, theme: SVGTheme) -> [TextRun] {
    var runs: [TextRun] = []
    var current: TextRun?
    var blanks = 0
    for column in 0..<width {
      let cell = cells[row * width + column]
      // A continuation cell is drawn by its lead cell.
      guard cell.width > 0 else { continue }
      if cell.content == " " && !cell.style.underline {
        blanks += 1
        continue
      }
      let look = Self.look(of: cell.style, theme: theme)
      let isWide = cell.width == 2
      // Joined as shown: U+FFFD can join a mark that the scalar it replaces kept apart.
      let content = SVGMarkup.shown(cell.content)
      let piece = String(repeating: " ", count: blanks) + content
      if var run = current, !isWide, !run.isWide, run.look == look, blanks <= 1,
        Self.staysApart(run.text, piece, cells: blanks + 1)
      {
        run.text += piece
        current = run
      } else {
        if let current { runs.append(current) }
        current = TextRun(column: column, look: look, text: content, isWide: isWide)
      }
      blanks = 0
    }
    if let current { runs.append(current) }
    return runs
  }

  /// Whether `piece`, the text of `cells` cells (a blank between runs counts as one), appended
  /// to `text` keeps its clusters apart. Cells hold one cluster each, but two of them side by
  /// side can make one (a spacing mark joins the letter before it, or the blank before it, a
  /// Hangul final the vowel before it, a prepended mark the next character): those start a new
  /// run, so the viewer draws each cell's cluster in its own column, as the terminal does.
  private static func staysApart(_ text: String, _ piece: String, cells: Int) -> Bool {
    guard let last = text.last else { return true }
    return (String(last) + piece).count == 1 + cells
  }
}
