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
struct Placement<ID: Hashable, Content: Equatable> {
  typealias Section = SimulatedCollectionView<ID, Content>.Section

  let old: [Section]
  let new: [Section]
  /// Where each section after the batch comes from.
  let sections: [SlotOrigin<Int>]
  /// Where each cell after the batch comes from, by new section.
  let items: [[SlotOrigin<IndexPath>]]
  /// What each section's header and footer show.
  var sectionContent: [Content]
  /// What each cell shows, by new section.
  var itemContent: [[Content]]

  /// - Precondition: Every count adds up (R3) and every position exists (R5).
  /// - Complexity: O(*S* + *N*).
  init(old: [Section], new: [Section], sections: [SlotOrigin<Int>], operations: ItemOperations) {
    self.old = old
    self.new = new
    self.sections = sections
    var items = [[SlotOrigin<IndexPath>]]()
    items.reserveCapacity(new.count)
    for (slot, source) in sections.enumerated() {
      switch source {
      case .inserted, .reloaded:
        items.append(Array(repeating: .inserted, count: new[slot].items.count))
      case .kept(let section), .moved(let section):
        let remaining: [SlotOrigin<IndexPath>] = old[section].items.indices.compactMap { item in
          let path = IndexPath(item: item, section: section)
          if operations.leaving.contains(path) { return nil }
          return operations.reloaded.contains(path) ? .reloaded(path) : .kept(path)
        }
        items.append(
          SlotOrigin.fill(
            slotCount: new[slot].items.count, insertions: operations.insertions[slot] ?? [],
            moves: operations.moves[slot] ?? [], remaining: remaining))
      }
    }
    self.items = items
    self.sectionContent = zip(sections, new).map { source, newSection in
      switch source {
      case .inserted, .reloaded: newSection.content
      case .kept(let section), .moved(let section): old[section].content
      }
    }
    self.itemContent = zip(items, new).map { sources, newSection in
      zip(sources, newSection.items).map { source, newItem in
        switch source {
        case .inserted, .reloaded: newItem.content
        case .kept(let path), .moved(let path): old[path.section].items[path.item].content
        }
      }
    }
  }

  /// Checks that every surviving section and cell lands where the new data has it, and that
  /// every reload reloads the section or item that lands in its slot.
  ///
  /// - Complexity: O(*S* + *N*).
  func checkIdentities() throws(BatchUpdateError) {
    for (slot, source) in sections.enumerated() {
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
    for (section, sources) in items.enumerated() {
      for (item, source) in sources.enumerated() {
        let slot = IndexPath(item: item, section: section)
        let expected = new[section].items[item].id
        switch source {
        case .inserted: continue
        case .kept(let path), .moved(let path):
          let shown = old[path.section].items[path.item].id
          guard shown == expected else {
            throw .misplacedItem(at: slot, from: source, shown: shown, expected: expected)
          }
        case .reloaded(let path):
          let reloaded = old[path.section].items[path.item].id
          guard reloaded == expected else {
            throw .reloadTargetsWrongItem(
              path, slot: slot, reloaded: reloaded, landing: expected)
          }
        }
      }
    }
  }
}
