import Foundation
import Roster
import RosterTerminal

/// A person as a table's row: name, age, city.
struct PersonRow: TableRowModel, Equatable {
  var identifier: String
  var name: String
  var age: Int
  var city: String

  var cellType: any ListCell.Type { TableRowCell.self }
  var columnCount: Int { 3 }
  func text(inColumn column: Int) -> String {
    switch column {
    case 0: name
    case 1: "\(age)"
    default: city
    }
  }
}

enum People {
  static let all = [
    PersonRow(identifier: "ada", name: "Ada", age: 36, city: "London"),
    PersonRow(identifier: "grace", name: "Grace", age: 85, city: "New York"),
    PersonRow(identifier: "linus", name: "Linus", age: 54, city: "Helsinki"),
  ]

  static func columns(
    sort: TableSort? = TableSort(column: 0), nameMaximum: CGFloat? = nil, pinned: Bool = false,
    nameMinimum: CGFloat = 0, cityMinimum: CGFloat = 0
  ) -> TableColumns {
    TableColumns(
      [
        TableColumn("Name", width: .fit(maximum: nameMaximum), minimumWidth: nameMinimum),
        TableColumn("Age", width: .fixed(5), alignment: .trailing),
        TableColumn("City", width: .fraction(1), minimumWidth: cityMinimum),
      ],
      spacing: 1, pinsFirstColumn: pinned, sort: sort)
  }

  /// The people as a table section with a pinned one-row header.
  static func section(_ rows: [PersonRow] = all, columns: TableColumns = columns()) -> Section {
    Section(
      cellModels: rows, identifier: "people",
      headerModel: HeaderRow(identifier: "people-header", title: ""),
      constraints: Constraints(pinning: .header, table: columns))
  }
}
