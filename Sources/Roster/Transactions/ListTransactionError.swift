/// Why an edit of a ``ListTransaction`` could not be made.
public enum ListTransactionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No section has this identifier.
  case unknownSection(String)
  /// No cell has this identifier.
  case unknownCell(String)
  /// The index is outside `0...count` (insertions) or `0..<count` (moves).
  case indexOutOfRange(index: Int, count: Int, section: String)
  /// A section with this identifier is already in the list.
  case duplicateSection(String)

  /// A sentence naming the identifiers involved.
  public var description: String {
    switch self {
    case .unknownSection(let id):
      "no section has the identifier '\(id)'"
    case .unknownCell(let id):
      "no cell has the identifier '\(id)'"
    case .indexOutOfRange(let index, let count, let section):
      "index \(index) is out of range for section '\(section)', which has \(count) cells"
    case .duplicateSection(let id):
      "a section with the identifier '\(id)' is already in the list"
    }
  }
}
