#if canImport(UIKit)
  import UIKit

  // Estimated heights: the table places the rows it has not shown at `estimatedRowHeight` and
  // asks the height of each row as it comes into its bounds (Apple's `estimatedRowHeight`:
  // estimates defer "the cost of geometry calculation from load time to scrolling time"), so
  // that a first screen of a million self-sizing rows measures the rows it shows. The host
  // answers with the controller's size, which measures a row its cell sizes the first time it
  // is asked and keeps it.
  extension TableViewHost {
    /// The height the table gives the row at `indexPath`: the controller's size of it, its
    /// cell measured when it is asked first; 0 without a data source.
    func heightOfRow(at indexPath: IndexPath) -> CGFloat {
      dataSource?.elementSize(of: .cell, at: indexPath).height ?? 0
    }

    /// Places the rows the table has not shown at the controller's size of the first row: the
    /// exact height in a list of explicit heights (whose content size is then exact), the
    /// controller's estimate in a list its cells measure. Set before a reload, where the table
    /// places every row anew anyway: a new estimate at any other time lays the table out
    /// again.
    ///
    /// - Complexity: O(s) for s sections before the first with a row.
    func updateRowEstimate() {
      guard let data = dataSource,
        let section = (0..<data.numberOfSections).first(where: {
          data.numberOfItems(inSection: $0) > 0
        })
      else { return }
      let height = data.layoutSize(of: .cell, at: IndexPath(item: 0, section: section))
        .size.height
      // An estimate of 0 would turn the estimates off: every height asked at each reload.
      guard height > 0, tableView.estimatedRowHeight != height else { return }
      tableView.estimatedRowHeight = height
    }
  }
#endif
