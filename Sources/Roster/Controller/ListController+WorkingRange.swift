import Foundation

// The working range and the approach of the list's edges follow the visible rect the host
// reports, through the host's own layout: one rectangle query per report, so their cost is the
// items near the screen (and the sections), never the list.
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
      tellApproachedEdges(visibleRect, in: layout)
    }
  }

  /// Tells ``edgeApproachHandler`` of each edge of the list the items in `visibleRect` came
  /// within ``edgeApproachDistance`` of since it was last told (see `EdgeApproach`).
  ///
  /// - Complexity: O(log *n* + *v* + *s*) for *v* visible items and *s* sections.
  private func tellApproachedEdges(_ visibleRect: CGRect, in layout: ListLayout) {
    guard let edgeApproachHandler else { return }
    let sections = snapshot.sections
    guard let firstSection = sections.firstIndex(where: { !$0.cellModels.isEmpty }),
      let lastSection = sections.lastIndex(where: { !$0.cellModels.isEmpty }),
      let first = sections[firstSection].cellModels.first,
      let last = sections[lastSection].cellModels.last
    else {
      features.edgeApproach.reset()
      return
    }
    let visible = layout.items(in: visibleRect)
    guard let firstVisible = visible.min(), let lastVisible = visible.max() else { return }
    func itemsBefore(_ path: IndexPath) -> Int {
      sections[..<path.section].reduce(path.item) { $0 + $1.cellModels.count }
    }
    let edges = features.edgeApproach.edgesToTell(
      itemsBefore: itemsBefore(firstVisible),
      itemsAfter: snapshot.numberOfItems - itemsBefore(lastVisible) - 1,
      distance: edgeApproachDistance, edgeIdentifiers: (first.identifier, last.identifier))
    for edge in edges { edgeApproachHandler(edge) }
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
