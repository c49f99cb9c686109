extension ScreenBuffer {
  /// One character per cell saying how it is styled, row by row, for golden snapshots beside
  /// ``plainRows``: `.` plain, `R` inverse (reverse), `B` bold, `D` dim, `U` underline,
  /// `I` italic, `C` coloured with none of those — the first that applies, in that order.
  /// Trailing plain cells are removed, as in ``plainRows``.
  public var styleMask: [String] {
    (0..<height).map { row in
      var mask = ""
      for column in 0..<width {
        let style = self[column, row].style
        mask.append(Self.maskCharacter(for: style))
      }
      while mask.last == "." { mask.removeLast() }
      return mask
    }
  }

  private static func maskCharacter(for style: TextStyle) -> Character {
    if style.inverse { return "R" }
    if style.bold { return "B" }
    if style.dim { return "D" }
    if style.underline { return "U" }
    if style.italic { return "I" }
    if style.foreground != nil || style.background != nil { return "C" }
    return "."
  }
}
