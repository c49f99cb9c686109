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
    guard let visible = Self.searchable(visibleRect), !sectionLayouts.isEmpty else { return [] }
    let (top, bottom) = scrollDirection.mainRange(of: visible)
    var pinned: [LayoutElement] = []
    if let section = section(containing: top), sectionLayouts[section].pinning.contains(.header),
      let header = frame(ofHeaderInSection: section)
    {
      // It sticks until the section's items have passed: up to its footer, or its end.
      let footer = frame(ofFooterInSection: section).map { scrollDirection.mainRange(of: $0).start }
      let limit = footer ?? mainRange(ofSection: section).end
      let length = scrollDirection.main(of: header.size)
      let place = max(scrollDirection.mainRange(of: header).start, min(top, limit - length))
      if place > scrollDirection.mainRange(of: header).start, place < bottom, place + length > top {
        pinned.append(
          LayoutElement(
            kind: .header, indexPath: IndexPath(item: 0, section: section),
            frame: moved(header, toMainStart: place)))
      }
    }
    if let section = lastSection(startingBefore: bottom),
      sectionLayouts[section].pinning.contains(.footer),
      let footer = frame(ofFooterInSection: section)
    {
      // It sticks until the section's items have passed: down to its header, or its start.
      let header = frame(ofHeaderInSection: section).map { scrollDirection.mainRange(of: $0).end }
      let limit = header ?? mainRange(ofSection: section).start
      let length = scrollDirection.main(of: footer.size)
      let natural = scrollDirection.mainRange(of: footer).start
      let place = min(natural, max(bottom - length, limit))
      if place < natural, place < bottom, place + length > top {
        pinned.append(
          LayoutElement(
            kind: .footer, indexPath: IndexPath(item: 0, section: section),
            frame: moved(footer, toMainStart: place)))
      }
    }
    return pinned
  }

  /// The last section that starts before `offset` along the main axis; `nil` when none does.
  private func lastSection(startingBefore offset: CGFloat) -> Int? {
    var low = 0
    var high = sectionOrigins.count
    while low < high {
      let middle = low + (high - low) / 2
      if sectionOrigins[middle] >= offset { high = middle } else { low = middle + 1 }
    }
    return low > 0 ? low - 1 : nil
  }

  /// The section whose extent along the main axis contains `offset` (its start included, its
  /// end not); `nil` before the first section and past the last.
  private func section(containing offset: CGFloat) -> Int? {
    var low = 0
    var high = sectionLayouts.count
    while low < high {
      let middle = low + (high - low) / 2
      if sectionOrigins[middle] + sectionLayouts[middle].mainExtent > offset {
        high = middle
      } else {
        low = middle + 1
      }
    }
    guard low < sectionLayouts.count, sectionOrigins[low] <= offset else { return nil }
    return low
  }

  private func mainRange(ofSection section: Int) -> (start: CGFloat, end: CGFloat) {
    (sectionOrigins[section], sectionOrigins[section] + sectionLayouts[section].mainExtent)
  }

  private func moved(_ frame: CGRect, toMainStart start: CGFloat) -> CGRect {
    scrollDirection.offset(frame, by: start - scrollDirection.mainRange(of: frame).start)
  }
}
