#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost {
    /// Installs, starts, ends or removes the collection view's `UIRefreshControl` as the data
    /// source's refresh state says (see `ListController.refreshAction`).
    public func refreshStateDidChange() {
      collectionView.showRefreshState(of: dataSource)
    }
  }
#endif
