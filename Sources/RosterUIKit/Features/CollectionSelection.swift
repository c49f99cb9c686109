#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The collection view's own selection — what cells show through `isSelected`, what VoiceOver
  /// reads — following the controller's, which keeps it by identity: after every tap, every
  /// change the controller reports, and every batch and reload. Its policy follows the
  /// controller's mode in force, so that UIKit toggles, replaces and deselects as the controller
  /// does. A band's cards show it in the band's own view (BandCollectionViewCell+Selection.swift).
  @MainActor
  final class CollectionSelection: SelectionFollowing {
    private unowned let host: CollectionViewHost

    init(host: CollectionViewHost) {
      self.host = host
    }

    /// The controller's selection or mode changed: the policy, the view's selection and every
    /// visible cell's selection state follow.
    func selectionDidChange() {
      let collectionView = host.collectionView
      let state = host.dataSource?.selectionState ?? (mode: .off, isEditing: false)
      collectionView.apply(ViewSelection.Policy(mode: state.mode, isEditing: state.isEditing))
      show(animated: true)
      for indexPath in collectionView.indexPathsForVisibleItems {
        guard let item = host.bands.listIndexPath(forOuter: indexPath),
          let cell = collectionView.cellForItem(at: indexPath) as? any ListCell,
          let dataSource = host.dataSource
        else { continue }
        cell.showSelection(dataSource.cellSelectionState(at: item))
      }
    }

    /// Selects and deselects in the view, and in the live bands' views, what differs from the
    /// controller's selection.
    func show(animated: Bool) {
      let collectionView = host.collectionView
      let bands = host.bands
      let changes = ViewSelection.changes(
        showing: (host.dataSource?.indexPathsForSelectedItems ?? []).filter {
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
