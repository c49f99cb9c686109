import Foundation
import Roster

/// What stays still on screen when a list's data changes, as `ScrollAnchoring` asks: the
/// decision every host shares, written once. Hosts supply geometry along the list's scroll
/// axis and set the offset they are given.
///
/// Before the change, ``anchor(in:visibleItems:preferring:)`` picks what to keep: the
/// preferred item while it is in view (the terminal's cursor), else the visible item that starts
/// first, at its distance from the start of the viewport; with `ScrollAnchoring.end`, also
/// whether the list is at its end. After the change, once the list is laid out again,
/// ``Anchor/offset(viewportLength:contentLength:frame:)`` answers the offset that keeps it —
/// the end for a list that was at its end, else the offset that puts the item back at its
/// distance — clamped to the content, or `nil` when the item is gone and the offset should stay
/// as it is.
///
/// For instance, a row 10 points above the top of a vertical viewport at offset 100, with two
/// rows of 44 points inserted above it, is found 88 points further down after the change, and
/// the answer is 188: the row is 10 points above the top again.
package struct ScrollAnchorKeeper: Sendable {
  /// What the host keeps still: its `scrollAnchoring`.
  package var mode: ScrollAnchoring

  /// A keeper of `mode`, the first visible item unless told otherwise.
  package init(mode: ScrollAnchoring = .firstVisibleItem) {
    self.mode = mode
  }

  /// How a list is scrolled along its axis, in the content's coordinates (points in UIKit,
  /// rows on the terminal).
  package struct Viewport: Sendable, Hashable {
    /// The list's scroll axis: lengths, offsets and frames' starts are along it.
    package var axis: ScrollDirection
    /// Where the viewport starts.
    package var offset: CGFloat
    /// How much of the content the viewport shows.
    package var length: CGFloat
    /// How long the content is.
    package var contentLength: CGFloat

    /// A viewport at `offset`, `length` long, over content `contentLength` long.
    package init(axis: ScrollDirection, offset: CGFloat, length: CGFloat, contentLength: CGFloat) {
      self.axis = axis
      self.offset = offset
      self.length = length
      self.contentLength = contentLength
    }
  }

  /// An item in view, where the host lays it out.
  package struct VisibleItem: Sendable, Hashable {
    /// Its model's identifier.
    package var identifier: String
    /// Its place in the list.
    package var indexPath: IndexPath
    /// Its frame in the content's coordinates.
    package var frame: CGRect

    /// The item `identifier` at `indexPath`, laid out at `frame`.
    package init(identifier: String, indexPath: IndexPath, frame: CGRect) {
      self.identifier = identifier
      self.indexPath = indexPath
      self.frame = frame
    }
  }

  /// What one change of the data keeps still, read before it.
  package struct Anchor: Sendable, Hashable {
    /// An item kept still, and where it was.
    package struct Item: Sendable, Hashable {
      /// Its model's identifier: the item is followed by identity through the change.
      package internal(set) var identifier: String
      /// Its place before the change: where the host looks for it first.
      package internal(set) var indexPath: IndexPath
      /// Its start's distance from the start of the viewport (negative when it starts above
      /// it).
      package internal(set) var distance: CGFloat
    }

    /// The list's scroll axis.
    package let axis: ScrollDirection
    /// The item kept still; `nil` when none was in view.
    package internal(set) var item: Item?
    /// Whether the list was at its end and stays there (`ScrollAnchoring.end`).
    package let isAtEnd: Bool

    /// The anchor with its item's place moved with its section by `batch`'s section
    /// insertions and deletions, so that a host that looks for the item at its old place first
    /// finds it there when only sections before it came or went.
    package func following(_ batch: BatchUpdate) -> Anchor {
      guard let old = item?.indexPath else { return self }
      var anchor = self
      anchor.item?.indexPath = ScrollAnchorKeeper.indexPath(old, followingSectionsOf: batch)
      return anchor
    }

    /// The offset that keeps the anchor after the change: the end for a list kept at its end,
    /// else the offset that puts the item back at its distance from the viewport's start,
    /// clamped to the content; `nil` when there is no item or `frame` no longer finds it.
    ///
    /// - Parameters:
    ///   - viewportLength: the viewport's length along the axis, after the change.
    ///   - contentLength: the content's length along the axis, after the change.
    ///   - frame: the frame of the item with an identifier after the change, looked for near
    ///     the index path it had (its ``Item/indexPath``); `nil` when it is gone. Not called for
    ///     a list kept at its end.
    package func offset(
      viewportLength: CGFloat, contentLength: CGFloat,
      frame: (_ identifier: String, _ near: IndexPath) -> CGRect?
    ) -> CGFloat? {
      endOffset(viewportLength: viewportLength, contentLength: contentLength)
        ?? itemOffset(viewportLength: viewportLength, contentLength: contentLength, frame: frame)
    }

    /// The offset that puts the item back at its distance from the viewport's start, clamped
    /// to the content, whether or not the list is kept at its end: for a host that keeps
    /// something else in view between the item and the end (the terminal's cursor), and sets
    /// ``endOffset(viewportLength:contentLength:)`` last. `nil` when there is no item or
    /// `frame` no longer finds it.
    package func itemOffset(
      viewportLength: CGFloat, contentLength: CGFloat,
      frame: (_ identifier: String, _ near: IndexPath) -> CGRect?
    ) -> CGFloat? {
      guard let item, let found = frame(item.identifier, item.indexPath) else { return nil }
      return ScrollAnchorKeeper.clamped(
        ScrollAnchorKeeper.start(of: found, along: axis) - item.distance,
        viewportLength: viewportLength, contentLength: contentLength)
    }

    /// The end of the content, for a list that was at its end and stays there; `nil`
    /// otherwise.
    package func endOffset(viewportLength: CGFloat, contentLength: CGFloat) -> CGFloat? {
      isAtEnd
        ? ScrollAnchorKeeper.maximumOffset(
          viewportLength: viewportLength, contentLength: contentLength)
        : nil
    }
  }

  /// What to keep through the next change, read before it: `preferred` while any of it is in
  /// view, else the visible item that starts first along the axis (the first of `visibleItems`
  /// among those that start together), with its distance from the viewport's start; and, with
  /// `ScrollAnchoring.end`, whether the list is scrolled to its end. `nil` when there is
  /// nothing to keep: no item in view, and not kept at its end.
  ///
  /// A list at offset 0 is at its start, not at its end, even when its content is shorter than
  /// the viewport: a chat shorter than its screen anchors on its first message.
  ///
  /// - Complexity: O(*v*) for *v* visible items.
  package func anchor(
    in viewport: Viewport, visibleItems: [VisibleItem], preferring preferred: VisibleItem? = nil
  ) -> Anchor? {
    let axis = viewport.axis
    let maximum = Self.maximumOffset(
      viewportLength: viewport.length, contentLength: viewport.contentLength)
    // Half a point of slack: a scroll view rounds its offset to pixels.
    let isAtEnd = mode == .end && viewport.offset > 0 && viewport.offset >= maximum - 0.5
    let inView = preferred.flatMap { item -> VisibleItem? in
      let (start, end) = Self.range(of: item.frame, along: axis)
      return end > viewport.offset && start < viewport.offset + viewport.length ? item : nil
    }
    // `min(by:)` keeps the first of equal elements.
    let first =
      inView
      ?? visibleItems.min {
        Self.start(of: $0.frame, along: axis) < Self.start(of: $1.frame, along: axis)
      }
    guard first != nil || isAtEnd else { return nil }
    return Anchor(
      axis: axis,
      item: first.map {
        Anchor.Item(
          identifier: $0.identifier, indexPath: $0.indexPath,
          distance: Self.start(of: $0.frame, along: axis) - viewport.offset)
      },
      isAtEnd: isAtEnd)
  }

  /// `path` moved with its section by `batch`'s section insertions and deletions, as UIKit
  /// moves a section that stays: deletions counted in the old list, then insertions in the new
  /// one.
  package static func indexPath(
    _ path: IndexPath, followingSectionsOf batch: BatchUpdate
  ) -> IndexPath {
    guard path.count == 2, !batch.sectionInsertions.isEmpty || !batch.sectionDeletions.isEmpty
    else { return path }
    var section = path.section - batch.sectionDeletions.filter { $0 < path.section }.count
    for inserted in batch.sectionInsertions.sorted() where inserted <= section { section += 1 }
    return IndexPath(item: path.item, section: section)
  }

  /// The largest offset: the content's end at the viewport's end, or 0 for content shorter than
  /// the viewport.
  static func maximumOffset(viewportLength: CGFloat, contentLength: CGFloat) -> CGFloat {
    max(0, contentLength - viewportLength)
  }

  static func clamped(
    _ offset: CGFloat, viewportLength: CGFloat, contentLength: CGFloat
  ) -> CGFloat {
    max(0, min(offset, maximumOffset(viewportLength: viewportLength, contentLength: contentLength)))
  }

  static func start(of frame: CGRect, along axis: ScrollDirection) -> CGFloat {
    axis == .vertical ? frame.minY : frame.minX
  }

  static func range(of frame: CGRect, along axis: ScrollDirection) -> (CGFloat, CGFloat) {
    axis == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
  }
}
