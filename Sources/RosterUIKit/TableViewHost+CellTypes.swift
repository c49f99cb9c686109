#if canImport(UIKit)
  import UIKit

  extension TableViewHost: CellTypeRegisteringHost {
    /// Registers `cellClass` as a cell, and a header-footer view that holds one under the same
    /// identifier (see *Headers and footers*).
    func registerWithView(_ cellClass: UITableViewCell.Type, identifier: String) {
      tableView.register(cellClass, forCellReuseIdentifier: identifier)
      tableView.register(
        TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
      cellClasses[identifier] = cellClass
    }

    static func makeTemplate(of cellClass: UITableViewCell.Type) -> UITableViewCell {
      cellClass.init(style: .default, reuseIdentifier: nil)
    }
  }

  extension TableViewHost {
    static let notAViewCell =
      "not a UITableViewCell subclass; its models show an empty cell in a table view"
  }
#endif
