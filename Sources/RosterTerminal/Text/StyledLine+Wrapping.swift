extension StyledLine {
  /// The line broken into lines of at most `maxWidth` display columns, keeping its styles.
  ///
  /// Lines break at spaces, greedily: each line takes as many whole words as fit, separated by
  /// one space (runs of spaces collapse, and no line starts or ends with one). A word wider than
  /// a line is cut between grapheme clusters, never inside one; a cluster wider than the whole
  /// line (a wide character in one column) cannot be shown at all and is left out. Nothing fits
  /// in zero columns or fewer: the result is then empty, as it is for a line of spaces only.
  ///
  /// ```swift
  /// let lines = StyledLine("Lists that diff themselves").wrapped(toWidth: 12)
  /// assert(lines.map(\.text) == ["Lists that", "diff", "themselves"])
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the line.
  public func wrapped(toWidth maxWidth: Int) -> [StyledLine] {
    guard maxWidth > 0 else { return [] }
    return LineWrapper(runs: runs, maxWidth: maxWidth).wrap()
  }

  /// `text` in `style`, one paragraph per line of the text (split at line breaks: `\n`,
  /// `\r\n` and the other newline characters), each
  /// ``wrapped(toWidth:)``: what a cell showing a message or a body of text renders. Empty
  /// paragraphs become empty lines, and an empty text has no lines; the text is sanitised.
  ///
  /// ```swift
  /// let lines = StyledLine.wrapping("First paragraph\n\nSecond", toWidth: 10)
  /// assert(lines.map(\.text) == ["First", "paragraph", "", "Second"])
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func wrapping(
    _ text: String, style: TextStyle = .plain, toWidth maxWidth: Int
  ) -> [StyledLine] {
    guard maxWidth > 0, !text.isEmpty else { return [] }
    var lines: [StyledLine] = []
    func wrap(_ paragraph: Substring) {
      let wrapped = StyledLine(String(paragraph), style: style).wrapped(toWidth: maxWidth)
      lines += wrapped.isEmpty ? [StyledLine()] : wrapped
    }
    // Split by scalars rather than clusters: a line break is always a cluster of its own (CR
    // LF one cluster of two), and reading scalars costs far less than finding clusters.
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      var next = scalars.index(after: index)
      guard Self.isLineBreak(scalar) else {
        index = next
        continue
      }
      if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
        next = scalars.index(after: next)
      }
      wrap(text[start..<index])
      start = next
      index = next
    }
    wrap(text[start...])
    return lines
  }

  /// Whether `scalar` starts a line break, as `Character.isNewline` counts them.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
