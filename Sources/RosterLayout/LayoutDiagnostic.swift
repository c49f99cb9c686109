import Foundation

/// Something wrong with the input of a ``ListLayout`` pass that the layout worked around.
///
/// The layout never traps and never produces a NaN or infinite frame: every bad value is
/// replaced by a defined one (described with each case) and reported here, in
/// ``ListLayout/diagnostics``. Hosts typically print them in debug builds.
public enum LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The container size had a negative, NaN or infinite dimension, treated as zero, or one
  /// larger than the layout's maximum extent (2⁴⁰, about 10¹²), treated as that maximum.
  case invalidContainerSize(CGSize)
  /// The container has no extent along the list's cross axis, so every cell is zero wide
  /// (zero tall in a horizontal list). Common before a view is first laid out.
  case emptyContainer(CGSize)
  /// An element's preferred size had a negative, NaN or infinite dimension, treated as zero,
  /// or one larger than the maximum extent (2⁴⁰), treated as that maximum.
  case invalidSize(LayoutElement.Kind, IndexPath, CGSize)
  /// A section's inset or spacing was negative, NaN or infinite, treated as zero, or larger
  /// than the maximum extent (2⁴⁰), treated as that maximum.
  case invalidSpacing(section: Int, value: CGFloat)
  /// `.equally(cellsInRow:)` asked for zero or fewer columns; one column was used.
  case nonPositiveCellsInRow(section: Int, cellsInRow: Int)
  /// `.equally(cellsInRow:)` asked for more columns than the row has points (``ListLayout``'s
  /// minimum column extent, 1 point — one column of a terminal): `columns` were used, as many
  /// as fit at that extent with their spacing, so that every cell stays visible.
  case tooManyCellsInRow(section: Int, cellsInRow: Int, columns: Int)
  /// A section's insets (and, for `.equally`, its interitem spacing) leave no room for its
  /// cells along the cross axis: `available` was negative, and cells were given zero extent.
  case insetsExceedContainer(section: Int, available: CGFloat)
  /// A cell was wider than its row (taller, when the section flows horizontally); it was
  /// narrowed to the row.
  case itemExceedsRow(IndexPath, itemExtent: CGFloat, rowExtent: CGFloat)
  /// `.proportionallyWithLastCellFillingWidth(minimumWidth:)` was negative, NaN or infinite
  /// (zero was used) or larger than the maximum extent (that maximum was used).
  case invalidMinimumWidth(section: Int, minimumWidth: CGFloat)
  /// `.proportionallyWithLastCellFillingWidth(minimumWidth:)` is wider than the section's rows,
  /// so every cell sits alone in its row and fills it.
  case minimumWidthExceedsRow(section: Int, minimumWidth: CGFloat, rowExtent: CGFloat)

  /// What is wrong and what the layout did instead.
  public var description: String {
    switch self {
    case .invalidContainerSize(let size):
      return
        "invalid container size \(size.width)×\(size.height); bad dimensions taken as 0 or capped"
    case .emptyContainer(let size):
      return "container \(size.width)×\(size.height) has no room across; cells are 0 across"
    case .invalidSize(let kind, let indexPath, let size):
      return "\(kind) at \(Self.text(indexPath)) has an invalid size "
        + "\(size.width)×\(size.height); bad dimensions taken as 0 or capped"
    case .invalidSpacing(let section, let value):
      return "section \(section) has an invalid inset or spacing \(value); taken as 0 or capped"
    case .nonPositiveCellsInRow(let section, let cellsInRow):
      return "section \(section) asks for \(cellsInRow) cells in a row; using 1"
    case .tooManyCellsInRow(let section, let cellsInRow, let columns):
      return "section \(section) asks for \(cellsInRow) cells in a row; only \(columns) fit "
        + "at 1 point each; using \(columns)"
    case .insetsExceedContainer(let section, let available):
      return "section \(section)'s insets and spacing exceed the container by \(-available); "
        + "cells are 0 across"
    case .itemExceedsRow(let indexPath, let itemExtent, let rowExtent):
      return "cell at \(Self.text(indexPath)) is \(itemExtent) across, wider than its row "
        + "(\(rowExtent)); narrowed to the row"
    case .invalidMinimumWidth(let section, let minimumWidth):
      return "section \(section) has an invalid minimum width \(minimumWidth); using 0"
    case .minimumWidthExceedsRow(let section, let minimumWidth, let rowExtent):
      return "section \(section)'s minimum width \(minimumWidth) exceeds its rows "
        + "(\(rowExtent)); one cell per row"
    }
  }

  private static func text(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(indexPath)"
  }
}
