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
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let wrapped = StyledLine(String(paragraph), style: style).wrapped(toWidth: maxWidth)
      lines += wrapped.isEmpty ? [StyledLine()] : wrapped
    }
    return lines
  }
}
