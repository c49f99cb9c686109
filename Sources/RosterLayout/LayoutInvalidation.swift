/// What changed since a ``ListLayout``'s last layout, section by section, so that
/// ``ListLayout/relayout(_:sections:size:)`` lays out again only what changed.
///
/// Roster builds one from each batch update it performs (`ListLayout.apply(_:sections:size:)`
/// with a `BatchUpdate`), pairing old and new sections by UIKit's rules; the layout itself
/// knows nothing of batches.
public struct LayoutInvalidation: Hashable, Sendable {
  /// What happened to one section of the new list.
  public enum SectionChange: Hashable, Sendable {
    /// A new section, or one to lay out from scratch.
    case layOut
    /// The previous layout's section at this index, unchanged, possibly moved.
    case keep(previous: Int)
    /// The previous layout's section at this index, whose first `unchangedItems` items are
    /// the same items at the same places and whose other items may have changed.
    case resume(previous: Int, unchangedItems: Int)
  }

  /// One change per section of the new list, in order.
  public var sections: [SectionChange]

  /// An invalidation with one change per section of the new list.
  public init(sections: [SectionChange]) {
    self.sections = sections
  }
}
