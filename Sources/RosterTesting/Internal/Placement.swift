#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a collection view shows right after a batch: where every section and cell comes from,
/// and what content each one displays before and after the batch's rebinds.
///
/// Built the way UIKit places things: insertions and move destinations take their slots, and
/// what stays (reloaded items included) fills the free slots in old relative order.
///
/// A section the batch leaves alone — kept or moved, with no item deleted, reloaded or moved
/// out of it and none inserted or moved into it — shows its old items in their old order. When
/// those are equal to the new section's (at once when they are the very same array, as a test
/// host passes on a section that did not change) there is nothing to check in it, so a batch
/// costs O(*S*) for its *S* sections plus the items of the sections it touches, not O(*N*) for
/// every item of the list. Placing items (``itemSources(inSlot:)``) is done only for the other
/// sections.
struct Placement<ID: Hashable, Content: Equatable> {
  typealias Section = SimulatedCollectionView<ID, Content>.Section
  typealias Item = SimulatedCollectionView<ID, Content>.Item

  let old: [Section]
  /// The sections after the batch; the content of a cell may be given once the cells are
  /// placed (see `SimulatedCollectionView.apply(_:updatingTo:animated:labeling:)`).
  var new: [Section]
  /// Where each section after the batch comes from.
  let sections: [SlotOrigin<Int>]
  let operations: ItemOperations
  /// The cells rebound after the batch: new item offsets, ascending, by new section.
  var reboundItems: [Int: [Int]] = [:]
  /// The sections rebound after the batch (new positions).
  var reboundSections: Set<Int> = []
  /// The new sections the caller built as the very old ones, when it knows them: a test host
  /// passes on the sections a batch leaves alone. Such a section the batch also leaves alone
  /// (kept or moved from that very one, see ``untouchedSource(ofSlot:)``) shows exactly what
  /// the data has, so it is not checked again, header, footer or items: a batch then costs a
  /// few comparisons of integers for each section it leaves alone.
  var unchanged: SectionAlignment?
  /// The new sections whose cells a caller has placed and checked run by run before
  /// ``checkIdentities()`` (see `ContentVersions.versionRuns`), each with the offsets of its
  /// cells that are to take new content when labelled: every cell lands where the new data has
  /// its identity and shows the new data's content after the batch's rebinds, so nothing about
  /// their items is checked again.
  var checkedItemSlots: [Int: [Int]] = [:]
  /// Where each cell comes from, by new section, for the sections placed so far.
  private var placedItems: [Int: [SlotOrigin<IndexPath>]] = [:]

  /// - Precondition: Every count adds up (R3) and every position exists (R5).
  /// - Complexity: O(1).
  init(old: [Section], new: [Section], sections: [SlotOrigin<Int>], operations: ItemOperations) {
    self.old = old
    self.new = new
    self.sections = sections
    self.operations = operations
  }

  /// The old section whose items the cells of `slot` show in their old order, when the batch
  /// touches none of them and none of the slot's.
  ///
  /// - Complexity: O(1) expected.
  func untouchedSource(ofSlot slot: Int) -> Int? {
    switch sections[slot] {
    case .inserted, .reloaded: return nil
    case .kept(let section), .moved(let section):
      guard !operations.touchedOldSections.contains(section),
        operations.insertions[slot] == nil, operations.moves[slot] == nil
      else { return nil }
      return section
    }
  }

  /// Whether the cells of `slot` show exactly the new section's items, identities and content,
  /// without placing them one by one.
  func showsNewItemsUntouched(inSlot slot: Int) -> Bool {
    guard let section = untouchedSource(ofSlot: slot) else { return false }
    // The very same array (or the very same items made on demand) compares equal at once.
    return old[section].hasSameItems(as: new[slot])
  }

  /// Whether the section at `slot` is one the caller passed on as the very old section the
  /// batch leaves alone in its place: its identity, content and items are those shown.
  func isPassedOnUntouched(_ slot: Int) -> Bool {
    guard let unchanged, let old = unchanged.oldSection(ofNew: slot) else { return false }
    return untouchedSource(ofSlot: slot) == old
  }

