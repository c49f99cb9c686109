/// A process as a row of the table screen: PID, name, user, CPU, memory, threads, start. Its
/// cell is RosterTerminal's `TableRowCell`; the list draws its texts in the table's columns.
package struct ProcessRowCellModel: TableRowModel, Equatable {
  /// "p" and the process identifier.
  package var identifier: String
  /// The process.
  package var process: ProcessEntry

  /// The row of `process`.
  package init(_ process: ProcessEntry) {
    identifier = "p\(process.pid)"
    self.process = process
  }

  package var cellType: any ListCell.Type { TableRowCell.self }
  package var columnCount: Int { 7 }

  package func text(inColumn column: Int) -> String {
    switch column {
    case 0: "\(process.pid)"
    case 1: process.name
    case 2: process.user
    case 3: process.cpu
    case 4: "\(process.memory) MB"
    case 5: "\(process.threads)"
    case 6: process.started
    default: ""
    }
  }
}

/// The row the table's titles are drawn over: a header of no columns of its own.
package struct ProcessHeaderCellModel: TableRowModel, Equatable {
  package var identifier = "processes-header"
  package var cellType: any ListCell.Type { TableRowCell.self }
  package var columnCount: Int { 0 }
  package func text(inColumn column: Int) -> String { "" }
}
