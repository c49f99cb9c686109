import Foundation

/// Something wrong with the data a ``ListController`` was given that it worked around rather
/// than crashing.
///
/// Bad input never crashes a release build: the controller applies a defined, safe result and
/// hands one of these to ``ListController/diagnosticHandler``, which prints it in debug builds
/// by default. Tests and apps can replace the handler to assert, log or count.
public enum ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// An item identifier that occurs more than once, and the identifiers of the sections it
  /// occurs in (a section is listed once per occurrence, in reading order).
  public struct DuplicateItem: Hashable, Sendable {
    /// The repeated item identifier.
    public var identifier: String
    /// The sections it occurs in, once per occurrence.
    public var sections: [String]

    /// Creates a description of one duplicated item identifier.
    public init(identifier: String, sections: [String]) {
      self.identifier = identifier
      self.sections = sections
    }
  }

  /// Items share identifiers. The k-th occurrence of an identifier is paired with the k-th
  /// occurrence in the previous state, so the update is still applied correctly, but the
  /// identifiers are not stable and lookups by identifier find the first occurrence.
  case duplicateItemIdentifiers([DuplicateItem])
  /// Sections share identifiers; handled as for items.
  case duplicateSectionIdentifiers([String])
  /// A model asked for ``CellSize/relative`` but the controller has no
  /// ``ListController/sizeDelegate``; the cell is sized `.zero`.
  case missingSizeDelegate(itemIdentifier: String)
  /// A size was negative, infinite or NaN; each such dimension is treated as zero.
  case invalidSize(itemIdentifier: String, size: CGSize)

  /// A ``SectionContainer`` was given the same provider twice; the provider keeps its first
  /// place.
  case duplicateSectionProvider(String)

  /// What is wrong, naming the identifiers involved.
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let duplicates):
      let list = duplicates.map { duplicate in
        "'\(duplicate.identifier)' in sections "
          + duplicate.sections.map { "'\($0)'" }.joined(separator: ", ")
      }
      return "duplicate item identifiers: " + list.joined(separator: "; ")
    case .duplicateSectionIdentifiers(let identifiers):
      return "duplicate section identifiers: "
        + identifiers.map { "'\($0)'" }.joined(separator: ", ")
    case .missingSizeDelegate(let identifier):
      return "'\(identifier)' asks for a relative size but the list has no size delegate"
    case .invalidSize(let identifier, let size):
      return "'\(identifier)' has an invalid size \(size.width)×\(size.height)"
    case .duplicateSectionProvider(let provider):
      return "section provider \(provider) listed twice; only its first place is used"
    }
  }
}
