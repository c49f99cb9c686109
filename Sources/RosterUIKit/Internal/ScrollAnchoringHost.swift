#if canImport(UIKit)
  import UIKit

  /// What a batch keeps still on screen (`ScrollAnchoring`), as both hosts keep it: the list's
  /// end, or the first visible item at its distance from the visible start along the scroll
  /// axis. Read before the batch's data swap, put back after it.
  enum ScrollAnchor {
    case end
    case item(identifier: String, indexPath: IndexPath, distance: CGFloat)
  }

  /// A host whose view keeps its reader's place through batches: the geometry each host reads
  /// from its own view, and the anchoring both do the same way.
  @MainActor
  protocol ScrollAnchoringHost: ListHost {
    /// What keeps still through a batch.
    var scrollAnchoring: ScrollAnchoring { get }
    /// The view that scrolls.
    var anchoredScrollView: UIScrollView { get }
    /// Whether the view scrolls vertically.
    var scrollsVertically: Bool { get }
    /// The visible items that can anchor the list, with their frames.
    func anchorCandidates() -> [(IndexPath, CGRect)]
    /// The frame of the item at `indexPath` in the view's content, after a batch.
    func anchorFrame(of indexPath: IndexPath) -> CGRect?
    /// The size of the view's content, laid out.
    var anchoredContentSize: CGSize { get }
  }

  extension ScrollAnchoringHost {
    /// What to keep still through the next batch, read before its data swap; `nil` when there
    /// is nothing on screen.
    func scrollAnchor() -> ScrollAnchor? {
      let offset = mainOffset
      if scrollAnchoring == .end, offset >= maximumMainOffset - 0.5, offset > 0 { return .end }
      let first = anchorCandidates().map { ($0.0, mainStart(of: $0.1)) }.min { $0.1 < $1.1 }
      guard let (path, start) = first, let model = dataSource?.cellModel(at: path) else {
        return nil
      }
      return .item(identifier: model.identifier, indexPath: path, distance: start - offset)
    }

    /// Puts the anchor back where it was, after a batch: the item at the same distance from the
    /// visible start (when it is still there), or the end at the end.
    func restore(_ anchor: ScrollAnchor?) {
      guard let anchor else { return }
      anchoredScrollView.layoutIfNeeded()
      switch anchor {
      case .end:
        setMainOffset(maximumMainOffset)
      case .item(let identifier, let old, let distance):
        let path =
          dataSource?.cellModel(at: old)?.identifier == identifier
          ? old : dataSource?.snapshot.indexPath(forIdentifier: identifier)
        guard let path, let frame = anchorFrame(of: path) else { return }
        setMainOffset(mainStart(of: frame) - distance)
      }
    }

    private var mainOffset: CGFloat {
      scrollsVertically ? anchoredScrollView.contentOffset.y : anchoredScrollView.contentOffset.x
    }

    private var maximumMainOffset: CGFloat {
      let content = anchoredContentSize
      let bounds = anchoredScrollView.bounds.size
      return max(
        0, scrollsVertically ? content.height - bounds.height : content.width - bounds.width)
    }

    private func mainStart(of frame: CGRect) -> CGFloat {
      scrollsVertically ? frame.minY : frame.minX
    }

    /// Scrolls to `offset` along the scroll axis, clamped to the content, without animation.
    private func setMainOffset(_ offset: CGFloat) {
      let clamped = max(0, min(offset, maximumMainOffset))
      guard clamped != mainOffset else { return }
      var point = anchoredScrollView.contentOffset
      if scrollsVertically { point.y = clamped } else { point.x = clamped }
      anchoredScrollView.contentOffset = point
    }
  }
#endif
