/// An in-memory terminal screen: a grid of styled cells, the surface every frame is drawn on.
///
/// The list view renders into a `ScreenBuffer` whether or not a terminal is attached: tests and
/// scripted runs read ``plainRows`` (or compare buffers, or pictures from ``svg(options:)``), and
/// an interactive session hands consecutive buffers to ``FrameRenderer``, which writes only the
/// cells that changed.
///
/// A wide character (2 columns) occupies a *lead* cell holding the grapheme cluster and a
/// *continuation* cell holding nothing. Drawing over either half of a wide character blanks the
/// other half, so the grid never holds half a character; a wide character that would cross the
/// right edge of its area is replaced by a space. Zero-width clusters (a combining mark at the
/// start of a run) join the cell before them on the same row when they extend its cluster, and are
/// dropped otherwise (at a row's first column, or invisible format characters), so every cell holds
/// exactly one grapheme cluster. Out-of-range coordinates are ignored, never a trap.
public struct ScreenBuffer: Hashable, Sendable {
  /// One cell of the grid.
  public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown; `" "` when blank, `""` for the second half of a wide
    /// character.
    public var content: String
    /// How the cell looks.
    public var style: TextStyle
    /// 1 for an ordinary cell, 2 for the lead cell of a wide character, 0 for its continuation.
    public var width: Int

    /// A blank cell in `style`.
    public static func blank(_ style: TextStyle = .plain) -> Cell {
      Cell(content: " ", style: style, width: 1)
    }
  }

  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// The largest width or height: what a terminal's size (two 16-bit numbers) can express.
  public static let maximumDimension = 65_535

  /// A blank screen; negative sizes are treated as 0, larger ones than
  /// ``maximumDimension`` as that.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Self.maximumDimension)
    self.height = min(max(0, height), Self.maximumDimension)
    cells = Array(repeating: .blank(), count: self.width * self.height)
  }

  /// The cell at `column`, `row`; a blank cell outside the grid.
  public subscript(column: Int, row: Int) -> Cell {
    guard contains(column: column, row: row) else { return .blank() }
    return cells[row * width + column]
  }

  /// Whether the coordinates lie on the grid.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// Blanks every cell.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank() }
  }

  /// Blanks the whole grid at a new size.
  public mutating func resize(width: Int, height: Int) {
    self = ScreenBuffer(width: width, height: height)
  }

  /// Fills `count` cells of `row` from `column` with blanks in `style`.
  public mutating func fill(row: Int, column: Int, count: Int, style: TextStyle = .plain) {
    let start = max(0, column)
    let end = min(width, Self.saturatingSum(column, count))
    guard row >= 0, row < height, start < end else { return }
    for index in start..<end { put(.blank(style), column: index, row: row) }
  }

  /// Draws `line` on `row` from `column`, clipped to `maxWidth` columns and the grid, and fills
  /// the rest of those columns with blanks in `fillStyle` (when given).
  ///
  /// - Returns: How many columns from `column` the text reached, counting any left of the
  ///   grid.
  /// - Complexity: O(*w*) in the columns drawn.
  @discardableResult
  public mutating func draw(
    _ line: StyledLine, row: Int, column: Int, maxWidth: Int, fillStyle: TextStyle? = nil
  ) -> Int {
    // Whatever the coordinates, the arithmetic below stays within a screen and a line's width.
    guard row >= 0, row < height, column < width, column > -line.width || column >= 0 else {
      return 0
    }
    let limit = min(Self.saturatingSum(column, max(0, maxWidth)), width)
    var cursor = column
    drawing: for run in line.runs {
      for character in run.text {
        let characterWidth = DisplayWidth.of(character)
        if characterWidth == 0 {
          appendZeroWidth(character, before: cursor, row: row)
          continue
        }
        guard cursor + characterWidth <= limit else {
          if cursor < limit { put(.blank(run.style), column: cursor, row: row) }
          cursor += 1
          break drawing
        }
        if cursor >= 0 {
          let content = String(character)
          put(
            Cell(content: content, style: run.style, width: characterWidth), column: cursor,
            row: row)
          if characterWidth == 2 {
            put(Cell(content: "", style: run.style, width: 0), column: cursor + 1, row: row)
          }
        }
        cursor += characterWidth
      }
    }
    let used = max(0, min(cursor, limit) - column)
    if let fillStyle {
      fill(row: row, column: column + used, count: limit - column - used, style: fillStyle)
    }
    return used
  }

  /// Lays `style` over the cells of `row` in `columns` (see ``TextStyle/merging(_:)``).
  public mutating func overlay(_ style: TextStyle, row: Int, columns: Range<Int>) {
    guard row >= 0, row < height else { return }
    let first = max(0, columns.lowerBound)
    // A range that starts past the right edge is empty, not inverted.
    for column in first..<max(first, min(width, columns.upperBound)) {
      cells[row * width + column].style = cells[row * width + column].style.merging(style)
    }
  }

  /// Each row's text, with trailing blanks removed: what a snapshot test compares.
  public var plainRows: [String] {
    (0..<height).map { row in
      var text = ""
      for column in 0..<width { text += cells[row * width + column].content }
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// `a + b`, clamped to `Int`'s range instead of trapping on overflow.
  private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard overflow else { return sum }
    return b > 0 ? .max : .min
  }

  /// Writes one cell, blanking the other half of any wide character it overlaps.
  private mutating func put(_ cell: Cell, column: Int, row: Int) {
    guard contains(column: column, row: row) else { return }
    let index = row * width + column
    let old = cells[index]
    if old.width == 0, cell.width != 0, column > 0, cells[index - 1].width == 2 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    if old.width == 2, column + 1 < width, cell.width != 2 {
      cells[index + 1] = .blank(old.style)
    }
    cells[index] = cell
  }

  /// Joins a zero-width cluster to the cell before `column`.
  private mutating func appendZeroWidth(_ character: Character, before column: Int, row: Int) {
    var target = column - 1
    if target >= 0, target < width, cells[row * width + target].width == 0 { target -= 1 }
    guard target >= 0, target < width else { return }
    // Only what extends the cluster is kept: a format character such as ZWSP would be a
    // cluster of its own, which the terminal would then have to place somewhere.
    let joined = cells[row * width + target].content + String(character)
    guard joined.count == 1 else { return }
    cells[row * width + target].content = joined
  }
}
