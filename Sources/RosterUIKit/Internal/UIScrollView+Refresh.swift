#if canImport(UIKit)
  import UIKit

  extension UIScrollView {
    /// Shows `dataSource`'s refresh state: a `UIRefreshControl` while the list can be
    /// refreshed (its pull asks the data source to refresh), refreshing while a refresh runs,
    /// none otherwise. tvOS has no refresh control: a refresh there is the app's own button.
    func showRefreshState(of dataSource: (any ListDataSource)?) {
      #if !os(tvOS)
        let state = dataSource?.refreshState ?? (isAvailable: false, isRefreshing: false)
        guard state.isAvailable else {
          refreshControl = nil
          return
        }
        let control = refreshControl ?? Self.makeRefreshControl(for: dataSource)
        if refreshControl !== control { refreshControl = control }
        if state.isRefreshing != control.isRefreshing {
          if state.isRefreshing { control.beginRefreshing() } else { control.endRefreshing() }
        }
      #endif
    }

    #if !os(tvOS)
      /// A refresh control whose pull asks `dataSource` to refresh; held weakly, as the views
      /// hold their data source.
      private static func makeRefreshControl(
        for dataSource: (any ListDataSource)?
      ) -> UIRefreshControl {
        let control = UIRefreshControl()
        control.addAction(
          UIAction { [weak dataSource] _ in dataSource?.beginRefreshing() }, for: .valueChanged)
        return control
      }
    #endif
  }
#endif
