import RosterTerminal

/// A terminal for exactly the sequences `FrameRenderer` emits — cursor position, erase screen,
/// SGR, synchronized output, UTF-8 text with wide cells — written independently of
/// `ScreenBuffer`, so replaying a frame's bytes checks the renderer rather than repeating it.
///
/// It draws each cluster in as many columns as its width function says: Roster's own widths
/// by default, or another terminal's, which may disagree (a cluster drawn in four columns, or
/// one). A glyph of *n* columns is a lead cell of width *n* and *n* − 1 continuation cells of
/// width 0; writing over any of its cells blanks the rest of it, as terminals do.
struct TerminalInterpreter {
  struct Cell: Hashable {
    var content = " "
    var style = TextStyle.plain
    var width = 1
  }

  let width: Int
  let height: Int
  var cells: [[Cell]]
  var cursor = (column: 0, row: 0)
  var style = TextStyle.plain
  var unknownSequences: [String] = []

  /// The columns the terminal draws a cluster in.
  let clusterWidth: (Character) -> Int
  /// Whether a glyph that crosses the right edge is an error: Roster never writes one at its
  /// own widths. Otherwise the terminal wraps it to the next line (scrolling the screen up on
  /// the last one) with autowrap on, as terminals do, and cuts it off at the edge without.
  let reportsOverflow: Bool
  /// DECAWM (`CSI ?7h`, on by default; `CSI ?7l` turns it off).
  var autowrap = true

  /// A terminal that agrees with Roster on every width.
  init(width: Int, height: Int) {
    self.init(width: width, height: height, reportsOverflow: true) {
      StyledLine(String($0)).width
    }
  }

  /// A terminal that draws each cluster in `clusterWidth` columns.
  init(
    width: Int, height: Int, reportsOverflow: Bool = false,
    clusterWidth: @escaping (Character) -> Int
  ) {
    self.width = width
    self.height = height
    self.clusterWidth = clusterWidth
    self.reportsOverflow = reportsOverflow
    cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
  }

  /// The screen a buffer describes, in the interpreter's terms.
  static func cells(of buffer: ScreenBuffer) -> [[Cell]] {
    (0..<buffer.height).map { row in
      (0..<buffer.width).map { column in
        let cell = buffer[column, row]
        return Cell(content: cell.content, style: cell.style, width: cell.width)
      }
    }
  }

  mutating func feed(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    var text = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        text.append(scalar)
        continue
      }
      write(String(text))
      text.removeAll()
      guard scalars.popFirst() == "[" else {
        unknownSequences.append("ESC")
        continue
      }
      var parameters = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          execute(parameters, final: next)
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    write(String(text))
  }

  private mutating func execute(_ parameters: String, final: Unicode.Scalar) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch (final, parameters) {
    case ("H", _):
      cursor = (max(0, (numbers.count > 1 ? numbers[1] : 1) - 1), max(0, (numbers.first ?? 1) - 1))
    case ("J", "2"):
      cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
    case ("m", _): style = Self.style(numbers)
    case ("h", "?7"): autowrap = true
    case ("l", "?7"): autowrap = false
    case ("h", "?2026"), ("l", "?2026"), ("h", "?25"), ("l", "?25"): break
    default: unknownSequences.append(parameters + String(final))
    }
  }

  private mutating func write(_ text: String) {
    for character in text {
      let characterWidth = clusterWidth(character)
      guard cursor.row < height, cursor.column < width,
        cursor.column + characterWidth <= width || !reportsOverflow
      else {
        unknownSequences.append("overflow at \(cursor.column),\(cursor.row)")
        continue
      }
      if cursor.column + characterWidth > width, autowrap {
        cursor = (0, cursor.row + 1)
        if cursor.row == height {
          cells.removeFirst()
          cells.append(Array(repeating: Cell(), count: width))
          cursor.row -= 1
        }
      }
      let (column, row) = cursor
      if characterWidth == 0 {
        unknownSequences.append("zero-width cluster written alone")
        continue
      }
      let drawn = column..<min(width, column + characterWidth)
      for covered in drawn { erase(column: covered, row: row) }
      for covered in drawn {
        cells[row][covered] = Cell(
          content: covered == column ? String(character) : "", style: style,
          width: covered == column ? characterWidth : 0)
      }
      cursor.column += characterWidth
    }
  }

  /// A terminal blanks the rest of a glyph that is partly overwritten.
  private mutating func erase(column: Int, row: Int) {
    var lead = column
    while lead > 0, cells[row][lead].width == 0 { lead -= 1 }
    var end = column + 1
    while end < width, cells[row][end].width == 0 { end += 1 }
    guard end - lead > 1 else { return }
    for covered in lead..<end where covered != column {
      cells[row][covered] = Cell(style: cells[row][covered].style)
    }
  }

  static func style(_ numbers: [Int]) -> TextStyle {
    var style = TextStyle.plain
    var index = 0
    let named: [TerminalColor] = [
      .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
      .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
    func color(at index: inout Int) -> TerminalColor? {
      guard index + 1 < numbers.count else { return nil }
      if numbers[index + 1] == 5, index + 2 < numbers.count {
        index += 2
        return .indexed(UInt8(clamping: numbers[index]))
      }
      if numbers[index + 1] == 2, index + 4 < numbers.count {
        index += 4
        return .rgb(
          red: UInt8(clamping: numbers[index - 2]), green: UInt8(clamping: numbers[index - 1]),
          blue: UInt8(clamping: numbers[index]))
      }
      return nil
    }
    while index < numbers.count {
      let number = numbers[index]
      switch number {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.inverse = true
      case 30...37: style.foreground = named[number - 30]
      case 40...47: style.background = named[number - 40]
      case 90...97: style.foreground = named[number - 90 + 8]
      case 100...107: style.background = named[number - 100 + 8]
      case 38: style.foreground = color(at: &index)
      case 48: style.background = color(at: &index)
      default: break
      }
      index += 1
    }
    return style
  }
}
