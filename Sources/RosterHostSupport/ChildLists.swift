import Foundation
import Roster

/// How far each child list (``ChildList``) of one host is scrolled, kept by identity so that
/// it survives updates, relayouts and cell reuse: the state of bands and nested lists every
/// host shares, whichever views it shows them with.
///
/// Hosts call it at their lifecycle points:
/// - before a change of the data or the layout, ``bandAnchors(in:layout:)``; after it,
///   ``dataDidChange(keeping:sections:layout:)``: a band keeps the card at its leading edge
///   where it was;
/// - when a child list scrolls: ``bandDidScroll(to:sectionAt:sections:layout:)``, clamped to
///   the band's cards;
/// - when the cell of a nested list leaves it (off screen, or reused for another one):
///   ``nestedListDidLeave(_:at:)``, so that the list comes back where it was left, whichever
///   cell shows it next (``offset(ofNestedList:)``).
///
/// A child list at its start has no entry. A band's offset goes with its section; a nested
/// list's stays until the host goes (a point per nested list that was scrolled and left).
package struct ChildLists: Sendable {
  /// A band's card at its leading edge before a change, and where it was in view.
  package struct BandAnchor: Sendable {
    var section: String
    var item: String
    var itemIndex: Int
    /// The card's start, from the band's visible start.
    var position: CGFloat
  }

  /// The bands' offsets along their flow, by section identifier.
  private var bands: [String: CGFloat] = [:]
  /// The same offsets by section index, as `ListLayout`'s queries take them.
  package private(set) var bandOffsetsByIndex: [Int: CGFloat] = [:]
  /// Where each nested list was left, by its item's identifier.
  private var nestedLists: [String: CGPoint] = [:]

  package init() {}

  /// Whether any band is scrolled: a host without one skips laying out for
  /// ``bandAnchors(in:layout:)`` and ``dataDidChange(keeping:sections:layout:)``.
  package var hasScrolledBands: Bool { !bands.isEmpty }

  /// How far the band of the section `identifier` is scrolled; 0 when it is not.
  package func offset(ofBand identifier: String) -> CGFloat {
    bands[identifier] ?? 0
  }

  /// How far the band of the section at `index` is scrolled; 0 when it is not.
  package func offset(ofBandAt index: Int) -> CGFloat {
    bandOffsetsByIndex[index] ?? 0
  }

  /// Where the nested list `identifier` was left; the origin for one never scrolled.
  package func offset(ofNestedList identifier: String) -> CGPoint {
    nestedLists[identifier] ?? .zero
  }

  /// The cell of the nested list `identifier` left it scrolled to `offset`: the list shows
  /// there next time, whichever cell shows it.
  package mutating func nestedListDidLeave(_ identifier: String, at offset: CGPoint) {
    nestedLists[identifier] = offset == .zero ? nil : offset
  }

  /// The band of the section at `index` scrolled to `offset`, kept clamped to its cards;
  /// ignored for a section that is not a band.
  package mutating func bandDidScroll(
    to offset: CGFloat, sectionAt index: Int, sections: [Section], layout: ListLayout
  ) {
    guard sections.indices.contains(index), let length = layout.bandLength(ofSection: index)
    else { return }
    let clamped = Self.clamped(offset, length: length, layout: layout)
    let identifier = sections[index].identifier
    bands[identifier] = clamped == 0 ? nil : clamped
    bandOffsetsByIndex[index] = clamped == 0 ? nil : clamped
  }

  /// The offset that shows the card at `indexPath` whole, scrolling its band the least: the
  /// band's start for its first card, its end for its last; `nil` when it is not in a band.
  package func bandOffsetShowing(
    _ indexPath: IndexPath, sections: [Section], layout: ListLayout
  ) -> CGFloat? {
    guard let length = layout.bandLength(ofSection: indexPath.section),
      let frame = layout.frame(for: indexPath), sections.indices.contains(indexPath.section)
    else { return nil }
    let flow = Self.flow(of: layout)
    let visible = Self.visibleLength(of: layout)
    let current = offset(ofBandAt: indexPath.section)
    let (start, end) = Self.range(of: layout.mirrored(frame), along: flow)
    if indexPath.item == 0 { return 0 }
    if indexPath.item == sections[indexPath.section].cellModels.count - 1 {
      return Self.clamped(length - visible, length: length, layout: layout)
    }
    if start < current { return start }
    if end > current + visible { return min(start, end - visible) }
    return current
  }

  /// Each scrolled band's card at its leading edge, and where it is in view: what
  /// ``dataDidChange(keeping:sections:layout:)`` keeps in place; take them before a change of
  /// the data or the layout.
  ///
  /// - Complexity: O(*b* log *n*) for *b* scrolled bands.
  package func bandAnchors(in sections: [Section], layout: ListLayout) -> [BandAnchor] {
    let flow = Self.flow(of: layout)
    let visible = Self.visibleLength(of: layout)
    return bandOffsetsByIndex.compactMap { index, offset in
      guard sections.indices.contains(index),
        let section = layout.frame(ofSection: index).map(layout.mirrored)
      else { return nil }
      // Along the band's flow, as if the list read left to right; mirrored for the query.
      let window: CGRect =
        flow == .horizontal
        ? CGRect(x: offset, y: section.minY, width: visible, height: section.height)
        : CGRect(x: section.minX, y: offset, width: section.width, height: visible)
      let found = layout.items(in: layout.mirrored(window))
      guard let first = found.first(where: { $0.section == index }),
        sections[index].cellModels.indices.contains(first.item),
        let frame = layout.frame(for: first)
      else { return nil }
      return BandAnchor(
        section: sections[index].identifier,
        item: sections[index].cellModels[first.item].identifier,
        itemIndex: first.item,
        position: Self.range(of: layout.mirrored(frame), along: flow).start - offset)
    }
  }

  /// Gives every band the offset that keeps its anchored card (`anchors`, taken before the
  /// change) where it was — or its offset as it was, when the card is gone — clamped to its
  /// cards, and rebuilds the offsets by index; call it after every change of the data or the
  /// layout. A band whose section is gone, or is no band any more, loses its offset; nested
  /// lists keep theirs.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*m*) for each anchored card that moved in
  ///   its band of *m* cards.
  package mutating func dataDidChange(
    keeping anchors: [BandAnchor], sections: [Section], layout: ListLayout
  ) {
    guard !bands.isEmpty else {
      bandOffsetsByIndex = [:]
      return
    }
    var anchored: [String: BandAnchor] = [:]
    for anchor in anchors { anchored[anchor.section] = anchor }
    let flow = Self.flow(of: layout)
    var identifiers: [String: CGFloat] = [:]
    var indices: [Int: CGFloat] = [:]
    for (index, section) in sections.enumerated() {
      guard let wanted = bands[section.identifier],
        let length = layout.bandLength(ofSection: index)
      else { continue }
      var offset = wanted
      if let anchor = anchored[section.identifier],
        let item = Self.item(anchor.item, in: section, near: anchor.itemIndex),
        let frame = layout.frame(for: IndexPath(item: item, section: index))
      {
        offset = Self.range(of: layout.mirrored(frame), along: flow).start - anchor.position
      }
      let clamped = Self.clamped(offset, length: length, layout: layout)
      guard clamped > 0 else { continue }
      identifiers[section.identifier] = clamped
      indices[index] = clamped
    }
    bands = identifiers
    bandOffsetsByIndex = indices
  }

  /// Forgets every band's offset: the data has no band any more. Nested lists keep theirs.
  package mutating func forgetBands() {
    bands = [:]
    bandOffsetsByIndex = [:]
  }

  /// The direction bands scroll in: across the list.
  private static func flow(of layout: ListLayout) -> ScrollDirection {
    layout.scrollDirection == .vertical ? .horizontal : .vertical
  }

  /// How much of a band shows: the container's extent across the list.
  private static func visibleLength(of layout: ListLayout) -> CGFloat {
    layout.scrollDirection == .vertical ? layout.containerSize.width : layout.containerSize.height
  }

  private static func clamped(_ offset: CGFloat, length: CGFloat, layout: ListLayout) -> CGFloat {
    guard offset.isFinite else { return 0 }
    return max(0, min(offset, length - visibleLength(of: layout)))
  }

  /// Where `frame`, as stored (see `ListLayout.mirrored(_:)`), starts and ends along `flow`.
  private static func range(
    of frame: CGRect, along flow: ScrollDirection
  ) -> (
    start: CGFloat, end: CGFloat
  ) {
    flow == .horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
  }

  /// The index of the item `identifier` in `section`: checked at `hint` first.
  private static func item(_ identifier: String, in section: Section, near hint: Int) -> Int? {
    if section.cellModels.indices.contains(hint), section.cellModels[hint].identifier == identifier
    {
      return hint
    }
    return section.cellModels.firstIndex { $0.identifier == identifier }
  }
}
