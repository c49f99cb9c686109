#if canImport(UIKit)
  import Roster
  import UIKit

  /// The focus in a collection view, kept on the item focused last: the focus engine remembers
  /// an index path, and an update that inserts above the focused item would point it at
  /// another item. The collection view's remembering is off, and the preferred focus is
  /// answered from the data source, which remembers the item by identity (see
  /// `ListController.focusedIdentifier`). A band's cards are focused in its own view.
  @MainActor
  struct CollectionFocus {
    unowned let host: CollectionViewHost

    /// Hands the remembering to the data source; on iPad a hardware keyboard's arrows move the
    /// focus through the items.
    func install() {
      host.collectionView.remembersLastFocusedIndexPath = false
      host.collectionView.allowsFocus = true
    }

    /// Whether the item at the collection view's `indexPath` can take the focus; a band's cell
    /// can, to pass it to its cards.
    func canFocusItem(at indexPath: IndexPath) -> Bool {
      guard let item = host.bands.listIndexPath(forOuter: indexPath) else { return true }
      return host.dataSource?.canFocusItem(at: item) ?? false
    }

    /// The item focused last, where it is now, unless it is a band's card.
    var preferredIndexPath: IndexPath? {
      host.dataSource?.indexPathForPreferredFocusedItem.flatMap {
        host.bands.contains(section: $0.section) ? nil : $0
      }
    }

    /// Moves the focus, when it is in the list, to the item the data source remembers.
    func focusRememberedItem() {
      host.collectionView.setNeedsFocusUpdate()
      host.collectionView.updateFocusIfNeeded()
    }

    /// Tells the data source which item has the focus now.
    func didFocus(_ indexPath: IndexPath?) {
      guard let next = indexPath.flatMap(host.bands.listIndexPath(forOuter:)) else { return }
      host.dataSource?.didFocusItem(at: next)
    }
  }

  // UIKit's focus callbacks, answered by the host's focus feature.
  extension CollectionViewHost {
    /// The host's focus feature.
    var focus: CollectionFocus { CollectionFocus(host: self) }

    /// Whether the item can take the focus, as the data source says (`FocusableCellModel`); a
    /// band's cell can, to pass it to its cards.
    public func collectionView(
      _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool {
      focus.canFocusItem(at: indexPath)
    }

    /// Where the focus goes when it comes back to the list: the item focused last, where it
    /// is now.
    public func indexPathForPreferredFocusedView(
      in collectionView: UICollectionView
    ) -> IndexPath? {
      focus.preferredIndexPath
    }

    /// Moves the focus, when it is in the list, to the item the data source remembers: the app
    /// named another one (see `RosterList`'s focused item).
    @_spi(Testing) public func focusRememberedItem() {
      focus.focusRememberedItem()
    }

    /// Tells the data source which item has the focus now.
    public func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      focus.didFocus(context.nextFocusedIndexPath)
    }
  }
#endif
