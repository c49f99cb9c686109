extension TextStyle {
  /// The complete SGR sequence that selects this style from any previous one: it resets first,
  /// so no attribute of the previous style can leak.
  func selectGraphicRendition(colorEnabled: Bool) -> String {
    var parameters = ["0"]
    if bold { parameters.append("1") }
    if dim { parameters.append("2") }
    if italic { parameters.append("3") }
    if underline { parameters.append("4") }
    if inverse { parameters.append("7") }
    if colorEnabled {
      if let foreground { parameters.append(foreground.foregroundParameters) }
      if let background { parameters.append(background.backgroundParameters) }
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
