import Foundation

/// A cell model that is one row of a table (a section whose `Constraints.table` is set): the
/// text of each of its cells, column by column.
///
/// A row stays an ordinary cell model, kept by its identifier through every update, so that
/// selection, editing, paging and filtering work on tables as on any list. Hosts draw each
/// column's text in the column's frame, measure it for `ColumnWidth.fit(maximum:)` columns
/// and read it to a screen reader with the column's title; a filter finds the row by the text
/// of all its columns (`searchText`, unless the model says otherwise) or
/// of one (``ItemFilter/matches(_:inColumn:)``).
///
/// ```swift
/// struct FileRow: TypedCellModel, TableRowModel, Equatable {
///   typealias CellType = FileRowCell
///   let identifier: String
///   let name: String
///   let size: Int
///
///   var columnCount: Int { 2 }
///   func text(inColumn column: Int) -> String {
///     column == 0 ? name : "\(size)"
///   }
/// }
///
/// final class FileRowCell: TypedListCell {
///   func bind(model: FileRow, sizing: Bool) {}
/// }
///
/// let row = FileRow(identifier: "a", name: "notes.txt", size: 120)
/// assert(row.searchText == "notes.txt 120")
/// ```
public protocol TableRowModel: SearchableCellModel {
  /// How many columns the row has text for; a table with more columns shows the others empty.
  var columnCount: Int { get }
  /// The text of the row's cell in the column at offset `column`: what the cell shows, in
  /// words. Hosts ask only for `0..<columnCount`.
  func text(inColumn column: Int) -> String
}

extension TableRowModel {
  /// The text of every column, in order, separated by spaces: a filter finds the row by any of
  /// them.
  public var searchText: String {
    (0..<max(columnCount, 0)).map { text(inColumn: $0) }.joined(separator: " ")
  }
}
