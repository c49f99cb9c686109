/// A rule a batch update can break: the UIKit rules of Roster's rule table (`UIKIT_RULES.md`),
/// numbered as there, and the checks by which ``SimulatedCollectionView`` is stricter than UIKit.
///
/// Rules R1, R2 and R4 define what a batch *means* (which index space each operation names, and
/// that the data source answers old counts before the batch and new ones after it); the
/// simulator applies every batch with that meaning, so a batch that uses the wrong space or
/// swaps the data at the wrong time fails one of the other checks (usually ``r3``, ``r5`` or
/// ``misplacedItem``). Rules R18–R20 are not about a batch: interactive reordering, AppKit's
/// move order and diffable data sources' unique identifiers are out of the simulator's scope
/// (Roster handles duplicate identities itself, and the simulator accepts them).
public enum BatchUpdateRule: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// R3: the number of sections, or of items in a surviving section, after the batch must
  /// equal the number before it plus insertions minus deletions (plus or minus moves).
  case r3
  /// R5: every section and index path must exist in its space (old for deletions, reloads and
  /// move sources, new for insertions and move destinations).
  case r5
  /// R6: an index path is never both deleted and reloaded, and a moved item is never reloaded.
  case r6
  /// R7: an index path is never both deleted and moved.
  case r7
  /// R8: an index path is never both inserted and the destination of a move.
  case r8
  /// R9: deletions, move sources and reloads are pairwise distinct, and so are insertions and
  /// move destinations; the same holds for sections.
  case r9
  /// R10: a move does not refresh a cell's content; a moved item whose content changed shows
  /// its old content unless it is rebound after the batch (or deleted and inserted).
  case r10
  /// R11: no item is inserted or moved into a section inserted in the same batch, and none is
  /// deleted or reloaded in a section deleted in the same batch.
  case r11
  /// R12: a section move never names a section that is inserted or deleted in the same batch,
  /// and no item moves out of a deleted section.
  case r12
  /// R13: no item is inserted, deleted, moved or reloaded inside a section that moves in the
  /// same batch (UIKit corrupts the animation).
  case r13
  /// R14: sections are reloaded only in a batch that does nothing else.
  case r14
  /// R15: the same index path is never deleted twice.
  case r15
  /// R16: no `reloadData` while a batch update is in flight.
  case r16
  /// R17: batches never overlap; the next starts after the previous one's completion.
  case r17
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

  /// The rule's number in the rule table, or `nil` for the checks beyond UIKit.
  public var number: Int? {
    switch self {
    case .r3: 3
    case .r5: 5
    case .r6: 6
    case .r7: 7
    case .r8: 8
    case .r9: 9
    case .r10: 10
    case .r11: 11
    case .r12: 12
    case .r13: 13
    case .r14: 14
    case .r15: 15
    case .r16: 16
    case .r17: 17
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
