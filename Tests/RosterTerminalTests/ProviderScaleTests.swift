import Foundation
import Roster
import RosterTerminal
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
    // Each one inserted at the top, above the cursor and the rows on screen.
    for publisher in publishers[..<(count / 2)].reversed() { publisher.publish() }
    #expect(listView.selectedIndexPath == IndexPath(item: 1, section: count - 1))
    #expect(container.controller.sections.count == count)
    // Every update searched the sections above the cursor before (about 15,000 here).
    #expect(listView.sectionsSearchedForItems - before <= count)
  }
}
