import Foundation

/// A section's table: its columns, the space between them, which sort the header shows, and
/// how its rows look.
///
/// Set it as the section's ``Constraints/table``. Rows stay ordinary cell models, kept by
/// identity through every update, so selection, editing, paging and filtering work on a table
/// as on any list; a host draws each row's cells in the frames that
/// ``layout(availableWidth:contentWidths:scale:)`` gives the columns.
///
/// ```swift
/// let files = TableColumns(
///   [
///     TableColumn("Name", width: .fit(maximum: 40), minimumWidth: 10),
///     TableColumn("Size", width: .fixed(8), alignment: .trailing),
///     TableColumn("Path", width: .fraction(1), minimumWidth: 12),
///   ],
///   spacing: 1, pinsFirstColumn: true, sort: TableSort(column: 0))
/// let constraints = Constraints(table: files)
/// ```
public struct TableColumns: Hashable, Sendable {
  /// The columns, leading first.
  public var columns: [TableColumn]
  /// The space between two neighbouring columns. A negative, NaN or infinite value counts as
  /// zero.
  public var spacing: CGFloat
  /// Whether the first column stays in view while a table wider than its view scrolls across.
  public var pinsFirstColumn: Bool
  /// The sort the header shows, as the app sorted the rows; `nil` when they are in no
  /// column's order. A column offset out of range shows no indicator.
  public var sort: TableSort?
  /// Whether every other row is drawn with a faint background, to guide the eye along wide
  /// rows.
  public var showsZebraRows: Bool

  /// A table of `columns`, one point apart (one column of a terminal), unsorted, nothing
  /// pinned, no zebra rows unless asked for.
  public init(
    _ columns: [TableColumn], spacing: CGFloat = 1, pinsFirstColumn: Bool = false,
    sort: TableSort? = nil, showsZebraRows: Bool = false
  ) {
    self.columns = columns
    self.spacing = spacing
    self.pinsFirstColumn = pinsFirstColumn
    self.sort = sort
    self.showsZebraRows = showsZebraRows
  }

  /// The sort to ask the app for when the user sorts by the column at offset `column`: the
  /// other direction when the table is already sorted by it, else ascending.
  ///
  /// ```swift
  /// let columns = TableColumns([TableColumn("Name")], sort: TableSort(column: 0))
  /// assert(columns.nextSort(byColumn: 0) == TableSort(column: 0, ascending: false))
  /// ```
  public func nextSort(byColumn column: Int) -> TableSort {
    if let sort, sort.column == column { return sort.reversed }
    return TableSort(column: column)
  }
}
