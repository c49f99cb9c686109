import PropertyBased
import Roster
import RosterHostSupport
@_spi(Testing) import RosterTesting
import Testing

/// `BandedBatch` against UIKit's rules and the states themselves: over random planned updates
/// whose sections are bands or not at random on either side (so sections also turn into bands
/// and back), the outer part takes the view showing one item per band to the new state, and
/// each band's part takes its view showing the band's cards to the band's new cards; a band
/// without a part shows the same cards after.
@Suite("BandedBatch: each view's part of a batch obeys UIKit's rules and lands on its state")
struct BandedBatchPropertyTests {
  @Test("the outer view and every band's view end up showing their new state")
  func splitsLegally() async {
    await propertyCheck(count: 4000, input: PipelinePropertyTests.raw) { raw in
      let random = PipelineCase(raw: raw)
      let pipelineCase = PipelineCase(
        old: BatchPositionsPropertyTests.unique(random.old),
        new: BatchPositionsPropertyTests.unique(random.new))
      guard case .batches(let stages) = plan(from: pipelineCase.old, to: pipelineCase.new)
      else { return }
      // Whether a section is a band, by identifier, before and after the update.
      let bits = raw.first ?? 0
      func isBand(_ section: FixtureSection, old: Bool) -> Bool {
        let hash = section.id.unicodeScalars.reduce(old ? 7 : 3) { $0 &* 31 &+ Int($1.value) }
        return (bits >> (hash & 15)) & 1 == 1
      }
      var before = pipelineCase.old
      var beforeIsOld = true
      for stage in stages {
        let after = stage.shownSectionOffsets.map { pipelineCase.new[$0] }
        let bandsBefore = Set(before.indices.filter { isBand(before[$0], old: beforeIsOld) })
        let bandsAfter = Set(after.indices.filter { isBand(after[$0], old: false) })
        let split = BandedBatch(
          stage.batch, sectionCountBefore: before.count, bandsBefore: bandsBefore,
          sectionCountAfter: after.count, bandsAfter: bandsAfter)
        let context = "\(stage.batch)\nbands \(bandsBefore.sorted()) → \(bandsAfter.sorted())"
        do {
          try SimulatedView.validate(
            split.outer, from: Self.outer(before, bands: bandsBefore),
            to: Self.outer(after, bands: bandsAfter))
        } catch {
          Issue.record("outer: \(error)\n\(split.outer)\n\(context)\n\(pipelineCase)")
        }
        var changed: Set<Int> = []
        for band in split.bands {
          changed.insert(band.sectionAfter)
          if band.batch.isEmpty {
            #expect(
              before[band.sectionBefore].items == after[band.sectionAfter].items, "\(context)")
          }
          #expect(
            bandsBefore.contains(band.sectionBefore) && bandsAfter.contains(band.sectionAfter))
          #expect(before[band.sectionBefore].id == after[band.sectionAfter].id)
          do {
            try SimulatedView.validate(
              band.batch, from: Self.cards(of: before[band.sectionBefore]),
              to: Self.cards(of: after[band.sectionAfter]))
          } catch {
            Issue.record("band \(band.sectionAfter): \(error)\n\(band.batch)\n\(context)")
          }
        }
        // Every band shown on both sides has its part.
        for (offset, section) in after.enumerated()
        where bandsAfter.contains(offset) && !changed.contains(offset) {
          let old = before.firstIndex(where: { $0.id == section.id })
          #expect(
            old.map { !bandsBefore.contains($0) || stage.batch.sectionReloads.contains($0) }
              ?? true, "\(section.id)\n\(context)")
        }
        before = after
        beforeIsOld = false
      }
    }
  }

  /// A band's cards as its own view holds them: one section, without the header the list
  /// shows.
  static func cards(of section: FixtureSection) -> [SimulatedView.Section] {
    var cards = section
    cards.header = ""
    return [cards].simulated
  }

  /// The state as a view showing one item per band holds it.
  static func outer(_ sections: [FixtureSection], bands: Set<Int>) -> [SimulatedView.Section] {
    sections.simulated.enumerated().map { offset, section in
      guard bands.contains(offset) else { return section }
      var band = section
      band.items = [SimulatedView.Item(id: "band \(section.id)", content: "")]
      return band
    }
  }
}
