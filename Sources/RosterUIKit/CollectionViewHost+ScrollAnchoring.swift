#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost {
    /// What a batch keeps still: the list's end, or an item and its distance from the visible
    /// start along the scroll axis.
    enum ScrollAnchor {
      case end
      case item(identifier: String, indexPath: IndexPath, distance: CGFloat)
    }

    /// The axis the collection view scrolls along: its `ListCollectionViewLayout`'s, else
    /// vertical.
    private var isVertical: Bool {
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.scrollDirection
        != .horizontal
    }

    /// What to keep still through the next batch, read before its data swap; `nil` when there
    /// is nothing on screen.
    func scrollAnchor() -> ScrollAnchor? {
      let offset = mainOffset
      if scrollAnchoring == .end, offset >= maximumMainOffset - 0.5, offset > 0 { return .end }
      let layout = collectionView.collectionViewLayout
      // A band's one item stands for its cards, whose first is no anchor for the list.
      let first = collectionView.indexPathsForVisibleItems.compactMap { path in
        isBand(path.section)
          ? nil : layout.layoutAttributesForItem(at: path).map { (path, mainStart(of: $0.frame)) }
      }
      .min { $0.1 < $1.1 }
      guard let (path, start) = first, let model = dataSource?.cellModel(at: path) else {
        return nil
      }
      return .item(identifier: model.identifier, indexPath: path, distance: start - offset)
    }

    /// Puts the anchor back where it was, after a batch: the item at the same distance from the
    /// visible start (when it is still there), or the end at the end.
    func restore(_ anchor: ScrollAnchor?) {
      guard let anchor else { return }
      collectionView.layoutIfNeeded()
      switch anchor {
      case .end:
        setMainOffset(maximumMainOffset)
      case .item(let identifier, let old, let distance):
        let path =
          dataSource?.cellModel(at: old)?.identifier == identifier
          ? old : dataSource?.snapshot.indexPath(forIdentifier: identifier)
        guard let path,
          let frame = collectionView.collectionViewLayout.layoutAttributesForItem(at: path)?.frame
        else { return }
        setMainOffset(mainStart(of: frame) - distance)
      }
    }

    private var mainOffset: CGFloat {
      isVertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
    }

    private var maximumMainOffset: CGFloat {
      let content = collectionView.collectionViewLayout.collectionViewContentSize
      let bounds = collectionView.bounds.size
      return max(0, isVertical ? content.height - bounds.height : content.width - bounds.width)
    }

    private func mainStart(of frame: CGRect) -> CGFloat {
      isVertical ? frame.minY : frame.minX
    }

    /// Scrolls to `offset` along the scroll axis, clamped to the content, without animation.
    private func setMainOffset(_ offset: CGFloat) {
      let clamped = max(0, min(offset, maximumMainOffset))
      guard clamped != mainOffset else { return }
      var point = collectionView.contentOffset
      if isVertical { point.y = clamped } else { point.x = clamped }
      collectionView.contentOffset = point
    }
  }
#endif
