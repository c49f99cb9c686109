import Foundation

/// How a section lays out its cells: insets, spacing, distribution and scroll direction.
///
/// `Constraints` is part of a section's content: changing it updates the section (and
/// invalidates the sizes measured under the old constraints).
public struct Constraints: Hashable, Sendable {
  /// Space around the section's cells (headers and footers span the inset width).
  public var inset: EdgeInsets
  /// Space between rows (columns, when scrolling horizontally).
  public var minimumLineSpacing: CGFloat
  /// Space between cells of the same row.
  public var minimumInteritemSpacing: CGFloat
  /// How cells share a row.
  public var distribution: Distribution
  /// The axis the section's content flows along.
  public var scrollDirection: ScrollDirection
  /// Which of the header and footer stay in view while the section scrolls by.
  public var pinning: Pinning
  /// How far each level of an outline section's tree is indented from the leading edge (the
  /// right edge in a right-to-left list), or `nil` for the host's default: two columns on a
  /// terminal, 10 points on UIKit, as `UITableViewCell.indentationWidth`.
  public var outlineIndentation: CGFloat?
  /// The section's columns when its rows are a table's, or `nil` for a plain list. A table's
  /// rows lay out as full-width rows; each host draws a row's cells in the frames of
  /// ``TableColumns/layout(availableWidth:contentWidths:scale:)``.
  ///
  /// ```swift
  /// let constraints = Constraints(
  ///   table: TableColumns([TableColumn("Name"), TableColumn("Size", width: .fixed(8))]))
  /// ```
  public var table: TableColumns?

  /// Creates constraints; the defaults are no inset, no spacing, full-width rows, vertical,
  /// nothing pinned, the host's outline indentation, and no table.
  public init(
    inset: EdgeInsets = .zero, minimumLineSpacing: CGFloat = 0,
    minimumInteritemSpacing: CGFloat = 0, distribution: Distribution = .entireRow,
    scrollDirection: ScrollDirection = .vertical, pinning: Pinning = [],
    outlineIndentation: CGFloat? = nil, table: TableColumns? = nil
  ) {
    self.inset = inset
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.distribution = distribution
    self.scrollDirection = scrollDirection
    self.pinning = pinning
    self.outlineIndentation = outlineIndentation
    self.table = table
  }

  /// Whether a section with these constraints is a *band* in a list that scrolls along
  /// `listDirection`: its content flows across the list (a carousel of cards in a vertical
  /// list), so the section is as long as its longest item along the list and scrolls on its own
  /// across it. The one definition the layout and every host use.
  ///
  /// ```swift
  /// let carousel = Constraints(scrollDirection: .horizontal)
  /// let inVerticalList = carousel.isBand(inListScrolling: .vertical)      // true
  /// let inHorizontalList = carousel.isBand(inListScrolling: .horizontal)  // false: a row
  /// ```
  public func isBand(inListScrolling listDirection: ScrollDirection) -> Bool {
    scrollDirection != listDirection
  }
}
