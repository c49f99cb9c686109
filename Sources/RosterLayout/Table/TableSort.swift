import Foundation

/// Which column a table is sorted by, and in which direction, as the app sorted it.
///
/// A table shows the sort as an indicator in the column's header; the sorting itself is the
/// app's: it sorts its rows and updates the list as for any other change, so rows keep their
/// identity (their selection, the cursor on them) through the new order.
///
/// ```swift
/// var columns = TableColumns([TableColumn("Name"), TableColumn("Size")])
/// columns.sort = TableSort(column: 1, ascending: false)  // largest first
/// ```
public struct TableSort: Hashable, Sendable {
  /// The offset of the sorted column in ``TableColumns/columns``.
  public var column: Int
  /// Whether the smallest value comes first.
  public var ascending: Bool

  /// The table sorted by the column at offset `column`, smallest first unless `ascending` is
  /// `false`.
  public init(column: Int, ascending: Bool = true) {
    self.column = column
    self.ascending = ascending
  }

  /// The same column sorted the other way.
  public var reversed: TableSort { TableSort(column: column, ascending: !ascending) }
}
