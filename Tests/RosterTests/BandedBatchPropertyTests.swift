import PropertyBased
import Roster
import RosterHostSupport
import RosterTestSupport
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
    await propertyCheck(count: propertyCases(4000), input: PipelinePropertyTests.raw) { raw in
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
        Self.check(
          stage.batch, from: (before, bandsBefore), to: (after, bandsAfter),
          in: pipelineCase)
        before = after
        beforeIsOld = false
      }
    }
  }

  /// Checks the split of one stage's `batch`, between the sections `before` and `after` it
  /// with the offsets of their bands: the outer part and every band's part obey UIKit's rules
  /// and land on their state, and every band shown on both sides has its part.
  private static func check(
    _ batch: BatchUpdate, from before: ([FixtureSection], Set<Int>),
    to after: ([FixtureSection], Set<Int>), in pipelineCase: PipelineCase
  ) {
    let (sectionsBefore, bandsBefore) = before
    let (sectionsAfter, bandsAfter) = after
    let split = BandedBatch(
      batch, sectionCountBefore: sectionsBefore.count, bandsBefore: bandsBefore,
      sectionCountAfter: sectionsAfter.count, bandsAfter: bandsAfter)
    let context = "\(batch)\nbands \(bandsBefore.sorted()) → \(bandsAfter.sorted())"
    do {
      try SimulatedView.validate(
        split.outer, from: outer(sectionsBefore, bands: bandsBefore),
        to: outer(sectionsAfter, bands: bandsAfter))
    } catch {
      Issue.record("outer: \(error)\n\(split.outer)\n\(context)\n\(pipelineCase)")
    }
    var changed: Set<Int> = []
    for band in split.bands {
      changed.insert(band.sectionAfter)
      checkPart(band, from: before, to: after, context: context)
    }
    // Every band shown on both sides has its part.
    for (offset, section) in sectionsAfter.enumerated()
    where bandsAfter.contains(offset) && !changed.contains(offset) {
      let old = sectionsBefore.firstIndex(where: { $0.id == section.id })
      #expect(
        old.map { !bandsBefore.contains($0) || batch.sectionReloads.contains($0) }
          ?? true, "\(section.id)\n\(context)")
    }
  }

  /// Checks one band's part of a split: it takes the band's view from its cards before to
  /// its cards after, and a band without changes shows the same cards.
  private static func checkPart(
    _ band: BandedBatch.BandChange, from before: ([FixtureSection], Set<Int>),
    to after: ([FixtureSection], Set<Int>), context: String
  ) {
    let (sectionsBefore, bandsBefore) = before
    let (sectionsAfter, bandsAfter) = after
    if band.batch.isEmpty {
      #expect(
        sectionsBefore[band.sectionBefore].items == sectionsAfter[band.sectionAfter].items,
        "\(context)")
    }
    #expect(
      bandsBefore.contains(band.sectionBefore) && bandsAfter.contains(band.sectionAfter))
    #expect(sectionsBefore[band.sectionBefore].id == sectionsAfter[band.sectionAfter].id)
    do {
      try SimulatedView.validate(
        band.batch, from: cards(of: sectionsBefore[band.sectionBefore]),
        to: cards(of: sectionsAfter[band.sectionAfter]))
    } catch {
      Issue.record("band \(band.sectionAfter): \(error)\n\(band.batch)\n\(context)")
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
