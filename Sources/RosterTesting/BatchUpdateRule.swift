/// A rule a batch update can break: UIKit's batch-update rules, numbered as in
/// <doc:BatchUpdateRules>, and the checks by which ``SimulatedCollectionView`` is stricter than
/// UIKit.
///
/// Rules R1, R2 and R4 define what a batch *means* (which index space each operation names, and
/// that the data source answers old counts before the batch and new ones after it); the
/// simulator applies every batch with that meaning, so a batch that uses the wrong space or
/// swaps the data at the wrong time fails one of the other checks (usually ``countMismatch``,
/// ``positionOutOfRange`` or ``misplacedItem``). Rules R18–R20 are not about a batch:
/// interactive reordering, AppKit's move order and diffable data sources' unique identifiers are
/// out of the simulator's scope (Roster handles duplicate identities itself, and the simulator
/// accepts them).
///
/// ```swift
/// import RosterTesting
/// import Testing
///
/// @Test func anItemRemovedWithoutADeletionBreaksR3() {
///   var view = SimulatedCollectionView<String, String>(sections: [
///     .init(id: "s", content: "", items: [.init(id: "a", content: "")])
///   ])
///   do {
///     try view.apply(BatchUpdate(), updatingTo: [.init(id: "s", content: "")])
///     Issue.record("UIKit rejects this batch")
///   } catch {
///     #expect(error.rule == .countMismatch)
///     #expect(error.rule.number == 3)
///     #expect("\(error.rule)" == "R3")
///   }
/// }
/// ```
public enum BatchUpdateRule: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// R3: the number of sections, or of items in a surviving section, after the batch differs
  /// from the number before it plus insertions minus deletions (plus or minus moves).
  case countMismatch
  /// R5: a section or index path does not exist in its space (old for deletions, reloads and
  /// move sources, new for insertions and move destinations).
  case positionOutOfRange
  /// R6: an index path is both deleted and reloaded, or a moved item is reloaded.
  case deleteAndReload
  /// R7: an index path is both deleted and moved.
  case deleteAndMove
  /// R8: an index path is both inserted and the destination of a move.
  case insertAndMove
  /// R9: one position is named twice where each may be named once: an item or section reloaded,
  /// inserted or moved twice, two moves to one destination, or a section deleted twice.
  case positionNamedTwice
  /// R10: a moved cell whose content changed still shows its old content after the batch (a
  /// move does not refresh a cell; rebind it after the batch, or delete and insert it).
  case staleMovedCell
  /// R11: an item is inserted or moved into a section inserted in the same batch, or deleted or
  /// reloaded in a section deleted in the same batch.
  case itemInInsertedOrDeletedSection
  /// R12: a section move names a section that is inserted or deleted in the same batch, or an
  /// item moves out of a deleted section.
  case moveNamesInsertedOrDeletedSection
  /// R13: an item is inserted, deleted, moved or reloaded inside a section that moves in the
  /// same batch (UIKit corrupts the animation).
  case itemChangeInMovedSection
  /// R14: sections are reloaded in a batch that does something else too.
  case sectionReloadWithOtherUpdates
  /// R15: the same index path is deleted twice.
  case deletedTwice
  /// R16: `reloadData` is called while a batch update is in flight.
  case reloadDuringBatch
  /// R17: a batch starts before the previous one's completion.
  case overlappingBatches
  /// Stricter than UIKit: a surviving section would land at a position where the new data has
  /// a different section.
  case misplacedSection
  /// Stricter than UIKit: an item that stays (or moves) would land at an index path where the
  /// new data has a different item.
  case misplacedItem
  /// Stricter than UIKit: a reload or rebind names a position that does not exist, or reloads
  /// an item (or section) other than the one that lands in its slot.
  case wrongTarget
  /// Stricter than UIKit: after the batch and its rebinds, a cell, header or footer still shows
  /// content that differs from the new data.
  case staleContent

  /// The rule's number in <doc:BatchUpdateRules> (3 for ``countMismatch``), or `nil` for the
  /// checks beyond UIKit, which have no number.
  public var number: Int? {
    switch self {
    case .countMismatch: 3
    case .positionOutOfRange: 5
    case .deleteAndReload: 6
    case .deleteAndMove: 7
    case .insertAndMove: 8
    case .positionNamedTwice: 9
    case .staleMovedCell: 10
    case .itemInInsertedOrDeletedSection: 11
    case .moveNamesInsertedOrDeletedSection: 12
    case .itemChangeInMovedSection: 13
    case .sectionReloadWithOtherUpdates: 14
    case .deletedTwice: 15
    case .reloadDuringBatch: 16
    case .overlappingBatches: 17
    case .misplacedSection, .misplacedItem, .wrongTarget, .staleContent: nil
    }
  }

  /// `R3` … `R17` for UIKit's rules, a short phrase for the checks beyond them.
  public var description: String {
    if let number { return "R\(number)" }
    switch self {
    case .misplacedSection: return "misplaced section"
    case .misplacedItem: return "misplaced item"
    case .wrongTarget: return "wrong target"
    default: return "stale content"
    }
  }
}
