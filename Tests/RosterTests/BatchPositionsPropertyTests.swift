import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

@testable import Roster

/// Where a batch puts the items that survive it (`BatchPositions`, which the controller
/// follows prefetched items and the working range with), against the reference of identity:
/// over random planned updates, every old item the batch keeps lands where its identifier is
/// in the state the stage shows, and only items the batch deletes or reloads (or those of
/// deleted sections) have no place.
@Suite("BatchPositions: surviving items land where their identity is")
struct BatchPositionsPropertyTests {
  @Test("every planned stage places every kept item at its identity's new place")
  func placesKeptItems() async {
    await propertyCheck(count: propertyCases(4000), input: PipelinePropertyTests.raw) { raw in
      let random = PipelineCase(raw: raw)
      // Identity is the reference, so it must name one item on each side: the k-th occurrence
      // of a duplicated identifier is renamed alike on both sides, as the diff pairs them.
      let pipelineCase = PipelineCase(old: Self.unique(random.old), new: Self.unique(random.new))
      guard case .batches(let stages) = plan(from: pipelineCase.old, to: pipelineCase.new)
      else { return }
      var before = pipelineCase.old.map { $0.items.map(\.id) }
      for stage in stages {
        let after = stage.shownSectionOffsets.map { pipelineCase.new[$0].items.map(\.id) }
        var places: [String: IndexPath] = [:]
        for (section, items) in after.enumerated() {
          for (item, id) in items.enumerated() {
            places[id] = IndexPath(item: item, section: section)
          }
        }
        let batch = stage.batch
        let positions = BatchPositions(
          batch, oldSectionCount: before.count, newSectionCount: after.count)
        let gone = Set(batch.itemDeletions + batch.itemReloads)
        let goneSections = Set(batch.sectionDeletions + batch.sectionReloads)
        let moved = Set(batch.itemMoves.map(\.from))
        for (section, items) in before.enumerated() {
          for (item, id) in items.enumerated() {
            let old = IndexPath(item: item, section: section)
            let placed = positions.newIndexPath(of: old)
            if let placed {
              #expect(placed == places[id], "\(old) \(id) → \(placed)\n\(batch)\n\(pipelineCase)")
            } else {
              // A moved item always has a place, even out of a deleted section.
              #expect(
                !moved.contains(old) && (gone.contains(old) || goneSections.contains(section)),
                "\(old) \(id) lost\n\(batch)\n\(pipelineCase)")
            }
          }
        }
        before = after
      }
    }
  }

  /// `sections` with every section and item identifier made unique by its occurrence count.
  static func unique(_ sections: [FixtureSection]) -> [FixtureSection] {
    var seenSections: [String: Int] = [:]
    var seenItems: [String: Int] = [:]
    return sections.map { section in
      var section = section
      seenSections[section.id, default: 0] += 1
      section.id += "#\(seenSections[section.id, default: 0])"
      section.items = section.items.map { item in
        var item = item
        seenItems[item.id, default: 0] += 1
        item.id += "#\(seenItems[item.id, default: 0])"
        return item
      }
      return section
    }
  }
}
