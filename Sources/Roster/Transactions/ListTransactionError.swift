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
  /// No outline section has a node with this identifier.
  case unknownOutlineItem(String)
  /// The section with this identifier is not an outline section (it was not made from a tree
  /// with ``Section/init(_:outline:header:footer:constraints:emptyModel:)``).
  case notAnOutlineSection(String)
  /// A child index outside `validRange`, the positions the edit allows among the children of
  /// the node with identifier `parent` (the roots when `nil`) in the section with identifier
  /// `section`: `0...count` for an insertion, counted once the moved node has been taken out
  /// for a move.
  case childIndexOutOfRange(
    index: Int, parent: String?, section: String, validRange: ClosedRange<Int>)
  /// A move would put the node with identifier `item` under `parent`, which is the node
  /// itself or one of its descendants.
  case outlineCycle(item: String, parent: String)
  /// An edit of cells (an insertion, an append or a move) names a cell place in the outline
  /// section with this identifier, whose rows come from its tree: edit the tree instead
  /// (``ListTransaction/insertOutlineItem(_:under:at:)``,
  /// ``ListTransaction/moveOutlineItem(id:under:at:)``).
  case rowsOfOutlineSection(String)
  /// An outline node being added has an identifier already in the list (a cell, or a node of
  /// an outline, shown or not), or one its own subtree repeats.
  case duplicateOutlineItem(String)
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
    case .unknownOutlineItem(let id):
      "no outline has a node with the identifier '\(id)'"
    case .notAnOutlineSection(let id):
      "the section '\(id)' is not an outline section"
    case .childIndexOutOfRange(let index, let parent, let section, let validRange):
      "child index \(index) is out of range for "
        + (parent.map { "the children of '\($0)'" } ?? "the roots")
        + " in section '\(section)'; valid positions are \(Self.text(validRange))"
    case .outlineCycle(let item, let parent):
      "the node '\(item)' cannot move under '\(parent)', which is "
        + (item == parent ? "the node itself" : "one of its descendants")
    case .rowsOfOutlineSection(let id):
      "the rows of the outline section '\(id)' come from its tree: edit the tree with "
        + "insertOutlineItem, moveOutlineItem or removeOutlineItem"
    case .duplicateOutlineItem(let id):
      "an outline node with the identifier '\(id)' would be in the list twice"
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
