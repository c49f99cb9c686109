import Foundation
import RosterHostSupport

// The list's own offset moves only when a test scrolls it, and through the changes that follow,
// as `ScrollAnchorKeeper` keeps it on every host. A list never scrolled is never laid out for
// it, so a test that does not scroll pays nothing.
extension SimulatedListHost {
  /// Scrolls the list to `offset` along ``scrollDirection``, clamped to its content laid out in
  /// ``containerSize``, and reports the scroll to the data source when the offset changed (a
  /// list never scrolled is at its start: 0, or its right end for a horizontal list read right
  /// to left, as ``layoutDirection`` says). From then on, batches and reloads keep the list's
  /// place as ``scrollAnchoring`` says, and report the scrolls they make.
  ///
  /// Only the offset moves, and what scroll anchoring reads from it: which items are visible
  /// and displayed stays what the test says (``visibleItems``, ``displayItems(at:)``). A change
  /// of ``containerSize`` leaves the offset as it is until the next batch or reload.
  ///
  /// The list is laid out once (cells not measured yet at their estimates), then kept and
  /// updated by each batch; what the viewport shows is measured, and a list scrolled to its end
  /// is measured there until its true last rows show.
  ///
  /// - Complexity: O(*n*) for the first layout of *n* items; afterwards, the cells measured.
  public func scroll(toOffset offset: CGFloat) {
    var layout = laidOutList()
    var maximum = maximumOffset(of: layout)
    let old = contentOffset ?? (readsBackward ? maximum : 0)
    var target = max(0, min(offset.isFinite ? offset : 0, maximum))
    // Measuring the rows at the end changes where the end is: follow it until it stays.
    for _ in 0..<8 {
      contentOffset = target
      layout = laidOutList()
      let atEnd = target >= maximum
      maximum = maximumOffset(of: layout)
      let settled = max(0, min(atEnd ? maximum : target, maximum))
      if settled == target { break }
      target = settled
    }
    contentOffset = old
    moveContentOffset(to: target, from: old)
  }

  /// The data source's sections laid out in ``containerSize`` as the host shows them: the
  /// kept layout (see `SimulatedScrolling.keptLayout`), made when there is none or the
  /// container, direction or section count no longer fit it, with what the viewport at
  /// ``contentOffset`` shows measured.
  func laidOutList() -> ListLayout {
    guard let dataSource else {
      return ListLayout(scrollDirection: scrollDirection, layoutDirection: layoutDirection)
    }
    let sections = dataSource.snapshot.sections
    var layout: ListLayout
    if let kept = scrolling.keptLayout, kept.containerSize == containerSize,
      kept.scrollDirection == scrollDirection, kept.numberOfSections == sections.count
    {
      layout = kept
      layout.layoutDirection = layoutDirection
    } else {
      layout = laidOut(sections)
    }
    scrolling.keptLayout = nil
    let offset = contentOffset ?? (readsBackward ? maximumOffset(of: layout) : 0)
    let origin =
      scrollDirection == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
    layout.measureEstimatedItems(
      in: CGRect(origin: origin, size: containerSize),
      bandOffsets: bands.childLists.bandOffsetsByIndex, sections: sections
    ) {
      dataSource.elementSize(of: $0, at: $1)
    }
    scrolling.keptLayout = layout
    return layout
  }

  /// Brings the kept layout, if any, up to the data after `batch`, as a view's layout follows
  /// each batch: only what the batch changed is laid out again.
  func advanceKeptLayout(with batch: BatchUpdate) {
    guard var layout = scrolling.keptLayout, let dataSource else { return }
    scrolling.keptLayout = nil
    let sections = dataSource.snapshot.sections
    guard layout.containerSize == containerSize, layout.scrollDirection == scrollDirection else {
      return
    }
    layout.apply(batch, sections: sections, sizing: dataSource.layoutSizer())
    layout.measureEstimatedBands(sections: sections) { dataSource.elementSize(of: $0, at: $1) }
    scrolling.keptLayout = layout
  }

  /// `sections` laid out anew in ``containerSize`` along ``scrollDirection``, as the data
  /// source answers: the cells it has not measured at their estimates, bands measured whole.
  /// Sizes are asked up to a screen past the offset (the whole list when it reads backward,
  /// where the offset counts from the content's far end); the rest are estimated.
  func laidOut(_ sections: [Section]) -> ListLayout {
    var layout = ListLayout(scrollDirection: scrollDirection, layoutDirection: layoutDirection)
    guard let dataSource else { return layout }
    let screen = mainLength(of: containerSize)
    layout.layout(
      sections, containerSize: containerSize, sizing: dataSource.layoutSizer(),
      sizingUpTo: readsBackward ? .infinity : (contentOffset ?? 0) + 2 * screen)
    layout.measureEstimatedBands(sections: sections) { dataSource.elementSize(of: $0, at: $1) }
    return layout
  }

  private func mainLength(of size: CGSize) -> CGFloat {
    size.along(scrollDirection)
  }

  private func maximumOffset(of layout: ListLayout) -> CGFloat {
    max(0, mainLength(of: layout.contentSize) - viewportLength)
  }

  /// Sets ``contentOffset``, and tells the data source when it moved from `old`.
  func moveContentOffset(to offset: CGFloat, from old: CGFloat) {
    contentOffset = offset
    guard offset != old else { return }
    dataSource?.didScroll(
      to: scrollDirection == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0))
  }
}

// Anchoring reads the list laid out in the simulated host's own layout: the visible items are
// those in the viewport at ``contentOffset``, whatever the test says is visible.
extension SimulatedListHost: ScrollAnchoringHost {
  package var scrollAxis: ScrollDirection { scrollDirection }

  package var anchoredOffset: CGFloat? { contentOffset }

  package var viewportLength: CGFloat { containerSize.along(scrollDirection) }

  package var readsBackward: Bool {
    scrollDirection == .horizontal && layoutDirection == .rightToLeft
  }

  package var clampsItsOwnOffset: Bool { false }

  /// The items of `layout` in the viewport scrolled to `offset`, bands at their own offsets.
  func itemsInViewport(of layout: ListLayout, at offset: CGFloat) -> [IndexPath] {
    let viewport =
      scrollDirection == .vertical
      ? CGRect(x: 0, y: offset, width: containerSize.width, height: viewportLength)
      : CGRect(x: offset, y: 0, width: viewportLength, height: containerSize.height)
    return layout.items(in: viewport, bandOffsets: bands.childLists.bandOffsetsByIndex)
  }

  package func anchorCandidates() -> (items: [(IndexPath, CGRect)], contentLength: CGFloat) {
    guard let contentOffset else { return ([], 0) }
    let layout = laidOutList()
    let items = itemsInViewport(of: layout, at: contentOffset)
      .compactMap {
        path in
        layout.frame(for: path).map { (path, $0) }
      }
    return (items, mainLength(of: layout.contentSize))
  }

  package func anchoringLayout() -> AnchoringLayout {
    let layout = laidOutList()
    return AnchoringLayout(contentLength: mainLength(of: layout.contentSize)) {
      layout.frame(for: $0)
    }
  }

  package func moveAnchoredOffset(to offset: CGFloat) {
    moveContentOffset(to: offset, from: contentOffset ?? 0)
  }
}
