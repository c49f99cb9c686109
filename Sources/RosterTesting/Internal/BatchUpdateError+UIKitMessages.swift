#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// UIKit's wording, quoted where UIKit raises (`NSInternalInconsistencyException`), with the
// obvious analogues where only one variant is documented. Kept apart so that the validator reads
// as a list of rules, and so that the wording can be compared with UIKit's in one place.
extension BatchUpdateError {
  // MARK: R3 — counts

  static func sectionCount(before: Int, after: Int, inserted: Int, deleted: Int) -> Self {
    Self(
      rule: .countMismatch,
      message: "Invalid update: invalid number of sections.  The number of sections contained "
        + "in the collection view after the update (\(after)) must be equal to the number of "
        + "sections contained in the collection view before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) "
        + "deleted).")
  }

  static func itemCount(
    section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> Self {
    Self(
      rule: .countMismatch,
      message: "Invalid update: invalid number of items in section \(section).  The number of "
        + "items contained in an existing section after the update (\(after)) must be equal "
        + "to the number of items contained in that section before the update (\(before)), "
        + "plus or minus the number of items inserted or deleted from that section "
        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
        + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
  }

  // MARK: R5 — positions that do not exist

  /// A deleted, reloaded or moved section that is not there before the update.
  static func missingOldSection(_ verb: String, _ section: Int, count: Int) -> Self {
    Self(
      rule: .positionOutOfRange,
      message: "attempt to \(verb) section \(section), but there are only \(count) sections "
        + "before the update")
  }

  static func missingInsertedSection(_ section: Int, count: Int) -> Self {
    Self(
      rule: .positionOutOfRange,
      message: "attempt to insert section \(section) but there are only \(count) sections "
        + "after the update")
  }

  static func missingSectionDestination(_ move: OffsetPair, count: Int) -> Self {
    Self(
      rule: .positionOutOfRange,
      message: "attempt to move section \(move.from) to section \(move.to), but there are only "
        + "\(count) sections after the update")
  }

  /// A deleted or reloaded item that is not there before the update.
  static func missingOldItem(_ verb: String, _ path: IndexPath, sections: [Int]) -> Self {
    let (section, item) = (path.section, path.item)
    guard sections.indices.contains(section) else {
      return Self(
        rule: .positionOutOfRange,
        message: "attempt to \(verb) item \(item) from section \(section), but there are only "
          + "\(sections.count) sections before the update")
    }
    return Self(
      rule: .positionOutOfRange,
      message: "attempt to \(verb) item \(item) from section \(section) which only contains "
        + "\(sections[section]) items before the update")
  }

  static func missingInsertedItem(_ path: IndexPath, sections: [Int]) -> Self {
    let (section, item) = (path.section, path.item)
    guard sections.indices.contains(section) else {
      return Self(
        rule: .positionOutOfRange,
        message: "attempt to insert item \(item) into section \(section), but there are only "
          + "\(sections.count) sections after the update")
    }
    return Self(
      rule: .positionOutOfRange,
      message: "attempt to insert item \(item) into section \(section), but there are only "
        + "\(sections[section]) items in section \(section) after the update")
  }

  static func missingMoveSource(_ move: IndexPathPair, sections: [Int]) -> Self {
    let section = move.from.section
    let only =
      sections.indices.contains(section)
      ? "\(sections[section]) items in section \(section)" : "\(sections.count) sections"
    return Self(
      rule: .positionOutOfRange,
      message:
        "attempt to move index path (\(move.from.uiKitDescription)) that does not exist - there "
        + "are only \(only) before the update")
  }

  static func missingMoveDestination(_ move: IndexPathPair, sections: [Int]) -> Self {
    let section = move.to.section
    let only =
      sections.indices.contains(section)
      ? "\(sections[section]) items in section \(section)" : "\(sections.count) sections"
    return Self(
      rule: .positionOutOfRange,
      message: "attempt to move index path (\(move.from.uiKitDescription)) to index path "
        + "(\(move.to.uiKitDescription)) that does not exist - there are only \(only) after the "
        + "update"
    )
  }

  static func notAnItemPath(_ verb: String, _ path: IndexPath) -> Self {
    Self(
      rule: .positionOutOfRange,
      message:
        "attempt to \(verb) index path (\(path.uiKitDescription)), which does not name an item in "
        + "a section")
  }

  // MARK: R6–R9, R15 — one position named twice

  static func deleteAndReload(_ path: IndexPath) -> Self {
    Self(
      rule: .deleteAndReload,
      message: "attempt to delete and reload the same index path (\(path.uiKitDescription))")
  }

  static func deleteAndMove(_ path: IndexPath) -> Self {
    Self(
      rule: .deleteAndMove,
      message: "attempt to perform a delete and a move from the same index path "
        + "(\(path.uiKitDescription))")
  }

  static func insertAndMove(_ path: IndexPath) -> Self {
    Self(
      rule: .insertAndMove,
      message:
        "attempt to perform an insert and a move to the same index path (\(path.uiKitDescription))")
  }

  /// Twice the same operation on one item path, or two moves to one path (`what` says which).
  static func itemTwice(_ what: String, _ path: IndexPath) -> Self {
    Self(
      rule: .positionNamedTwice,
      message: "attempt to \(what) the same index path (\(path.uiKitDescription)) twice")
  }

  static func twoMovesToOneItem(_ path: IndexPath) -> Self {
    Self(
      rule: .positionNamedTwice,
      message: "attempt to move two index paths to the same index path (\(path.uiKitDescription))")
  }

  static func sectionTwice(_ verb: String, _ section: Int) -> Self {
    Self(rule: .positionNamedTwice, message: "attempt to \(verb) section \(section) twice")
  }

  static func twoMovesToOneSection(_ section: Int) -> Self {
    Self(
      rule: .positionNamedTwice,
      message: "attempt to move two sections to the same section (\(section))")
  }

  static func deletedTwice(_ path: IndexPath) -> Self {
    Self(
      rule: .deletedTwice,
      message: "attempt to delete the same index path (\(path.uiKitDescription)) twice")
  }

  // MARK: R11–R14 — item changes against section changes

  static func moveIntoInsertedSection(_ section: Int) -> Self {
    Self(
      rule: .itemInInsertedOrDeletedSection,
      message: "cannot move a row into a newly inserted section (\(section))")
  }

  static func insertIntoInsertedSection(_ path: IndexPath) -> Self {
    Self(
      rule: .itemInInsertedOrDeletedSection,
      message: "attempt to insert item \(path.item) into section \(path.section), which is "
        + "inserted in the same update (its items are inserted with it)")
  }

  static func itemInDeletedSection(_ verb: String, _ path: IndexPath) -> Self {
    Self(
      rule: .itemInInsertedOrDeletedSection,
      message: "attempt to \(verb) item \(path.item) from section \(path.section), which is "
        + "deleted in the same update (its items are deleted with it)")
  }

  static func deleteAndMoveSection(_ section: Int) -> Self {
    Self(
      rule: .moveNamesInsertedOrDeletedSection,
      message: "attempt to perform a delete and a move from the same section (\(section))")
  }

  static func insertAndMoveSection(_ section: Int) -> Self {
    Self(
      rule: .moveNamesInsertedOrDeletedSection,
      message: "attempt to perform an insert and a move to the same section (\(section))")
  }

  static func moveOutOfDeletedSection(_ move: IndexPathPair) -> Self {
    Self(
      rule: .moveNamesInsertedOrDeletedSection,
      message: "cannot move a row out of a deleted section (\(move.from.section)): index path "
        + "(\(move.from.uiKitDescription))")
  }

  static func itemChangeInMovedSection(_ change: String, section move: OffsetPair) -> Self {
    Self(
      rule: .itemChangeInMovedSection,
      message: "attempt to \(change) inside section \(move.from), which moves to section "
        + "\(move.to) in the same update: UIKit corrupts the animation (UITableView raises "
        + "\"Attempt to create two animations for cell\"); delete and insert the section, or "
        + "change its items in a separate update")
  }

  static func sectionReloadWithOtherUpdates(_ sections: [Int], otherCount: Int) -> Self {
    let list = sections.map(String.init).joined(separator: ", ")
    return Self(
      rule: .sectionReloadWithOtherUpdates,
      message: "attempt to reload sections (\(list)) in an update with \(otherCount) other "
        + "operations: reloadSections is only safe on its own; delete and insert the sections "
        + "instead")
  }

  // MARK: R16, R17 — batches in flight

  static func reloadWhileAnimating() -> Self {
    Self(
      rule: .reloadDuringBatch,
      message: "attempt to reload data while a batch update is in flight; wait for its "
        + "completion (finishAnimations())")
  }

  static func batchWhileAnimating() -> Self {
    Self(
      rule: .overlappingBatches,
      message: "attempt to start a batch update while the previous one is in flight; start it "
        + "from the previous one's completion (finishAnimations())")
  }
}
