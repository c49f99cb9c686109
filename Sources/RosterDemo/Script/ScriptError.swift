/// A line of a script that could not be understood, with where and why.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong with it.
  public var message: String

  /// Creates an error for `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// "line 3: …".
  public var description: String { "line \(line): \(message)" }
}
