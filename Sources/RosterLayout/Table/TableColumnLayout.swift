import Foundation

/// Where each column of a table sits across its rows: what
/// ``TableColumns/layout(availableWidth:contentWidths:scale:)`` answers.
///
/// Offsets run from the table's leading edge, left to right; a right-to-left host mirrors
/// them, as it mirrors the rest of the layout.
public struct TableColumnLayout: Hashable, Sendable {
  /// One column's place across a row.
  public struct Column: Hashable, Sendable {
    /// How far the column starts from the table's leading edge.
    public var x: CGFloat
    /// How wide the column is.
    public var width: CGFloat
    /// Where the column ends: ``x`` plus ``width``.
    public var maxX: CGFloat { x + width }

    /// A column `width` wide at `x`.
    public init(x: CGFloat, width: CGFloat) {
      self.x = x
      self.width = width
    }
  }

  /// The columns, in the order of ``TableColumns/columns``.
  public var columns: [Column]
  /// How wide the table is: the view's width when the columns fit in it, else what their
  /// minimum widths and spacing need.
  public var totalWidth: CGFloat
  /// The view's width the columns were laid out in, rounded down to the scale.
  public var availableWidth: CGFloat

  /// A layout of `columns`, `totalWidth` wide in a view `availableWidth` wide.
  public init(columns: [Column], totalWidth: CGFloat, availableWidth: CGFloat) {
    self.columns = columns
    self.totalWidth = totalWidth
    self.availableWidth = availableWidth
  }

  /// Whether the table is wider than its view, and so scrolls across.
  public var scrollsHorizontally: Bool { totalWidth > availableWidth }
}
