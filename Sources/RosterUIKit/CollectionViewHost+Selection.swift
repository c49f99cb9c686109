#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // The controller keeps the selection, by identity; the collection view's own selection
  // (what cells show through `isSelected`, what VoiceOver reads) follows it: after every tap,
  // every change the controller reports, and every batch and reload. Its policy follows the
  // controller's mode in force, so that UIKit toggles, replaces and deselects as the controller
  // does. A band's cards show it in the band's own view (BandCollectionViewCell+Selection.swift).
  extension CollectionViewHost {
    /// Applies the data source's selection mode and edit mode to the collection view, selects
    /// and deselects its items to match the data source's selection, and tells the visible
    /// cells their state.
    public func selectionDidChange() {
      applySelectionPolicy()
      showSelection(animated: true)
      for indexPath in collectionView.indexPathsForVisibleItems {
        guard let item = bands.listIndexPath(forOuter: indexPath),
          let cell = collectionView.cellForItem(at: indexPath) as? any ListCell, let dataSource
        else { continue }
        cell.showSelection(dataSource.cellSelectionState(at: item))
      }
    }

    /// The collection view's selection policy for the mode in force (`ViewSelection.Policy`).
    func applySelectionPolicy() {
      let state = dataSource?.selectionState ?? (mode: .off, isEditing: false)
      collectionView.apply(ViewSelection.Policy(mode: state.mode, isEditing: state.isEditing))
    }

    /// Selects and deselects the collection view's items, and each band's cards in its own
    /// view, so that their selection is the data source's: with no selection kept, a tapped
    /// item is deselected at once, as a button's press ends.
    ///
    /// - Complexity: O(*s* log *s*) for the *s* items selected in either.
    func showSelection(animated: Bool) {
      let changes = ViewSelection.changes(
        showing: (dataSource?.indexPathsForSelectedItems ?? []).filter {
          !bands.contains(section: $0.section)
        },
        from: collectionView.indexPathsForSelectedItems ?? [])
      for indexPath in changes.deselect {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
      for indexPath in changes.select {
        collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
      }
      for band in bands.liveCells { band.showCardSelection(animated: animated) }
    }
  }

  extension UICollectionView {
    /// Takes `policy`'s edit mode and selection flags: the list's view and each band's own.
    func apply(_ policy: ViewSelection.Policy) {
      isEditing = policy.isEditing
      allowsSelection = true
      allowsMultipleSelection = policy.allowsMultipleSelection
      allowsSelectionDuringEditing = policy.allowsSelectionDuringEditing
      allowsMultipleSelectionDuringEditing = policy.allowsMultipleSelectionDuringEditing
    }
  }
#endif
