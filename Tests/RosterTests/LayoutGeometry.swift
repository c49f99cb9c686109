import Foundation
import Roster

/// Test-side geometry: the elements of a laid-out section and the facts the properties check,
/// computed from frames alone (never from the layout's internals).
struct SectionGeometry {
  var frame: CGRect
  var header: CGRect?
  var footer: CGRect?
  var cells: [CGRect]

  init?(_ layout: ListLayout, section: Int) {
    guard let frame = layout.frame(ofSection: section) else { return nil }
    self.frame = frame
    header = layout.frame(ofHeaderInSection: section)
    footer = layout.frame(ofFooterInSection: section)
    var cells: [CGRect] = []
    for item in 0..<layout.numberOfItems(inSection: section) {
      guard let cell = layout.frame(for: IndexPath(item: item, section: section)) else {
        return nil
      }
      cells.append(cell)
    }
    self.cells = cells
  }

  /// Every element, in reading order.
  var elements: [CGRect] { [header].compactMap { $0 } + cells + [footer].compactMap { $0 } }
}

/// The tolerance of geometric comparisons: fractional columns are not exact.
let layoutTolerance: CGFloat = 1e-6

/// Whether two frames share an area of more than rounding.
func shareArea(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
  min(lhs.maxX, rhs.maxX) - max(lhs.minX, rhs.minX) > layoutTolerance
    && min(lhs.maxY, rhs.maxY) - max(lhs.minY, rhs.minY) > layoutTolerance
}

/// The reference for the rectangle queries: strict overlap, as `ListLayout` documents it.
func intersects(_ frame: CGRect, _ rect: CGRect) -> Bool {
  let rect = rect.standardized
  return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
    && rect.minY < frame.maxY
}

/// Whether `frame` contains `point`, minimum edges included, maximum edges excluded.
func contains(_ frame: CGRect, _ point: CGPoint) -> Bool {
  frame.minX <= point.x && point.x < frame.maxX && frame.minY <= point.y && point.y < frame.maxY
}

extension ScrollDirection {
  /// Where `rect` starts along this direction's main axis and its extent there.
  func mainSpan(_ rect: CGRect) -> (start: CGFloat, end: CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// Where `rect` starts along this direction's cross axis and its extent there.
  func crossSpan(_ rect: CGRect) -> (start: CGFloat, end: CGFloat) {
    isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// Insets before and after along the main axis, then along the cross axis.
  func edges(_ inset: EdgeInsets) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    isVertical
      ? (inset.top, inset.bottom, inset.left, inset.right)
      : (inset.left, inset.right, inset.top, inset.bottom)
  }
}
