import Foundation

// The layout works in two axes: the main axis, along which content follows and scrolls, and
// the cross axis, which rows divide among their cells. These helpers translate between those
// and the physical x and y, so every algorithm is written once for both directions.
extension ScrollDirection {
  /// The extent of `size` along this direction's main axis.
  func main(of size: CGSize) -> CGFloat {
    self == .vertical ? size.height : size.width
  }

  /// The extent of `size` along this direction's cross axis.
  func cross(of size: CGSize) -> CGFloat {
    self == .vertical ? size.width : size.height
  }

  /// The coordinate of `point` along the main axis.
  func main(of point: CGPoint) -> CGFloat {
    self == .vertical ? point.y : point.x
  }

  /// The coordinate of `point` along the cross axis.
  func cross(of point: CGPoint) -> CGFloat {
    self == .vertical ? point.x : point.y
  }

  /// The rectangle with the given position and extents along the main and cross axes.
  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    switch self {
    case .vertical: CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    case .horizontal: CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }
  }

  /// The size with the given extents along the main and cross axes.
  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    self == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  /// Where `rect` starts and ends along the main axis.
  func mainRange(of rect: CGRect) -> (start: CGFloat, end: CGFloat) {
    self == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// `rect` moved by `distance` along the main axis.
  func offset(_ rect: CGRect, by distance: CGFloat) -> CGRect {
    self == .vertical
      ? rect.offsetBy(dx: 0, dy: distance) : rect.offsetBy(dx: distance, dy: 0)
  }

  /// The insets before and after the content along the main axis, and before and after it
  /// along the cross axis.
  func edges(
    of inset: EdgeInsets
  ) -> (
    mainBefore: CGFloat, mainAfter: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat
  ) {
    switch self {
    case .vertical: (inset.top, inset.bottom, inset.left, inset.right)
    case .horizontal: (inset.left, inset.right, inset.top, inset.bottom)
    }
  }
}
