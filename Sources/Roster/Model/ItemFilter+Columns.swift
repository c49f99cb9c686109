import Foundation

extension ItemFilter {
  /// Whether `model` matches in one column of a table: the text of its cell in the column at
  /// offset `column` (``TableRowModel/text(inColumn:)``) contains every term.
  ///
  /// A model that is no ``TableRowModel``, or a column it has no text for, matches only a
  /// filter with no terms.
  ///
  /// ```swift
  /// struct FileRow: TableRowModel, Equatable {
  ///   let identifier: String
  ///   let name: String
  ///   var cellType: any ListCell.Type { NoCell.self }
  ///   var columnCount: Int { 2 }
  ///   func text(inColumn column: Int) -> String { column == 0 ? name : "notes" }
  /// }
  ///
  /// let row = FileRow(identifier: "1", name: "todo.txt")
  /// let filter = ItemFilter(query: "notes")
  /// assert(filter.matches(row) && filter.matches(row, inColumn: 1))
  /// assert(!filter.matches(row, inColumn: 0))
  /// ```
  ///
  /// - Complexity: O(*t*) for a cell's text of *t* characters.
  public func matches(_ model: any CellModel, inColumn column: Int) -> Bool {
    guard !terms.isEmpty else { return true }
    guard let row = model as? any TableRowModel, (0..<row.columnCount).contains(column) else {
      return false
    }
    return matches(text: row.text(inColumn: column))
  }
}
