/// Every line of a script that could not be parsed.
public struct ScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The errors, in line order.
  public var errors: [ScriptError]

  /// Creates the list.
  public init(errors: [ScriptError]) {
    self.errors = errors
  }

  /// One error per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
