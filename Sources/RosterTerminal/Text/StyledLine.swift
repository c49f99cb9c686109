/// One line of styled text for the terminal: runs of text, each with a ``TextStyle``.
///
/// ```swift
/// let line = StyledLine("Ada Lovelace", style: TextStyle(bold: true))
///   + StyledLine("  @ada", style: TextStyle(foreground: .brightBlack))
/// ```
///
/// Text is **sanitised when it enters a line**: C0 and C1 controls, DEL and therefore every
/// escape sequence are replaced by visible placeholders (ESC shows as `␛`, a tab as a space),
/// and bidirectional overrides and isolates are removed. Model text often comes from the
/// network; whatever it contains, a `StyledLine` cannot move the cursor, change colours,
/// retitle the window or reorder the rest of the line. A line is a single row: a newline in the
/// text shows as `␊`; a cell that wants several rows returns several lines.
///
/// Widths are display columns: East Asian Wide and Fullwidth characters and emoji take 2,
/// combining marks, joiners and variation selectors 0, and grapheme clusters are never split
/// (see ``truncated(toWidth:ellipsis:)``).
///
/// Adjacent runs with the same style are merged, so two lines that look the same are equal.
public struct StyledLine: Hashable, Sendable {
  /// A stretch of sanitised text in one style.
  public struct Run: Hashable, Sendable {
    /// The text, already sanitised.
    public let text: String
    /// How the text looks.
    public let style: TextStyle
    /// The text's width in columns.
    public let width: Int

    /// Trusts `text` to be sanitised already.
    init(sanitized text: String, style: TextStyle) {
      self.text = text
      self.style = style
      self.width = DisplayWidth.of(text)
    }
  }

  /// The runs, in order; never empty ones, never two neighbours in the same style.
  public private(set) var runs: [Run]

  /// The line's width in columns.
  ///
  /// - Complexity: O(1).
  public private(set) var width: Int

  /// An empty line.
  public init() {
    runs = []
    width = 0
  }

  /// A line of `text` in one style; the text is sanitised.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String, style: TextStyle = .plain) {
    self.init()
    append(text, style: style)
  }

  /// The line's text without styles.
  public var text: String { runs.map(\.text).joined() }

  /// Whether the line has no text.
  public var isEmpty: Bool { runs.isEmpty }

  /// Appends `text` in `style`; the text is sanitised.
  ///
  /// - Complexity: O(*n*) in the length of `text` (and of the last run, when the styles match).
  public mutating func append(_ text: String, style: TextStyle = .plain) {
    append(Run(sanitized: TextSanitizer.sanitize(text), style: style))
  }

  /// Appends the runs of `line`.
  public mutating func append(_ line: StyledLine) {
    for run in line.runs { append(run) }
  }

  /// Appends an already sanitised run, merging it into the last run when the styles match.
  mutating func append(_ run: Run) {
    guard !run.text.isEmpty else { return }
    if let last = runs.last, last.style == run.style {
      runs[runs.count - 1] = Run(sanitized: last.text + run.text, style: run.style)
      width += runs[runs.count - 1].width - last.width
    } else {
      runs.append(run)
      width += run.width
    }
  }

  /// The two lines one after the other.
  public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    var line = lhs
    line.append(rhs)
    return line
  }

  /// Appends `rhs` to `lhs`.
  public static func += (lhs: inout StyledLine, rhs: StyledLine) {
    lhs.append(rhs)
  }
}
