import Foundation

extension ListLayout {
  /// The frame of the cell at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func frame(for indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2,
      let frame = frameInItsSection(ofItem: indexPath.item, inSection: indexPath.section)
    else { return nil }
    return mirrored(placed(frame, inSection: indexPath.section))
  }

  /// The frame of the header of `section`, or `nil` when the section has no header.
  ///
  /// - Complexity: O(1).
  public func frame(ofHeaderInSection section: Int) -> CGRect? {
    storedFrame(ofHeaderInSection: section).map(mirrored)
  }

  /// The frame of the footer of `section`, or `nil` when the section has no footer.
  ///
  /// - Complexity: O(1).
  public func frame(ofFooterInSection section: Int) -> CGRect? {
    storedFrame(ofFooterInSection: section).map(mirrored)
  }

  /// The whole extent of `section` — header, insets, items and footer — along the main axis,
  /// by the content's extent along the cross axis; `nil` when there is no such section.
  ///
  /// - Complexity: O(1).
  public func frame(ofSection section: Int) -> CGRect? {
    guard sectionLayouts.indices.contains(section) else { return nil }
    return mirrored(
      scrollDirection.rect(
        main: sectionOrigins[section], cross: 0, mainLength: sectionLayouts[section].mainExtent,
        crossLength: scrollDirection.cross(of: contentSize)))
  }

  /// The index paths of the cells whose frames share an area with `rect`, in reading order.
  ///
  /// - Parameters:
  ///   - rect: the rectangle, in the content's coordinates.
  ///   - bandOffsets: how far each band is scrolled along its own flow, by section (see
  ///     ``bandLength(ofSection:)``); its cells are found where they show. Sections that are
  ///     not bands ignore it.
  /// - Complexity: O(log s + log r + k): a binary search over the s section origins and over
  ///   the r rows of each section met, then the k cells of the rows that cross `rect`.
  public func items(in rect: CGRect, bandOffsets: [Int: CGFloat] = [:]) -> [IndexPath] {
    guard let rect = Self.searchable(rect) else { return [] }
    let stored = mirrored(rect)
    var found: [IndexPath] = []
    visitSections(in: stored) { section in
      visitCells(
        in: stored, ofSection: section, bandOffset: bandOffsets[section] ?? 0,
        matches: { Self.overlaps(mirrored($0), rect) }
      ) { item, _ in
        found.append(IndexPath(item: item, section: section))
      }
    }
    return found
  }

  /// The cells, headers and footers whose frames share an area with `rect`, in reading order
  /// (each section's header, then its cells, then its footer).
  ///
  /// - Parameters:
  ///   - rect: the rectangle, in the content's coordinates.
  ///   - bandOffsets: how far each band is scrolled along its own flow, by section; its cells
  ///     are found, and their frames given, where they show. Headers and footers do not scroll
  ///     with their band.
  /// - Complexity: O(log s + log r + k), as ``items(in:bandOffsets:)``.
  public func elements(in rect: CGRect, bandOffsets: [Int: CGFloat] = [:]) -> [LayoutElement] {
    guard let rect = Self.searchable(rect) else { return [] }
    let stored = mirrored(rect)
    var found: [LayoutElement] = []
    visitSections(in: stored) { section in
      let sectionPath = IndexPath(item: 0, section: section)
      if let header = frame(ofHeaderInSection: section), Self.overlaps(header, rect) {
        found.append(LayoutElement(kind: .header, indexPath: sectionPath, frame: header))
      }
      visitCells(
        in: stored, ofSection: section, bandOffset: bandOffsets[section] ?? 0,
        matches: { Self.overlaps(mirrored($0), rect) }
      ) { item, frame in
        found.append(
          LayoutElement(
            kind: .cell, indexPath: IndexPath(item: item, section: section),
            frame: mirrored(frame)))
      }
      if let footer = frame(ofFooterInSection: section), Self.overlaps(footer, rect) {
        found.append(LayoutElement(kind: .footer, indexPath: sectionPath, frame: footer))
      }
    }
    return found
  }

  /// The cell, header or footer whose frame contains `point` (a frame contains its minimum
  /// edges, not its maximum ones), or `nil`. Where rounding leaves two neighbours sharing a
  /// sliver at their common edge, the first in reading order is the one returned.
  ///
  /// - Parameters:
  ///   - point: the point, in the content's coordinates.
  ///   - bandOffsets: how far each band is scrolled along its own flow, by section; its cells
  ///     are hit where they show.
  /// - Complexity: O(log s + log r + c) for c cells in the rows at `point`.
  public func element(at point: CGPoint, bandOffsets: [Int: CGFloat] = [:]) -> LayoutElement? {
    guard let probe = Self.searchable(CGRect(origin: mirrored(point), size: .zero)) else {
      return nil
    }
    var found: LayoutElement?
    visitSections(in: probe, touching: true) { section in
      guard found == nil else { return }
      let sectionPath = IndexPath(item: 0, section: section)
      if let header = frame(ofHeaderInSection: section), Self.contains(header, point) {
        found = LayoutElement(kind: .header, indexPath: sectionPath, frame: header)
        return
      }
      visitCells(
        in: probe, ofSection: section, touching: true, bandOffset: bandOffsets[section] ?? 0,
        matches: { Self.contains(mirrored($0), point) }
      ) { item, frame in
        guard found == nil else { return }
        found = LayoutElement(
          kind: .cell, indexPath: IndexPath(item: item, section: section),
          frame: mirrored(frame))
      }
      if found == nil, let footer = frame(ofFooterInSection: section),
        Self.contains(footer, point)
      {
        found = LayoutElement(kind: .footer, indexPath: sectionPath, frame: footer)
      }
    }
    return found
  }

  /// How far the items of `section` reach along its own flow, insets included, when it is a
  /// *band*: a section whose `Constraints.scrollDirection` crosses the list's, such as a
  /// carousel of cards in a vertical list. A band is as tall as its tallest item and as wide
  /// as the container; its items reach past it, and a host scrolls it on its own, by
  /// `bandLength − container width` at most, passing the offsets to the queries
  /// (``elements(in:bandOffsets:)``). `nil` for a section that flows with the list, or none.
  ///
  /// - Complexity: O(1).
  public func bandLength(ofSection section: Int) -> CGFloat? {
    sectionLayouts.indices.contains(section) ? sectionLayouts[section].bandLength : nil
  }

  /// Where the band of `section` shows its cards: the section between its header and its
  /// footer (its insets included), as wide as the container across the list; `nil` for a
  /// section that is not a band (``bandLength(ofSection:)``), or none.
  ///
  /// A host that scrolls each band in a view of its own (a collection view inside a cell)
  /// gives that view this frame, and shows the band's cards in it at their frames less this
  /// frame's origin, in a content ``bandLength(ofSection:)`` long.
  ///
  /// - Complexity: O(1).
  public func bandFrame(ofSection section: Int) -> CGRect? {
    guard sectionLayouts.indices.contains(section), sectionLayouts[section].bandLength != nil
    else { return nil }
    let layout = sectionLayouts[section]
    let start = layout.header.map { scrollDirection.mainRange(of: $0).end } ?? 0
    let end = layout.footer.map { scrollDirection.mainRange(of: $0).start } ?? layout.mainExtent
    return mirrored(
      scrollDirection.rect(
        main: sectionOrigins[section] + start, cross: 0, mainLength: max(0, end - start),
        crossLength: scrollDirection.cross(of: containerSize)))
  }

  /// The bands whose band frames (``bandFrame(ofSection:)``) share an area with `rect`, in
  /// order: what a host that shows each band as one item of its own shows in `rect`.
  ///
  /// - Complexity: O(log s + k): a binary search over the s section origins, then the k
  ///   sections that cross `rect`.
  public func bands(in rect: CGRect) -> [Int] {
    guard let rect = Self.searchable(rect) else { return [] }
    var found: [Int] = []
    visitSections(in: mirrored(rect)) { section in
      if let band = bandFrame(ofSection: section), Self.overlaps(band, rect) {
        found.append(section)
      }
    }
    return found
  }

  /// `frame`, stored relative to `section`'s origin, in the content's coordinates as stored:
  /// left to right (see `mirrored(_:)`).
  func placed(_ frame: CGRect, inSection section: Int) -> CGRect {
    scrollDirection.offset(frame, by: sectionOrigins[section])
  }

  /// The header's frame of `section` as stored, left to right; `nil` when it has none.
  func storedFrame(ofHeaderInSection section: Int) -> CGRect? {
    guard sectionLayouts.indices.contains(section), let header = sectionLayouts[section].header
    else { return nil }
    return placed(header, inSection: section)
  }

  /// The footer's frame of `section` as stored, left to right; `nil` when it has none.
  func storedFrame(ofFooterInSection section: Int) -> CGRect? {
    guard sectionLayouts.indices.contains(section), let footer = sectionLayouts[section].footer
    else { return nil }
    return placed(footer, inSection: section)
  }

  /// The frame of the cell at `item` in `section` as its section stores it, indented by its
  /// level, before the section's place and the reading direction; `nil` when there is none.
  /// Read in place: a copy of the section's layout retains and releases each of its arrays,
  /// and a table asks this once per row.
  func frameInItsSection(ofItem item: Int, inSection section: Int) -> CGRect? {
    guard sectionLayouts.indices.contains(section),
      (0..<sectionLayouts[section].itemCount).contains(item)
    else { return nil }
    return sectionLayouts[section].indentedFrame(
      ofItem: item, defaultIndentation: safeDefaultOutlineIndentation)
  }
}