  /// Whether the items of the section at `slot` need checking one by one: not when its cells
  /// are all new, when it is passed on untouched, or when its cells show its very items.
  func needsItemChecks(inSlot slot: Int) -> Bool {
    !showsNewCells(inSlot: slot) && checkedItemSlots[slot] == nil
      && !isPassedOnUntouched(slot) && !showsNewItemsUntouched(inSlot: slot)
  }

  /// Whether every cell of `slot` is a new one, of an inserted or reloaded section: each shows
  /// the new item it is made for, so nothing about its items needs checking (UIKit asks
  /// only their count).
  func showsNewCells(inSlot slot: Int) -> Bool {
    switch sections[slot] {
    case .inserted, .reloaded: true
    case .kept, .moved: false
    }
  }

  /// Where each cell of the section at `slot` after the batch comes from, placed once a batch:
  /// the identity, version and content passes read the same sources.
  ///
  /// - Complexity: O(*n* + *b* log *b*) for the *n* items of the new section and the *b*
  ///   operations placed in it, the first time; O(1) after.
  mutating func itemSources(inSlot slot: Int) -> [SlotOrigin<IndexPath>] {
    if let placed = placedItems[slot] { return placed }
    let sources: [SlotOrigin<IndexPath>]
    switch sections[slot] {
    case .inserted, .reloaded:
      sources = Array(repeating: .inserted, count: new[slot].itemCount)
    case .kept(let section), .moved(let section):
      sources = operations.itemSources(ofSlot: slot, count: new[slot].itemCount, keptFrom: section)
    }
    placedItems[slot] = sources
    return sources
  }

  /// The items of an old section, read once.
  struct OldItems {
    /// The old section, -1 for none.
    let section: Int
    let items: [Item]
  }

  /// The items of the old section a slot keeps, read once for a whole slot: reading them through
  /// `old[section]` for each item would copy the section each time.
  func oldItems(keptInSlot slot: Int) -> OldItems {
    switch sections[slot] {
    case .inserted, .reloaded: OldItems(section: -1, items: [])
    case .kept(let section), .moved(let section):
      OldItems(section: section, items: old[section].items)
    }
  }

  /// Checks that every surviving section and cell lands where the new data has it, and that
  /// every reload reloads the section or item that lands in its slot.
  ///
  /// - Complexity: O(*S*) plus the items of the sections the batch touches or whose items
  ///   differ from the old ones.
  mutating func checkIdentities() throws(BatchUpdateError) {
    for (slot, source) in sections.enumerated() where !isPassedOnUntouched(slot) {
      let expected = new[slot].id
      switch source {
      case .inserted: continue
      case .kept(let section), .moved(let section):
        guard old[section].id == expected else {
          throw .misplacedSection(
            at: slot, from: section, shown: old[section].id, expected: expected)
        }
      case .reloaded(let section):
        guard old[section].id == expected else {
          throw .sectionReloadTargetsWrongSection(
            section, slot: slot, reloaded: old[section].id, landing: expected)
        }
      }
    }
    for section in new.indices where needsItemChecks(inSlot: section) {
      let newItems = new[section].items
      let keptItems = oldItems(keptInSlot: section)
      for (item, source) in itemSources(inSlot: section).enumerated() {
        // Compared where they are, as nearly every item is: copying either out costs more.
        if case .kept(let path) = source, path.section == keptItems.section,
          keptItems.items[path.item].id == newItems[item].id
        {
          continue
        }
        let expected = newItems[item].id
        switch source {
        case .inserted: continue
        case .kept(let path), .moved(let path):
          let shown = self.item(at: path, keptIn: keptItems).id
          guard shown == expected else {
            throw .misplacedItem(
              at: IndexPath(item: item, section: section), from: source, shown: shown,
              expected: expected)
          }
        case .reloaded(let path):
          let reloaded = self.item(at: path, keptIn: keptItems).id
          guard reloaded == expected else {
            throw .reloadTargetsWrongItem(
              path, slot: IndexPath(item: item, section: section), reloaded: reloaded,
              landing: expected)
          }
        }
      }
    }
  }

  /// The old item at `path`, read from `kept` (``oldItems(keptInSlot:)`` of the slot being
  /// placed) when it is in the slot's own old section, as all but items moved in are.
  func item(at path: IndexPath, keptIn kept: OldItems) -> Item {
    path.section == kept.section ? kept.items[path.item] : old[path.section].items[path.item]
  }
}
