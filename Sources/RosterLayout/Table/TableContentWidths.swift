import Foundation

/// The widest content seen so far in each column of a table, which
/// ``ColumnWidth/fit(maximum:)`` columns are as wide as.
///
/// A host includes the titles and each row it lays out, never every row of the table, so that a
/// table of a million rows costs what its visible rows cost; when a wider row scrolls into
/// view, its column widens (``include(_:inColumn:)`` says so) and the host lays the columns out
/// again.
///
/// ```swift
/// var widths = TableContentWidths(columnCount: 2)
/// widths.include(4, inColumn: 0)
/// let grew = widths.include(9, inColumn: 0)
/// assert(grew && widths.widths == [9, 0])
/// ```
public struct TableContentWidths: Hashable, Sendable {
  /// The widest content of each column so far; zero for a column with none.
  public private(set) var widths: [CGFloat]

  /// No content seen yet in any of `columnCount` columns (none, when negative).
  public init(columnCount: Int) {
    widths = Array(repeating: 0, count: max(columnCount, 0))
  }

  /// Takes content `width` wide in the column at offset `column` into account.
  ///
  /// A negative, NaN or infinite width, or a column out of range, changes nothing.
  ///
  /// - Returns: Whether the column's widest content grew, so the columns need laying out again.
  @discardableResult
  public mutating func include(_ width: CGFloat, inColumn column: Int) -> Bool {
    guard widths.indices.contains(column), width.isFinite, width > widths[column] else {
      return false
    }
    widths[column] = width
    return true
  }
}
