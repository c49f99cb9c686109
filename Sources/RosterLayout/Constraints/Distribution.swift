import Foundation

/// How the cells of a section share the width of a row (the cross axis).
public enum Distribution: Hashable, Sendable {
  /// Every cell takes the whole row; explicit widths are widened to it.
  case entireRow
  /// `cellsInRow` equal columns, spacing subtracted; a row is as tall as its tallest cell.
  ///
  /// Zero or a negative count is treated as 1. A count larger than the row's extent in points
  /// (one point is one column in a terminal), such as `Int.max`, is reduced to as many columns
  /// as fit at 1 point each with their spacing, so that no cell is narrower than that; both
  /// are reported as a `LayoutDiagnostic`, which hosts hand to the controller's
  /// `diagnosticHandler`.
  case equally(cellsInRow: Int)
  /// Cells keep their own width and flow to the next row when the row is full.
  case proportionally
  /// Like ``proportionally``, and the last cell of each row grows to fill the row; a cell
  /// wraps to the next row when less than `minimumWidth` would remain for it.
  case proportionallyWithLastCellFillingWidth(minimumWidth: CGFloat)
}
