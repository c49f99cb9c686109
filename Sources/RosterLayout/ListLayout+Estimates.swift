import Foundation

// Estimated sizes: a long list of self-sizing cells is laid out from estimates, and only the
// cells a host shows are measured, placed again where their measured sizes put them.
extension ListLayout {
  /// How many cells are placed at an estimated size.
  ///
  /// - Complexity: O(1): the sections' layouts keep the total as they change.
  public var estimatedItemCount: Int { sectionLayouts.estimatedCount }

  /// Whether the cell at `indexPath` is placed at an estimated size; `false` for one that does
  /// not exist.
  ///
  /// - Complexity: O(1).
  public func isEstimated(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, sectionLayouts.indices.contains(indexPath.section) else {
      return false
    }
    return sectionLayouts[indexPath.section].isEstimated(indexPath.item)
  }

  /// The item a host keeps in place on screen while it measures the estimated cells around
  /// `shown` (the items in its viewport, in reading order): the first one measured, which the
  /// user saw before the scroll that brought the others, or the first one when none is (after a
  /// jump every item shown is new). An item that came into view at an estimate moves as it is
  /// measured, and the items before it with it, never those already seen.
  ///
  /// - Complexity: O(*k*) for *k* items shown.
  public func measuringAnchor(among shown: [IndexPath]) -> IndexPath? {
    shown.first { !isEstimated($0) } ?? shown.first
  }

  /// The index paths of the cells placed at an estimated size whose frames share an area with
  /// `rect`, in reading order. In a band (a section flowing across the list) with any such
  /// cell crossing `rect`, every estimated cell of the band is returned: a band is as tall as
  /// its tallest cell, so it is measured whole.
  ///
  /// A cell estimated at no extent along an axis (an estimate of zero, or a bad one) crosses
  /// `rect` when it lies within `rect` along that axis, edges included: its measured size may
  /// not be empty, so it is measured where it shows, even at the edge of the screen.
  ///
  /// - Complexity: O(log s + log r + k), as ``items(in:bandOffsets:)``.
  public func estimatedItems(in rect: CGRect, bandOffsets: [Int: CGFloat] = [:]) -> [IndexPath] {
    guard let rect = Self.searchable(rect) else { return [] }
    let stored = mirrored(rect)
    var found: [IndexPath] = []
    visitSections(in: stored) { section in
      let layout = sectionLayouts[section]
      guard layout.estimatedCount > 0 else { return }
      var crossed = false
      visitCells(
        in: stored, ofSection: section, bandOffset: bandOffsets[section] ?? 0,
        matches: { Self.crosses(estimated: mirrored($0), rect) }
      ) { item, _ in
        guard layout.isEstimated(item) else { return }
        crossed = true
        if layout.bandLength == nil { found.append(IndexPath(item: item, section: section)) }
      }
      if crossed, layout.bandLength != nil {
        for item in 0..<layout.itemCount where layout.isEstimated(item) {
          found.append(IndexPath(item: item, section: section))
        }
      }
    }
    return found
  }

