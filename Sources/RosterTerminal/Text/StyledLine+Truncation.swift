extension StyledLine {
  /// The line cut to at most `maxWidth` columns, ending in `ellipsis` when something was cut.
  ///
  /// Cuts fall between grapheme clusters only: a wide character or an emoji that does not fit
  /// entirely is left out (the line may then be one column narrower than `maxWidth`), and a
  /// base character keeps its combining marks. The ellipsis takes the style of the text before
  /// it. When even the ellipsis does not fit, the line is cut without one. A negative
  /// `maxWidth` is treated as 0.
  ///
  /// - Complexity: O(*n*) in the length of the kept text.
  public func truncated(toWidth maxWidth: Int, ellipsis: String = "…") -> StyledLine {
    guard width > maxWidth else { return self }
    let ellipsisText = TextSanitizer.sanitize(ellipsis)
    let ellipsisWidth = DisplayWidth.of(ellipsisText)
    guard ellipsisWidth <= maxWidth else { return prefix(toWidth: maxWidth) }
    var line = prefix(toWidth: maxWidth - ellipsisWidth)
    let style = line.runs.last?.style ?? runs.first?.style ?? .plain
    line.append(Run(sanitized: ellipsisText, style: style))
    return line
  }

  /// The line filled with spaces in `style` up to `targetWidth` columns; a wider line is
  /// returned unchanged.
  public func padded(toWidth targetWidth: Int, style: TextStyle = .plain) -> StyledLine {
    guard width < targetWidth else { return self }
    var line = self
    line.append(Run(sanitized: String(repeating: " ", count: targetWidth - width), style: style))
    return line
  }

  /// The longest prefix of whole grapheme clusters at most `maxWidth` columns wide.
  ///
  /// - Complexity: O(*n*) in the length of the kept text.
  public func prefix(toWidth maxWidth: Int) -> StyledLine {
    guard width > maxWidth else { return self }
    var line = StyledLine()
    var remaining = max(0, maxWidth)
    for run in runs {
      if run.width <= remaining {
        line.append(run)
        remaining -= run.width
        continue
      }
      var end = run.text.startIndex
      for index in run.text.indices {
        let characterWidth = DisplayWidth.of(run.text[index])
        if characterWidth > remaining { break }
        remaining -= characterWidth
        end = run.text.index(after: index)
      }
      line.append(Run(sanitized: String(run.text[..<end]), style: run.style))
      break
    }
    return line
  }
}

extension StyledLine {
  /// The line without its first `columns` columns: what shows of it when its start is scrolled
  /// out of view. A wide character cut in two leaves a blank column in its style; a negative
  /// count is treated as 0.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  public func suffix(fromColumn columns: Int) -> StyledLine {
    guard columns > 0 else { return self }
    var line = StyledLine()
    var skipped = 0
    for run in runs {
      if skipped >= columns {
        line.append(run)
        continue
      }
      if skipped + run.width <= columns {
        skipped += run.width
        continue
      }
      var start = run.text.endIndex
      var padding = 0
      for index in run.text.indices {
        let characterWidth = DisplayWidth.of(run.text[index])
        if skipped >= columns {
          start = index
          break
        }
        if skipped + characterWidth > columns { padding = skipped + characterWidth - columns }
        skipped += characterWidth
      }
      let kept = String(repeating: " ", count: padding) + run.text[start...]
      if !kept.isEmpty { line.append(Run(sanitized: kept, style: run.style)) }
    }
    return line
  }
}
