#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

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
