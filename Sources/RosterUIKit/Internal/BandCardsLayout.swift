#if canImport(UIKit)
  import UIKit

  /// The layout of a band's own view (``BandCollectionViewCell``): the band's cards where the
  /// list's `ListLayout` put them, less the band's origin, in a content as long as the band.
  ///
  /// It lays nothing out itself, so a band's cards are sized and placed exactly as the
  /// terminal and the list's other hosts place them. While the list no longer has the band, or
  /// has not laid out its new cards yet, it keeps the frames it had.
  final class BandCardsLayout: UICollectionViewLayout {
    /// The cell whose view this lays out.
    weak var band: BandCollectionViewCell?
    private var frames: [CGRect] = []
    private var contentSize = CGSize.zero

    override func prepare() {
      super.prepare()
      band?.hasPendingReload = false
      guard let placement = band?.host?.placement(of: band) else { return }
      frames = placement.frames
      contentSize = placement.contentSize
    }

    override var collectionViewContentSize: CGSize { contentSize }

    /// A band holds a row of cards or a few: they are tested in turn.
    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      frames.indices.compactMap { item in
        let frame = frames[item]
        let overlaps =
          frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
          && rect.minY < frame.maxY
        return overlaps ? attributes(forItem: item) : nil
      }
    }

    override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
      return attributes(forItem: indexPath.item)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.size != collectionView?.bounds.size
    }

    private func attributes(forItem item: Int) -> UICollectionViewLayoutAttributes {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frames[item]
      return attributes
    }
  }
#endif
