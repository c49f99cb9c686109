#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// Installs, starts, ends or removes the table view's `UIRefreshControl` as the data
    /// source's refresh state says (see `ListController.refreshAction`).
    public func refreshStateDidChange() {
      tableView.showRefreshState(of: dataSource)
    }
  }
#endif
