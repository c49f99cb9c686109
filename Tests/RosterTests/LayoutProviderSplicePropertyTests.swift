import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Sequences of random batches as section providers make them — sections inserted and deleted
/// anywhere, items of kept sections inserted, deleted and rebound, no section moved — applied
/// as a controller's host applies them (every changed section named), each result against a
/// full layout of the state it reaches. Sections are sometimes bands, pinned or wider than the
/// container, so that the content's extents, longest band and pinning must follow removals as
/// well as insertions, and the origins restacked after the first change must be a full
/// stacking's.
@Suite("Layout: provider splices")
struct LayoutProviderSplicePropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...64)

  @Test("random provider batches equal a full layout after every batch, without a rebuild")
  func providerBatchesEqualFullLayouts() async {
    await propertyCheck(count: propertyCases(3000), input: Self.raw) { raw in Self.check(raw) }
  }

  /// Decodes one case from `raw`: a few random sections, then one to eight batches.
  static func check(_ raw: [Int]) {
    var source = RawSource(raw)
    let direction: ScrollDirection = source.next(4) == 0 ? .horizontal : .vertical
    let container =
      direction == .vertical ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
    var made = 0
    func newSection(_ source: inout RawSource) -> Section {
      made += 1
      return Self.randomSection("p\(made)", direction: direction, &source)
    }
    var state = (0..<source.next(12)).map { _ in newSection(&source) }
    var layout = laidOut(state, in: container, direction: direction)
    var log: [String] = []
    for step in 0..<(1 + source.next(8)) {
      var batch = BatchUpdate()
      var next = state
      // Deletions in the old index space, then insertions in the new one.
      for _ in 0..<source.next(3) where !next.isEmpty {
        let index = source.next(next.count)
        let identifier = next.remove(at: index).identifier
        batch.sectionDeletions.append(state.firstIndex { $0.identifier == identifier } ?? -1)
      }
      var inserted: Set<String> = []
      for _ in 0..<source.next(3) {
        let section = newSection(&source)
        inserted.insert(section.identifier)
        next.insert(section, at: source.next(next.count + 1))
      }
      for (index, section) in next.enumerated() where inserted.contains(section.identifier) {
        batch.sectionInsertions.append(index)
      }
      // Item edits in a few kept sections, named as the controller names them.
      for index in next.indices where !inserted.contains(next[index].identifier) {
        guard source.next(4) == 0,
          let old = state.firstIndex(where: { $0.identifier == next[index].identifier })
        else { continue }
        Self.editItems(
          of: &next[index], at: index, previously: old, step: step, batch: &batch, &source)
      }
      log.append(batch.description)
      let rebuilt = layout.sectionLayoutsRebuilt
      layout.apply(
        batch, sections: next, size: boxSize(in: next), namesEveryChangedSection: true)
      state = next
      let comment = "\(direction) after \(log)"
      let full = laidOut(state, in: container, direction: direction)
      expectSameGeometry(layout, full, comment)
      #expect(layout.sectionLayoutsRebuilt == rebuilt, "\(comment)")
      #expect(layout.longestBand == full.longestBand, "\(comment)")
      #expect(layout.hasPinnedSections == full.hasPinnedSections, "\(comment)")
      #expect(
        state.indices.map { layout.frame(ofSection: $0) }
          == state.indices.map { full.frame(ofSection: $0) }, "\(comment)")
    }
  }

  /// Deletes, inserts and rebinds (to a new size) a few items of `section`, at `index` in the
  /// new state and `previous` in the old, recording each in `batch`.
  static func editItems(
    of section: inout Section, at index: Int, previously previous: Int, step: Int,
    batch: inout BatchUpdate, _ source: inout RawSource
  ) {
    let flow = section.constraints.scrollDirection
    var models = section.cellModels.compactMap { $0 as? BoxModel }
    let old = models
    for _ in 0..<source.next(3) where !models.isEmpty {
      models.remove(at: source.next(models.count))
    }
    var added: Set<String> = []
    for item in 0..<source.next(3) {
      let model = randomModel("\(section.identifier).n\(step).\(item)", flow: flow, &source)
      added.insert(model.identifier)
      models.insert(model, at: source.next(models.count + 1))
    }
    let kept = Set(models.map(\.identifier))
    for (item, model) in old.enumerated() where !kept.contains(model.identifier) {
      batch.itemDeletions.append(IndexPath(item: item, section: previous))
    }
    for (item, model) in models.enumerated() {
      if added.contains(model.identifier) {
        batch.itemInsertions.append(IndexPath(item: item, section: index))
      } else if source.next(4) == 0 {
        models[item] = randomModel(model.identifier, flow: flow, &source)
        batch.itemRebinds.append(IndexPath(item: item, section: index))
      }
    }
    section.cellModels = models
  }

  /// A section of up to 8 items with random constraints: sometimes a header or footer, a band,
  /// a pinned header or footer, or insets wider than the container.
  static func randomSection(
    _ identifier: String, direction: ScrollDirection, _ source: inout RawSource
  ) -> Section {
    let distributions: [Distribution] = [
      .entireRow, .equally(cellsInRow: 1 + source.next(3)), .proportionally,
    ]
    let flow: ScrollDirection =
      source.next(6) == 0 ? (direction == .vertical ? .horizontal : .vertical) : direction
    let pinnings: [Pinning] = [[], [], [], .header, .footer]
    let wide = source.next(8) == 0 ? CGFloat(400 + source.next(200)) : 0
    let constraints = Constraints(
      inset: EdgeInsets(
        top: CGFloat(source.next(3)) * 2.5, left: CGFloat(source.next(3) * 7) + wide,
        bottom: CGFloat(source.next(3)) / 4, right: CGFloat(source.next(3) * 11)),
      minimumLineSpacing: CGFloat(source.next(3)) * 1.25,
      distribution: distributions[source.next(distributions.count)], scrollDirection: flow,
      pinning: pinnings[source.next(pinnings.count)])
    let models = (0..<source.next(9)).map { item in
      randomModel("\(identifier).\(item)", flow: flow, &source)
    }
    return Section(
      cellModels: models, identifier: identifier,
      headerModel: source.next(3) == 0 ? BoxModel("header", width: 5, height: 12.5) : nil,
      footerModel: source.next(4) == 0 ? BoxModel("footer", width: 5, height: 9.0 / 4) : nil,
      constraints: constraints)
  }

  /// A box with a fractional extent along `flow`, in quarters: sums of them are exact, as
  /// they are in a terminal's whole cells. (A section's own rows, shifted after an edit, may
  /// round differently from a full layout's with sizes such as thirds.)
  static func randomModel(
    _ identifier: String, flow: ScrollDirection, _ source: inout RawSource
  ) -> BoxModel {
    let across = CGFloat(source.next(5) * 40)
    let along = CGFloat(1 + source.next(30)) / 4
    return flow == .vertical
      ? BoxModel(identifier, width: across, height: along)
      : BoxModel(identifier, width: along, height: across)
  }
}
