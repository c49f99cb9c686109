import Foundation

extension TerminalListView {
  /// How many columns the band of the section `identifier` is scrolled; 0 for a section that
  /// is not a band, or not scrolled.
  public func bandOffset(ofSection identifier: String) -> Int {
    bandOffsets[identifier] ?? 0
  }

  /// Scrolls the band of the section `identifier` to `offset` columns, clamped to its cards;
  /// ignored for a section that is not a band.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func scrollBand(ofSection identifier: String, to offset: Int) {
    guard let section = sections.firstIndex(where: { $0.identifier == identifier }) else { return }
    setBandOffset(offset, ofSection: section)
  }

  /// Where the band anchors of `anchor` are: for each scrolled band, the card at its left edge
  /// and that card's column on screen.
  func bandAnchors() -> [BandAnchor] {
    bandOffsetsByIndex.compactMap { section, offset in
      guard sections.indices.contains(section),
        let frame = layout.frame(ofSection: section)
      else { return nil }
      let visible = CGRect(
        x: offset, y: frame.minY, width: containerSize.width, height: frame.height)
      guard let first = layout.items(in: visible).first(where: { $0.section == section }),
        let cardFrame = layout.frame(for: first), let identifier = identifier(at: first)
      else { return nil }
      return BandAnchor(
        section: sections[section].identifier, item: identifier, itemIndex: first.item,
        column: Self.cells(cardFrame.minX) - Self.cells(offset))
    }
  }

  /// Gives every band the offset that keeps its anchored card at its column (or its offset as
  /// it was, when the card is gone), clamped to its cards, and rebuilds the offsets by index.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*m*) for each anchored card that moved in
  ///   its band of *m* cards.
  func restoreBands(_ anchors: [BandAnchor]) {
    var anchored: [String: BandAnchor] = [:]
    for anchor in anchors { anchored[anchor.section] = anchor }
    var offsets: [String: Int] = [:]
    var byIndex: [Int: CGFloat] = [:]
    for (index, section) in sections.enumerated() {
      guard let wanted = bandOffsets[section.identifier],
        let length = layout.bandLength(ofSection: index)
      else { continue }
      var offset = wanted
      if let anchor = anchored[section.identifier],
        let item = Self.item(anchor.item, in: section, near: anchor.itemIndex),
        let frame = layout.frame(for: IndexPath(item: item, section: index))
      {
        offset = Self.cells(frame.minX) - anchor.column
      }
      let clamped = max(0, min(offset, Self.cells(length) - Self.cells(containerSize.width)))
      guard clamped > 0 else { continue }
      offsets[section.identifier] = clamped
      byIndex[index] = CGFloat(clamped)
    }
    bandOffsets = offsets
    bandOffsetsByIndex = byIndex
  }

  /// Scrolls the band of `indexPath`'s section the least that shows its card whole (the
  /// band's start for its first card, its end for its last), when that section is a band.
  func scrollBand(toShow indexPath: IndexPath) {
    guard let length = layout.bandLength(ofSection: indexPath.section),
      let frame = layout.frame(for: indexPath)
    else { return }
    let width = Self.cells(containerSize.width)
    let current = Self.cells(bandOffsetsByIndex[indexPath.section] ?? 0)
    let left = Self.cells(frame.minX)
    let right = Self.cells(frame.maxX)
    let count =
      sections.indices.contains(indexPath.section)
      ? sections[indexPath.section].cellModels.count : 0
    var offset = current
    if indexPath.item == 0 {
      offset = 0
    } else if indexPath.item == count - 1 {
      offset = Self.cells(length) - width
    } else if left < current {
      offset = left
    } else if right > current + width {
      offset = min(left, right - width)
    }
    setBandOffset(offset, ofSection: indexPath.section)
  }

  /// The frame of the item at `indexPath` where it shows: moved back by its band's offset.
  func visibleFrame(for indexPath: IndexPath) -> CGRect? {
    guard let frame = layout.frame(for: indexPath) else { return nil }
    let offset = bandOffsetsByIndex[indexPath.section] ?? 0
    return frame.offsetBy(dx: -offset, dy: 0)
  }

  private func setBandOffset(_ offset: Int, ofSection section: Int) {
    guard sections.indices.contains(section), let length = layout.bandLength(ofSection: section)
    else { return }
    let clamped = max(0, min(offset, Self.cells(length) - Self.cells(containerSize.width)))
    let identifier = sections[section].identifier
    bandOffsets[identifier] = clamped == 0 ? nil : clamped
    bandOffsetsByIndex[section] = clamped == 0 ? nil : CGFloat(clamped)
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

/// A band's card at its left edge before a change, and where it was on screen.
struct BandAnchor {
  /// The band's section.
  var section: String
  /// The card's identifier.
  var item: String
  /// The card's index in its section before the change.
  var itemIndex: Int
  /// The card's first column, from the list's left edge.
  var column: Int
}
