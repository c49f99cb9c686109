#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The bands of a ``CollectionViewHost`` — sections flowing across the list, such as a row of
  /// cards in a vertical list — and the one place that knows how the collection view shows
  /// them: with a ``ListCollectionViewLayout``, each band is one item of the collection view, a
  /// ``BandCollectionViewCell`` holding a collection view of its own that scrolls the band's
  /// cards by touch.
  ///
  /// The list's index paths stay the models' and the controller's; only the collection view
  /// sees a band as one item. Every part of the host that turns one into the other asks this
  /// component:
  ///
  /// - ``contains(section:)``: whether the collection view shows the section as a band;
  /// - ``listIndexPath(forOuter:)``: the list's item a collection view's item shows, `nil` for a
  ///   band's one item, which shows many cards;
  /// - ``outerIndexPath(for:)``: the collection view's item that shows a list's item, the
  ///   band's one item for a card;
  /// - ``visibleListIndexPaths()``: the list's visible items, each band's cards in view for its
  ///   item.
  ///
  /// It also keeps the band cells the host made, and splits each batch between the collection
  /// view and the bands' views as the first of the host's features (`HostFeature`, in
  /// CollectionBands+Batch.swift).
  @MainActor
  final class CollectionBands {
    /// The host whose collection view shows the bands; it owns this component.
    unowned let host: CollectionViewHost
    /// The band cells made so far, for the batches and offsets they follow.
    private var cells: [WeakBandCell] = []

    /// The bands of `host`'s collection view.
    init(host: CollectionViewHost) {
      self.host = host
    }

    // MARK: Mapping

    /// The collection view's layout, when it is a ``ListCollectionViewLayout``: without one,
    /// no section is a band.
    private var layout: ListCollectionViewLayout? {
      host.collectionView.collectionViewLayout as? ListCollectionViewLayout
    }

    /// Whether the section at `index` is shown as a band: the collection view has a
    /// ``ListCollectionViewLayout`` and the section flows across it.
    ///
    /// - Complexity: O(1).
    func contains(section index: Int) -> Bool {
      guard let layout, let section = host.dataSource?.section(at: index) else { return false }
      return ChildList.isBand(section, inListScrolling: layout.scrollDirection)
    }

    /// The sections shown as bands now.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func sections() -> Set<Int> {
      guard let layout, let sections = host.dataSource?.snapshot.sections else { return [] }
      var bands: Set<Int> = []
      for (index, section) in sections.enumerated()
      where ChildList.isBand(section, inListScrolling: layout.scrollDirection) {
        bands.insert(index)
      }
      return bands
    }

    /// The list's item that the collection view's item at `outer` shows: the same index path,
    /// or `nil` for a band's one item, whose cards its own view shows.
    ///
    /// - Complexity: O(1).
    func listIndexPath(forOuter outer: IndexPath) -> IndexPath? {
      contains(section: outer.section) ? nil : outer
    }

    /// The collection view's item that shows the list's item at `indexPath`: the same index
    /// path, or a band's one item for one of its cards.
    ///
    /// - Complexity: O(1).
    func outerIndexPath(for indexPath: IndexPath) -> IndexPath {
      contains(section: indexPath.section)
        ? IndexPath(item: 0, section: indexPath.section) : indexPath
    }

    /// The list's visible items: the collection view's, each band's cards in view for its one
    /// item.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible items when a band is visible, O(*v*)
    ///   otherwise.
    func visibleListIndexPaths() -> [IndexPath] {
      let collectionView = host.collectionView
      var paths: [IndexPath] = []
      var hasBands = false
      for path in collectionView.indexPathsForVisibleItems {
        if let item = listIndexPath(forOuter: path) {
          paths.append(item)
          continue
        }
        hasBands = true
        if let band = collectionView.cellForItem(at: path) as? BandCollectionViewCell {
          paths += band.visibleListIndexPaths
        }
      }
      return hasBands ? paths.sorted() : paths
    }

    // MARK: Cells

    /// The band cell for the band at `indexPath`, showing its section scrolled as it was.
    func cell(at indexPath: IndexPath) -> UICollectionViewCell {
      let cell = host.collectionView.dequeueReusableCell(
        withReuseIdentifier: ReuseIdentifier.band, for: indexPath)
      guard let band = cell as? BandCollectionViewCell,
        let section = host.dataSource?.section(at: indexPath.section)
      else { return cell }
      if !liveCells.contains(where: { $0 === band }) {
        cells.append(WeakBandCell(cell: band))
      }
      band.show(
        section, at: indexPath.section, host: host,
        offset: host.childLists.offset(ofBand: section.identifier))
      return band
    }

    /// The band cells made that are still alive, on screen or waiting for reuse.
    var liveCells: [BandCollectionViewCell] {
      cells.removeAll { $0.cell == nil }
      return cells.compactMap(\.cell)
    }

    /// The list's layout measured cards of the bands of `sections` that were placed at an
    /// estimate: the views of those bands place their cards again.
    func wereMeasured(_ sections: Set<Int>) {
      guard !sections.isEmpty else { return }
      for cell in liveCells {
        guard let index = cell.listSection(), sections.contains(index) else { continue }
        cell.invalidateCardsLayout()
      }
    }
  }

  /// A band cell the host configured, kept without keeping it alive.
  struct WeakBandCell {
    weak var cell: BandCollectionViewCell?
  }

  // Bands — sections flowing across the list, such as a row of cards in a vertical list — as
  // carousels: with a ``ListCollectionViewLayout``, the host shows each band as one item of
  // the collection view, a cell holding a collection view of its own that scrolls by touch.
  // Which sections are bands, how their index paths map, their cells and their part of each
  // batch are `CollectionBands`'s; here are a band's offset and where its cards go in its view.
  extension CollectionViewHost {
    /// How far the band of the section `identifier` is scrolled along its flow, in points: 0
    /// when it is not scrolled, or not a band.
    ///
    /// Each band keeps its offset through updates (the card at its leading edge stays where it
    /// was), relayouts and cell reuse.
    public func bandOffset(ofSection identifier: String) -> CGFloat {
      childLists.offset(ofBand: identifier)
    }

    /// Scrolls the band of the section `identifier` to `offset` along its flow, clamped to its
    /// cards; does nothing for a section that is not a band.
    public func scrollBand(ofSection identifier: String, to offset: CGFloat) {
      guard let layout = preparedListLayout(), let sections = dataSource?.snapshot.sections,
        let index = sections.firstIndex(where: { $0.identifier == identifier })
      else { return }
      childLists.bandDidScroll(to: offset, sectionAt: index, sections: sections, layout: layout)
      let clamped = childLists.offset(ofBand: identifier)
      for cell in bands.liveCells where cell.section?.identifier == identifier {
        cell.restore(clamped)
      }
    }

    /// The list's layout, brought up to date with the data, when the collection view has a
    /// ``ListCollectionViewLayout``.
    func preparedListLayout() -> ListLayout? {
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.preparedListLayout()
    }

    /// Where the cards of `band` go in its own view, from the list's layout: their frames less
    /// the band's origin, and the band's content size; `nil` while the layout does not show
    /// the band's section with the cards the cell shows.
    ///
    /// Right to left, a band of a vertical list starts at its right end and its later cards
    /// are further left: its content is as wide as its cards reach or as the band, whichever
    /// is wider, and the cards are mirrored in it, so that the view shows the first card when
    /// it is scrolled to the content's end (``mirroredBandEnd(of:)``).
    func placement(
      of band: BandCollectionViewCell?
    ) -> (frames: [CGRect], contentSize: CGSize)? {
      guard let band, let section = band.section, let index = band.listSection(),
        let layout = preparedListLayout(), let origin = layout.bandFrame(ofSection: index),
        let length = layout.bandLength(ofSection: index),
        layout.frame(for: IndexPath(item: section.cellModels.count, section: index)) == nil
      else { return nil }
      // Frames relative to the band's frame are mirrored in it already; they move right by as
      // much as the content is wider than the band.
      let isMirrored = layout.layoutDirection == .rightToLeft && layout.scrollDirection == .vertical
      let shift = isMirrored ? max(0, length - origin.width) : 0
      var frames: [CGRect] = []
      frames.reserveCapacity(section.cellModels.count)
      for item in section.cellModels.indices {
        guard let frame = layout.frame(for: IndexPath(item: item, section: index)) else {
          return nil
        }
        frames.append(frame.offsetBy(dx: shift - origin.minX, dy: -origin.minY))
      }
      let size =
        layout.scrollDirection == .vertical
        ? CGSize(width: isMirrored ? max(length, origin.width) : length, height: origin.height)
        : CGSize(width: origin.width, height: length)
      return (frames, size)
    }

    /// How far right to left a band's view is scrolled to show its first card: its content's
    /// width less its own; `nil` when the band's view scrolls from its left edge (left to
    /// right, or a band flowing down a horizontal list), or the band is not laid out.
    func mirroredBandEnd(of band: BandCollectionViewCell) -> CGFloat? {
      guard let index = band.listSection(), let layout = preparedListLayout(),
        layout.layoutDirection == .rightToLeft, layout.scrollDirection == .vertical,
        let origin = layout.bandFrame(ofSection: index),
        let length = layout.bandLength(ofSection: index)
      else { return nil }
      return max(0, length - origin.width)
    }

    /// Keeps the offset the view of the band at `index` scrolled to; a band on its way out
    /// (which may share its identifier with one coming in) has none to keep.
    func bandDidScroll(sectionAt index: Int, to offset: CGFloat) {
      guard let layout = preparedListLayout(), let sections = dataSource?.snapshot.sections
      else { return }
      childLists.bandDidScroll(to: offset, sectionAt: index, sections: sections, layout: layout)
    }
  }
#endif
