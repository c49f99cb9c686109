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
    var lines: [StyledLine] = []
    var line = StyledLine()
    var separator: TextStyle?
    func place(_ word: StyledLine) {
      var rest = word
      if rest.width > maxWidth {
        // Too wide for any line: cut it, starting on a line of its own.
        if !line.isEmpty { lines.append(line) }
        line = StyledLine()
        while rest.width > maxWidth - line.width {
          let head = rest.prefix(toWidth: maxWidth - line.width)
          if head.isEmpty {
            if rest.prefix(toWidth: maxWidth).isEmpty {
              // A cluster wider than a whole line can never be shown.
              rest = rest.droppingPrefix(characters: 1)
            } else {
              lines.append(line)
              line = StyledLine()
            }
            continue
          }
          line.append(head)
          rest = rest.droppingPrefix(characters: head.clusterCount)
        }
        line.append(rest)
        return
      }
      if line.isEmpty {
        line = rest
      } else if line.width + 1 + rest.width <= maxWidth {
        line.append(Run(sanitized: " ", style: separator ?? .plain))
        line.append(rest)
      } else {
        lines.append(line)
        line = rest
      }
    }
    var word = StyledLine()
    for run in runs {
      var start = run.text.startIndex
      for index in run.text.indices where run.text[index] == " " {
        word.append(Run(sanitized: String(run.text[start..<index]), style: run.style))
        if !word.isEmpty { place(word) }
        word = StyledLine()
        separator = run.style
        start = run.text.index(after: index)
      }
      word.append(Run(sanitized: String(run.text[start...]), style: run.style))
    }
    if !word.isEmpty { place(word) }
    if !line.isEmpty { lines.append(line) }
    return lines
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

  /// The number of grapheme clusters, counted run by run as ``droppingPrefix(characters:)``
  /// counts them.
  var clusterCount: Int { runs.reduce(0) { $0 + $1.text.count } }

  /// The line without its first `count` grapheme clusters.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  func droppingPrefix(characters count: Int) -> StyledLine {
    var remaining = count
    var line = StyledLine()
    for run in runs {
      guard remaining > 0 else {
        line.append(run)
        continue
      }
      let runCount = run.text.count
      if runCount <= remaining {
        remaining -= runCount
      } else {
        line.append(Run(sanitized: String(run.text.dropFirst(remaining)), style: run.style))
        remaining = 0
      }
    }
    return line
  }
}
