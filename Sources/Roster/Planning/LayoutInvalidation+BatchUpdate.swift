import Foundation

extension LayoutInvalidation {
  /// What `batch` changed in a list of `oldSectionCount` sections, for
  /// `ListLayout.relayout(_:sections:size:)`; `nil` when the batch does
  /// not fit that many sections, or `newSectionCount` after it.
  ///
  /// Sections the batch neither deleted nor moved keep their relative order and take, in
  /// order, the positions that were neither inserted nor moved to (UIKit's rule, the planner's
  /// pairing). Such a section is kept when the batch did not touch it; when the batch touched
  /// only its items, the items before the first one touched (in either index space) are the
  /// same items at the same places, so its layout resumes there. Inserted, moved, reloaded and
  /// rebound sections are laid out again.
  ///
  /// - Complexity: O(s + c) for s sections and c changes in the batch.
  public init?(_ batch: BatchUpdate, oldSectionCount: Int, newSectionCount: Int) {
    guard
      let pairing = SectionPairing(
        validating: batch.sectionDeletions, insertions: batch.sectionInsertions,
        moves: batch.sectionMoves, oldCount: oldSectionCount, newCount: newSectionCount)
    else { return nil }
    var changes = pairing.newToOld.map { old in
      old < 0 ? SectionChange.layOut : .keep(previous: old)
    }
    func layOut(new section: Int) {
      if changes.indices.contains(section) { changes[section] = .layOut }
    }
    func touch(new section: Int, item: Int) {
      guard changes.indices.contains(section) else { return }
      switch changes[section] {
      case .layOut:
        break
      case .keep(let old):
        changes[section] = .resume(previous: old, unchangedItems: max(0, item))
      case .resume(let old, let unchangedItems):
        changes[section] = .resume(previous: old, unchangedItems: max(0, min(unchangedItems, item)))
      }
    }
    func touch(old path: IndexPath) {
      guard pairing.oldToNew.indices.contains(path.section) else { return }
      touch(new: pairing.oldToNew[path.section], item: path.item)
    }
    for move in batch.sectionMoves { layOut(new: move.to) }
    for section in batch.sectionReloads where pairing.oldToNew.indices.contains(section) {
      layOut(new: pairing.oldToNew[section])
    }
    for section in batch.sectionRebinds { layOut(new: section) }
    for path in batch.itemDeletions + batch.itemReloads { touch(old: path) }
    for path in batch.itemInsertions + batch.itemRebinds {
      touch(new: path.section, item: path.item)
    }
    for move in batch.itemMoves {
      touch(old: move.from)
      touch(new: move.to.section, item: move.to.item)
    }
    self.init(sections: changes)
  }
}

extension ListLayout {
  /// Lays out again only what `batch` changed, in the container of the last full layout: the
  /// update a host just performed, in UIKit's index spaces.
  ///
  /// The same as `relayout(_:sections:size:)` with the
  /// `LayoutInvalidation` the batch makes; when the batch does not fit the layout (the
  /// section counts disagree) the whole list is laid out again.
  ///
  /// - Parameters:
  ///   - batch: the update just performed (``BatchUpdate``).
  ///   - sections: the state after the batch.
  ///   - size: as for `layout(_:containerSize:size:)`; asked only for the sections laid out
  ///     again.
  /// - Complexity: O(s + m + k) for s sections, m elements laid out again and k kept items of
  ///   the sections resumed (copied, not measured).
  public mutating func apply(
    _ batch: BatchUpdate, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) {
    guard
      let invalidation = LayoutInvalidation(
        batch, oldSectionCount: numberOfSections, newSectionCount: sections.count)
    else {
      layout(sections, containerSize: containerSize, size: size)
      return
    }
    relayout(invalidation, sections: sections, size: size)
  }
}
