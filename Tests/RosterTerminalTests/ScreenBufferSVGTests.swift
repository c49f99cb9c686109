import PropertyBased
import RosterTerminal
import RosterTestSupport
import Testing

@Suite("ScreenBuffer.svg: pictures of screens")
struct ScreenBufferSVGTests {
  typealias Color = ScreenBuffer.SVGTheme.Color

  static func screen(
    width: Int = 12, height: Int = 1, _ lines: (row: Int, column: Int, line: StyledLine)...
  ) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    for (row, column, line) in lines {
      buffer.draw(line, row: row, column: column, maxWidth: width)
    }
    return buffer
  }

  static func read(_ buffer: ScreenBuffer, options: ScreenBuffer.SVGOptions = .init()) -> SVGReader
  {
    let reader = SVGReader(buffer.svg(options: options))
    #expect(reader.error == nil, "\(reader.error ?? "")")
    return reader
  }

  @Test("a small screen, written out in full")
  func golden() {
    let buffer = Self.screen(
      width: 6, height: 2,
      (0, 0, StyledLine("ok", style: TextStyle(foreground: .green, bold: true))),
      (1, 1, StyledLine("a", style: TextStyle(background: .blue)) + "中"))
    let expected = """
      <svg xmlns="http://www.w3.org/2000/svg" width="50.4" height="34" viewBox="0 0 50.4 34" \
      xml:space="preserve">
      <style>
      text { white-space: pre; unicode-bidi: bidi-override; direction: ltr; }
      .b { font-weight: bold; }
      .d { fill-opacity: 0.6; }
      .i { font-style: italic; }
      .u { text-decoration: underline; }
      </style>
      <g>
      <rect width="50.4" height="34" fill="#1e1e1e"/>
      <g shape-rendering="crispEdges">
      <rect x="8.4" y="17" width="8.4" height="17" fill="#2472c8"/>
      </g>
      <g font-family="ui-monospace, &#39;SF Mono&#39;, Menlo, &#39;Cascadia Mono&#39;, \
      Consolas, &#39;DejaVu Sans Mono&#39;, monospace" font-size="14" fill="#cccccc">
      <text y="12.7"><tspan x="0" fill="#0dbc79" class="b">ok</tspan></text>
      <text y="29.7"><tspan x="8.4">a</tspan><tspan x="16.8">中</tspan></text>
      </g>
      </g>
      </svg>

      """
    #expect(buffer.svg() == expected)
  }

  @Test("an empty screen, and a blank one, are pictures with no text")
  func emptyAndBlank() {
    let empty = Self.read(ScreenBuffer(width: 0, height: 0))
    #expect(empty.root["width"] == "0" && empty.root["height"] == "0")
    #expect(empty.lines.isEmpty && empty.backgrounds.isEmpty)
    let blank = Self.read(ScreenBuffer(width: 80, height: 24))
    #expect(blank.root["viewBox"] == "0 0 672 408")
    #expect(blank.lines.isEmpty && blank.backgrounds.isEmpty)
  }

  @Test(
    "colours: the ANSI palette, the 256-colour cube and grey ramp, RGB",
    arguments: [
      (TerminalColor.red, "#cd3131"), (.brightWhite, "#ffffff"), (.indexed(1), "#cd3131"),
      (.indexed(12), "#3b8eea"), (.indexed(16), "#000000"), (.indexed(196), "#ff0000"),
      (.indexed(110), "#87afd7"), (.indexed(231), "#ffffff"), (.indexed(232), "#080808"),
      (.indexed(244), "#808080"), (.indexed(255), "#eeeeee"),
      (.rgb(red: 1, green: 0xAB, blue: 0xFF), "#01abff"),
    ])
  func colors(color: TerminalColor, hex: String) {
    let reader = Self.read(
      Self.screen(
        (0, 0, StyledLine("x", style: TextStyle(foreground: color))),
        (0, 2, StyledLine("y", style: TextStyle(background: color)))))
    #expect(reader.lines.first?.spans.first?.fill == hex)
    #expect(reader.backgrounds.map(\.fill) == [hex])
  }

  @Test("the theme's own colours are written once, on the screen and its text group")
  func themeDefaults() {
    let theme = ScreenBuffer.SVGTheme(
      foreground: Color(hex: 0x102030), background: Color(hex: 0xF0E0D0),
      ansi: [Color(hex: 0x111111), Color(hex: 0x222222)])
    let reader = Self.read(
      Self.screen((0, 0, StyledLine("plain") + StyledLine(" red", style: .init(foreground: .red)))),
      options: .init(theme: theme))
    #expect(reader.textGroup["fill"] == "#102030")
    // A palette shorter than 16 takes the rest from the dark theme; "red" is its entry 1.
    #expect(reader.lines.first?.spans.map(\.fill) == [nil, "#222222"])
    let green = Self.read(
      Self.screen((0, 0, StyledLine("g", style: .init(foreground: .green)))),
      options: .init(theme: theme))
    #expect(green.lines.first?.spans.first?.fill == "#0dbc79")
  }

  @Test("runs of one background are one rectangle; a change of colour starts another")
  func backgroundRuns() {
    let blue = TextStyle(background: .blue)
    let reader = Self.read(
      Self.screen(
        width: 10,
        (
          0, 0,
          StyledLine("ab", style: blue)
            + StyledLine("cd", style: TextStyle(background: .blue, bold: true))
        ),
        (0, 4, StyledLine("ef", style: TextStyle(background: .red))),
        (0, 7, StyledLine("中", style: blue))))
    let expected: [SVGReader.Rect] = [
      .init(x: 0, y: 0, width: 33.6, height: 17, fill: "#2472c8"),
      .init(x: 33.6, y: 0, width: 16.8, height: 17, fill: "#cd3131"),
      .init(x: 58.8, y: 0, width: 16.8, height: 17, fill: "#2472c8"),
    ]
    #expect(reader.backgrounds == expected)
  }

  @Test("inverse swaps the colours, the theme's defaults included")
  func inverse() {
    let reader = Self.read(
      Self.screen(
        (0, 0, StyledLine("sel", style: TextStyle(inverse: true))),
        (
          0, 4,
          StyledLine("x", style: TextStyle(foreground: .red, background: .green, inverse: true))
        )))
    #expect(reader.lines.first?.spans.map(\.fill) == ["#1e1e1e", "#0dbc79"])
    #expect(reader.backgrounds.map(\.fill) == ["#cccccc", "#cd3131"])
  }

  @Test("bold, dim, italic and underline are classes; an underlined space is drawn")
  func attributes() {
    let reader = Self.read(
      Self.screen(
        (0, 0, StyledLine("b", style: TextStyle(bold: true))),
        (0, 2, StyledLine("d i", style: TextStyle(dim: true, italic: true))),
        (0, 6, StyledLine("u ", style: TextStyle(underline: true)))))
    let spans = reader.lines.first?.spans ?? []
    #expect(spans.map(\.classes) == [["b"], ["d", "i"], ["u"]])
    #expect(spans.map(\.text) == ["b", "d i", "u "])
  }

  @Test("text is placed by column: a wide character stands alone and what follows keeps its column")
  func wideCharacters() {
    let reader = Self.read(Self.screen(width: 14, (0, 1, StyledLine("a東京b  c 👍🏽"))))
    let spans = reader.lines.first?.spans ?? []
    #expect(spans.map(\.text) == ["a", "東", "京", "b", "c", "👍🏽"])
    #expect(spans.map(\.x) == [8.4, 16.8, 33.6, 50.4, 75.6, 92.4])
  }

  @Test(
    "cells that would join into one cluster stay in runs of their own",
    arguments: [("a", "\u{903}"), ("\u{1161}", "\u{11A8}"), ("\u{1161}", "\u{11A8}\u{903}")])
  func clustersStayApart(first: String, second: String) {
    // Each is a cell of its own, as drawn one after the other; side by side in one run, a
    // spacing mark would join the letter before it, a Hangul final the vowel before it.
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.draw(StyledLine(first), row: 0, column: 0, maxWidth: 6)
    buffer.draw(StyledLine(second), row: 0, column: 1, maxWidth: 5)
    #expect(buffer[0, 0].content == first && buffer[1, 0].content == second)
    let spans = Self.read(buffer).lines.first?.spans ?? []
    #expect(spans.map(\.text) == [first, second])
    #expect(spans.map(\.x) == [0, 8.4])
  }

  @Test("a mark after a single blank stays in its own column, not on the blank")
  func markAfterABlank() {
    // A spacing mark drawn after a blank would join that blank in one run (" ः" is one
    // cluster) and be drawn a column early.
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.draw(StyledLine("a"), row: 0, column: 0, maxWidth: 6)
    buffer.draw(StyledLine("\u{903}"), row: 0, column: 2, maxWidth: 4)
    #expect(buffer[2, 0].content == "\u{903}")
    let spans = Self.read(buffer).lines.first?.spans ?? []
    #expect(spans.map(\.text) == ["a", "\u{903}"])
    #expect(spans.map(\.x) == [0, 16.8])
  }

  @Test("markup characters are escaped, in cells and in the title")
  func escaping() {
    let buffer = Self.screen(width: 30, (0, 0, StyledLine(#"<b> & "q" 'a' ]]> </text>"#)))
    let svg = buffer.svg()
    #expect(svg.contains("&lt;b&gt; &amp; &quot;q&quot; &#39;a&#39; ]]&gt; &lt;/text&gt;"))
    let reader = Self.read(buffer)
    #expect(reader.lines.first?.spans.map(\.text) == [#"<b> & "q" 'a' ]]> </text>"#])
  }

  @Test("a hostile title never reaches the document as markup or controls")
  func hostileTitle() {
    let title = "</title><script>x</script>\u{1B}[2J\u{7}\u{0}\u{9B}\u{202E}\u{FFFF}\t\n"
    for chrome in [false, true] {
      let options = ScreenBuffer.SVGOptions(title: title, showsWindowChrome: chrome)
      let reader = Self.read(ScreenBuffer(width: 4, height: 1), options: options)
      #expect(
        reader.title == "</title><script>x</script>\u{FFFD}[2J"
          + String(repeating: "\u{FFFD}", count: 7))
      #expect(!reader.elements.contains("script"))
    }
  }

  @Test("no window by default; with one, a frame, three buttons and the title around the screen")
  func windowChrome() {
    let buffer = Self.screen((0, 0, StyledLine("hi")))
    #expect(!Self.read(buffer).elements.contains("circle"))
    let framed = Self.read(buffer, options: .init(title: "Demo", showsWindowChrome: true))
    #expect(framed.elements.filter { $0 == "circle" }.count == 3)
    // 12 columns of 8.4 plus two margins of two columns; one row plus a two-row bar and a row.
    #expect(framed.root["width"] == "134.4" && framed.root["height"] == "68")
    #expect(framed.title == "Demo")
    #expect(framed.lines.first?.spans.first?.text == "hi")
  }

  @Test("sizes that are not finite are the defaults; others are clamped to 1…1000")
  func badSizes() {
    let buffer = Self.screen(width: 2, (0, 0, StyledLine("a")))
    let options = ScreenBuffer.SVGOptions(fontSize: .nan, cellWidth: .infinity, cellHeight: -5)
    #expect(buffer.svg(options: options) == buffer.svg(options: .init(cellHeight: 1)))
    let huge = Self.read(buffer, options: .init(fontSize: 1e300, cellWidth: 1e300, cellHeight: 0))
    #expect(huge.root["width"] == "2000" && huge.root["height"] == "1")
    #expect(huge.textGroup["font-size"] == "1000")
  }

  @Test("the same screen always gives the same bytes")
  func deterministic() {
    var buffer = Self.screen(
      width: 20, height: 3,
      (0, 0, StyledLine("东京 <x>", style: TextStyle(foreground: .indexed(99)))),
      (2, 3, StyledLine("y", style: TextStyle(background: .rgb(red: 9, green: 8, blue: 7)))))
    let first = buffer.svg()
    #expect(buffer.svg() == first)
    let copy = buffer
    #expect(copy.svg() == first)
    buffer.draw(StyledLine("z"), row: 1, column: 0, maxWidth: 1)
    #expect(buffer.svg() != first)
  }
}

extension ScreenBufferSVGTests {
  static let options: [ScreenBuffer.SVGOptions] = [
    .init(), .init(theme: .light, fontSize: 12, cellWidth: 7.25, cellHeight: 20.5),
    .init(cellWidth: 10, cellHeight: 13, title: "t <&>", showsWindowChrome: true),
  ]

  /// Text for the screens: hostile pieces, markup characters, the scalars XML cannot hold, and
  /// the starts of clusters.
  static func text(_ seed: Int) -> String {
    // Spacing marks and Hangul vowels and finals start a cell that can join the one before it.
    let extra = [
      "<", "&", ">", "\"", "'", "]]>", "\u{FFFE}", "\u{FFFF}", "\u{2028}", "東京", "\u{903}",
      "\u{1161}", "\u{11A8}", "\u{D4E}",
    ]
    return (0..<(seed % 6)).map { index in
      // A text starts with one of the extras often, so that it meets the cell before it.
      let pick = (seed >> (3 + index * 9)) % (index == 0 ? 40 : 512)
      if pick < extra.count { return extra[pick] }
      if pick < 400 { return HostileText.piece(pick % 60) }
      // An arbitrary scalar anywhere in Unicode, now and then.
      return HostileText.piece((seed >> 20) % 0x11_0000)
    }.joined()
  }

  static func color(_ seed: Int) -> TerminalColor? {
    switch seed % 6 {
    case 0, 1: nil
    case 2: [TerminalColor.black, .red, .cyan, .white, .brightBlack, .brightWhite][seed / 6 % 6]
    case 3: .indexed(UInt8(truncatingIfNeeded: seed >> 3))
    case 4: .indexed(UInt8(truncatingIfNeeded: seed >> 3) % 16)
    default:
      // Few distinct RGB colours, so that runs of one colour meet.
      .rgb(red: UInt8(seed >> 3 & 1) * 255, green: 128, blue: UInt8(seed >> 4 & 1) * 200)
    }
  }

  static func style(_ seed: Int) -> TextStyle {
    TextStyle(
      foreground: color(seed), background: color(seed >> 11), bold: seed >> 17 & 3 == 0,
      dim: seed >> 19 & 3 == 0, italic: seed >> 21 & 3 == 0, underline: seed >> 23 & 3 == 0,
      inverse: seed >> 25 & 3 == 0)
  }

  /// A screen drawn from random hostile lines at random places, some of them overlaid (as
  /// the list view lays its selection over cells).
  static let randomScreen = Gen.int(in: 0...(1 << 40)).array(of: 0...14).map { seeds in
    var buffer = ScreenBuffer(width: 16, height: 6)
    for seed in seeds {
      let row = seed >> 27 % 6
      let column = (seed >> 30) % 18 - 1
      if seed % 7 == 0 {
        buffer.overlay(style(seed >> 3), row: row, columns: column..<(column + seed >> 34 % 9))
      } else {
        buffer.draw(
          StyledLine(text(seed), style: style(seed >> 5)), row: row, column: column,
          maxWidth: (seed >> 35) % 18, fillStyle: seed % 3 == 0 ? style(seed >> 9) : nil)
      }
    }
    return buffer
  }

  /// An independent reading of a colour in `theme`: xterm's 256-colour palette.
  static func hex(_ color: TerminalColor, theme: ScreenBuffer.SVGTheme) -> String {
    let named: [TerminalColor] = [
      .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
      .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
    let components: (Int, Int, Int)
    switch color {
    case .rgb(let red, let green, let blue): components = (Int(red), Int(green), Int(blue))
    case .indexed(let index) where index >= 232:
      let grey = 8 + 10 * (Int(index) - 232)
      components = (grey, grey, grey)
    case .indexed(let index) where index >= 16:
      let level = { (step: Int) in step == 0 ? 0 : 55 + 40 * step }
      let cube = Int(index) - 16
      components = (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    case .indexed(let index): return hex(named[Int(index)], theme: theme)
    default:
      let ansi = theme.ansi[named.firstIndex(of: color) ?? 0]
      components = (Int(ansi.red), Int(ansi.green), Int(ansi.blue))
    }
    return "#"
      + [components.0, components.1, components.2].map {
        let digits = String($0, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  static func hex(_ color: ScreenBuffer.SVGTheme.Color) -> String {
    hex(.rgb(red: color.red, green: color.green, blue: color.blue), theme: .dark)
  }

  /// The text and background colours a terminal shows a cell in.
  static func colors(of style: TextStyle, theme: ScreenBuffer.SVGTheme) -> (String, String) {
    let foreground = style.foreground.map { hex($0, theme: theme) } ?? hex(theme.foreground)
    let background = style.background.map { hex($0, theme: theme) } ?? hex(theme.background)
    return style.inverse ? (background, foreground) : (foreground, background)
  }

  /// `text` as the picture shows it: every scalar XML cannot hold, or that is a control, a
  /// line break or a bidi control, as U+FFFD.
  static func shown(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      let isXMLForbidden = value == 0xFFFE || value == 0xFFFF
      let isBreakOrBidi =
        [0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      result.append(isControl || isXMLForbidden || isBreakOrBidi ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  static func withoutTrailingSpaces(_ text: String) -> String {
    var scalars = text.unicodeScalars
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }

  @Test(
    "random screens: well-formed SVG whose rows read back as the screen's, each cell in its look")
  func readsBackAsTheScreen() async {
    await propertyCheck(count: propertyCases(2000), input: Self.randomScreen, Gen.int(in: 0...2)) {
      buffer, optionIndex in
      let options = Self.options[optionIndex]
      let theme = options.theme
      let reader = SVGReader(buffer.svg(options: options))
      #expect(reader.error == nil, "\(reader.error ?? "") \(buffer.plainRows)")
      var rows = Array(repeating: "", count: buffer.height)
      var covered = Set<[Int]>()
      for line in reader.lines {
        let row = Int((line.y / options.cellHeight).rounded(.down))
        guard (0..<buffer.height).contains(row), rows[row].isEmpty else {
          Issue.record("text at y \(line.y) is on no row, or on one twice")
          continue
        }
        var column = 0
        for span in line.spans {
          let start = Int((span.x / options.cellWidth).rounded())
          #expect(
            abs(Double(start) * options.cellWidth - span.x) < 0.01, "x \(span.x) off the grid")
          #expect(start >= column, "row \(row): runs overlap at column \(start)")
          rows[row] += String(repeating: " ", count: max(0, start - column))
          column = start
          for character in span.text {
            // Each cluster of a run is the content of the cell at its column.
            let cell = buffer[column, row]
            #expect(String(character) == Self.shown(cell.content), "row \(row) column \(column)")
            Self.expectLook(of: cell, in: span, theme: theme, at: "row \(row) column \(column)")
            rows[row].append(character)
            // The columns are the buffer's: a cell may hold a cluster measured otherwise on its
            // own ("1" then U+FE0F, joined after the "1" took one column).
            let width = max(1, cell.width)
            for offset in 0..<width { covered.insert([column + offset, row]) }
            column += width
          }
        }
        #expect(column <= buffer.width, "row \(row) runs past the right edge")
      }
      // Trailing spaces aside, by scalar: a space after a prepended mark (U+0D4E) is in the
      // mark's cluster, where `plainRows` keeps it.
      let expected = buffer.plainRows.map { Self.withoutTrailingSpaces(Self.shown($0)) }
      #expect(rows.map(Self.withoutTrailingSpaces) == expected)
      // Only blank cells are left out: a space with no underline shows nothing but its background.
      for row in 0..<buffer.height {
        for column in 0..<buffer.width where !covered.contains([column, row]) {
          let cell = buffer[column, row]
          #expect(
            cell.width != 2 && (cell.content == " " && !cell.style.underline || cell.width == 0))
        }
      }
      Self.checkBackgrounds(reader.backgrounds, of: buffer, options: options)
    }
  }

  /// A cell that shows something (content, or an underline) is drawn in its foreground and
  /// with its style's classes by the run that holds it.
  static func expectLook(
    of cell: ScreenBuffer.Cell, in span: SVGReader.Span, theme: ScreenBuffer.SVGTheme,
    at place: String
  ) {
    guard cell.content != " " || cell.style.underline else { return }
    let (foreground, _) = colors(of: cell.style, theme: theme)
    #expect((span.fill ?? hex(theme.foreground)) == foreground, "\(place)")
    let style = cell.style
    let classes = [
      (style.bold, "b"), (style.dim, "d"), (style.italic, "i"), (style.underline, "u"),
    ]
    #expect(span.classes == Set(classes.filter(\.0).map(\.1)), "\(place)")
  }

  /// Each cell is painted in its background by exactly one rectangle, or by none when its
  /// background is the theme's; a row's rectangles of one colour never touch (they would be one).
  static func checkBackgrounds(
    _ rectangles: [SVGReader.Rect], of buffer: ScreenBuffer, options: ScreenBuffer.SVGOptions
  ) {
    var painted: [[Int]: String] = [:]
    var ends: [[Int]: String] = [:]
    for rectangle in rectangles {
      let row = Int((rectangle.y / options.cellHeight).rounded())
      let first = Int((rectangle.x / options.cellWidth).rounded())
      let count = Int((rectangle.width / options.cellWidth).rounded())
      #expect(abs(rectangle.height - options.cellHeight) < 0.01 && count > 0)
      #expect(rectangle.fill != hex(options.theme.background), "a rectangle of the background")
      #expect(ends[[first, row]] != rectangle.fill, "unmerged run at row \(row) column \(first)")
      ends[[first + count, row]] = rectangle.fill
      for column in first..<(first + count) {
        #expect(painted[[column, row]] == nil, "painted twice at row \(row) column \(column)")
        painted[[column, row]] = rectangle.fill
      }
    }
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let (_, background) = colors(of: buffer[column, row].style, theme: options.theme)
        #expect(
          (painted[[column, row]] ?? hex(options.theme.background)) == background,
          "background at row \(row) column \(column)")
      }
    }
  }
}
