import Foundation
import Roster

/// A host that keeps its reader's place through changes of its data: what it reads from its
/// own view, handed to its ``ScrollAnchorKeeper``, which decides what stays still. The reading
/// and the restoring are written once here, over the few view operations they need, so that
/// UIKit's hosts and the simulated one share them and plain tests run them.
@MainActor
package protocol ScrollAnchoringHost: ListHost {
  /// What keeps still through a change, and how.
  var scrollAnchorKeeper: ScrollAnchorKeeper { get }
  /// The axis the list scrolls along.
  var scrollAxis: ScrollDirection { get }
  /// The list's offset along ``scrollAxis``; `nil` while the host keeps none (a simulated
  /// list never scrolled), and then nothing is anchored.
  var anchoredOffset: CGFloat? { get }
  /// The viewport's length along ``scrollAxis``.
  var viewportLength: CGFloat { get }
  /// Whether the list reads against ``scrollAxis``: a horizontal list read right to left,
  /// which starts at its right end (``ScrollAnchorKeeper/Viewport/readsBackward``).
  var readsBackward: Bool { get }
  /// The space the view keeps before and after the content along ``scrollAxis`` (a scroll
  /// view's adjusted content insets: under a navigation bar, the list rests at offset
  /// `-start`). Offsets range from `-start` to the content's length plus `end`, less the
  /// viewport's.
  var anchoringInsets: (start: CGFloat, end: CGFloat) { get }
  /// Whether the host keeps its offset within its content itself when nothing is anchored,
  /// as a scroll view does; otherwise ``restore(_:)`` clamps it.
  var clampsItsOwnOffset: Bool { get }
  /// The visible items that can anchor the list, with their frames, and the content's length,
  /// as laid out before a change.
  func anchorCandidates() -> (items: [(IndexPath, CGRect)], contentLength: CGFloat)
  /// The content laid out for the data source's state, after a change.
  func anchoringLayout() -> AnchoringLayout
  /// Moves the list's offset along ``scrollAxis`` to `offset`, without animation.
  func moveAnchoredOffset(to offset: CGFloat)
}

/// The content of a list laid out, as anchoring reads it after a change.
package struct AnchoringLayout {
  /// The content's length along the list's axis.
  package var contentLength: CGFloat
  /// The frame of the item at an index path; `nil` for one that does not exist.
  package var frame: (IndexPath) -> CGRect?

  package init(contentLength: CGFloat, frame: @escaping (IndexPath) -> CGRect?) {
    self.contentLength = contentLength
    self.frame = frame
  }
}

extension ScrollAnchoringHost {
  /// No insets: the content starts at offset 0.
  package var anchoringInsets: (start: CGFloat, end: CGFloat) { (0, 0) }

  /// `frame` moved along the axis into the keeper's coordinates, where the space before the
  /// content is content too and offsets start at 0.
  private func inset(_ frame: CGRect, by start: CGFloat) -> CGRect {
    scrollAxis == .vertical ? frame.offsetBy(dx: 0, dy: start) : frame.offsetBy(dx: start, dy: 0)
  }

  /// What to keep still through the next change, read before its data swap; `nil` when there
  /// is nothing to keep.
  package func scrollAnchor() -> ScrollAnchorKeeper.Anchor? {
    guard let offset = anchoredOffset, let dataSource else { return nil }
    let (candidates, contentLength) = anchorCandidates()
    let insets = anchoringInsets
    let visibleItems = candidates.compactMap { path, frame in
      dataSource.cellModel(at: path).map {
        ScrollAnchorKeeper.VisibleItem(
          identifier: $0.identifier, indexPath: path, frame: inset(frame, by: insets.start))
      }
    }
    let viewport = ScrollAnchorKeeper.Viewport(
      axis: scrollAxis, offset: offset + insets.start, length: viewportLength,
      contentLength: contentLength + insets.start + insets.end, readsBackward: readsBackward)
    return scrollAnchorKeeper.anchor(in: viewport, visibleItems: visibleItems)
  }

  /// Moves the offset to where it keeps `anchor` after a change: the item looked for at its
  /// old index path, else by identifier. When nothing is kept, the offset stays, clamped to the
  /// content unless the host clamps it itself.
  package func restore(_ anchor: ScrollAnchorKeeper.Anchor?) {
    guard let current = anchoredOffset, anchor != nil || !clampsItsOwnOffset else { return }
    let layout = anchoringLayout()
    let snapshot = dataSource?.snapshot
    let insets = anchoringInsets
    let contentLength = layout.contentLength + insets.start + insets.end
    let kept = anchor?.offset(viewportLength: viewportLength, contentLength: contentLength) {
      identifier, old in
      let path =
        snapshot?.cellModel(at: old)?.identifier == identifier
        ? old : snapshot?.indexPath(forIdentifier: identifier)
      return path.flatMap(layout.frame).map { inset($0, by: insets.start) }
    }
    let target =
      kept.map { $0 - insets.start }
      ?? (clampsItsOwnOffset
        ? current
        : ScrollAnchorKeeper.clamped(
          current + insets.start, viewportLength: viewportLength, contentLength: contentLength)
          - insets.start)
    guard target != current else { return }
    moveAnchoredOffset(to: target)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  package func along(_ axis: ScrollDirection) -> CGFloat {
    axis == .vertical ? y : x
  }

  /// The point with its coordinate along `axis` set to `offset`.
  package func moved(to offset: CGFloat, along axis: ScrollDirection) -> CGPoint {
    axis == .vertical ? CGPoint(x: x, y: offset) : CGPoint(x: offset, y: y)
  }
}

extension CGSize {
  /// The extent along `axis`.
  package func along(_ axis: ScrollDirection) -> CGFloat {
    axis == .vertical ? height : width
  }
}
