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