  /// Whether an estimated cell's `frame` crosses `rect`: along each axis, they overlap, or the
  /// frame has no extent there and lies within `rect`, edges included.
  static func crosses(estimated frame: CGRect, _ rect: CGRect) -> Bool {
    func along(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> Bool {
      low < high ? low < end && start < high : start <= low && low <= end
    }
    return along(frame.minX, frame.maxX, rect.minX, rect.maxX)
      && along(frame.minY, frame.maxY, rect.minY, rect.maxY)
  }

  /// Measures the cells placed at an estimated size that `rect` shows, and places them again
  /// at their measured sizes, until every cell crossing `rect` is placed at its own size: when
  /// measured cells are shorter than their estimates, the ones that come into `rect` are
  /// measured too. The frames before the first cell measured stay where they are (but in a
  /// proportional distribution a measured cell may join the row before it, whose last cell
  /// then no longer fills the row); the later ones move by what the measured sizes changed, as
  /// after any edit.
  ///
  /// A host calls it with what it is about to show (and the working range around it), before
  /// it reads the frames there. When `rect` starts above what the user sees, the visible cells
  /// may move: keep the first visible item's place by moving the offset as much as its frame
  /// moved. (In a horizontal list read right to left, whose content's x axis is reversed, every
  /// frame moves as much as the content's width changed; `rect` is taken for the part of the
  /// content it shows before the first pass, wherever later passes move it.)
  ///
  /// - Parameters:
  ///   - rect: the rectangle to measure, in the content's coordinates.
  ///   - bandOffsets: how far each band is scrolled along its own flow, by section.
  ///   - sections: the sections laid out last (the same as those given to the last layout).
  ///   - size: the exact size of the cell at an index path (measured now when needed); what is
  ///     wrong with the sizes is added to ``diagnostics``. Asked
  ///     for each estimated cell in `rect`, and, when a row holds several cells, for the cells
  ///     of exact size placed again beside it (an estimated one keeps its estimate).
  /// - Returns: how many cells were measured.
  /// - Complexity: O(m + k) per pass for m cells measured and k later cells of their sections
  ///   (moved by one addition each); a pass more each time cells come into `rect`.
  @discardableResult
  public mutating func measureEstimatedItems(
    in rect: CGRect, bandOffsets: [Int: CGFloat] = [:], sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) -> Int {
    guard let rect = Self.searchable(rect) else { return 0 }
    // The same part of the content in every pass: a horizontal list read right to left
    // reverses the content's x axis, so its frames all move when a pass changes its length.
    let stored = mirrored(rect)
    var measured = 0
    while true {
      let found = estimatedItems(in: mirrored(stored), bandOffsets: bandOffsets)
      guard !found.isEmpty, sections.count == numberOfSections else { return measured }
      let (sizes, taken) = measureInReadingOrder(
        found, until: mirrored(stored), sections: sections, size: size)
      var invalidation = LayoutInvalidation(inPlaceSectionCount: sections.count)
      // The layouts of the sections edited, as they were: read for the estimates of the cells
      // placed again beside the ones measured. (Held, not copied: their edit makes new arrays.)
      var edited: [Int: SectionLayout] = [:]
      var index = taken.startIndex
      while index < taken.endIndex {
        let section = taken[index].section
        var replacements: [LayoutInvalidation.ItemReplacement] = []
        while index < taken.endIndex, taken[index].section == section {
          let item = taken[index].item
          replacements.append(.init(previous: item..<(item + 1), current: item..<(item + 1)))
          index += 1
        }
        if sectionLayouts[section].bandLength == nil {
          // Where every cell is a row of its own no neighbour is placed again, and holding the
          // layout would make the edit, which resizes such a section in place, copy it.
          if !Self.everyCellIsARow(sections[section].constraints) {
            edited[section] = sectionLayouts[section]
          }
          invalidation.change(
            section: section, to: .edit(previous: section, replacements: replacements))
        } else {
          invalidation.change(section: section, to: .layOut)
        }
      }
      let measuring = Set(taken)
      let before = estimatedItemCount
      let earlier = diagnostics
      // An estimated cell placed again beside a measured one, in its row or the row before,
      // keeps its estimate: the edit takes the cells it did not replace for unchanged, and one
      // measured at another size could belong in a row before the ones placed again.
      relayout(
        invalidation, sections: sections,
        sizing: { kind, path in
          if kind == .cell, !measuring.contains(path),
            let estimate = edited[path.section]?.estimate(ofItem: path.item)
          {
            return .estimated(estimate)
          }
          return .exact(kind == .cell ? sizes[path] ?? size(kind, path) : size(kind, path))
        }, namesEveryChangedSection: true)
      diagnostics = earlier + diagnostics
      measured += taken.count
      // Every pass makes at least the cells it found exact; a layout that did not (sections
      // that do not match it, laid out again whole) is not asked again.
      guard estimatedItemCount < before else { return measured }
    }
  }
}

extension ListLayout {
  /// Measures `found` (estimated cells crossing `rect`, in reading order) one by one, and
  /// stops at the first cell that the cells measured before it, grown past their estimates,
  /// push out of `rect`: in a section where every cell is a row of its own a cell moves by what
  /// the cells before it grew. The cells of a band are all measured.
  ///
  /// - Returns: the sizes measured and the cells they belong to, in order.
  private func measureInReadingOrder(
    _ found: [IndexPath], until rect: CGRect, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) -> (sizes: [IndexPath: CGSize], taken: [IndexPath]) {
    let backward = scrollDirection == .horizontal && layoutDirection == .rightToLeft
    /// Where a frame starts, and `rect` ends, along the list in reading order.
    func readingStart(_ frame: CGRect) -> CGFloat {
      backward ? -frame.maxX : scrollDirection.main(of: frame.origin)
    }
    let rectEnd = backward ? -rect.minX : scrollDirection.mainRange(of: rect).end
    var sizes: [IndexPath: CGSize] = [:]
    var taken: [IndexPath] = []
    var growth: CGFloat = 0
    var rowPerCell: (section: Int, value: Bool) = (-1, false)
    for path in found {
      guard let frame = frame(for: path) else { continue }
      let inBand = sectionLayouts[path.section].bandLength != nil
      if !inBand, growth > 0, readingStart(frame) + growth >= rectEnd { break }
      let measured = size(.cell, path)
      sizes[path] = measured
      taken.append(path)
      guard !inBand else { continue }
      if rowPerCell.section != path.section {
        rowPerCell = (path.section, Self.everyCellIsARow(sections[path.section].constraints))
      }
      if rowPerCell.value {
        growth += scrollDirection.main(of: measured) - scrollDirection.main(of: frame.size)
      }
    }
    return (sizes, taken)
  }

