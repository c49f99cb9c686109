import Foundation

extension LayoutInvalidation {
  /// What `batch` changed in a list of `oldSectionCount` sections, for
  /// `ListLayout.relayout(_:sections:size:namesEveryChangedSection:)`; `nil` when the batch does
  /// not fit that many sections, or `newSectionCount` after it.
  ///
  /// Sections the batch neither deleted nor moved keep their relative order and take, in
  /// order, the positions that were neither inserted nor moved to (UIKit's rule, the planner's
  /// pairing). Such a section is kept when the batch did not touch it; when the batch touched
  /// only its items, it is edited (`SectionChange.edit(previous:replacements:)`): the items
  /// neither deleted, inserted nor moved pair up in order (UIKit's rule), so every run of them
  /// that was neither reloaded nor rebound is unchanged, and its layout keeps the rows of each
  /// such run, shifted, and places only the items between. Inserted, moved, reloaded and
  /// rebound sections are laid out again.
  ///
  /// - Complexity: O(s + c log c) for s sections and c changes in the batch when sections move;
  ///   O(c log c) otherwise.
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
    if batch.sectionMoves.isEmpty {
      // Sections inserted and deleted, the others in their order: held as the batch's indices,
      // so that a section provider's first section costs no pass over the list's sections.
      guard
        let splice = LayoutInvalidation(
          splicing: newSectionCount, previousCount: oldSectionCount,
          deletions: batch.sectionDeletions, insertions: batch.sectionInsertions)
      else { return nil }
      self = splice
      mark(batch) { splice.newIndex(ofPrevious: $0) ?? -1 }
      return
    }
    guard
      let pairing = SectionPairing(
        validating: batch, oldCount: oldSectionCount, newCount: newSectionCount)
    else { return nil }
    self.init(
      sections: pairing.newToOld.map { old in old < 0 ? .layOut : .keep(previous: old) })
    for move in batch.sectionMoves { layOut(new: move.to) }
    mark(batch) { old in pairing.oldToNew.indices.contains(old) ? pairing.oldToNew[old] : -1 }
  }

  /// Lays out again the sections `batch` reloads or rebinds, and edits those whose items it
  /// touched; `newIndexOfOld` places an old section (-1: gone).
  private mutating func mark(_ batch: BatchUpdate, newIndexOfOld: (Int) -> Int) {
    for section in batch.sectionReloads { layOut(new: newIndexOfOld(section)) }
    for section in batch.sectionRebinds { layOut(new: section) }
    var touched: [Int: TouchedItems] = [:]
    for path in batch.itemDeletions {
      touched[newIndexOfOld(path.section), default: TouchedItems()].removed.append(path.item)
    }
    for path in batch.itemInsertions {
      touched[path.section, default: TouchedItems()].added.append(path.item)
    }
    for move in batch.itemMoves {
      touched[newIndexOfOld(move.from.section), default: TouchedItems()].removed.append(
        move.from.item)
      touched[move.to.section, default: TouchedItems()].added.append(move.to.item)
    }
    for path in batch.itemReloads {
      touched[newIndexOfOld(path.section), default: TouchedItems()].reloaded.append(path.item)
    }
    for path in batch.itemRebinds {
      touched[path.section, default: TouchedItems()].rebound.append(path.item)
    }
    for (section, items) in touched {
      guard case .keep(let old) = change(ofSection: section) else { continue }
      change(section: section, to: .edit(previous: old, replacements: items.replacements()))
    }
  }

  private mutating func layOut(new section: Int) {
    change(section: section, to: .layOut)
  }
}

/// The items a batch touched in one section: taken out (deleted or moved away) in the old index
/// space, put in (inserted or moved in) in the new one, and changed in place — reloaded (old
/// indices) or rebound (new indices).
private struct TouchedItems {
  var removed: [Int] = []
  var added: [Int] = []
  var reloaded: [Int] = []
  var rebound: [Int] = []

  /// The ranges these changes replaced, in order. Items neither taken out nor put in pair up in
  /// order (UIKit's rule: the unmoved items keep their order); a run of such pairs is unchanged
  /// unless a pair was reloaded or rebound.
  ///
  /// - Complexity: O(c log c) for c touched items.
  func replacements() -> [LayoutInvalidation.ItemReplacement] {
    let removed = Self.sortedUnique(removed)
    let added = Self.sortedUnique(added)
    let reloaded = Self.sortedUnique(reloaded)
    let rebound = Self.sortedUnique(rebound)
    var (nextRemoved, nextAdded, nextReloaded, nextRebound) = (0, 0, 0, 0)
    var (old, new) = (0, 0)
    var replacements: [LayoutInvalidation.ItemReplacement] = []
    func distance(_ indices: [Int], _ next: Int, from position: Int) -> Int {
      next < indices.count ? max(0, indices[next] - position) : .max
    }
    while true {
      while nextReloaded < reloaded.count, reloaded[nextReloaded] < old { nextReloaded += 1 }
      while nextRebound < rebound.count, rebound[nextRebound] < new { nextRebound += 1 }
      let run = min(
        distance(removed, nextRemoved, from: old), distance(added, nextAdded, from: new),
        distance(reloaded, nextReloaded, from: old), distance(rebound, nextRebound, from: new))
      guard run != .max else { break }
      old += run
      new += run
      let (oldStart, newStart) = (old, new)
      while true {
        if nextRemoved < removed.count, removed[nextRemoved] <= old {
          old = max(old, removed[nextRemoved] + 1)
          nextRemoved += 1
        } else if nextAdded < added.count, added[nextAdded] <= new {
          new = max(new, added[nextAdded] + 1)
          nextAdded += 1
        } else if (nextReloaded < reloaded.count && reloaded[nextReloaded] == old)
          || (nextRebound < rebound.count && rebound[nextRebound] == new)
        {
          // The old item `old` stays, as the new item `new`, with other content.
          old += 1
          new += 1
          while nextReloaded < reloaded.count, reloaded[nextReloaded] < old { nextReloaded += 1 }
          while nextRebound < rebound.count, rebound[nextRebound] < new { nextRebound += 1 }
        } else {
          break
        }
      }
      replacements.append(.init(previous: oldStart..<old, current: newStart..<new))
    }
    return replacements
  }

  private static func sortedUnique(_ indices: [Int]) -> [Int] {
    var sorted = indices.filter { $0 >= 0 }
    sorted.sort()
    var unique: [Int] = []
    unique.reserveCapacity(sorted.count)
    for index in sorted where unique.last != index { unique.append(index) }
    return unique
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
    apply(
      batch, sections: sections, sizing: { .exact(size($0, $1)) },
      namesEveryChangedSection: namesEveryChangedSection)
  }

  /// ``apply(_:sections:size:namesEveryChangedSection:)`` with sizes that may be estimates, as
  /// `layout(_:containerSize:sizing:sizingUpTo:)` takes them: the cells the batch kept keep their
  /// estimated or measured frames, and the ones laid out again take what `sizing` gives.
  ///
  /// - Complexity: as ``apply(_:sections:size:namesEveryChangedSection:)``.
  public mutating func apply(
    _ batch: BatchUpdate, sections: [some LayoutSection],
    sizing: (LayoutElement.Kind, IndexPath) -> ElementSize, namesEveryChangedSection: Bool = false
  ) {
    guard
      let invalidation = LayoutInvalidation(
        batch, oldSectionCount: numberOfSections, newSectionCount: sections.count)
    else {
      layout(sections, containerSize: containerSize, sizing: sizing)
      return
    }
    relayout(
      invalidation, sections: sections, sizing: sizing,
      namesEveryChangedSection: namesEveryChangedSection)
  }
}
