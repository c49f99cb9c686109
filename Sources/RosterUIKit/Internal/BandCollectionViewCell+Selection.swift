#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // A band's cards are the list's items: the list's selection shows among them in the band's
  // own view, with the list's policy, as in the list's view (Features/CollectionSelection.swift),
  // and taps on them select through the list's data source in the list's index paths.
  extension BandCollectionViewCell {
    /// Applies the list's selection policy to the band's view, selects and deselects its
    /// cards to match the list's selection, and tells the cards in view their state. Left to
    /// the end of a batch the band's view is animating, whose completion calls it again.
    ///
    /// - Complexity: O(*s* log *s*) for the *s* items selected in the list.
    func showCardSelection(animated: Bool) {
      guard let host, let data = host.dataSource, let index = listSection(), let section else {
        return
      }
      let state = data.selectionState
      cardsView.apply(ViewSelection.Policy(mode: state.mode, isEditing: state.isEditing))
      // The view's index paths are the band's cards' only between its batches.
      guard !isAnimatingBatch else { return }
      let cards = section.cellModels.count
      let changes = ViewSelection.changes(
        showing: data.indexPathsForSelectedItems.lazy
          .filter { $0.section == index && $0.item < cards }
          .map { IndexPath(item: $0.item, section: 0) },
        from: cardsView.indexPathsForSelectedItems ?? [])
      for indexPath in changes.deselect {
        cardsView.deselectItem(at: indexPath, animated: animated)
      }
      for indexPath in changes.select {
        cardsView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
      }
      for indexPath in cardsView.indexPathsForVisibleItems {
        guard let cell = cardsView.cellForItem(at: indexPath) as? any ListCell,
          let path = listIndexPath(of: indexPath)
        else { continue }
        cell.showSelection(data.cellSelectionState(at: path))
      }
    }
  }
#endif
