#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // Each batch is split between the collection view, where a band is one item, and the bands'
  // own views, where its cards are (`BandedBatch`); each scrolled band keeps the card at its
  // leading edge where it was.
  extension CollectionBands: HostFeature {
    /// What the bands read of the list before a batch swaps the data, handed back after it.
    struct BatchStart {
      /// How many sections the collection view showed.
      var sectionCount: Int
      /// The sections it showed as bands.
      var bands: Set<Int>
      /// Each scrolled band's card at its leading edge.
      var anchors: [ChildLists.BandAnchor]
    }

    /// Reads the sections and bands the views show before `batch`, and each scrolled band's
    /// anchor.
    ///
    /// - Complexity: O(*s*) for *s* sections, and the anchors of the scrolled bands.
    func willPerformBatch(_ batch: BatchUpdate) -> BatchStart {
      BatchStart(
        sectionCount: host.dataSource?.numberOfSections ?? 0, bands: sections(),
        anchors: anchors())
    }

    /// Scrolls each band back to its anchor, once the views have taken the batch.
    func didPerformBatch(_ batch: BatchUpdate, token: BatchStart) {
      restoreOffsets(token.anchors)
    }

    /// Splits `batch` between the collection view and the bands' views, which showed what
    /// `start` read; call it after the data swap.
    ///
    /// - Complexity: O(*s*) for *s* sections, and `BandedBatch`'s split.
    func split(_ batch: BatchUpdate, from start: BatchStart) -> BandedBatch {
      BandedBatch(
        batch, sectionCountBefore: start.sectionCount, bandsBefore: start.bands,
        sectionCountAfter: host.dataSource?.numberOfSections ?? 0, bandsAfter: sections())
    }

    /// Takes every band cell to its band's new section, animating its part of `split` when it
    /// is on screen; call it inside the updates block, after the data swap. Cells of bands the
    /// batch removes keep showing what they showed. Returns how many batches it started, each
    /// ending with `completion`.
    func update(_ split: BandedBatch, completion: @escaping @MainActor (Bool) -> Void) -> Int {
      guard let data = host.dataSource else { return 0 }
      var changes: [Int: BandedBatch.BandChange] = [:]
      for band in split.bands { changes[band.sectionBefore] = band }
      var started = 0
      for cell in liveCells {
        guard let before = cell.sectionIndex else { continue }
        guard let change = changes[before], let section = data.section(at: change.sectionAfter)
        else {
          cell.detach()
          continue
        }
        let batch = change.batch.isEmpty ? nil : change.batch
        if cell.update(to: section, at: change.sectionAfter, batch: batch, completion: completion) {
          started += 1
        }
      }
      return started
    }

    /// Rebinds the cards `split` rebinds, once its blocks have run.
    func rebind(_ split: BandedBatch) {
      for band in split.bands where !band.batch.itemRebinds.isEmpty {
        // A band not displayed reloaded its cards with their new models already.
        for cell in liveCells where cell.isDisplayed && cell.sectionIndex == band.sectionAfter {
          cell.rebind(band.batch.itemRebinds)
        }
      }
    }

    /// Each scrolled band's card at its leading edge, before a change of the data.
    func anchors() -> [ChildLists.BandAnchor] {
      guard host.childLists.hasScrolledBands, let layout = host.preparedListLayout(),
        let sections = host.dataSource?.snapshot.sections
      else { return [] }
      return host.childLists.bandAnchors(in: sections, layout: layout)
    }

    /// Scrolls each band so that its anchored card is where it was, after a change of the data;
    /// every band's view then shows the offset kept for it, none when none is kept (the last
    /// one kept may have been cleared meanwhile, by a band sharing its identifier).
    func restoreOffsets(_ anchors: [ChildLists.BandAnchor]) {
      if host.childLists.hasScrolledBands, let layout = host.preparedListLayout(),
        let sections = host.dataSource?.snapshot.sections
      {
        host.childLists.dataDidChange(keeping: anchors, sections: sections, layout: layout)
      }
      for cell in liveCells {
        guard let identifier = cell.section?.identifier else { continue }
        cell.restore(host.childLists.offset(ofBand: identifier))
      }
    }
  }
#endif
