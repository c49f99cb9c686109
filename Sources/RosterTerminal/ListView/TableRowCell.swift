import Roster

/// A one-row terminal cell for any `TableRowModel`: the row's texts, one after the other.
///
/// In a table section (`Constraints.table`) the list draws each column's text in the
/// column's frame over it, aligned and cut short with an ellipsis; outside a table, it shows
/// the texts two spaces apart.
///
/// ```swift
/// struct FileRow: TableRowModel, Equatable {
///   let identifier: String
///   let name: String
///   let size: Int
///   var cellType: any ListCell.Type { TableRowCell.self }
///   var columnCount: Int { 2 }
///   func text(inColumn column: Int) -> String { column == 0 ? name : "\(size)" }
/// }
/// ```
public final class TableRowCell: TerminalCell {
  private var texts: [String] = []

  /// An empty row.
  public init() {}

  /// Whether `model` is a `TableRowModel`, the only kind of model it shows.
  public static func canShow(_ model: any CellModel) -> Bool { model is any TableRowModel }

  /// Keeps the row's texts.
  public func bind(cellModel: any CellModel, sizing: Bool) {
    guard let row = cellModel as? any TableRowModel else {
      texts = []
      return
    }
    texts = (0..<max(row.columnCount, 0)).map { row.text(inColumn: $0) }
  }

  /// One line: the texts two spaces apart, cut to `width`.
  public func render(width: Int) -> [StyledLine] {
    [StyledLine(texts.joined(separator: "  ")).truncated(toWidth: width)]
  }
}
