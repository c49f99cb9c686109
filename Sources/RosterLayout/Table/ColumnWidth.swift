import Foundation

/// How wide a ``TableColumn`` is, before ``TableColumns/layout(availableWidth:contentWidths:scale:)``
/// fits the columns into a view.
///
/// ```swift
/// let name = ColumnWidth.fit(maximum: 30)  // as wide as its widest text, 30 at most
/// let size = ColumnWidth.fixed(8)
/// let path = ColumnWidth.fraction(1)       // what the other columns leave
/// ```
public enum ColumnWidth: Hashable, Sendable {
  /// Always this wide (or the column's minimum width, when that is wider). A negative, NaN or
  /// infinite width is taken as zero.
  case fixed(CGFloat)
  /// A share of the room the fixed and fit columns leave: the fraction columns share it by
  /// weight, so `.fraction(2)` is twice as wide as `.fraction(1)`. A weight that is negative,
  /// NaN or infinite counts as zero; when every fraction weighs zero, they share equally.
  case fraction(CGFloat)
  /// As wide as the widest content known so far in the column (its title and the rows laid
  /// out), at most `maximum` (no limit when `nil`). Hosts measure the rows they lay out, not
  /// every row, so a long table never measures rows nobody has seen. An infinite maximum is
  /// no limit; a negative or NaN one counts as zero.
  case fit(maximum: CGFloat?)
}
