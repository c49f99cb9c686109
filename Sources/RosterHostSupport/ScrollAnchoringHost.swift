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
  /// The item that anchors the list while any of it is in view, whichever comes first (the
  /// terminal's cursor), with its frame; `nil` by default.
  func preferredAnchorCandidate() -> (IndexPath, CGRect)?
  /// Where the item `identifier`, which was at `old` (moved along with the batch's section
  /// changes), is after a change; by default `old` when it still shows that item, else the
  /// snapshot's index of identifiers.
  func indexPathOfAnchor(_ identifier: String, near old: IndexPath) -> IndexPath?
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

  /// No item is preferred: the first visible one anchors the list.
  package func preferredAnchorCandidate() -> (IndexPath, CGRect)? { nil }

  /// `old` when the snapshot still has the item there, else the snapshot's index path for
  /// `identifier`.
  package func indexPathOfAnchor(_ identifier: String, near old: IndexPath) -> IndexPath? {
    let snapshot = dataSource?.snapshot
    return snapshot?.cellModel(at: old)?.identifier == identifier
      ? old : snapshot?.indexPath(forIdentifier: identifier)
  }

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
    let visibleItem = { (path: IndexPath, frame: CGRect) in
      dataSource.cellModel(at: path).map {
        ScrollAnchorKeeper.VisibleItem(
          identifier: $0.identifier, indexPath: path, frame: self.inset(frame, by: insets.start))
      }
    }
    let viewport = ScrollAnchorKeeper.Viewport(
      axis: scrollAxis, offset: offset + insets.start, length: viewportLength,
      contentLength: contentLength + insets.start + insets.end, readsBackward: readsBackward)
    return scrollAnchorKeeper.anchor(
      in: viewport, visibleItems: candidates.compactMap(visibleItem),
      preferring: preferredAnchorCandidate().flatMap(visibleItem))
  }

  /// Moves the offset to where it keeps `anchor` after a change: the item looked for at its
  /// old index path, else by identifier. When nothing is kept, the offset stays, clamped to the
  /// content unless the host clamps it itself.
  package func restore(_ anchor: ScrollAnchorKeeper.Anchor?) {
    restore(anchor, keepingEnd: true)
  }

  /// Moves the offset as ``restore(_:)`` does; with `keepingEnd` false, to the anchor's item
  /// even in a list kept at its end, for a host that keeps something else in view first (the
  /// terminal's cursor) and then calls ``restoreEnd(of:)``.
  package func restore(_ anchor: ScrollAnchorKeeper.Anchor?, keepingEnd: Bool) {
    guard let current = anchoredOffset, anchor != nil || !clampsItsOwnOffset else { return }
    let layout = anchoringLayout()
    let insets = anchoringInsets
    let contentLength = layout.contentLength + insets.start + insets.end
    let frame = { (identifier: String, old: IndexPath) in
      self.indexPathOfAnchor(identifier, near: old).flatMap(layout.frame).map {
        self.inset($0, by: insets.start)
      }
    }
    let kept =
      keepingEnd
      ? anchor?.offset(viewportLength: viewportLength, contentLength: contentLength, frame: frame)
      : anchor?.itemOffset(
        viewportLength: viewportLength, contentLength: contentLength, frame: frame)
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

  /// Moves the offset to the content's end when `anchor` keeps the list at its end, after
  /// ``restore(_:keepingEnd:)`` without it.
  package func restoreEnd(of anchor: ScrollAnchorKeeper.Anchor?) {
    guard let anchor, anchoredOffset != nil else { return }
    let insets = anchoringInsets
    let contentLength = anchoringLayout().contentLength + insets.start + insets.end
    guard let end = anchor.endOffset(viewportLength: viewportLength, contentLength: contentLength)
    else { return }
    moveAnchoredOffset(to: end - insets.start)
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
