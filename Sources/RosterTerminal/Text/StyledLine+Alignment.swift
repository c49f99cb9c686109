extension StyledLine {
  /// `leading` then `trailing` flush right, in exactly `width` columns when both fit: a
  /// title and its detail, a label and its value.
  ///
  /// When they do not both fit, `leading` is truncated first (with an ellipsis), keeping one
  /// space before `trailing`; `trailing` is dropped when even two columns of `leading` would
  /// not fit beside it. The result is never wider than `width`.
  ///
  /// ```swift
  /// let count = StyledLine("24", style: TextStyle(bold: true))
  /// let row = StyledLine.justified("Likes", count, toWidth: 12)
  /// assert(row.text == "Likes     24")
  /// ```
  ///
  /// - Complexity: O(*n*) in the lengths of the two lines.
  public static func justified(
    _ leading: StyledLine, _ trailing: StyledLine, toWidth width: Int
  ) -> StyledLine {
    guard trailing.width > 0, trailing.width + 2 <= width else {
      return leading.truncated(toWidth: width)
    }
    let room = width - trailing.width - 1
    return leading.truncated(toWidth: room).padded(toWidth: room) + " " + trailing
  }

  /// The line truncated to `width` columns and centred in them: spaces before (the smaller
  /// half) and after it, in `style`.
  ///
  /// ```swift
  /// assert(StyledLine("empty").centered(inWidth: 9).text == "  empty  ")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the line.
  public func centered(inWidth width: Int, style: TextStyle = .plain) -> StyledLine {
    let line = truncated(toWidth: width)
    let before = max(0, width - line.width) / 2
    return (StyledLine(String(repeating: " ", count: before), style: style) + line)
      .padded(toWidth: width, style: style)
  }
}
