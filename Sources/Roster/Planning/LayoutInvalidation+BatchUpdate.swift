import Foundation

extension LayoutInvalidation {
  /// What `batch` changed in a list of `oldSectionCount` sections, for
  /// `ListLayout.relayout(_:sections:size:namesEveryChangedSection:)`; `nil` when the batch does
  /// not fit that many sections, or `newSectionCount` after it.
  ///
  /// Sections the batch neither deleted nor moved keep their relative order and take, in
  /// order, the positions that were neither inserted nor moved to (UIKit's rule, the planner's
  /// pairing). Such a section is kept when the batch did not touch it; when the batch touched
  /// only its items, it is spliced: the items before the first one touched (in either index
  /// space) are the same items at the same places, and the items after the last one touched in
  /// each index space are the same items in the same order (its unmoved items keep their
  /// order, and UIKit pairs them in order), so its layout keeps the rows before and shifts the
  /// rows after. Inserted, moved, reloaded and rebound sections are laid out again.
  ///
  /// - Complexity: O(s + c) for s sections and c changes in the batch.
  public init?(_ batch: BatchUpdate, oldSectionCount: Int, newSectionCount: Int) {
    guard
      batch.sectionDeletions.isEmpty, batch.sectionInsertions.isEmpty, batch.sectionMoves.isEmpty
    else {
      self.init(
        pairingSectionsOf: batch, oldSectionCount: oldSectionCount,
        newSectionCount: newSectionCount)
      return
    }
    // Every section stays where it is: no pairing to work out, and only the sections the
    // batch touched are recorded.
    guard oldSectionCount == newSectionCount else { return nil }
    self.init(inPlaceSectionCount: newSectionCount)
    mark(batch, newIndexOfOld: { $0 })
  }

  private init?(pairingSectionsOf batch: BatchUpdate, oldSectionCount: Int, newSectionCount: Int) {
    guard
      let pairing = SectionPairing(
        validating: batch.sectionDeletions, insertions: batch.sectionInsertions,
        moves: batch.sectionMoves, oldCount: oldSectionCount, newCount: newSectionCount)
    else { return nil }
    self.init(
      sections: pairing.newToOld.map { old in old < 0 ? .layOut : .keep(previous: old) })
    for move in batch.sectionMoves { layOut(new: move.to) }
    mark(batch) { old in pairing.oldToNew.indices.contains(old) ? pairing.oldToNew[old] : -1 }
  }

  /// Lays out again the sections `batch` reloads or rebinds, and resumes those whose items it
  /// touched at the first item touched; `newIndexOfOld` places an old section (-1: gone).
  private mutating func mark(_ batch: BatchUpdate, newIndexOfOld: (Int) -> Int) {
    for section in batch.sectionReloads { layOut(new: newIndexOfOld(section)) }
    for section in batch.sectionRebinds { layOut(new: section) }
    for path in batch.itemDeletions + batch.itemReloads {
      touch(new: newIndexOfOld(path.section), item: path.item, inPrevious: true)
    }
    for path in batch.itemInsertions + batch.itemRebinds {
      touch(new: path.section, item: path.item, inPrevious: false)
    }
    for move in batch.itemMoves {
      touch(new: newIndexOfOld(move.from.section), item: move.from.item, inPrevious: true)
      touch(new: move.to.section, item: move.to.item, inPrevious: false)
    }
  }

  private mutating func layOut(new section: Int) {
    change(section: section, to: .layOut)
  }

  /// Records that the batch touched `item` of the section now at `section`: an index of the
  /// section before the batch when `inPrevious`, after it otherwise.
  private mutating func touch(new section: Int, item: Int, inPrevious: Bool) {
    let item = max(0, item)
    // The end of the touched items in the index space `item` is not in is left where they
    // start: only this space's end moves.
    let (previousEnd, end) = inPrevious ? (item + 1, item) : (item, item + 1)
    switch change(ofSection: section) {
    case nil, .layOut:
      break
    case .keep(let old):
      change(
        section: section,
        to: .splice(previous: old, unchangedItems: item, previousEnd: previousEnd, end: end))
    case .resume(let old, let unchangedItems):
      change(
        section: section, to: .resume(previous: old, unchangedItems: min(unchangedItems, item)))
    case .splice(let old, let unchangedItems, let oldPreviousEnd, let oldEnd):
      change(
        section: section,
        to: .splice(
          previous: old, unchangedItems: min(unchangedItems, item),
          previousEnd: max(oldPreviousEnd, previousEnd), end: max(oldEnd, end)))
    }
  }
}

extension ListLayout {
  /// Lays out again only what `batch` changed, in the container of the last full layout: the
  /// update a host just performed, in UIKit's index spaces.
  ///
  /// The same as `relayout(_:sections:size:namesEveryChangedSection:)` with the
  /// `LayoutInvalidation` the batch makes; when the batch does not fit the layout (the
  /// section counts disagree) the whole list is laid out again.
  ///
  /// - Parameters:
  ///   - batch: the update just performed (``BatchUpdate``).
  ///   - sections: the state after the batch.
  ///   - size: as for `layout(_:containerSize:size:)`; asked only for the sections laid out
  ///     again.
  ///   - namesEveryChangedSection: whether `batch` names every section whose items, header,
  ///     footer or constraints changed, as a batch a ``ListController`` planned does (its
  ///     counts add up, rule R3, and a section's changed content is a section rebind): the
  ///     sections it does not touch are then not read at all. Hosts driven by a controller
  ///     pass `true`; leave it `false` for a batch made any other way.
  /// - Complexity: O(s + m + k) for s sections, m elements laid out again and k kept items of
  ///   the sections spliced (shifted by one addition each, not measured); with
  ///   `namesEveryChangedSection`, O(s) cheap reads plus the sections laid out again.
  public mutating func apply(
    _ batch: BatchUpdate, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> CGSize, namesEveryChangedSection: Bool = false
  ) {
    guard
      let invalidation = LayoutInvalidation(
        batch, oldSectionCount: numberOfSections, newSectionCount: sections.count)
    else {
      layout(sections, containerSize: containerSize, size: size)
      return
    }
    relayout(
      invalidation, sections: sections, size: size,
      namesEveryChangedSection: namesEveryChangedSection)
  }
}
