#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// After the batch: rebinds refresh content at new positions, and then everything on screen
// must show the new data.
extension Placement {
  /// Binds the cells and sections at the given new positions to the new data.
  ///
  /// - Precondition: Every position exists after the batch (`BatchShape.checkRebindTargets()`).
  /// - Complexity: O(*r*) for *r* rebinds.
  mutating func rebind(items paths: [IndexPath], sections slots: [Int]) {
    for path in paths { reboundItems[path.section, default: []].append(path.item) }
    for section in reboundItems.keys { reboundItems[section]?.sort() }
    reboundSections.formUnion(slots)
  }

  /// Checks that every section and cell shows the new data's content.
  ///
  /// - Complexity: O(*S*) plus the items of the sections the batch touches or whose items
  ///   differ from the old ones.
  mutating func checkContent() throws(BatchUpdateError) {
    for slot in new.indices where !isPassedOnUntouched(slot) {
      let shown = shownContent(ofSlot: slot)
      guard shown == new[slot].content else {
        throw .staleSection(slot, id: new[slot].id, shown: shown, expected: new[slot].content)
      }
    }
    // A section whose cells show its items untouched shows their content, rebound or not.
    // So does a new section's, whose cells are all new. By index: enumerating the sections
    // would copy each.
    for section in new.indices where needsItemChecks(inSlot: section) {
      let newItems = new[section].items
      let keptItems = oldItems(keptInSlot: section)
      // Ascending, possibly repeated: walked beside the items.
      let rebound = reboundItems[section] ?? []
      var nextRebound = 0
      for (item, source) in itemSources(inSlot: section).enumerated() {
        while nextRebound < rebound.count, rebound[nextRebound] < item { nextRebound += 1 }
        let isRebound = nextRebound < rebound.count && rebound[nextRebound] == item
        // Compared where they are, as nearly every item is: copying either out costs more.
        if case .kept(let old) = source, old.section == keptItems.section,
          isRebound || keptItems.items[old.item].content == newItems[item].content
        {
          continue
        }
        let newItem = newItems[item]
        let shown: Content
        switch source {
        case _ where isRebound: shown = newItem.content
        case .inserted, .reloaded: shown = newItem.content
        case .kept(let old), .moved(let old): shown = self.item(at: old, keptIn: keptItems).content
        }
        guard shown == newItem.content else {
          throw .staleItem(
            at: IndexPath(item: item, section: section), from: source, id: newItem.id,
            shown: shown, expected: newItem.content)
        }
      }
    }
  }

  /// What the header and footer of the section at `slot` show after the batch and its rebinds.
  private func shownContent(ofSlot slot: Int) -> Content {
    if reboundSections.contains(slot) { return new[slot].content }
    switch sections[slot] {
    case .inserted, .reloaded: return new[slot].content
    case .kept(let section), .moved(let section): return old[section].content
    }
  }
}
