extension StyledLine: ExpressibleByStringLiteral {
  /// A plain line; the literal is sanitised like any other text.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension StyledLine: CustomStringConvertible {
  /// The line's text without styles.
  public var description: String { text }
}
