import Foundation

extension ListLayout {
  /// Lays out one section with its header at main-axis offset 0.
  ///
  /// - Complexity: O(n) for n items, one `size` call per element.
  ///
  /// With a finite `horizon` (along the main axis, from the section's origin), a section flowing
  /// with the list whose cells are rows of their own or equal columns asks `size` only for the
  /// cells up to the first row starting at or past it (and always for its first cell), and
  /// places the later ones at the size of the last cell asked, as estimates.
  static func layoutSection(
    _ section: some LayoutSection, at index: Int, container: CGSize, direction: ScrollDirection,
    size: (LayoutElement.Kind, IndexPath) -> ElementSize, sizingUpTo horizon: CGFloat = .infinity,
    diagnostics: inout [LayoutDiagnostic]
  ) -> SectionLayout {
    var layout = SectionLayout.empty
    layoutSection(
      section, at: index, container: container, direction: direction, size: size,
      into: &layout, editing: nil, sizingUpTo: horizon, diagnostics: &diagnostics)
    return layout
  }

  /// Lays out one section with its header at main-axis offset 0, into `layout`.
  ///
  /// With `editing`, `layout` holds the section's previous layout, whose header, footer,
  /// constraints and container are the section's, and whose items relate to the section's as
  /// the edit `editing` makes of the two item counts says: when the section flows with the
  /// list and has the previous layout's shape, its rows are kept between the replaced items
  /// and shifted after each (see ``SectionLayout/edit(_:count:flow:size:diagnostics:)``);
  /// otherwise it is laid out whole.
  ///
  /// - Complexity: O(n) for n items, one `size` call per element; edited, one `size` call per
  ///   element placed, plus one copy and addition per item kept.
  static func layoutSection(
    _ section: some LayoutSection, at index: Int, container: CGSize, direction: ScrollDirection,
    size: (LayoutElement.Kind, IndexPath) -> ElementSize, into layout: inout SectionLayout,
    editing: ((_ previousCount: Int, _ count: Int) -> SectionEdit)?,
    sizingUpTo horizon: CGFloat = .infinity, diagnostics: inout [LayoutDiagnostic]
  ) {
    var metrics = SectionMetrics(
      container: container, constraints: section.constraints, section: index)
    diagnostics += metrics.diagnostics
    let containerCross = direction.cross(of: container)
    let edges = direction.edges(of: metrics.inset)
    let sectionPath = IndexPath(item: 0, section: index)

    func sanitized(
      _ size: CGSize, _ kind: LayoutElement.Kind, _ indexPath: IndexPath
    ) -> CGSize {
      let valid = CGSize(
        width: Self.sanitizedExtent(size.width), height: Self.sanitizedExtent(size.height))
      if valid != size { diagnostics.append(.invalidSize(kind, indexPath, size)) }
      return valid
    }

    func supplementary(_ kind: LayoutElement.Kind, at offset: CGFloat) -> CGRect {
      let extent = direction.main(
        of: sanitized(size(kind, sectionPath).size, kind, sectionPath))
      return direction.rect(main: offset, cross: 0, mainLength: extent, crossLength: containerCross)
    }

    var cursor: CGFloat = 0
    let header = section.hasHeader ? supplementary(.header, at: 0) : nil
    if let header { cursor = direction.mainRange(of: header).end }
    cursor += edges.mainBefore

    let flow = section.constraints.scrollDirection
    let isBand = section.constraints.isBand(inListScrolling: direction)
    let origin = direction.rect(
      main: cursor, cross: edges.crossBefore, mainLength: 0, crossLength: 0
    )
    .origin
    // A band (a section flowing across the list) is as tall as its tallest item, so its
    // sizes are all needed before the first is placed; it is short, and laid out whole.
    var bandSizes: [CGSize] = []
    // Past a finite horizon most items may end in a tail: room is made as items are placed.
    let capacity = editing == nil && horizon == .infinity ? section.numberOfItems : 0
    var flags = EstimateFlags(capacity: capacity)
    if isBand {
      bandSizes = (0..<section.numberOfItems).map { item in
        let path = IndexPath(item: item, section: index)
        let itemSize = size(.cell, path)
        let valid = sanitized(itemSize.size, .cell, path)
        flags.append(ElementSize(valid, isEstimated: itemSize.isEstimated))
        return valid
      }
      metrics.fitBand(toTallest: bandSizes.reduce(0) { max($0, flow.cross(of: $1)) })
    }
    var items = RowFlow(
      metrics: metrics, distribution: section.constraints.distribution, section: index,
      flow: flow, origin: origin, capacity: capacity)
    let flowLength: CGFloat
    var tail: UniformTail?
    if let editing, !isBand, layout.hasShape(of: section) {
      let edit = editing(layout.itemCount, section.numberOfItems)
      diagnostics += items.diagnostics
      var placed: [LayoutDiagnostic] = []
      flowLength = layout.edit(
        edit, count: section.numberOfItems, flow: items,
        size: { item in
          let path = IndexPath(item: item, section: index)
          let itemSize = size(.cell, path)
          return ElementSize(
            sanitized(itemSize.size, .cell, path), isEstimated: itemSize.isEstimated)
        }, diagnostics: &placed)
      diagnostics += placed
    } else {
      if flow != direction {
        for size in bandSizes { items.append(size) }
      } else {
        let defers = horizon < .infinity && items.placesRunsAtOneSize
        var last = CGSize.zero
        for item in 0..<section.numberOfItems {
          if defers, item > 0, items.nextCellStartsRow, items.nextRowStart >= horizon {
            // Past the horizon nothing is asked: the rest is placed at the last size asked,
            // each a row (or a column) like the one before, kept as one value and measured
            // when it shows.
            items.finish()
            tail = items.tail(of: section.numberOfItems - item, from: item, at: last)
            break
          }
          let path = IndexPath(item: item, section: index)
          let itemSize = size(.cell, path)
          let valid = sanitized(itemSize.size, .cell, path)
          flags.append(ElementSize(valid, isEstimated: itemSize.isEstimated))
          items.append(valid)
          last = valid
        }
      }
      items.finish()
      flags.store(into: &layout, tail: tail)
      layout.itemFrames = items.frames
      layout.rows = items.rows
      flowLength = (tail?.end).map { $0 - items.flowOrigin } ?? items.flowLength
      diagnostics += items.diagnostics
    }

    // The items block: rows follow one another along the section's own direction; when that
    // is the list's cross axis the block is a band as tall (wide) as its tallest item, whose
    // columns reach as far as they need: the band scrolls on its own, the content does not.
    let blockMain: CGFloat
    let crossExtent: CGFloat
    var bandLength: CGFloat?
    if !isBand {
      blockMain = flowLength
      crossExtent = max(containerCross, edges.crossBefore + metrics.rowExtent + edges.crossAfter)
    } else {
      blockMain = items.crossLength
      crossExtent = containerCross
      bandLength = edges.crossBefore + flowLength + edges.crossAfter
    }
    cursor += blockMain + edges.mainAfter
    let footer = section.hasFooter ? supplementary(.footer, at: cursor) : nil
    if let footer { cursor = direction.mainRange(of: footer).end }

    layout.flow = flow
    layout.header = header
    layout.footer = footer
    layout.mainExtent = cursor
    layout.crossExtent = crossExtent
    layout.bandLength = bandLength
    layout.pinning = section.constraints.pinning
    layout.readIndentation(
      of: section, at: index, direction: direction, diagnostics: &diagnostics)
  }

  /// The largest extent the layout works with, about 10¹²: any one size, inset or spacing
  /// larger than this is taken as this, so that sums of them stay finite.
  public static let maximumExtent: CGFloat = 0x1p40

  /// The narrowest column `.equally(cellsInRow:)` makes while the row has room: 1 point, one
  /// column of a terminal.
  static let minimumColumnExtent: CGFloat = 1

  /// `value` when it is finite, not negative and at most ``maximumExtent``; zero when it is
  /// negative or not finite; ``maximumExtent`` when it is larger.
  package static func sanitizedExtent(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? min(value, maximumExtent) : 0
  }
}
