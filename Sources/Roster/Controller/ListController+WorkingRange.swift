import Foundation

// The working range follows the visible rect the host reports, through the host's own layout:
// one rectangle query per report, so its cost is the items near the screen, never the list.
extension ListController {
  /// Works out the items in the working range around `visibleRect` and tells those that entered
  /// and left it (``WorkingRangeCellModel``, ``SectionProvider``), leaving ones first, each in
  /// index-path order.
  ///
  /// A layout of another number of sections than the displayed state is not of it (a host
  /// reporting between a batch's data swap and its relayout) and is ignored.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* items in the range before and after.
  func visibleRectDidChange(_ visibleRect: CGRect, in layout: ListLayout) {
    guard layout.numberOfSections == snapshot.numberOfSections else { return }
    let range = Self.workingRange(around: visibleRect, screens: workingRangeSize, in: layout)
    var inRange: [String: IndexPath] = [:]
    for indexPath in layout.items(in: range) {
      guard let model = cellModel(at: indexPath), inRange[model.identifier] == nil else {
        continue
      }
      inRange[model.identifier] = indexPath
    }
    let previous = trackWorkingRange(inRange)
    let left = previous.filter { inRange[$0.key] == nil }.values.sorted()
    let entered = inRange.filter { previous[$0.key] == nil }.values.sorted()
    deliveringEvents {
      for path in left {
        if let model = cellModel(at: path) {
          deliver(.leaveWorkingRange, of: model, at: ItemPlace(path, in: snapshot))
        }
      }
      for path in entered {
        if let model = cellModel(at: path) {
          deliver(.enterWorkingRange, of: model, at: ItemPlace(path, in: snapshot))
        }
      }
    }
  }

  /// `visibleRect` grown by `screens` of its own extent before and after it along `layout`'s
  /// scroll axis (negative and NaN as 0).
  static func workingRange(
    around visibleRect: CGRect, screens: CGFloat, in layout: ListLayout
  )
    -> CGRect
  {
    let screens = screens.isNaN ? 0 : max(0, min(screens, 1_048_576))
    switch layout.scrollDirection {
    case .vertical:
      let reach = visibleRect.height * screens
      return visibleRect.insetBy(dx: 0, dy: -reach)
    case .horizontal:
      let reach = visibleRect.width * screens
      return visibleRect.insetBy(dx: -reach, dy: 0)
    }
  }
}
