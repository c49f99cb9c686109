/// Why an edit of a ``ListTransaction`` could not be made.
public enum ListTransactionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No section has this identifier.
  case unknownSection(String)
  /// No cell has this identifier.
  case unknownCell(String)
  /// A cell index outside `validRange`, the positions the edit allows in the section with
  /// identifier `section`, which has `count` cells: `0...count` for an insertion, and for a
  /// move the positions counted once the moved cell has been taken out (`0...count - 1` within
  /// its own section).
  case indexOutOfRange(index: Int, count: Int, section: String, validRange: ClosedRange<Int>)
  /// A section index outside `validRange`, the positions the edit allows in a list of
  /// `sectionCount` sections: `0...sectionCount` for an insertion, `0...sectionCount - 1` for a
  /// move (counted once the moved section has been taken out).
  case sectionIndexOutOfRange(index: Int, sectionCount: Int, validRange: ClosedRange<Int>)
  /// A section with this identifier is already in the list.
  case duplicateSection(String)
  /// A cell with this identifier is already in the list, at `item` of the section with
  /// identifier `section` (for cells added together, as by
  /// ``ListTransaction/insertSection(_:at:)``, the place of the earlier one).
  case duplicateCell(String, section: String, item: Int)
  /// The edit given to `modify` threw an error of its own, described here, and nothing
  /// changed. Throw it yourself to abandon a transaction with a reason.
  case aborted(reason: String)

  /// A sentence naming the identifiers involved.
  public var description: String {
    switch self {
    case .unknownSection(let id):
      "no section has the identifier '\(id)'"
    case .unknownCell(let id):
      "no cell has the identifier '\(id)'"
    case .indexOutOfRange(let index, let count, let section, let validRange):
      "cell index \(index) is out of range for section '\(section)', which has "
        + "\(Self.counted(count, "cell")); valid positions are \(Self.text(validRange))"
    case .sectionIndexOutOfRange(let index, let sectionCount, let validRange):
      "section index \(index) is out of range for a list of "
        + "\(Self.counted(sectionCount, "section")); valid positions are \(Self.text(validRange))"
    case .duplicateSection(let id):
      "a section with the identifier '\(id)' is already in the list"
    case .duplicateCell(let id, let section, let item):
      "a cell with the identifier '\(id)' is already in the list, at index \(item) of section "
        + "'\(section)'"
    case .aborted(let reason):
      "the transaction was abandoned: \(reason)"
    }
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  private static func text(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound
      ? "only \(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound)"
  }
}
