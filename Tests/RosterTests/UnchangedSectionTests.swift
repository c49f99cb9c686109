import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Sections an app passes on as they were (the same cell model arrays) are not diffed: an
/// unchanged state costs O(sections), and a change to one section costs that section's diff.
@MainActor
@Suite
struct UnchangedSectionTests {
  static func pages(
    _ count: Int, items: Int, version: Int = 0, comparisons: ComparisonLog? = nil
  ) -> [Section] {
    (0..<count).map { page in
      Section(
        cellModels: (0..<items).map {
          TextModel(identifier: "p\(page)-\($0)", text: "\(version)", comparisons: comparisons)
        },
        identifier: "page\(page)")
    }
  }

  /// The pages whose models `comparisons` saw compared since it was last read.
  static func comparedPages(_ comparisons: ComparisonLog) -> Set<String> {
    Set(comparisons.take().map { String($0.prefix { $0 != "-" }.dropFirst()) })
  }

  @Test func reEmittingTheSameStateDiffsNothing() {
    let (host, controller) = makeController()
    let comparisons = ComparisonLog()
    let state = Self.pages(100, items: 10, comparisons: comparisons)
    controller.update(with: state, animated: false)
    let batches = host.batches.count
    _ = comparisons.take()
    controller.update(with: state, animated: false)
    #expect(Self.comparedPages(comparisons).isEmpty)
    #expect(host.batches.count == batches)
    #expect(host.errors.isEmpty)
  }

  @Test func aChangedSectionAmongReusedOnesIsTheOnlyOneDiffed() {
    let (host, controller) = makeController()
    let comparisons = ComparisonLog()
    var state = Self.pages(100, items: 10, comparisons: comparisons)
    controller.update(with: state, animated: false)
    _ = comparisons.take()
    state[42].cellModels.remove(at: 3)
    controller.update(with: state, animated: false)
    #expect(Self.comparedPages(comparisons) == ["42"])
    #expect(host.displayedIdentifiers[42].count == 9)
    #expect(host.errors.isEmpty)
  }

  @Test func equalButRebuiltSectionsAreStillDiffed() {
    let (host, controller) = makeController()
    let comparisons = ComparisonLog()
    controller.update(with: Self.pages(3, items: 2, comparisons: comparisons), animated: false)
    _ = comparisons.take()
    controller.update(
      with: Self.pages(3, items: 2, version: 1, comparisons: comparisons), animated: false)
    #expect(Self.comparedPages(comparisons) == ["0", "1", "2"])
    #expect(host.rebinds.count == 6)
    #expect(host.errors.isEmpty)
  }

  @Test func aReusedArrayUnderANewHeaderIsDiffed() {
    let (host, controller) = makeController()
    let comparisons = ComparisonLog()
    var state = Self.pages(2, items: 2, comparisons: comparisons)
    controller.update(with: state, animated: false)
    _ = comparisons.take()
    state[1].headerModel = TextModel(identifier: "header", text: "new")
    controller.update(with: state, animated: false)
    #expect(Self.comparedPages(comparisons) == ["1"])
    #expect(host.errors.isEmpty)
  }

  /// Random states where each section is either passed on from the displayed state or
  /// rebuilt with random edits, and sections move, appear and go: the screen always ends
  /// equal to the request, every batch is legal, and the diff covers at most what lies between
  /// the passed-on prefix and suffix.
  @Test func randomlyReusedSectionsEndOnTheRequestedState() async {
    await propertyCheck(
      count: propertyCases(1_000), input: Gen.int(in: 0...(1 << 30)).array(of: 1...40)
    ) {
      raw in checkReuse(raw)
    }
  }

  private func checkReuse(_ raw: [Int]) {
    var source = RawSource(raw)
    let (host, controller) = makeController()
    var state = Self.pages(1 + source.next(6), items: 3)
    controller.update(with: state, animated: source.next(2) == 0)
    host.settle()
    for step in 0..<(1 + source.next(4)) {
      var next: [Section] = []
      for section in state {
        switch source.next(6) {
        case 0: continue  // deleted
        case 1:
          var edited = section
          edited.cellModels = edited.cellModels.map {
            TextModel(identifier: $0.identifier, text: "s\(step)")
          }
          next.append(edited)
        case 2:
          var edited = section
          if !edited.cellModels.isEmpty { edited.cellModels.remove(at: 0) }
          next.append(edited)
        default: next.append(section)  // passed on as it was
        }
      }
      if source.next(3) == 0 {
        next.insert(
          Section(cellModels: [TextModel(identifier: "n\(step)")], identifier: "new\(step)"),
          at: source.next(next.count + 1))
      }
      if next.count > 1, source.next(3) == 0 { next.swapAt(0, next.count - 1) }
      controller.update(with: next, animated: source.next(2) == 0)
      host.settle()
      #expect(host.errors.isEmpty)
      #expect(host.displayedIdentifiers == next.map { $0.cellModels.map(\.identifier) })
      let shown = host.view.sections.map(\.id)
      #expect(shown == next.map(\.identifier))
      state = next
    }
  }
}
