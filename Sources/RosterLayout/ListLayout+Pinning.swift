import Foundation

extension ListLayout {
  /// The pinned headers and footers of the sections at the edges of `visibleRect`, where they
  /// show: what a host draws over the cells, instead of their frames from
  /// ``elements(in:bandOffsets:)``.
  ///
  /// The section that crosses the visible top edge (leading edge, in a horizontal list) shows
  /// its header there when it pins it (``Pinning/header``) and the header's own place has
  /// scrolled above the edge; as the end of the section's items comes up (its footer, or its
  /// end), the header is pushed up with it, as `UICollectionViewFlowLayout` does. Likewise the
  /// section crossing the bottom edge shows a pinned footer at the bottom edge while the
  /// footer's own place is below it, pulled down by the start of the section's items. Headers
  /// and footers at their own places, or pushed out of view, are not returned.
  ///
  /// - Returns: at most one header and one footer, header first.
  /// - Complexity: O(log s) for s sections.
  public func pinnedElements(in visibleRect: CGRect) -> [LayoutElement] {
    guard hasPinnedSections else { return [] }
    guard let visible = Self.searchable(visibleRect), !sectionLayouts.isEmpty else { return [] }
    // Worked out on the stored frames, left to right, and mirrored on the way out.
    let stored = mirrored(visible)
    let (top, bottom) = scrollDirection.mainRange(of: stored)
    var pinned: [LayoutElement] = []
    if let section = section(containing: top), sectionLayouts[section].pinning.contains(.header),
      let header = storedFrame(ofHeaderInSection: section)
    {
      // It sticks until the section's items have passed: up to its footer, or its end.
      let footer = storedFrame(ofFooterInSection: section).map {
        scrollDirection.mainRange(of: $0).start
      }
      let limit = footer ?? mainRange(ofSection: section).end
      let length = scrollDirection.main(of: header.size)
      let place = max(scrollDirection.mainRange(of: header).start, min(top, limit - length))
      if place > scrollDirection.mainRange(of: header).start, place < bottom, place + length > top {
        pinned.append(
          LayoutElement(
            kind: .header, indexPath: IndexPath(item: 0, section: section),
            frame: mirrored(moved(header, toMainStart: place))))
      }
    }
    if let section = lastSection(startingBefore: bottom),
      sectionLayouts[section].pinning.contains(.footer),
      let footer = storedFrame(ofFooterInSection: section)
    {
      // It sticks until the section's items have passed: down to its header, or its start.
      let header = storedFrame(ofHeaderInSection: section).map {
        scrollDirection.mainRange(of: $0).end
      }
      let limit = header ?? mainRange(ofSection: section).start
      let length = scrollDirection.main(of: footer.size)
      let natural = scrollDirection.mainRange(of: footer).start
      let place = min(natural, max(bottom - length, limit))
      if place < natural, place < bottom, place + length > top {
        pinned.append(
          LayoutElement(
            kind: .footer, indexPath: IndexPath(item: 0, section: section),
            frame: mirrored(moved(footer, toMainStart: place))))
      }
    }
    return pinned
  }

  /// The cells, headers and footers that share an area with `rect`, as
  /// ``elements(in:bandOffsets:)`` finds them, with the pinned headers and footers of
  /// `visibleRect` (``pinnedElements(in:)``) in place of their own frames, last, so that a host
  /// drawing in order draws them over the cells: what a host shows of `rect` while it shows
  /// `visibleRect`.
  ///
  /// - Complexity: O(log s + log r + k), as ``elements(in:bandOffsets:)``, plus O(log s).
  public func elements(
    in rect: CGRect, bandOffsets: [Int: CGFloat] = [:], pinnedIn visibleRect: CGRect
  ) -> [LayoutElement] {
    var elements = elements(in: rect, bandOffsets: bandOffsets)
    let pinned = pinnedElements(in: visibleRect)
    guard !pinned.isEmpty else { return elements }
    elements.removeAll { element in
      pinned.contains { $0.kind == element.kind && $0.indexPath == element.indexPath }
    }
    return elements + pinned.filter { Self.overlaps($0.frame, rect) }
  }

  /// The section whose extent along the main axis contains `offset` (its start included, its
  /// end not); `nil` before the first section and past the last.
  private func section(containing offset: CGFloat) -> Int? {
    let section = Self.partition(sectionLayouts.indices) {
      sectionOrigins[$0] + sectionLayouts[$0].mainExtent > offset
    }
    guard section < sectionLayouts.count, sectionOrigins[section] <= offset else { return nil }
    return section
  }

  /// The last section that starts before `offset` along the main axis; `nil` when none does.
  private func lastSection(startingBefore offset: CGFloat) -> Int? {
    let after = Self.partition(sectionOrigins.indices) { sectionOrigins[$0] >= offset }
    return after > 0 ? after - 1 : nil
  }

  private func mainRange(ofSection section: Int) -> (start: CGFloat, end: CGFloat) {
    (sectionOrigins[section], sectionOrigins[section] + sectionLayouts[section].mainExtent)
  }

  private func moved(_ frame: CGRect, toMainStart start: CGFloat) -> CGRect {
    scrollDirection.offset(frame, by: start - scrollDirection.mainRange(of: frame).start)
  }
}
