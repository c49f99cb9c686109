import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import Testing

/// `apply` after real batches (diff → plan) against a full layout of the state they reach.
@Suite("Layout: incremental relayout")
struct LayoutIncrementalTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...24)

  @Test(
    "applying each planned batch equals a full layout of the new state",
    arguments: [ScrollDirection.vertical, .horizontal])
  func applyEqualsFullLayout(direction: ScrollDirection) async {
    let policies = [
      PipelinePropertyTests.separateBatches, PipelinePropertyTests.deleteAndInsert,
    ]
    await propertyCheck(count: propertyCases(2000), input: Self.raw) { raw in
      let pipelineCase = PipelineCase(raw: raw)
      for policy in policies {
        let container = CGSize(width: 320, height: 480)
        let old = Self.sections(pipelineCase.old)
        let new = Self.sections(pipelineCase.new)
        var layout = ListLayout(scrollDirection: direction)
        layout.layout(old, containerSize: container, size: boxSize(in: old))
        switch plan(from: pipelineCase.old, to: pipelineCase.new, policy: policy) {
        case .unchanged:
          break
        case .reload:
          layout.layout(new, containerSize: container, size: boxSize(in: new))
        case .batches(let stages):
          for stage in stages {
            let state = stage.shownSectionOffsets.map { new[$0] }
            layout.apply(stage.batch, sections: state, size: boxSize(in: state))
          }
        }
        var full = ListLayout(scrollDirection: direction)
        full.layout(new, containerSize: container, size: boxSize(in: new))
        expectSameGeometry(layout, full, "\(pipelineCase)")
      }
    }
  }

  @Test("only the sections a batch touched are asked for sizes; later ones only move")
  func onlyTouchedSectionsAreLaidOut() throws {
    let old = (0..<3).map { section in
      boxSection("s\(section)", sizes: Array(repeating: (10, 10), count: 4), header: (0, 5))
    }
    var new = old
    new[1].cellModels.insert(BoxModel("s1.new", width: 10, height: 30), at: 2)
    var layout = laidOut(old, in: CGSize(width: 100, height: 100))
    var asked: Set<Int> = []
    let sizes = boxSize(in: new)
    layout.apply(
      BatchUpdate(itemInsertions: [IndexPath(item: 2, section: 1)]), sections: new
    ) { kind, indexPath in
      asked.insert(indexPath.section)
      return sizes(kind, indexPath)
    }
    #expect(asked == [1])
    let third = try #require(layout.frame(for: IndexPath(item: 0, section: 2)))
    #expect(third == CGRect(x: 0, y: 125, width: 100, height: 10))
    expectSameGeometry(layout, laidOut(new, in: CGSize(width: 100, height: 100)), "")
  }

  @Test("a batch that does not fit the layout falls back to a full layout")
  func mismatchedBatchRelaysEverything() {
    let old = [boxSection("a", sizes: [(1, 10)])]
    let new = [boxSection("a", sizes: [(1, 10)]), boxSection("b", sizes: [(1, 20)])]
    var layout = laidOut(old, in: CGSize(width: 50, height: 50))
    layout.apply(BatchUpdate(), sections: new, size: boxSize(in: new))
    expectSameGeometry(layout, laidOut(new, in: CGSize(width: 50, height: 50)), "")
    layout.apply(BatchUpdate(sectionDeletions: [7]), sections: new, size: boxSize(in: new))
    expectSameGeometry(layout, laidOut(new, in: CGSize(width: 50, height: 50)), "")
  }

  @Test("a kept or resumed section whose header, footer or flow changed anyway is laid out again")
  func keptSectionsThatChangedShapeAreLaidOutAgain() {
    let container = CGSize(width: 50, height: 50)
    let old = [boxSection("a", sizes: [(10, 10), (10, 5)]), boxSection("b", sizes: [(10, 10)])]
    let changedShapes = [
      [boxSection("a", sizes: [(10, 10), (10, 5)], header: (50, 3)), old[1]],
      [boxSection("a", sizes: [(10, 10), (10, 5)], footer: (50, 4)), old[1]],
      [
        boxSection(
          "a", sizes: [(10, 10), (10, 5)], constraints: Constraints(scrollDirection: .horizontal)),
        old[1],
      ],
    ]
    let changes: [[LayoutInvalidation.SectionChange]] = [
      [.keep(previous: 0), .keep(previous: 1)],
      [.resume(previous: 0, unchangedItems: 1), .keep(previous: 1)],
    ]
    for new in changedShapes {
      for sections in changes {
        var layout = laidOut(old, in: container)
        layout.relayout(
          LayoutInvalidation(sections: sections), sections: new, size: boxSize(in: new))
        expectSameGeometry(layout, laidOut(new, in: container), "\(sections)")
      }
    }
  }

  /// The planner's fixture state as sections: sizes derive from each item's identity, content
  /// and kind, and a section's constraints, header and footer from its identity and header,
  /// so that whatever the diff calls unchanged lays out the same.
  static func sections(_ fixture: [FixtureSection]) -> [Section] {
    fixture.map { section in
      let seed = stableHash(section.id + section.header)
      let distributions: [Distribution] = [
        .entireRow, .equally(cellsInRow: 3), .proportionally,
        .proportionallyWithLastCellFillingWidth(minimumWidth: 80),
      ]
      let constraints = Constraints(
        inset: EdgeInsets(top: CGFloat(seed % 7), left: 4, bottom: 3, right: CGFloat(seed % 5)),
        minimumLineSpacing: CGFloat(seed % 3), minimumInteritemSpacing: 2,
        distribution: distributions[seed % distributions.count],
        scrollDirection: seed % 9 == 0 ? .horizontal : .vertical)
      let boxes = section.items.map { item in
        let itemSeed = stableHash("\(item.id)/\(item.content)/\(item.kind)")
        return BoxModel(
          item.id, width: CGFloat(20 * (itemSeed % 9)), height: CGFloat(1 + itemSeed % 40))
      }
      return Section(
        cellModels: boxes, identifier: section.id,
        headerModel: section.header.isEmpty
          ? nil : BoxModel("header", width: 9, height: CGFloat(1 + seed % 20)),
        footerModel: stableHash(section.id) % 2 == 0
          ? BoxModel("footer", width: 9, height: 6) : nil,
        constraints: constraints)
    }
  }

  /// A hash that is the same in every run (unlike `Hasher`).
  static func stableHash(_ text: String) -> Int {
    text.unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
  }
}

/// Expects two layouts to hold the same frames, content size and counts.
func expectSameGeometry(
  _ layout: ListLayout, _ expected: ListLayout, _ comment: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(layout.contentSize == expected.contentSize, "\(comment)", sourceLocation: sourceLocation)
  #expect(cellFrames(layout) == cellFrames(expected), "\(comment)", sourceLocation: sourceLocation)
  let sections = 0..<max(layout.numberOfSections, expected.numberOfSections)
  #expect(
    sections.map { layout.frame(ofHeaderInSection: $0) }
      == sections.map { expected.frame(ofHeaderInSection: $0) }, "\(comment)",
    sourceLocation: sourceLocation)
  #expect(
    sections.map { layout.frame(ofFooterInSection: $0) }
      == sections.map { expected.frame(ofFooterInSection: $0) }, "\(comment)",
    sourceLocation: sourceLocation)
}
