import Foundation

/// One positioned element of a ``ListLayout``: a cell, a section header or a section footer.
public struct LayoutElement: Hashable, Sendable {
  /// What a ``LayoutElement`` shows.
  public enum Kind: Hashable, Sendable {
    /// An item of a section.
    case cell
    /// The element before a section's items, spanning the section.
    case header
    /// The element after a section's items, spanning the section.
    case footer
  }

  /// Whether the element is a cell, a header or a footer.
  public var kind: Kind
  /// The item's index path; for a header or footer, `IndexPath(item: 0, section: s)`.
  public var indexPath: IndexPath
  /// Where the element sits in the list's content, in points (cells on a terminal).
  public var frame: CGRect

  /// Creates a positioned element.
  public init(kind: Kind, indexPath: IndexPath, frame: CGRect) {
    self.kind = kind
    self.indexPath = indexPath
    self.frame = frame
  }
}
