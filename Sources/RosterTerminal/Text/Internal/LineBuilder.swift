/// One wrapped line under construction, from stretches of a source line's runs and separator
/// spaces, in time linear in what it receives.
///
/// Clusters appended one after another from the same run are kept as one range and copied at
/// once; text is only measured again when the line is finished, run by run, so that the runs
/// are the ones `StyledLine` would have built by appending the same text.
struct LineBuilder {
  /// The runs the clusters come from.
  private let source: [StyledLine.Run]
  /// The line's width in columns: the sum of the widths of the clusters appended.
  private(set) var width = 0
  /// Whether nothing, not even a zero-width cluster, has been appended.
  private(set) var isEmpty = true
  /// The finished runs, each in a style different from the next.
  private var line = StyledLine()
  /// Text after `line`, all in `style`.
  private var text = ""
  private var style = TextStyle.plain
  /// The clusters appended last, a contiguous range of one source run, not yet in `text`.
  private var stretch: (run: Int, range: Range<String.Index>)?

  init(source: [StyledLine.Run]) {
    self.source = source
  }

  /// Appends the clusters `range` of source run `run`, `width` columns wide.
  mutating func append(_ range: Range<String.Index>, ofRun run: Int, width: Int) {
    self.width += width
    isEmpty = false
    if let stretch, stretch.run == run, stretch.range.upperBound == range.lowerBound {
      self.stretch = (run, stretch.range.lowerBound..<range.upperBound)
      return
    }
    flushStretch()
    stretch = (run, range)
  }

  /// Appends one space in `style`, one column.
  mutating func appendSpace(style: TextStyle) {
    flushStretch()
    append(" ", style: style)
    width += 1
    isEmpty = false
  }

  /// The line, leaving the builder empty.
  mutating func finish() -> StyledLine {
    flushStretch()
    if !text.isEmpty { line.append(StyledLine.Run(sanitized: text, style: style)) }
    let finished = line
    self = LineBuilder(source: source)
    return finished
  }

  private mutating func flushStretch() {
    guard let stretch else { return }
    let run = source[stretch.run]
    append(run.text[stretch.range], style: run.style)
    self.stretch = nil
  }

  private mutating func append(_ piece: Substring, style: TextStyle) {
    if !text.isEmpty, style != self.style {
      line.append(StyledLine.Run(sanitized: text, style: self.style))
      text = ""
    }
    self.style = style
    text += piece
  }
}
