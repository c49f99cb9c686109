#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension CollectionViewHost {
    /// Refreshes the content changed by `split`, the batch as the views took it, without
    /// recreating any cell: items through `reconfigureItems(at:)`, which rebinds the live and
    /// prefetched cells through the data source; the bands' cards in their own views; headers
    /// and footers by binding the visible ones again.
    package func rebind(after split: BandedBatch) {
      if !split.outer.itemRebinds.isEmpty {
        collectionView.reconfigureItems(at: split.outer.itemRebinds)
      }
      bands.rebind(split)
      guard let dataSource else { return }
      for section in split.outer.sectionRebinds {
        guard let shown = dataSource.section(at: section) else { continue }
        let indexPath = IndexPath(item: 0, section: section)
        let models = [
          (UICollectionView.elementKindSectionHeader, shown.headerModel),
          (UICollectionView.elementKindSectionFooter, shown.footerModel),
        ]
        for (kind, model) in models {
          guard let model,
            let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
          else { continue }
          bind(view, to: model)
        }
      }
    }

    /// Binds a displayed cell or supplementary view to `model`, remembering the model on a
    /// ``ListCollectionViewCell``.
    func bind(_ view: UICollectionReusableView, to model: any CellModel) {
      let cellType = cellRegistry.cellType(for: model)
      (view as? any NestedListHolding)?.outerHost = self
      guard bindForDisplay(view, to: model, shownBy: cellType, report: report) else { return }
      applyAccessibility(of: model, to: view, dataSource: dataSource)
      (view as? ListCollectionViewCell)?.cellModel = model
    }
  }

  extension CollectionViewHost: HeldInputTracking {
    /// The collection view's own visible items, not the host's `indexPathsForVisibleItems`:
    /// those name a band's cards in the list's index paths, which the collection view lacks.
    func reconfigureVisibleCells() {
      collectionView.reconfigureItems(at: collectionView.indexPathsForVisibleItems)
    }
  }
#endif
