import Foundation
@_spi(Testing) import Roster
@_spi(Testing) import RosterTerminal
import Testing

/// Section providers on the terminal: an update costs work in proportion to what it changes,
/// not to the list around it (counted, not timed).
@MainActor
@Suite("TerminalListView: section providers at scale")
struct TerminalProviderScaleTests {
  /// Publishes one section of two rows when told.
  final class Publisher: SectionProvider {
    let index: Int
    var context: SectionProviderContext?

    init(index: Int) { self.index = index }

    func didAttach(to context: SectionProviderContext) { self.context = context }

    func publish() {
      let rows = [TextRow("p\(index)-a"), TextRow("p\(index)-b")]
      context?.update(with: [Section(cellModels: rows, identifier: "p\(index)")], animated: false)
    }
  }

  @Test("sections published above the cursor do not make each update search the list for it")
  func sectionsInsertedAboveTheCursor() {
    let listView = TerminalListView(size: CGSize(width: 30, height: 10))
    let container = SectionContainer(host: listView)
    let count = 200
    let publishers = (0..<count).map(Publisher.init)
    container.setProviders(publishers, animated: false)
    for publisher in publishers[(count / 2)...] { publisher.publish() }
    let last = IndexPath(item: 1, section: count / 2 - 1)
    listView.select(last)
    let before = listView.sectionsSearchedForItems
    let rebuiltBefore = listView.sectionLayoutsRebuilt
    // Each one inserted at the top, above the cursor and the rows on screen.
    for publisher in publishers[..<(count / 2)].reversed() { publisher.publish() }
    #expect(listView.selectedIndexPath == IndexPath(item: 1, section: count - 1))
    #expect(container.controller.sections.count == count)
    // Every update searched the sections above the cursor before (about 15,000 here).
    #expect(listView.sectionsSearchedForItems - before <= count)
    // Each insertion rebuilt the array of every section's layout before (about 15,000 here).
    #expect(listView.sectionLayoutsRebuilt - rebuiltBefore == 0)
  }
}

/// What a screen reader's app asks every frame costs nothing per frame.
@MainActor
@Suite("TerminalListView: the item count at scale")
struct TerminalItemCountScaleTests {
  @Test("the number of items is summed once per displayed state, not once per frame")
  func numberOfItemsIsCountedOncePerState() {
    let listView = TerminalListView(size: CGSize(width: 30, height: 10))
    let controller = ListController(host: listView)
    let sections = (0..<1_000).map {
      Section(cellModels: [TextRow("r\($0)")], identifier: "s\($0)")
    }
    controller.update(with: sections, animated: false)
    for _ in 0..<50 { #expect(listView.numberOfItems == 1_000) }
    // Every call summed every section before (50,000 here).
    #expect(controller.snapshot.sectionsSummedForItemCount == 1_000)
    controller.update(with: Array(sections.dropLast()), animated: false)
    #expect(listView.numberOfItems == 999)
    #expect(controller.snapshot.sectionsSummedForItemCount == 999)
  }
}
