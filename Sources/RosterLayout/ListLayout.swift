import Foundation

/// The frames of every cell, header and footer of a list, computed from each section's
/// ``Constraints`` and each element's preferred size; the one layout both hosts use, so a grid
/// looks the same in UIKit and in a terminal. It sees sections only as ``LayoutSection``s
/// (counts, headers, footers, constraints) and changes only as ``LayoutInvalidation``s: it knows
/// nothing of models, views or batch updates.
///
/// A host of Roster lays its list out with what its data source answers:
///
/// <!-- snippet: fragment -->
/// ```swift
/// import Roster
///
/// var layout = ListLayout(scrollDirection: .vertical)
/// layout.layout(sections, containerSize: bounds.size) { dataSource.elementSize(of: $0, at: $1) }
/// let visible = layout.elements(in: visibleRect)
/// // after each batch the host performs:
/// layout.apply(batch, sections: updatedSections) { dataSource.elementSize(of: $0, at: $1) }
/// ```
///
/// A `ListLayout` is a value: it holds geometry only, never models or views, and it is
/// `Sendable`, so it can be computed off the main actor and handed over.
///
/// ## Axes
///
/// The list's ``scrollDirection`` is its *main* axis: sections follow one another along it
/// (downwards for `.vertical`, rightwards for `.horizontal`) and the content grows along it.
/// The other axis is the *cross* axis, which the container bounds. Everything below is written
/// for a vertical list — "width" is the cross extent, "height" the main extent — and holds for
/// a horizontal list with the axes swapped. Physical insets stay physical: in a horizontal
/// list, `inset.left` is the space before a section's items along the main axis.
///
/// ## A section
///
/// A section is, from top to bottom:
///
/// 1. its **header**, if it has a header model: as wide as the container (insets do not apply,
///    as in `UICollectionViewFlowLayout`), as tall as its preferred size's height;
/// 2. `inset.top`;
/// 3. its **items**, in rows from `inset.left` to `container.width - inset.right` (the *row
///    width*), rows separated by `minimumLineSpacing`, cells of a row separated by
///    `minimumInteritemSpacing`;
/// 4. `inset.bottom`;
/// 5. its **footer**, like the header.
///
/// Insets apply even when the section has no items. Sections follow one another with no
/// space between them; the content size is the sum of the sections' heights by the
/// container's width (wider only when insets exceed it, see *Bad input*).
///
/// Every cell keeps its preferred height and sits at the top of its row; a row is as tall as
/// its tallest cell. Widths depend on the ``Distribution``:
///
/// - ``Distribution/entireRow``: one cell per row, as wide as the row (explicit widths are
///   widened or narrowed to it).
/// - ``Distribution/equally(cellsInRow:)``: `n` columns of
///   `(rowWidth - (n - 1) × interitemSpacing) / n`; cell `i` is in row `i / n`, column `i % n`.
/// - ``Distribution/proportionally``: cells keep their preferred width (narrowed to the row
///   width when wider) and are placed left to right; a cell that would reach past the row's
///   end starts the next row.
/// - ``Distribution/proportionallyWithLastCellFillingWidth(minimumWidth:)``: as
///   `proportionally`, except that a cell also starts the next row when less than
///   `minimumWidth` would remain for it, and the last cell of every row grows to the row's
///   end.
///
/// The width a cell may use — the row width, or one column of `.equally` — is computed in one
/// place, which ``availableSize(for:in:constraints:)`` exposes: a controller that measures a
/// cell for that size gets it laid out at the width it was measured for.
///
/// ## A section that scrolls the other way: a band
///
/// A section whose ``Constraints/scrollDirection`` differs from the list's — a carousel of
/// cards in a vertical list — is a *band*. It keeps its header, footer and insets on the
/// list's axes, but lays its items out in its own direction: in a vertical list, its items
/// form columns that follow one another rightwards from `inset.left`. The band is as tall as
/// its tallest item (never taller than the container minus `inset.top` and `inset.bottom`):
/// with ``Distribution/entireRow`` each column holds one item, as tall as the band; with
/// ``Distribution/equally(cellsInRow:)`` n items share a column; the proportional
/// distributions stack items in a column while they fit the band. The band is as wide as the
/// container, whatever its columns reach: ``bandLength(ofSection:)`` says how far they do,
/// and a host scrolls the band on its own, giving its offset to the rectangle queries
/// (``elements(in:bandOffsets:)``), so the list's content never grows sideways. A band is
/// always laid out whole, its sizes all asked for before its first item is placed.
///
/// ## Incremental layout
///
/// Each section's frames are stored relative to the section's own origin on the main axis, and the
/// origins separately. ``relayout(_:sections:size:namesEveryChangedSection:)`` lays out again only
/// the sections a ``LayoutInvalidation`` names — Roster makes one from each batch update: inserted,
/// moved, reloaded or rebound sections, and sections with inserted, deleted, moved, reloaded or
/// rebound items — reuses every other section's frames as they are, and recomputes the origins.
/// Inside a section whose items changed, every run of unchanged items between the changes keeps its
/// rows: the rows before the first change are kept as they are, the changed items and the
/// neighbours sharing their rows are placed, and from the first unchanged item after each change
/// that starts a row where it started one before, the rows up to the next change are kept too,
/// shifted along the main axis. A batch of scattered edits in a long list costs the changed rows
/// and one addition per kept frame, not a measurement of the items between them. (In a grid whose
/// count changed by other than whole rows every later cell changes column, and is placed again.) A
/// changed container size needs a full ``layout(_:containerSize:size:)``.
///
/// ## Estimated sizes
///
/// A size may be an estimate (``ElementSize``, given to
/// ``layout(_:containerSize:sizing:sizingUpTo:)`` and the other `sizing:` variants): the cell is
/// placed at it and remembered as estimated until
/// ``measureEstimatedItems(in:bandOffsets:sections:size:)`` measures the estimated cells a
/// rectangle shows and places them again, by the incremental path above. Once every estimated cell
/// has been measured, the frames are those a full layout of the measured sizes gives. Hosts measure
/// bands whole (``measureEstimatedBands(sections:size:)``), since a band is as tall as its tallest
/// cell. A full layout may ask for sizes only up to a horizon
/// (``layout(_:containerSize:sizing:sizingUpTo:)``): the later cells of a list of rows or of equal
/// columns are then placed at the last size asked, as estimates, so a host that shows the top of a
/// million rows asks for about two screens of sizes.
///
/// ## Right to left
///
/// A list whose ``layoutDirection`` is ``ListLayout/LayoutDirection/rightToLeft`` is the mirror
/// image of the same list left to right: every frame is reflected about the middle of the content's
/// width, or of the container's when the content is narrower (`x' = readingWidth - frame.maxX`,
/// ``readingWidth``), headers, footers, pinned elements and bands included. Grids fill from the
/// right edge; `inset.left` is the space at the right of a section's items, the space before them;
/// a band's first card is at its right end, and a band's offset still counts along its flow, so
/// scrolling a band shows its cards further left. In a list that scrolls horizontally the content's
/// x axis itself is reversed: the first section is at the right end of the content, and a host
/// opens such a list scrolled to that end. The queries take and return mirrored coordinates and
/// agree with the frames exactly.
///
/// The frames are stored in the direction-neutral order and mirrored as they are read, so
/// setting ``layoutDirection`` moves every frame at once, with no layout; a host that shows
/// the layout redraws.
///
/// ## Indentation
///
/// A section whose items are indented (``LayoutSection/indentsItems``: an outline section's
/// rows) has each row moved from its leading edge by `level × indentation` and narrowed by as
/// much, never below zero: the indentation is the section's ``Constraints/outlineIndentation``,
/// or ``defaultOutlineIndentation`` when that is `nil`. The leading edge is the left one, the
/// right one in a right-to-left list (an indented frame is mirrored like any other), and the
/// top one in a list that scrolls horizontally. Only rows are indented — a section of
/// ``Distribution/entireRow`` flowing with the list; a grid's columns and a band's cards ignore
/// levels. A cell measured for
/// ``availableSize(for:in:constraints:indentationLevel:defaultIndentation:)`` is laid out at
/// the width it was measured for. Levels are read when a section is laid out
/// (one ``LayoutSection/indentationLevel(ofItem:)`` call per item of an indented section, none
/// for others) and applied as frames are read.
///
/// ## Queries
///
/// ``frame(for:)`` reads a stored frame and adds its section's origin. ``items(in:bandOffsets:)``,
/// ``elements(in:bandOffsets:)`` and ``element(at:bandOffsets:)`` binary search the section
/// origins, then the rows of each section met (row extents never decrease along a section's flow),
/// and test only the cells of the rows that cross the rectangle. A rectangle and a frame intersect
/// when they share an area: frames that merely touch the rectangle's edge, and zero-size frames,
/// are never returned.
///
/// ## Bad input
///
/// No input traps or produces a non-finite frame. Each bad value is replaced and reported as a
/// ``LayoutDiagnostic`` in ``diagnostics``:
///
/// | input | result |
/// | --- | --- |
/// | negative, NaN or infinite container or element dimension | that dimension is 0 |
/// | negative, NaN or infinite inset or spacing | 0 |
/// | any of those larger than 2⁴⁰ (about 10¹², e.g. `.greatestFiniteMagnitude`) | 2⁴⁰, so sums stay finite |
/// | `cellsInRow` 0 or negative | 1 column |
/// | `cellsInRow` larger than the row's extent in points (`Int.max`…) | as many columns as fit at 1 point each with their spacing, so cells stay visible |
/// | insets (and spacing) wider than the container | cells 0 wide, at `inset.left`; the content widens to cover the insets |
/// | zero-width container | cells 0 wide |
/// | a cell wider than its row (`proportionally…`) | narrowed to the row |
/// | negative, NaN or infinite `minimumWidth` | 0 |
/// | `minimumWidth` wider than the row | one cell per row, filling it |
///
/// - Complexity: a full layout is O(n) for n elements, with one `size` call per element;
///   ``relayout(_:sections:size:namesEveryChangedSection:)`` is O(s + m + k) for s sections, m
///   elements placed again (one `size` call each) and k later items of the sections it touched,
///   shifted by one addition each; ``frame(for:)`` is O(1); the rectangle queries are O(log s + log
///   r + k) for r rows in a section and k cells in the rows crossing the rectangle.
public struct ListLayout: Sendable {
  /// The list's main axis: the one sections follow one another along and the content scrolls.
  public internal(set) var scrollDirection: ScrollDirection
  /// Which way the list reads across: in ``ListLayout/LayoutDirection/rightToLeft`` every frame is
  /// the mirror image of its left-to-right frame (see *Right to left*). Setting it takes effect at
  /// once, for every query, with no new layout.
  public var layoutDirection: LayoutDirection
  /// How far each level of an outline section's rows is indented from the leading edge when
  /// the section's ``Constraints/outlineIndentation`` is `nil`: the host's default, 10 points
  /// (as `UITableViewCell.indentationWidth`) unless the host sets its own — a terminal list
  /// sets 2 columns. Setting it takes effect at once, for every query, with no new layout; a
  /// negative, NaN or infinite value counts as 0. See *Indentation*.
  public var defaultOutlineIndentation: CGFloat = 10
  /// The container size of the last full layout, with bad dimensions replaced by zero.
  public internal(set) var containerSize: CGSize = .zero
  /// The size of everything laid out: the sections' total extent along the main axis by the
  /// container's (or the widest section's) extent along the cross axis.
  public internal(set) var contentSize: CGSize = .zero
  /// The length of the longest band (see ``bandLength(ofSection:)``), 0 when there is none: a
  /// host whose bands all fit the container (`longestBand <= container width`) need not
  /// scroll any of them.
  public internal(set) var longestBand: CGFloat = 0
  /// Whether any section pins its header or footer (see ``pinnedElements(in:)``): a host then
  /// asks for pinned elements again whenever it scrolls.
  public internal(set) var hasPinnedSections = false
  /// What was wrong with the input of the last ``layout(_:containerSize:size:)`` or
  /// ``relayout(_:sections:size:namesEveryChangedSection:)``; a relayout reports only the sections
  /// it laid out again.
  public internal(set) var diagnostics: [LayoutDiagnostic] = []

