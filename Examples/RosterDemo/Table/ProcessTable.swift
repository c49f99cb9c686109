/// The table screen's sections and sorting: the processes as one table section whose columns
/// say how they are sorted; sorting is the app's, an ordinary update of the list.
package enum ProcessTable {
  /// The section's identifier.
  package static let sectionIdentifier = "processes"

  /// The columns, sorted by `sort`.
  package static func columns(sort: TableSort?) -> TableColumns {
    TableColumns(
      [
        TableColumn("PID", width: .fixed(6), alignment: .trailing),
        TableColumn("Name", width: .fraction(1), minimumWidth: 12),
        TableColumn("User", width: .fit(maximum: 10), minimumWidth: 4),
        TableColumn("CPU %", width: .fixed(7), alignment: .trailing),
        TableColumn("Memory", width: .fixed(8), alignment: .trailing),
        TableColumn("Thr", width: .fixed(4), alignment: .trailing),
        TableColumn("Started", width: .fixed(16)),
      ],
      pinsFirstColumn: true, sort: sort)
  }

  /// `processes` in `sort`'s order (by PID, ascending, without one); equal keys keep the PID
  /// order, so a sort is the same on every run.
  package static func sorted(_ processes: [ProcessEntry], by sort: TableSort?) -> [ProcessEntry] {
    let sort = sort ?? TableSort(column: 0)
    let ordered = processes.sorted { left, right in
      let order = compare(left, right, column: sort.column)
      return order == 0 ? left.pid < right.pid : order < 0
    }
    return sort.ascending ? ordered : ordered.reversed()
  }

  /// -1, 0 or 1 as `left` comes before, with or after `right` by `column`.
  private static func compare(_ left: ProcessEntry, _ right: ProcessEntry, column: Int) -> Int {
    func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : a == b ? 0 : 1 }
    switch column {
    case 1: return order(left.name, right.name)
    case 2: return order(left.user, right.user)
    case 3: return order(left.cpuTenths, right.cpuTenths)
    case 4: return order(left.memory, right.memory)
    case 5: return order(left.threads, right.threads)
    case 6: return order(left.startMinute, right.startMinute)
    default: return order(left.pid, right.pid)
    }
  }

  /// The list's one section: the processes in `sort`'s order under a pinned header of titles.
  package static func sections(for processes: [ProcessEntry], sort: TableSort?) -> [Section] {
    [
      Section(
        cellModels: sorted(processes, by: sort).map(ProcessRowCellModel.init),
        identifier: sectionIdentifier, headerModel: ProcessHeaderCellModel(),
        constraints: Constraints(pinning: .header, table: columns(sort: sort)))
    ]
  }
}
