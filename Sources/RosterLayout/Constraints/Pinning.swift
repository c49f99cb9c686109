/// Which of a section's header and footer stay in view while the section scrolls by, as
/// `UICollectionViewFlowLayout`'s `sectionHeadersPinToVisibleBounds` and
/// `sectionFootersPinToVisibleBounds` do, but per section.
///
/// A pinned header sticks to the visible top edge (the leading edge of a horizontal list) while
/// its section's items scroll under it, until the end of the section pushes it out; a pinned
/// footer sticks to the bottom edge the same way. See ``ListLayout/pinnedElements(in:)``.
public struct Pinning: OptionSet, Hashable, Sendable {
  /// The set's bits.
  public let rawValue: Int

  /// Creates a set of pinned elements from its raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The header stays at the visible top while its section scrolls by.
  public static let header = Pinning(rawValue: 1 << 0)
  /// The footer stays at the visible bottom while its section scrolls by.
  public static let footer = Pinning(rawValue: 1 << 1)
}
