#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // Bands — sections flowing across the list, such as a row of cards in a vertical list — as
  // carousels: with a ``ListCollectionViewLayout``, the host shows each band as one item of
  // the collection view, a cell holding a collection view of its own that scrolls by touch.
  // The list's index paths stay the models' and the controller's: only the collection views
  // see a band as one item, and `BandedBatch` splits each batch between them.
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
      for cell in liveBandCells where cell.section?.identifier == identifier {
        cell.restore(clamped)
      }
    }

    /// Whether the section at `index` is shown as a band: the collection view has a
    /// ``ListCollectionViewLayout`` and the section flows across it.
    func isBand(_ index: Int) -> Bool {
      guard let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout,
        let section = dataSource?.section(at: index)
      else { return false }
      return Self.isBand(section, in: layout)
    }

    /// Whether `section` is a band in `layout`'s list, as ``ChildList`` decides.
    private static func isBand(_ section: Section, in layout: ListCollectionViewLayout) -> Bool {
      ChildList.isBand(section, inListScrolling: layout.scrollDirection)
    }

    /// The sections shown as bands now.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func bandSections() -> Set<Int> {
      guard let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout,
        let sections = dataSource?.snapshot.sections
      else { return [] }
      var bands: Set<Int> = []
      for (index, section) in sections.enumerated()
      where Self.isBand(section, in: layout) {
        bands.insert(index)
      }
      return bands
    }

    /// The list's layout, brought up to date with the data, when the collection view has a
    /// ``ListCollectionViewLayout``.
    func preparedListLayout() -> ListLayout? {
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.preparedListLayout()
    }

    /// The list's layout measured cards of the bands of `sections` that were placed at an
    /// estimate: the views of those bands place their cards again.
    func bandsWereMeasured(_ sections: Set<Int>) {
      guard !sections.isEmpty else { return }
      for cell in liveBandCells {
        guard let index = cell.listSection(), sections.contains(index) else { continue }
        cell.invalidateCardsLayout()
      }
    }

    /// The band cell for the band at `indexPath`, showing its section scrolled as it was.
    func bandCell(
      at indexPath: IndexPath, in collectionView: UICollectionView
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: ReuseIdentifier.band, for: indexPath)
      guard let band = cell as? BandCollectionViewCell,
        let section = dataSource?.section(at: indexPath.section)
      else { return cell }
      if !liveBandCells.contains(where: { $0 === band }) {
        bandCells.append(WeakBandCell(cell: band))
      }
      band.show(
        section, at: indexPath.section, host: self,
        offset: childLists.offset(ofBand: section.identifier))
      return band
    }

    /// The band cells the host made that are still alive, on screen or waiting for reuse.
    var liveBandCells: [BandCollectionViewCell] {
      bandCells.removeAll { $0.cell == nil }
      return bandCells.compactMap(\.cell)
    }

    /// The band cell on screen for the band at `index`.
    func visibleBandCell(ofSection index: Int) -> BandCollectionViewCell? {
      collectionView.cellForItem(at: IndexPath(item: 0, section: index)) as? BandCollectionViewCell
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

    /// Each scrolled band's card at its leading edge, before a change of the data.
    func bandAnchors() -> [ChildLists.BandAnchor] {
      guard childLists.hasScrolledBands, let layout = preparedListLayout(),
        let sections = dataSource?.snapshot.sections
      else { return [] }
      return childLists.bandAnchors(in: sections, layout: layout)
    }

    /// Scrolls each band so that its anchored card is where it was, after a change of the data;
    /// every band's view then shows the offset kept for it, none when none is kept (the last
    /// one kept may have been cleared meanwhile, by a band sharing its identifier).
    func restoreBandOffsets(_ anchors: [ChildLists.BandAnchor]) {
      if childLists.hasScrolledBands, let layout = preparedListLayout(),
        let sections = dataSource?.snapshot.sections
      {
        childLists.dataDidChange(keeping: anchors, sections: sections, layout: layout)
      }
      for cell in liveBandCells {
        guard let identifier = cell.section?.identifier else { continue }
        cell.restore(childLists.offset(ofBand: identifier))
      }
    }

    /// Splits `batch` between the collection view and the bands' views, which showed
    /// `sectionCountBefore` sections, `bandsBefore` of them bands; call it after the data swap.
    func split(
      _ batch: BatchUpdate, sectionCountBefore: Int, bandsBefore: Set<Int>
    ) -> BandedBatch {
      BandedBatch(
        batch, sectionCountBefore: sectionCountBefore, bandsBefore: bandsBefore,
        sectionCountAfter: dataSource?.numberOfSections ?? 0, bandsAfter: bandSections())
    }

    /// Takes every band cell to its band's new section, animating its part of `split` when it
    /// is on screen; call it inside the updates block, after the data swap. Cells of bands the
    /// batch removes keep showing what they showed. Returns how many batches it started, each
    /// ending with `completion`.
    func updateBands(
      _ split: BandedBatch, completion: @escaping @MainActor (Bool) -> Void
    ) -> Int {
      guard let data = dataSource else { return 0 }
      var changes: [Int: BandedBatch.BandChange] = [:]
      for band in split.bands { changes[band.sectionBefore] = band }
      var started = 0
      for cell in liveBandCells {
        guard let before = cell.sectionIndex else { continue }
        guard let change = changes[before], let section = data.section(at: change.sectionAfter)
        else {
          cell.detach()
          continue
        }
        let batch = change.batch.isEmpty ? nil : change.batch
        if cell.update(
          to: section, at: change.sectionAfter, batch: batch, completion: completion)
        {
          started += 1
        }
      }
      return started
    }

    /// Rebinds the cards `split` rebinds, once its blocks have run.
    func rebindBands(of split: BandedBatch) {
      for band in split.bands where !band.batch.itemRebinds.isEmpty {
        // A band not displayed reloaded its cards with their new models already.
        for cell in liveBandCells where cell.isDisplayed && cell.sectionIndex == band.sectionAfter {
          cell.rebind(band.batch.itemRebinds)
        }
      }
    }

    /// The list's visible items: the collection view's, each band's cards in view for its one
    /// item.
    func visibleItemsThroughBands() -> [IndexPath] {
      var paths: [IndexPath] = []
      var hasBands = false
      for path in collectionView.indexPathsForVisibleItems {
        guard isBand(path.section) else {
          paths.append(path)
          continue
        }
        hasBands = true
        if let band = collectionView.cellForItem(at: path) as? BandCollectionViewCell {
          paths += band.visibleListIndexPaths
        }
      }
      return hasBands ? paths.sorted() : paths
    }
  }

  /// A band cell the host configured, kept without keeping it alive.
  struct WeakBandCell {
    weak var cell: BandCollectionViewCell?
  }
#endif
