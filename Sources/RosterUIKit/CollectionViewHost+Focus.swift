#if canImport(UIKit)
  import UIKit

  // The focus engine remembers an index path; an update that inserts above the focused item
  // points it at another item. The host turns UIKit's remembering off and answers the preferred
  // focus from the data source, which remembers the item by identity (see
  // `ListController.focusedIdentifier`). A band's cards are focused in its own view.
  extension CollectionViewHost {
    /// Whether the item can take the focus, as the data source says (`FocusableCellModel`); a
    /// band's cell can, to pass it to its cards.
    public func collectionView(
      _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool {
      guard let item = bands.listIndexPath(forOuter: indexPath) else { return true }
      return dataSource?.canFocusItem(at: item) ?? false
    }

    /// Where the focus goes when it comes back to the list: the item focused last, where it
    /// is now.
    public func indexPathForPreferredFocusedView(
      in collectionView: UICollectionView
    ) -> IndexPath? {
      dataSource?.indexPathForPreferredFocusedItem.flatMap {
        bands.contains(section: $0.section) ? nil : $0
      }
    }

    /// Moves the focus, when it is in the list, to the item the data source remembers: the app
    /// named another one (see `RosterList`'s focused item).
    package func focusRememberedItem() {
      collectionView.setNeedsFocusUpdate()
      collectionView.updateFocusIfNeeded()
    }

    /// Tells the data source which item has the focus now.
    public func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      guard let next = context.nextFocusedIndexPath.flatMap(bands.listIndexPath(forOuter:))
      else { return }
      dataSource?.didFocusItem(at: next)
    }
  }
#endif
