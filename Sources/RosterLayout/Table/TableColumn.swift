import Foundation

/// One column of a table: its title, how wide it is, and how its text sits in it.
///
/// ```swift
/// let size = TableColumn("Size", width: .fixed(8), alignment: .trailing)
/// let name = TableColumn("Name", width: .fit(maximum: 40), minimumWidth: 10)
/// ```
public struct TableColumn: Hashable, Sendable {
  /// Where a column's text sits when it is narrower than the column.
  public enum Alignment: Hashable, Sendable {
    /// Against the leading edge: the left, or the right in a right-to-left list.
    case leading
    /// Centred.
    case center
    /// Against the trailing edge: the right, or the left in a right-to-left list. Numbers,
    /// usually.
    case trailing
  }

  /// What the header shows above the column, and what a screen reader says before a cell's
  /// text.
  public var title: String
  /// How wide the column is before the columns are fitted into the view.
  public var width: ColumnWidth
  /// The narrowest the column gets when the view is too narrow for every column: the table
  /// then scrolls across rather than narrowing it further. A negative, NaN or infinite value
  /// counts as zero.
  public var minimumWidth: CGFloat
  /// Where the column's text sits.
  public var alignment: Alignment

  /// A column titled `title`, as wide as its content by default.
  public init(
    _ title: String, width: ColumnWidth = .fit(maximum: nil), minimumWidth: CGFloat = 0,
    alignment: Alignment = .leading
  ) {
    self.title = title
    self.width = width
    self.minimumWidth = minimumWidth
    self.alignment = alignment
  }
}
