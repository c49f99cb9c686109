import Foundation

extension Section {
  /// A table section (`Constraints.table`) whose header shows `table`'s column titles: a
  /// ``TableHeaderModel`` made from the columns, pinned unless `pinsHeader` is false.
  ///
  /// ```swift
  /// struct FileRow: TableRowModel, Equatable {
  ///   let identifier: String
  ///   let size: Int
  ///   var cellType: any ListCell.Type { NoCell.self }
  ///   var columnCount: Int { 2 }
  ///   func text(inColumn column: Int) -> String { column == 0 ? identifier : "\(size)" }
  /// }
  ///
  /// let columns = TableColumns([
  ///   TableColumn("Name", width: .fraction(1)),
  ///   TableColumn("Size", width: .fit(maximum: 10), alignment: .trailing),
  /// ])
  /// let section = Section("files", table: columns) {
  ///   FileRow(identifier: "notes.txt", size: 120)
  /// }
  /// assert(section.headerModel is TableHeaderModel)
  /// ```
  ///
  /// `constraints` lays the rows out as any section's do; its `table` is `table`. The sort is
  /// in `table` (`TableColumns.sort`): build the section again with the new sort, and the
  /// header shows it.
  public init(
    _ identifier: String, table: TableColumns, pinsHeader: Bool = true,
    footer: (any CellModel)? = nil, constraints: Constraints = Constraints(),
    emptyModel: (any CellModel)? = nil, @CellModelBuilder cells: () -> [any CellModel]
  ) {
    var constraints = constraints
    constraints.table = table
    if pinsHeader { constraints.pinning.insert(.header) }
    self.init(
      cellModels: cells(), identifier: identifier, headerModel: TableHeaderModel(table),
      footerModel: footer, constraints: constraints, emptyModel: emptyModel)
  }
}
