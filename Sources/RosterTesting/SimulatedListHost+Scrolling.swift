import Foundation
import RosterHostSupport

// The list's own offset moves only when a test scrolls it, and through the changes that follow,
// as `ScrollAnchorKeeper` keeps it on every host. A list never scrolled is never laid out for
// it, so a test that does not scroll pays nothing.
extension SimulatedListHost {
  /// Scrolls the list to `offset` along ``scrollDirection``, clamped to its content laid out in
  /// ``containerSize``, and reports the scroll to the data source when the offset changed (a
  /// list never scrolled is at 0). From then on, batches and reloads keep the list's place as
  /// ``scrollAnchoring`` says, and report the scrolls they make.
  ///
  /// Only the offset moves, and what scroll anchoring reads from it: which items are visible
  /// and displayed stays what the test says (``visibleItems``, ``displayItems(at:)``). A change
  /// of ``containerSize`` leaves the offset as it is until the next batch or reload.
  ///
  /// - Complexity: O(*n*) for the layout of *n* items, as is each batch and reload afterwards:
  ///   a test tool.
  public func scroll(toOffset offset: CGFloat) {
    let layout = laidOutList()
    moveContentOffset(
      to: max(0, min(offset.isFinite ? offset : 0, maximumOffset(of: layout))))
  }

  /// What to keep still through the next change, read before it; `nil` for a list never
  /// scrolled.
  func scrollAnchor() -> ScrollAnchorKeeper.Anchor? {
    guard let contentOffset, let dataSource else { return nil }
    let sections = dataSource.snapshot.sections
    let layout = laidOut(sections)
    let length = viewportLength
    let viewport =
      scrollDirection == .vertical
      ? CGRect(x: 0, y: contentOffset, width: containerSize.width, height: length)
      : CGRect(x: contentOffset, y: 0, width: length, height: containerSize.height)
    let bandOffsets = childLists.bandOffsetsByIndex
    let visibleItems = layout.items(in: viewport, bandOffsets: bandOffsets).compactMap {
      path -> ScrollAnchorKeeper.VisibleItem? in
      guard let frame = layout.frame(for: path), let model = dataSource.cellModel(at: path)
      else { return nil }
      return ScrollAnchorKeeper.VisibleItem(
        identifier: model.identifier, indexPath: path, frame: frame)
    }
    return scrollAnchorKeeper.anchor(
      in: ScrollAnchorKeeper.Viewport(
        axis: scrollDirection, offset: contentOffset, length: length,
        contentLength: mainLength(of: layout.contentSize)),
      visibleItems: visibleItems)
  }

  /// Scrolls to the offset that keeps `anchor` after a change: the item looked for at its old
  /// index path, else by identifier. When nothing is kept, the offset stays, clamped to the
  /// content as a view clamps it.
  func restore(_ anchor: ScrollAnchorKeeper.Anchor?) {
    guard let contentOffset else { return }
    let layout = laidOutList()
    let snapshot = dataSource?.snapshot
    let anchored = anchor?.offset(
      viewportLength: viewportLength, contentLength: mainLength(of: layout.contentSize)
    ) { identifier, old in
      let path =
        snapshot?.cellModel(at: old)?.identifier == identifier
        ? old : snapshot?.indexPath(forIdentifier: identifier)
      return path.flatMap(layout.frame(for:))
    }
    moveContentOffset(to: anchored ?? max(0, min(contentOffset, maximumOffset(of: layout))))
  }

  /// The data source's sections laid out in ``containerSize``.
  func laidOutList() -> ListLayout {
    laidOut(dataSource?.snapshot.sections ?? [])
  }

  /// `sections` laid out in ``containerSize`` along ``scrollDirection``, measured as the data
  /// source answers.
  func laidOut(_ sections: [Section]) -> ListLayout {
    var layout = ListLayout(scrollDirection: scrollDirection)
    guard let dataSource else { return layout }
    layout.layout(sections, containerSize: containerSize) {
      dataSource.elementSize(of: $0, at: $1)
    }
    return layout
  }

  private var viewportLength: CGFloat {
    mainLength(of: containerSize)
  }

  private func mainLength(of size: CGSize) -> CGFloat {
    scrollDirection == .vertical ? size.height : size.width
  }

  private func maximumOffset(of layout: ListLayout) -> CGFloat {
    max(0, mainLength(of: layout.contentSize) - viewportLength)
  }

  /// Sets ``contentOffset``, and tells the data source when it moved.
  private func moveContentOffset(to offset: CGFloat) {
    let old = contentOffset ?? 0
    contentOffset = offset
    guard offset != old else { return }
    dataSource?.didScroll(
      to: scrollDirection == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0))
  }
}