  /// Whether every cell of a section under `constraints` takes a row of its own.
  private static func everyCellIsARow(_ constraints: Constraints) -> Bool {
    switch constraints.distribution {
    case .entireRow: true
    case .equally(let cellsInRow): cellsInRow <= 1
    case .proportionally, .proportionallyWithLastCellFillingWidth: false
    }
  }
}

extension ListLayout {
  /// Measures every estimated cell of every band (a section flowing across the list), and lays
  /// those bands out again: a band is as tall as its tallest cell and keeps its place by its
  /// cards' frames, so a host measures its bands whole as soon as they are laid out, as it did
  /// before estimates, and only the list's own rows are left to measure as they show.
  ///
  /// - Parameters:
  ///   - sections: the sections laid out last.
  ///   - size: the exact size of the cell at an index path.
  /// - Returns: how many cells were measured.
  /// - Complexity: O(1) when no band has an estimated cell; otherwise O(s) for s sections,
  ///   plus the bands laid out again.
  @discardableResult
  public mutating func measureEstimatedBands(
    sections: [some LayoutSection], size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) -> Int {
    // Without estimated cells in bands there is nothing to measure, and no section to read.
    guard sections.count == numberOfSections, sectionLayouts.estimatedInBands > 0 else {
      return 0
    }
    var invalidation = LayoutInvalidation(inPlaceSectionCount: sections.count)
    var measured = 0
    for index in sectionLayouts.indices
    where sectionLayouts[index].bandLength != nil && sectionLayouts[index].estimatedCount > 0 {
      measured += sectionLayouts[index].estimatedCount
      invalidation.change(section: index, to: .layOut)
    }
    guard measured > 0 else { return 0 }
    let earlier = diagnostics
    relayout(
      invalidation, sections: sections, sizing: { .exact(size($0, $1)) },
      namesEveryChangedSection: true)
    diagnostics = earlier + diagnostics
    return measured
  }
}
