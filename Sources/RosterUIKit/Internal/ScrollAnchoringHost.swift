#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// A host whose view keeps its reader's place through batches: the geometry each host reads
  /// from its own view, handed to its `ScrollAnchorKeeper`, which decides what stays still.
  @MainActor
  protocol ScrollAnchoringHost: ListHost {
    /// What keeps still through a batch, and how.
    var scrollAnchorKeeper: ScrollAnchorKeeper { get }
    /// The view that scrolls.
    var anchoredScrollView: UIScrollView { get }
    /// The axis the view scrolls along.
    var scrollAxis: ScrollDirection { get }
    /// The visible items that can anchor the list, with their frames.
    func anchorCandidates() -> [(IndexPath, CGRect)]
    /// The frame of the item at `indexPath` in the view's content, after a batch.
    func anchorFrame(of indexPath: IndexPath) -> CGRect?
    /// The size of the view's content, laid out.
    var anchoredContentSize: CGSize { get }
  }

  extension ScrollAnchoringHost {
    /// What to keep still through the next batch, read before its data swap; `nil` when there
    /// is nothing to keep.
    func scrollAnchor() -> ScrollAnchorKeeper.Anchor? {
      let visibleItems = anchorCandidates().compactMap { path, frame in
        dataSource?.cellModel(at: path).map {
          ScrollAnchorKeeper.VisibleItem(identifier: $0.identifier, indexPath: path, frame: frame)
        }
      }
      let viewport = ScrollAnchorKeeper.Viewport(
        axis: scrollAxis, offset: mainOffset, length: viewportLength,
        contentLength: contentLength)
      return scrollAnchorKeeper.anchor(in: viewport, visibleItems: visibleItems)
    }

    /// Scrolls, without animation, to the offset that keeps `anchor` after a batch: the item
    /// looked for at its old index path, else by identifier.
    func restore(_ anchor: ScrollAnchorKeeper.Anchor?) {
      guard let anchor else { return }
      anchoredScrollView.layoutIfNeeded()
      let offset = anchor.offset(viewportLength: viewportLength, contentLength: contentLength) {
        identifier, old in
        let path =
          dataSource?.cellModel(at: old)?.identifier == identifier
          ? old : dataSource?.snapshot.indexPath(forIdentifier: identifier)
        return path.flatMap(anchorFrame(of:))
      }
      guard let offset, offset != mainOffset else { return }
      var point = anchoredScrollView.contentOffset
      if scrollAxis == .vertical { point.y = offset } else { point.x = offset }
      anchoredScrollView.contentOffset = point
    }

    private var mainOffset: CGFloat {
      let offset = anchoredScrollView.contentOffset
      return scrollAxis == .vertical ? offset.y : offset.x
    }

    private var viewportLength: CGFloat {
      let bounds = anchoredScrollView.bounds.size
      return scrollAxis == .vertical ? bounds.height : bounds.width
    }

    private var contentLength: CGFloat {
      scrollAxis == .vertical ? anchoredContentSize.height : anchoredContentSize.width
    }
  }
#endif