  /// Each section's geometry, relative to its origin.
  var sectionLayouts = SectionLayouts()
  /// Where each section starts along the main axis.
  var sectionOrigins: [CGFloat] = []
  /// Each section's extent along the main axis, as its layout has it: kept beside the origins
  /// so that restacking the sections after a changed one adds plain numbers.
  var sectionExtents: [CGFloat] = []
  /// How many sections' layouts an incremental layout rebuilt the array of: tests check that
  /// inserting a section does not rebuild them all.
  package var sectionLayoutsRebuilt = 0

  /// Creates an empty layout for a list that scrolls in `scrollDirection` and reads across in
  /// `layoutDirection`.
  public init(
    scrollDirection: ScrollDirection = .vertical, layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.scrollDirection = scrollDirection
    self.layoutDirection = layoutDirection
  }

  /// The number of sections laid out.
  public var numberOfSections: Int { sectionLayouts.count }

  /// The number of items laid out in `section`; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    sectionLayouts.indices.contains(section) ? sectionLayouts[section].itemCount : 0
  }

  /// Lays out every section from scratch.
  ///
  /// - Parameters:
  ///   - sections: the sections to lay out, in order.
  ///   - containerSize: the visible size of the list; the cross axis bounds the rows.
  ///   - size: the preferred size of the cell, header or footer at an index path (a header or
  ///     footer is asked at item 0 of its section), as a Roster host's `ListDataSource` answers
  ///     it with `elementSize(of:at:)`; asked once per element, only for headers and
  ///     footers that exist.
  /// - Complexity: O(n) for n elements.
  public mutating func layout(
    _ sections: [some LayoutSection], containerSize: CGSize,
    size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) {
    layout(sections, containerSize: containerSize, sizing: { .exact(size($0, $1)) })
  }

  /// Lays out every section from scratch with sizes that may be estimates: each cell whose
  /// `sizing` is ``ElementSize/isEstimated`` is placed at its estimate and remembered as
  /// estimated (``isEstimated(_:)``) until
  /// ``measureEstimatedItems(in:bandOffsets:sections:size:)`` measures it. Headers and
  /// footers are taken as given.
  ///
  /// A host lays a long list of self-sizing cells out this way, then measures what it shows:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// import Roster
  ///
  /// var layout = ListLayout(scrollDirection: .vertical)
  /// layout.layout(sections, containerSize: bounds.size, sizing: dataSource.layoutSizer())
  /// layout.measureEstimatedItems(in: visibleRect, sections: sections) {
  ///   dataSource.elementSize(of: $0, at: $1)
  /// }
  /// ```
  ///
  /// A host that shows only part of a long list need not ask for every size: with a finite
  /// `horizon` — the extent along the main axis, from the content's start in reading order, that
  /// it is about to show (its viewport and working range) — `sizing` is asked for the cells up
  /// to the first row starting at or past the horizon in each section, and for the first cell of
  /// every section. The later cells of a section flowing with the list whose cells are rows of
  /// their own (``Distribution/entireRow``) or equal columns
  /// (``Distribution/equally(cellsInRow:)``) are placed at the size of the last cell asked in
  /// their section, as estimates (``isEstimated(_:)``), until
  /// ``measureEstimatedItems(in:bandOffsets:sections:size:)`` measures them; sections of other
  /// distributions, and bands, are asked whole.
  ///
  /// - Parameters:
  ///   - sections: the sections to lay out, in order.
  ///   - containerSize: the visible size of the list.
  ///   - size: the size of the element at an index path, exact or an estimate.
  ///   - horizon: how far along the main axis every cell's size is asked; `.infinity` (the
  ///     default) asks them all.
  /// - Complexity: O(a + s) for a elements asked and s sections, with one `sizing` call per
  ///   element asked: the cells past the horizon of a section of rows or equal columns are kept
  ///   as one run at one size, not placed one by one, until an update or a measurement reaches
  ///   them. With an infinite horizon, O(n) for n elements.
  public mutating func layout(
    _ sections: [some LayoutSection], containerSize: CGSize,
    sizing size: (LayoutElement.Kind, IndexPath) -> ElementSize,
    sizingUpTo horizon: CGFloat = .infinity
  ) {
    var diagnostics: [LayoutDiagnostic] = []
    let container = CGSize(
      width: Self.sanitizedExtent(containerSize.width),
      height: Self.sanitizedExtent(containerSize.height))
    if container != containerSize { diagnostics.append(.invalidContainerSize(containerSize)) }
    if scrollDirection.cross(of: container) == 0 && !sections.isEmpty {
      diagnostics.append(.emptyContainer(container))
    }
    self.containerSize = container
    var origin: CGFloat = 0
    sectionLayouts = SectionLayouts(
      sections.indices.map { index in
        let layout = Self.layoutSection(
          sections[index], at: index, container: container, direction: scrollDirection,
          size: size, sizingUpTo: horizon.isNaN ? .infinity : horizon - origin,
          diagnostics: &diagnostics)
        origin += layout.mainExtent
        return layout
      })
    self.diagnostics = diagnostics
    stackSections()
  }

  /// Recomputes every section's origin and the content size from the sections' extents.
  ///
  /// - Complexity: O(s) for s sections.
  mutating func stackSections() {
    var extents: [CGFloat] = []
    extents.reserveCapacity(sectionLayouts.count)
    for index in sectionLayouts.indices { extents.append(sectionLayouts[index].mainExtent) }
    sectionExtents = extents
    sectionOrigins = [CGFloat](repeating: 0, count: extents.count)
    restackSections(from: 0)
    summarizeSections()
  }

  /// Recomputes the origins of the sections from `first` on, and the content's main extent,
  /// from ``sectionExtents``; the origins before `first` must be those of the current extents.
  /// The sums are those of ``stackSections()``, in the same order, so the origins are the same
  /// to the bit.
  ///
  /// - Complexity: O(s - first) additions of plain numbers.
  mutating func restackSections(from first: Int) {
    let count = sectionExtents.count
    var main: CGFloat = 0
    if first > 0, first <= count {
      main = sectionOrigins[first - 1] + sectionExtents[first - 1]
    } else if first > count, count > 0 {
      main = sectionOrigins[count - 1] + sectionExtents[count - 1]
    }
    if first < count {
      sectionExtents.withUnsafeBufferPointer { extents in
        sectionOrigins.withUnsafeMutableBufferPointer { origins in
          for index in first..<count {
            origins[index] = main
            main += extents[index]
          }
        }
      }
    }
    contentSize = scrollDirection.size(main: main, cross: scrollDirection.cross(of: contentSize))
  }

  /// Recomputes the content's cross extent, ``longestBand`` and ``hasPinnedSections`` from
  /// every section.
  ///
  /// - Complexity: O(s) for s sections.
  mutating func summarizeSections() {
    var cross = scrollDirection.cross(of: containerSize)
    var longestBand: CGFloat = 0
    var hasPinnedSections = false
    for index in sectionLayouts.indices {
      cross = max(cross, sectionLayouts[index].crossExtent)
      longestBand = max(longestBand, sectionLayouts[index].bandLength ?? 0)
      hasPinnedSections = hasPinnedSections || !sectionLayouts[index].pinning.isEmpty
    }
    self.longestBand = longestBand
    self.hasPinnedSections = hasPinnedSections
    contentSize = scrollDirection.size(main: scrollDirection.main(of: contentSize), cross: cross)
  }

  /// Adds `layout`, a section laid out now, to the content's cross extent, ``longestBand`` and
  /// ``hasPinnedSections``.
  mutating func summarize(adding layout: SectionLayout) {
    let cross = max(scrollDirection.cross(of: contentSize), layout.crossExtent)
    contentSize = scrollDirection.size(main: scrollDirection.main(of: contentSize), cross: cross)
    longestBand = max(longestBand, layout.bandLength ?? 0)
    hasPinnedSections = hasPinnedSections || !layout.pinning.isEmpty
  }
}
