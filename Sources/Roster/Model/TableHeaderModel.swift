import Foundation

/// The header a table section shows its column titles in, made from the table's columns: the
/// app writes no header model of its own.
///
/// Every host shows it: the terminal draws the titles, bold, with "▲" or "▼" after the sorted
/// column's, over its one line; `CollectionViewHost` and `TableViewHost` show them in one label
/// per column, in the headline style's Dynamic Type font, 44 points tall or taller at larger
/// text sizes; `SimulatedListHost` places them with
/// `columnHeaderFrames(inSection:)`. Each host's own registry shows it (its `cellType` is
/// ``NoCell``); a registry shared between hosts needs an entry for it, as for any model.
///
/// A section made with ``Section/init(_:table:pinsHeader:footer:constraints:emptyModel:cells:)``
/// has one; give it to a section made otherwise as its header:
///
/// ```swift
/// let columns = TableColumns([TableColumn("Name", width: .fraction(1))])
/// let section = Section(
///   cellModels: [], identifier: "files", headerModel: TableHeaderModel(columns),
///   constraints: Constraints(pinning: .header, table: columns))
/// assert(section.headerModel?.identifier == TableHeaderModel.defaultIdentifier)
/// ```
///
/// Its content is the columns, sort included: a new sort rebinds the header like any changed
/// header, and the header's row keeps its identity.
public struct TableHeaderModel: TableRowModel, Hashable {
  /// The identifier of a header made without one.
  public static let defaultIdentifier = "roster.table-header"

  /// The header's identity within its section.
  public var identifier: String
  /// The columns whose titles the header shows.
  public var table: TableColumns

  /// The header of `table`'s titles.
  public init(_ table: TableColumns, identifier: String = TableHeaderModel.defaultIdentifier) {
    self.table = table
    self.identifier = identifier
  }

  /// No cell of its own: each host registers the one it shows the titles with.
  public var cellType: any ListCell.Type { NoCell.self }

  /// One column a title.
  public var columnCount: Int { table.columns.count }

  /// The title of the column at offset `column`; empty past the columns.
  public func text(inColumn column: Int) -> String {
    table.columns.indices.contains(column) ? table.columns[column].title : ""
  }
}
