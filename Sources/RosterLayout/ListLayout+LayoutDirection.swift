import Foundation

// A right-to-left layout stores the frames of the same list left to right and mirrors what it
// reads: every algorithm (rows, bands, incremental layout, the searches) is written once, and a
// change of direction costs nothing. The queries mirror the caller's rectangle to search the
// stored frames, then test each candidate's *mirrored* frame against the caller's own
// rectangle, so that what they return agrees exactly with the frames `frame(for:)` gives.
extension ListLayout {
  /// Which way a list reads across: the side its rows start on, as UIKit's
  /// `UIUserInterfaceLayoutDirection` says for a view.
  ///
  /// A ``ListLayout`` lays a right-to-left list out as the mirror image of its left-to-right
  /// layout: every frame is reflected about the middle of its ``ListLayout/readingWidth``.
  /// Grids fill from the right edge, a band's first card is at its right end, a section's
  /// `inset.left` is the space at its right (the space before its items, wherever they start),
  /// and in a list that scrolls horizontally the first section is at the right end of the
  /// content.
  public enum LayoutDirection: Hashable, Sendable {
    /// Rows start at the left edge, as in English.
    case leftToRight
    /// Rows start at the right edge, as in Arabic and Hebrew.
    case rightToLeft
  }

  /// Whether frames are read mirrored.
  var isMirrored: Bool { layoutDirection == .rightToLeft }

  /// The width frames are reflected across: the content's, or the container's when the
  /// content is narrower (a short list that scrolls horizontally), so that a right-to-left
  /// list starts at the right edge of its view however little it holds. A vertical list's
  /// content is never narrower than its container.
  public var readingWidth: CGFloat { max(contentSize.width, containerSize.width) }

  /// `rect` reflected about the middle of the reading width when the layout reads right to
  /// left (`x' = readingWidth - rect.maxX`); `rect` itself otherwise. Its own inverse, up
  /// to rounding: it turns a stored frame into the frame a caller sees, and a caller's
  /// rectangle into the stored frames' coordinates.
  ///
  /// A host that works along a band's flow (its offset, the card at its leading edge) reads
  /// frames through it, as if the list were left to right.
  package func mirrored(_ rect: CGRect) -> CGRect {
    guard isMirrored else { return rect }
    let standardized = rect.standardized
    return CGRect(
      x: readingWidth - standardized.maxX, y: standardized.minY,
      width: standardized.width, height: standardized.height)
  }

  /// `point` reflected as `mirrored(_:)` reflects a rectangle.
  func mirrored(_ point: CGPoint) -> CGPoint {
    isMirrored ? CGPoint(x: readingWidth - point.x, y: point.y) : point
  }

  /// `element` with its frame mirrored.
  func mirrored(_ element: LayoutElement) -> LayoutElement {
    guard isMirrored else { return element }
    var mirrored = element
    mirrored.frame = self.mirrored(element.frame)
    return mirrored
  }

  /// `frame`, a card's frame in a band, where the card shows when the band is scrolled
  /// `offset` along its flow: moved back along the flow — left in a vertical list read left to
  /// right, right in one read right to left (its band starts at the right), up in a horizontal
  /// list.
  package func frame(_ frame: CGRect, inBandScrolledBy offset: CGFloat) -> CGRect {
    switch scrollDirection {
    case .vertical: frame.offsetBy(dx: isMirrored ? offset : -offset, dy: 0)
    case .horizontal: frame.offsetBy(dx: 0, dy: -offset)
    }
  }
}
