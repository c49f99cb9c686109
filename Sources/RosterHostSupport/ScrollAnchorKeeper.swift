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
  @_spi(Testing) public struct Viewport: Sendable, Hashable {
    /// The list's scroll axis: lengths, offsets and frames' starts are along it.
    @_spi(Testing) public var axis: ScrollDirection
    /// Where the viewport starts.
    @_spi(Testing) public var offset: CGFloat
    /// How much of the content the viewport shows.
    @_spi(Testing) public var length: CGFloat
    /// How long the content is.
    @_spi(Testing) public var contentLength: CGFloat
    /// Whether the content reads against the axis: a horizontal list read right to left,
    /// whose first item is at the right, laid out in the mirror image of its left-to-right
    /// frames (about the content's length, or the viewport's when the content is shorter).
    /// The keeper then keeps what it keeps in reading order: the first item read is the one
    /// furthest right, the end is at offset 0, and the place kept is counted from the right.
    @_spi(Testing) public var readsBackward: Bool

    /// A viewport at `offset`, `length` long, over content `contentLength` long, read along
    /// the axis unless `readsBackward`.
    @_spi(Testing) public init(
      axis: ScrollDirection, offset: CGFloat, length: CGFloat, contentLength: CGFloat,
      readsBackward: Bool = false
    ) {
      self.axis = axis
      self.offset = offset
      self.length = length
      self.contentLength = contentLength
      self.readsBackward = readsBackward
    }

    /// The same viewport in reading coordinates, where the content starts at 0: itself, or
    /// mirrored when it reads backward.
    var inReadingOrder: Viewport {
      guard readsBackward else { return self }
      var mirrored = self
      let reading = Reading.backward(length: length, contentLength: contentLength)
      mirrored.offset = reading.offset(offset)
      mirrored.readsBackward = false
      return mirrored
    }
  }

  /// The mirror between a backward-reading list's coordinates and its reading coordinates,
  /// where the content starts at 0 as in a list read forward. An involution: the same mapping
  /// converts either way.
  struct Reading {
    /// The width frames are mirrored about: the content's, or the viewport's when longer.
    var width: CGFloat
    /// The largest offset.
    var maximumOffset: CGFloat

    /// The mirror of a list read backward, whose viewport is `length` long over content
    /// `contentLength` long.
    static func backward(length: CGFloat, contentLength: CGFloat) -> Reading {
      Reading(
        width: max(contentLength, length),
        maximumOffset: ScrollAnchorKeeper.maximumOffset(
          viewportLength: length, contentLength: contentLength))
    }

    /// The offset whose viewport is the mirror image of the viewport at `offset`.
    func offset(_ offset: CGFloat) -> CGFloat { maximumOffset - offset }

    /// `frame` reflected about the middle of ``width`` along `axis`.
    func frame(_ frame: CGRect, along axis: ScrollDirection) -> CGRect {
      axis == .vertical
        ? CGRect(x: frame.minX, y: width - frame.maxY, width: frame.width, height: frame.height)
        : CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
  }

  /// An item in view, where the host lays it out.
  @_spi(Testing) public struct VisibleItem: Sendable, Hashable {
    /// Its model's identifier.
    @_spi(Testing) public var identifier: String
    /// Its place in the list.
    @_spi(Testing) public var indexPath: IndexPath
    /// Its frame in the content's coordinates.
    @_spi(Testing) public var frame: CGRect

    /// The item `identifier` at `indexPath`, laid out at `frame`.
    @_spi(Testing) public init(identifier: String, indexPath: IndexPath, frame: CGRect) {
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
    @_spi(Testing) public let isAtEnd: Bool
    /// Whether the list reads against its axis (``Viewport/readsBackward``): then
    /// ``item``'s distance and ``readingOffset`` are in reading coordinates.
    package let readsBackward: Bool
    /// How far the list was read from its start, in reading coordinates: kept when neither the
    /// end nor an item is, by a list read backward, whose offset counts from the other end.
    let readingOffset: CGFloat

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
    ///
    /// A list read backward keeps its place counted from its start (its right end) when neither
    /// is kept: this never answers `nil` for it.
    package func offset(
      viewportLength: CGFloat, contentLength: CGFloat,
      frame: (_ identifier: String, _ near: IndexPath) -> CGRect?
    ) -> CGFloat? {
      if let kept = endOffset(viewportLength: viewportLength, contentLength: contentLength)
        ?? itemOffset(viewportLength: viewportLength, contentLength: contentLength, frame: frame)
      {
        return kept
      }
      guard readsBackward else { return nil }
      let reading = Reading.backward(length: viewportLength, contentLength: contentLength)
      return reading.offset(
        ScrollAnchorKeeper.clamped(
          readingOffset, viewportLength: viewportLength, contentLength: contentLength))
    }

    /// The offset that puts the item back at its distance from the viewport's start, clamped
    /// to the content, whether or not the list is kept at its end: for a host that keeps
    /// something else in view between the item and the end (the terminal's cursor), and sets
    /// ``endOffset(viewportLength:contentLength:)`` last. `nil` when there is no item or
    /// `frame` no longer finds it.
    func itemOffset(
      viewportLength: CGFloat, contentLength: CGFloat,
      frame: (_ identifier: String, _ near: IndexPath) -> CGRect?
    ) -> CGFloat? {
      guard let item, var found = frame(item.identifier, item.indexPath) else { return nil }
      let reading = Reading.backward(length: viewportLength, contentLength: contentLength)
      if readsBackward { found = reading.frame(found, along: axis) }
      let kept = ScrollAnchorKeeper.clamped(
        ScrollAnchorKeeper.start(of: found, along: axis) - item.distance,
        viewportLength: viewportLength, contentLength: contentLength)
      return readsBackward ? reading.offset(kept) : kept
    }

    /// The end of the content, for a list that was at its end and stays there; `nil`
    /// otherwise.
    package func endOffset(viewportLength: CGFloat, contentLength: CGFloat) -> CGFloat? {
      guard isAtEnd else { return nil }
      return readsBackward
        ? 0
        : ScrollAnchorKeeper.maximumOffset(
          viewportLength: viewportLength, contentLength: contentLength)
    }
  }

  /// What to keep through the next change, read before it: `preferred` while any of it is in
  /// view, else the visible item that starts first along the axis (the first in the list among
  /// those that start together), with its distance from the viewport's start; and, with
  /// `ScrollAnchoring.end`, whether the list is scrolled to its end. `nil` when there is
  /// nothing to keep: no item in view, and not kept at its end — except for a list read
  /// backward (``Viewport/readsBackward``), which keeps at least its place counted from its
  /// start. Read backward, "first" and "end" are in reading order.
  ///
  /// A list at offset 0 is at its start, not at its end, even when its content is shorter than
  /// the viewport: a chat shorter than its screen anchors on its first message.
  ///
  /// - Complexity: O(*v*) for *v* visible items.
  @_spi(Testing) public func anchor(
    in viewport: Viewport, visibleItems: [VisibleItem], preferring preferred: VisibleItem? = nil
  ) -> Anchor? {
    let axis = viewport.axis
    // A list read backward is anchored in reading coordinates, in which it reads forward.
    let reading = Reading.backward(length: viewport.length, contentLength: viewport.contentLength)
    let read = { (item: VisibleItem) -> VisibleItem in
      guard viewport.readsBackward else { return item }
      var mirrored = item
      mirrored.frame = reading.frame(item.frame, along: axis)
      return mirrored
    }
    let forward = viewport.inReadingOrder
    let maximum = Self.maximumOffset(
      viewportLength: forward.length, contentLength: forward.contentLength)
    // Half a point of slack: a scroll view rounds its offset to pixels.
    let isAtEnd = mode == .end && forward.offset > 0 && forward.offset >= maximum - 0.5
    let inView = preferred.map(read).flatMap { item -> VisibleItem? in
      let (start, end) = Self.range(of: item.frame, along: axis)
      return end > forward.offset && start < forward.offset + forward.length ? item : nil
    }
    // Of items that start together, the first in the list: a host lists its visible items in
    // no particular order.
    let first =
      inView
      ?? visibleItems.lazy.map(read).min {
        (Self.start(of: $0.frame, along: axis), $0.indexPath)
          < (Self.start(of: $1.frame, along: axis), $1.indexPath)
      }
    guard first != nil || isAtEnd || viewport.readsBackward else { return nil }
    return Anchor(
      axis: axis,
      item: first.map {
        Anchor.Item(
          identifier: $0.identifier, indexPath: $0.indexPath,
          distance: Self.start(of: $0.frame, along: axis) - forward.offset)
      },
      isAtEnd: isAtEnd, readsBackward: viewport.readsBackward, readingOffset: forward.offset)
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
