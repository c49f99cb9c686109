extension StyledLine {
  /// The line as a right-to-left list draws it in a row `width` columns wide: the mirror image
  /// of the line drawn from the row's left edge, with its text still reading left to right.
  ///
  /// The line is first cut to `width` columns, as a left-to-right row cuts it. Then each run
  /// of one style (see ``runs``) is a piece of text that keeps its reading order and moves to
  /// the mirrored columns: a run at columns `a..<a+w` from the left edge lands at
  /// `width-a-w..<width-a`. The spaces at either end of a run are not part of its text; each
  /// is a blank column that mirrors on its own, so a title padded to a width lands against
  /// the right edge with its padding on its left. A row built as a title in one style and a
  /// value in another swaps its sides; a rule at the left edge moves to the right edge; a
  /// block of lines mirrored in the same width keeps its columns aligned.
  ///
  /// ```swift
  /// let city = StyledLine("Osaka", style: TextStyle(bold: true))
  /// let row = StyledLine.justified("Location", city, toWidth: 20)
  /// assert(row.mirrored(inWidth: 20).text == "Osaka       Location")
  /// ```
  ///
  /// Text made of several styles that must stay in one piece (an edited field with its cursor
  /// drawn inside it) is for the cell to mirror itself, around the whole piece.
  ///
  /// - Complexity: O(*n*) in the length of the kept text, plus `width`.
  public func mirrored(inWidth width: Int) -> StyledLine {
    let line = prefix(toWidth: width)
    var pieces: [Run] = []
    for run in line.runs {
      let text = Substring(run.text)
      let core = text.drop { $0 == " " }
      let leading = text.count - core.count
      let trimmed = core.reversed().drop { $0 == " " }
      let trailing = core.count - trimmed.count
      if leading > 0 { pieces.append(Self.blank(leading, style: run.style)) }
      if !trimmed.isEmpty {
        pieces.append(Run(sanitized: String(core.dropLast(trailing)), style: run.style))
      }
      if trailing > 0 { pieces.append(Self.blank(trailing, style: run.style)) }
    }
    var mirrored = StyledLine()
    if line.width < width { mirrored.append(Self.blank(width - line.width, style: .plain)) }
    for piece in pieces.reversed() { mirrored.append(piece) }
    return mirrored
  }

  /// The line as a row `width` columns wide reading in `direction` draws it: the line itself
  /// left to right, its ``mirrored(inWidth:)`` image right to left.
  public func laidOut(_ direction: ListLayout.LayoutDirection, inWidth width: Int) -> StyledLine {
    direction == .rightToLeft ? mirrored(inWidth: width) : self
  }

  private static func blank(_ count: Int, style: TextStyle) -> Run {
    Run(sanitized: String(repeating: " ", count: count), style: style)
  }
}
