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
  /// - Complexity: O(*r*) for *r* rebinds.
  mutating func rebind(
    items paths: [IndexPath], sections slots: [Int]
  ) throws(BatchUpdateError) {
    for path in paths {
      guard path.isItemPath, new.indices.contains(path.section),
        new[path.section].items.indices.contains(path.item)
      else {
        throw .itemRebindTargetsNothing(path, sections: new.map(\.items.count))
      }
      itemContent[path.section][path.item] = new[path.section].items[path.item].content
    }
    for slot in slots {
      guard new.indices.contains(slot) else {
        throw .sectionRebindTargetsNothing(slot, count: new.count)
      }
      sectionContent[slot] = new[slot].content
    }
  }

  /// Checks that every section and cell shows the new data's content.
  ///
  /// - Complexity: O(*S* + *N*).
  func checkContent() throws(BatchUpdateError) {
    for (slot, newSection) in new.enumerated() where sectionContent[slot] != newSection.content {
      throw .staleSection(
        slot, id: newSection.id, shown: sectionContent[slot], expected: newSection.content)
    }
    for (section, newSection) in new.enumerated() {
      for (item, newItem) in newSection.items.enumerated()
      where itemContent[section][item] != newItem.content {
        throw .staleItem(
          at: IndexPath(item: item, section: section), from: items[section][item], id: newItem.id,
          shown: itemContent[section][item], expected: newItem.content)
      }
    }
  }
}
