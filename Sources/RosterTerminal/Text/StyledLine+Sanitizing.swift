extension StyledLine {
  /// `text` as a line shows it: controls and DEL as visible control pictures, C1 controls as
  /// U+FFFD, bidirectional overrides and isolates removed (see ``StyledLine``).
  ///
  /// For text that is kept rather than only shown — what a text field inserts when the user
  /// types or pastes — so that the app receives exactly what the screen showed, and nothing a
  /// terminal would act on.
  ///
  /// ```swift
  /// assert(StyledLine.sanitized("\u{1B}[2J\u{202E}abc") == "␛[2Jabc")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func sanitized(_ text: String) -> String {
    TextSanitizer.sanitize(text)
  }
}
