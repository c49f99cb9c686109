import Foundation
import Roster

/// How far each band of a list — a section scrolling across it, see
/// `ListLayout.bandLength(ofSection:)` — is scrolled, kept by section identifier so that it
/// survives updates, relayouts and cell reuse; the one piece of band scrolling every host
/// shares.
///
/// Through a change of the data, a band keeps the card at its leading edge where it was:
/// ``anchors(in:layout:)`` before the change, ``restore(_:sections:layout:)`` after it. Offsets
/// are clamped to the band's cards, and a band not scrolled has no entry.
package struct BandOffsets: Sendable {
  /// A band's card at its leading edge before a change, and where it was in view.
  package struct Anchor: Sendable {
    var section: String
    var item: String
    var itemIndex: Int
    /// The card's start, from the band's visible start.
    var position: CGFloat
  }

  /// The offsets by section identifier.
  package private(set) var byIdentifier: [String: CGFloat] = [:]
  /// The same offsets by section index, as `ListLayout`'s queries take them.
  package private(set) var byIndex: [Int: CGFloat] = [:]

  package init() {}

  /// How far the band of the section `identifier` is scrolled; 0 when it is not.
  package func offset(ofSection identifier: String) -> CGFloat {
    byIdentifier[identifier] ?? 0
  }

  /// How far the band of the section at `index` is scrolled; 0 when it is not.
  package func offset(ofSectionAt index: Int) -> CGFloat {
    byIndex[index] ?? 0
  }

  /// Scrolls the band of the section at `index` to `offset`, clamped; ignored for a section
  /// that is not a band.
  package mutating func set(
    _ offset: CGFloat, ofSectionAt index: Int, sections: [Section], layout: ListLayout
  ) {
    guard sections.indices.contains(index), let length = layout.bandLength(ofSection: index)
    else { return }
    let clamped = Self.clamped(offset, length: length, layout: layout)
    let identifier = sections[index].identifier
    byIdentifier[identifier] = clamped == 0 ? nil : clamped
    byIndex[index] = clamped == 0 ? nil : clamped
  }

  /// The offset that shows the card at `indexPath` whole, scrolling its band the least: the
  /// band's start for its first card, its end for its last; `nil` when it is not in a band.
  package func offsetShowing(
    _ indexPath: IndexPath, sections: [Section], layout: ListLayout
  ) -> CGFloat? {
    guard let length = layout.bandLength(ofSection: indexPath.section),
      let frame = layout.frame(for: indexPath), sections.indices.contains(indexPath.section)
    else { return nil }
    let flow = Self.flow(of: layout)
    let visible = Self.visibleLength(of: layout)
    let current = offset(ofSectionAt: indexPath.section)
    let (start, end) = Self.range(of: frame, along: flow)
    if indexPath.item == 0 { return 0 }
    if indexPath.item == sections[indexPath.section].cellModels.count - 1 {
      return Self.clamped(length - visible, length: length, layout: layout)
    }
    if start < current { return start }
    if end > current + visible { return min(start, end - visible) }
    return current
  }

  /// Each scrolled band's card at its leading edge, and where it is in view.
  ///
  /// - Complexity: O(*b* log *n*) for *b* scrolled bands.
  package func anchors(in sections: [Section], layout: ListLayout) -> [Anchor] {
    let flow = Self.flow(of: layout)
    let visible = Self.visibleLength(of: layout)
    return byIndex.compactMap { index, offset in
      guard sections.indices.contains(index), let section = layout.frame(ofSection: index)
      else { return nil }
      let window: CGRect =
        flow == .horizontal
        ? CGRect(x: offset, y: section.minY, width: visible, height: section.height)
        : CGRect(x: section.minX, y: offset, width: section.width, height: visible)
      guard let first = layout.items(in: window).first(where: { $0.section == index }),
        sections[index].cellModels.indices.contains(first.item),
        let frame = layout.frame(for: first)
      else { return nil }
      return Anchor(
        section: sections[index].identifier,
        item: sections[index].cellModels[first.item].identifier,
        itemIndex: first.item, position: Self.range(of: frame, along: flow).start - offset)
    }
  }

  /// Gives every band the offset that keeps its anchored card where it was (or its offset as
  /// it was, when the card is gone), clamped to its cards, and rebuilds the offsets by index;
  /// call it after every change of the data or the layout.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*m*) for each anchored card that moved in
  ///   its band of *m* cards.
  package mutating func restore(_ anchors: [Anchor], sections: [Section], layout: ListLayout) {
    guard !byIdentifier.isEmpty else {
      byIndex = [:]
      return
    }
    var anchored: [String: Anchor] = [:]
    for anchor in anchors { anchored[anchor.section] = anchor }
    let flow = Self.flow(of: layout)
    var identifiers: [String: CGFloat] = [:]
    var indices: [Int: CGFloat] = [:]
    for (index, section) in sections.enumerated() {
      guard let wanted = byIdentifier[section.identifier],
        let length = layout.bandLength(ofSection: index)
      else { continue }
      var offset = wanted
      if let anchor = anchored[section.identifier],
        let item = Self.item(anchor.item, in: section, near: anchor.itemIndex),
        let frame = layout.frame(for: IndexPath(item: item, section: index))
      {
        offset = Self.range(of: frame, along: flow).start - anchor.position
      }
      let clamped = Self.clamped(offset, length: length, layout: layout)
      guard clamped > 0 else { continue }
      identifiers[section.identifier] = clamped
      indices[index] = clamped
    }
    byIdentifier = identifiers
    byIndex = indices
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
