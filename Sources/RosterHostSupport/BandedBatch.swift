import Foundation
import Roster

/// A batch split for a host that shows each *band* — a section flowing across the list, see
/// `ListLayout.bandLength(ofSection:)` — as one item holding a scrolling view of its own (a
/// collection view inside a cell, as UIKit carousels are built).
///
/// The list's batches name every card in the list's own index paths. Such a host shows a band
/// section as exactly one item, its band cell, and the cards inside the band's own view, whose
/// only section is 0. The split gives each view its part:
///
/// - ``outer``, for the list's view: the batch without the changes inside bands. A card that
///   moves between a band and an ordinary section is deleted from (or inserted into) the
///   ordinary one; a section that becomes or stops being a band while it stays (its
///   `Constraints.scrollDirection` changed) is deleted and inserted, since its number of items
///   changes meaning.
/// - ``bands``, for each band shown both before and after the batch: where it goes, and its
///   cards' deletions, insertions, moves, reloads and rebinds, in section 0 of the band's view
///   (empty when its cards stay as they were). A card moving to another band leaves one band's
///   view and enters the other's.
///
/// Both parts obey UIKit's rules whenever the whole batch does: the outer view's counts are
/// one per band and the items of the other sections, and each band's view counts its cards.
package struct BandedBatch: Equatable, Sendable {
  /// The changes inside one band's own view.
  package struct BandChange: Equatable, Sendable {
    /// The band's section before the batch.
    package var sectionBefore: Int
    /// The band's section after the batch.
    package var sectionAfter: Int
    /// The batch for the band's view, in section 0; empty when the band's cards stay as they
    /// were.
    package var batch: BatchUpdate
  }

  /// The batch for the list's view, where each band is one item.
  package var outer: BatchUpdate
  /// Every band shown before and after the batch, with the batch for its own view, in order
  /// of their sections after the batch.
  package var bands: [BandChange]

  /// Splits `batch`, which takes `sectionCountBefore` sections, `bandsBefore` of them bands,
  /// to `sectionCountAfter`, `bandsAfter` of them bands.
  ///
  /// - Complexity: O(*S* + *c* log *c*) for *S* sections and *c* changes in `batch`.
  package init(
    _ batch: BatchUpdate, sectionCountBefore: Int, bandsBefore: Set<Int>,
    sectionCountAfter: Int, bandsAfter: Set<Int>
  ) {
    guard !bandsBefore.isEmpty || !bandsAfter.isEmpty else {
      self.init(outer: batch, bands: [])
      return
    }
    let pairing = SectionPairing(batch, oldCount: sectionCountBefore, newCount: sectionCountAfter)
    let reloaded = Set(batch.sectionReloads)
    var kept: [(before: Int, after: Int)] = []
    var flippedBefore: Set<Int> = []
    var flippedAfter: Set<Int> = []
    for (before, after) in pairing.oldToNew.enumerated() where after >= 0 {
      guard !reloaded.contains(before) else { continue }
      switch (bandsBefore.contains(before), bandsAfter.contains(after)) {
      case (true, true): kept.append((before, after))
      case (false, false): break
      default:
        flippedBefore.insert(before)
        flippedAfter.insert(after)
      }
    }
    // Cards of bands, and items of sections about to be deleted and inserted whole, are not
    // items of the outer view.
    let hiddenBefore = bandsBefore.union(flippedBefore)
    let hiddenAfter = bandsAfter.union(flippedAfter)
    var outer = BatchUpdate(
      sectionDeletions: (batch.sectionDeletions + flippedBefore).sorted(),
      sectionInsertions: (batch.sectionInsertions + flippedAfter).sorted(),
      sectionMoves: batch.sectionMoves.filter { !flippedBefore.contains($0.from) },
      sectionReloads: batch.sectionReloads,
      itemDeletions: batch.itemDeletions.filter { !hiddenBefore.contains($0.section) },
      itemInsertions: batch.itemInsertions.filter { !hiddenAfter.contains($0.section) },
      itemReloads: batch.itemReloads.filter { !hiddenBefore.contains($0.section) },
      itemRebinds: batch.itemRebinds.filter { !hiddenAfter.contains($0.section) },
      sectionRebinds: batch.sectionRebinds)
    var inner: [Int: BatchUpdate] = [:]
    let keptAfter = Dictionary(uniqueKeysWithValues: kept.map { ($0.before, $0.after) })
    let keptBefore = Dictionary(uniqueKeysWithValues: kept.map { ($0.after, $0.before) })
    func card(_ path: IndexPath) -> IndexPath { IndexPath(item: path.item, section: 0) }
    for move in batch.itemMoves {
      let from = move.from.section
      let to = move.to.section
      switch (hiddenBefore.contains(from), hiddenAfter.contains(to)) {
      case (false, false): outer.itemMoves.append(move)
      case (true, false): outer.itemInsertions.append(move.to)
      case (false, true): outer.itemDeletions.append(move.from)
      case (true, true): break
      }
      if let after = keptAfter[from], after == to {
        inner[to, default: BatchUpdate()].itemMoves.append(
          IndexPathPair(from: card(move.from), to: card(move.to)))
        continue
      }
      if let after = keptAfter[from] {
        inner[after, default: BatchUpdate()].itemDeletions.append(card(move.from))
      }
      if keptBefore[to] != nil {
        inner[to, default: BatchUpdate()].itemInsertions.append(card(move.to))
      }
    }
    outer.itemDeletions.sort()
    outer.itemInsertions.sort()
    for path in batch.itemDeletions {
      if let after = keptAfter[path.section] {
        inner[after, default: BatchUpdate()].itemDeletions.append(card(path))
      }
    }
    for path in batch.itemReloads {
      if let after = keptAfter[path.section] {
        inner[after, default: BatchUpdate()].itemReloads.append(card(path))
      }
    }
    for path in batch.itemInsertions where keptBefore[path.section] != nil {
      inner[path.section, default: BatchUpdate()].itemInsertions.append(card(path))
    }
    for path in batch.itemRebinds where keptBefore[path.section] != nil {
      inner[path.section, default: BatchUpdate()].itemRebinds.append(card(path))
    }
    let bands = kept.sorted { $0.after < $1.after }.map { before, after -> BandChange in
      var change = inner[after] ?? BatchUpdate()
      change.itemDeletions.sort()
      change.itemInsertions.sort()
      change.itemReloads.sort()
      change.itemRebinds.sort()
      return BandChange(sectionBefore: before, sectionAfter: after, batch: change)
    }
    self.init(outer: outer, bands: bands)
  }

  /// A split made of its parts.
  package init(outer: BatchUpdate, bands: [BandChange]) {
    self.outer = outer
    self.bands = bands
  }
}
