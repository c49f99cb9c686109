import PropertyBased
import RosterTesting
import Testing

@testable import Roster

/// Sections an app passes on as they were (the same cell model arrays) are not diffed: an
/// unchanged state costs O(sections), and a change to one section costs that section's diff.
@MainActor
@Suite
struct UnchangedSectionTests {
  static func pages(_ count: Int, items: Int, version: Int = 0) -> [Section] {
    (0..<count).map { page in
      Section(
        cellModels: (0..<items).map { TextModel(identifier: "p\(page)-\($0)", text: "\(version)") },
        identifier: "page\(page)")
    }
  }

  @Test func reEmittingTheSameStateDiffsNothing() {
    let (host, controller) = makeController()
    let state = Self.pages(100, items: 10)
    controller.update(with: state, animated: false)
    let batches = host.batches.count
    controller.update(with: state, animated: false)
    #expect(controller.snapshot.diffedSections == 100..<100)
    #expect(host.batches.count == batches)
    #expect(host.errors.isEmpty)
  }

  @Test func aChangedSectionAmongReusedOnesIsTheOnlyOneDiffed() {
    let (host, controller) = makeController()
    var state = Self.pages(100, items: 10)
    controller.update(with: state, animated: false)
    state[42].cellModels.remove(at: 3)
    controller.update(with: state, animated: false)
    #expect(controller.snapshot.diffedSections == 42..<43)
    #expect(host.displayedIdentifiers[42].count == 9)
    #expect(host.errors.isEmpty)
  }

  @Test func equalButRebuiltSectionsAreStillDiffed() {
    let (host, controller) = makeController()
    controller.update(with: Self.pages(3, items: 2), animated: false)
    controller.update(with: Self.pages(3, items: 2, version: 1), animated: false)
    #expect(controller.snapshot.diffedSections == 0..<3)
    #expect(host.rebinds.count == 6)
    #expect(host.errors.isEmpty)
  }

  @Test func aReusedArrayUnderANewHeaderIsDiffed() {
    let (host, controller) = makeController()
    var state = Self.pages(2, items: 2)
    controller.update(with: state, animated: false)
    state[1].headerModel = TextModel(identifier: "header", text: "new")
    controller.update(with: state, animated: false)
    #expect(controller.snapshot.diffedSections == 1..<2)
    #expect(host.errors.isEmpty)
  }

  /// Random states where each section is either passed on from the displayed state or
  /// rebuilt with random edits, and sections move, appear and go: the screen always ends
  /// equal to the request, every batch is legal, and the diff covers at most what lies between
  /// the passed-on prefix and suffix.
  @Test func randomlyReusedSectionsEndOnTheRequestedState() async {
    await propertyCheck(count: 1_000, input: Gen.int(in: 0...(1 << 30)).array(of: 1...40)) {
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
