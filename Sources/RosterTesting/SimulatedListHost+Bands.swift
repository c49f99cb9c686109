import Foundation
import RosterHostSupport

// Bands — sections flowing across the list, see `ListLayout.bandLength(ofSection:)` — scroll
// on their own, as on the terminal and in UIKit: the offsets are the shared `ChildLists`, and
// the cards a band shows are those the list's layout finds in the band's frame at its offset.
// A simulated view scrolls nothing else, so everything outside bands stays visible.
extension SimulatedListHost {
  /// How far the band of the section `identifier` is scrolled along its flow, in points: 0
  /// when it is not scrolled, or not a band.
  ///
  /// Each band keeps its offset through updates (the card at its leading edge stays where it
  /// was, as long as it is in the band), clamped to its cards, as on the other hosts.
  public func bandOffset(ofSection identifier: String) -> CGFloat {
    bands.childLists.offset(ofBand: identifier)
  }

  /// Scrolls the band of the section `identifier` to `offset` along its flow, clamped to its
  /// cards (`ListLayout.bandLength(ofSection:)` less the container's extent across the list);
  /// does nothing for a section that is not a band.
  ///
  /// While any of the band's cards is displayed (``displayItems(at:)``), the band is on
  /// screen and follows the offset as a view would: the cards that leave it end displaying,
  /// those that come into it are displayed, the cards within one container's extent either
  /// side of it are prefetched, and the band's other prefetches are cancelled.
  ///
  /// - Complexity: O(*n*) for the layout of *n* items: a test tool.
  public func scrollBand(ofSection identifier: String, to offset: CGFloat) {
    guard let data = bandData(),
      let index = data.sections.firstIndex(where: { $0.identifier == identifier })
    else { return }
    bands.childLists.bandDidScroll(
      to: offset, sectionAt: index, sections: data.sections, layout: data.layout)
    followBand(at: index, in: data)
  }

  /// The data source's sections and their layout in ``containerSize``, when any of them is a
  /// band; `nil` otherwise, so that a list without bands is never laid out.
  func bandData() -> BandData? {
    guard let dataSource else { return nil }
    let sections = dataSource.snapshot.sections
    guard sections.contains(where: isBand) else { return nil }
    return BandData(sections: sections, layout: laidOutList())
  }

  /// Whether `section` flows across the list, as ``ChildList`` decides.
  func isBand(_ section: Section) -> Bool {
    ChildList.isBand(section, inListScrolling: scrollDirection)
  }

  /// The cards the band at `index` shows at `offset` (its own offset when `nil`), in order.
  func cards(showingIn index: Int, of data: BandData, at offset: CGFloat? = nil) -> [IndexPath] {
    guard let frame = data.layout.bandFrame(ofSection: index) else { return [] }
    let shift = offset ?? bands.childLists.offset(ofBandAt: index)
    return data.layout.items(in: frame, bandOffsets: [index: shift]).filter {
      $0.section == index
    }
  }

  /// Each scrolled band's card at its leading edge: what ``restoreBands(_:)`` keeps in place
  /// after the data or the container changes.
  func bandAnchors() -> [ChildLists.BandAnchor] {
    guard bands.childLists.hasScrolledBands, let data = bandData() else { return [] }
    return bands.childLists.bandAnchors(in: data.sections, layout: data.layout)
  }

  /// Gives each band the offset that keeps its anchored card in place, clamped, and makes
  /// each band on screen follow its offset.
  func restoreBands(_ anchors: [ChildLists.BandAnchor]) {
    let mayFollow = !displays.cells.isEmpty
    guard bands.childLists.hasScrolledBands || mayFollow else { return }
    guard let data = bandData() else {
      bands.childLists.forgetBands()
      return
    }
    bands.childLists.dataDidChange(keeping: anchors, sections: data.sections, layout: data.layout)
    guard mayFollow else { return }
    for (index, section) in data.sections.enumerated() where isBand(section) {
      followBand(at: index, in: data)
    }
  }

  /// Makes the band at `index`, when it is on screen (a card of it is displayed), show what its
  /// offset shows, as a view's layout pass would: displays end for the cards that left, begin
  /// for those that came, and the prefetches follow the cards beside it.
  func followBand(at index: Int, in data: BandData) {
    guard let dataSource, data.sections.indices.contains(index) else { return }
    let models = data.sections[index].cellModels
    let displayed = models.indices.filter { displays.cells[models[$0].identifier] != nil }
    guard !displayed.isEmpty else { return }
    let shown = cards(showingIn: index, of: data)
    let showing = Set(shown)
    let left = displayed.map { IndexPath(item: $0, section: index) }.filter {
      !showing.contains($0)
    }
    endDisplayingItems(at: left)
    display(shown)
    // As the terminal does for a band on screen: a container's extent either side is soon
    // shown.
    let extent =
      scrollDirection == .vertical
      ? data.layout.containerSize.width : data.layout.containerSize.height
    let offset = bands.childLists.offset(ofBandAt: index)
    var beside: [IndexPath] = []
    for shift in [extent, -extent] {
      beside += cards(showingIn: index, of: data, at: offset + shift).filter {
        !showing.contains($0)
      }
    }
    let wanted = Set(beside)
    let prefetched = dataSource.indexPathsForPrefetchedItems.filter { $0.section == index }
    let stale = prefetched.filter { !wanted.contains($0) && !showing.contains($0) }
    if !stale.isEmpty { dataSource.cancelPrefetchingForItems(at: stale) }
    let already = Set(prefetched)
    var reported = Set<IndexPath>()
    let fresh = beside.filter { !already.contains($0) && reported.insert($0).inserted }
    if !fresh.isEmpty { dataSource.prefetchItems(at: fresh) }
  }

  /// Whether the cell of the item at `indexPath` may be displayed: anywhere outside bands, and
  /// in a band only where its offset shows it.
  ///
  /// - Returns: A check of index paths, laying the list out once, and only when it has bands.
  func displayableCheck() -> (IndexPath) -> Bool {
    guard let data = bandData() else { return { _ in true } }
    var showing: [Int: Set<IndexPath>] = [:]
    return { [self] path in
      guard data.sections.indices.contains(path.section), isBand(data.sections[path.section])
      else { return true }
      if showing[path.section] == nil {
        showing[path.section] = Set(cards(showingIn: path.section, of: data))
      }
      return showing[path.section]?.contains(path) ?? false
    }
  }

  /// Scrolls the band of `indexPath`'s section the least that shows its card whole, when that
  /// section is a band, as the other hosts do when asked to scroll to a card.
  func scrollBand(toShow indexPath: IndexPath) {
    guard let data = bandData(),
      let offset = bands.childLists.bandOffsetShowing(
        indexPath, sections: data.sections, layout: data.layout)
    else { return }
    bands.childLists.bandDidScroll(
      to: offset, sectionAt: indexPath.section, sections: data.sections, layout: data.layout)
    followBand(at: indexPath.section, in: data)
  }
}
