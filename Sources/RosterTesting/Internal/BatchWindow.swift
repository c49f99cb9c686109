import Foundation

/// The sections a batch changes, when every operation of the batch falls between the sections
/// a host found unchanged at the start and the end of the list (see ``SectionAlignment``): a
/// section provider's update, or an edit of one section, in a long list.
///
/// UIKit fills the section slots no insertion or move destination takes with the sections that
/// stay, in old order. The unchanged sections at both ends are named by no operation and are
/// as many before the batch as after it, so they fill the same slots at the start and at the
/// end, and the sections between them fill the slots between them; their items are neither
/// counted nor placed differently. The batch is therefore valid on the whole list exactly when
/// ``batch`` is valid on the sections ``old`` and ``new`` span, and shows there what it shows
/// on the whole list: a host checks and applies a batch on those alone, in what the sections
/// it changes cost, and leaves the unchanged ones in place.
struct BatchWindow: Equatable {
  /// The old sections between the unchanged ones.
  let old: Range<Int>
  /// The new sections between the unchanged ones.
  let new: Range<Int>
  /// The batch, its positions counted from the start of ``old`` and ``new``.
  let batch: BatchUpdate

  /// The window of `batch` between the sections `alignment` found unchanged, or `nil` when
  /// the batch names a position outside it, or a path that is not an item's (the whole list is
  /// then checked, which reports such a batch).
  ///
  /// - Complexity: O(*B*) for the *B* operations of the batch.
  init?(_ batch: BatchUpdate, alignment: SectionAlignment) {
    let old = alignment.changedOld
    let new = alignment.changedNew
    func inside(_ range: Range<Int>) -> (IndexPath) -> Bool {
      { $0.count == 2 && range.contains($0.section) }
    }
    guard batch.sectionDeletions.allSatisfy(old.contains),
      batch.sectionReloads.allSatisfy(old.contains),
      batch.sectionInsertions.allSatisfy(new.contains),
      batch.sectionRebinds.allSatisfy(new.contains),
      batch.sectionMoves.allSatisfy({ old.contains($0.from) && new.contains($0.to) }),
      batch.itemDeletions.allSatisfy(inside(old)), batch.itemReloads.allSatisfy(inside(old)),
      batch.itemInsertions.allSatisfy(inside(new)), batch.itemRebinds.allSatisfy(inside(new)),
      batch.itemMoves.allSatisfy({ inside(old)($0.from) && inside(new)($0.to) })
    else { return nil }
    self.old = old
    self.new = new
    // Both windows start after the same unchanged sections.
    let shift = old.lowerBound
    guard shift != 0 else {
      self.batch = batch
      return
    }
    func shifted(_ path: IndexPath) -> IndexPath {
      IndexPath(item: path.item, section: path.section - shift)
    }
    self.batch = BatchUpdate(
      sectionDeletions: batch.sectionDeletions.map { $0 - shift },
      sectionInsertions: batch.sectionInsertions.map { $0 - shift },
      sectionMoves: batch.sectionMoves.map { OffsetPair(from: $0.from - shift, to: $0.to - shift) },
      sectionReloads: batch.sectionReloads.map { $0 - shift },
      itemDeletions: batch.itemDeletions.map(shifted),
      itemInsertions: batch.itemInsertions.map(shifted),
      itemMoves: batch.itemMoves.map { IndexPathPair(from: shifted($0.from), to: shifted($0.to)) },
      itemReloads: batch.itemReloads.map(shifted),
      itemRebinds: batch.itemRebinds.map(shifted),
      sectionRebinds: batch.sectionRebinds.map { $0 - shift })
  }
}
