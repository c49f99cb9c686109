/// A line of a script that could not be understood, with where and why.
package struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  package var line: Int
  /// What is wrong with it.
  package var message: String

  /// Creates an error for `line`.
  package init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// "line 3: …".
  package var description: String { "line \(line): \(message)" }
}

/// Every line of a script that could not be parsed.
package struct ScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The errors, in line order.
  package var errors: [ScriptError]

  /// Creates the list.
  package init(errors: [ScriptError]) {
    self.errors = errors
  }

  /// One error per line.
  package var description: String { errors.map(\.description).joined(separator: "\n") }
}
