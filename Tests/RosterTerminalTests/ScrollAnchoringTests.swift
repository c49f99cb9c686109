import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// What the reader looks at stays put when items come and go above it.
@MainActor
@Suite("TerminalListView: scroll anchoring")
struct ScrollAnchoringTests {
  static func feed(_ identifiers: [String]) -> [Section] {
    [rowsSection("feed", identifiers)]
  }

  @Test("newer items inserted above the viewport leave the rows in view where they were")
  func insertsAbove() async {
    let fixture = ListFixture(width: 12, height: 4)
    await fixture.show(Self.feed((0..<20).map { "p\($0)" }))
    fixture.listView.handle(.wheelDown(column: 0, row: 0))
    fixture.listView.handle(.wheelDown(column: 0, row: 0))  // rows 6…9 in view, cursor on p0
    #expect(fixture.rows == ["p6", "p7", "p8", "p9"])
    await fixture.show(Self.feed(["n0", "n1", "n2"] + (0..<20).map { "p\($0)" }), animated: true)
    #expect(fixture.rows == ["p6", "p7", "p8", "p9"])
    await fixture.show(Self.feed((3..<20).map { "p\($0)" }))
    #expect(fixture.rows == ["p6", "p7", "p8", "p9"])
  }

  @Test("at the very top too, newer items arrive above the first row, off screen")
  func insertsAboveTheTop() async {
    let fixture = ListFixture(width: 12, height: 4)
    await fixture.show(Self.feed((0..<20).map { "p\($0)" }))
    #expect(fixture.listView.contentOffset == 0)
    #expect(fixture.rows == ["p0", "p1", "p2", "p3"])
    await fixture.show(Self.feed(["n0", "n1", "n2"] + (0..<20).map { "p\($0)" }), animated: true)
    #expect(fixture.rows == ["p0", "p1", "p2", "p3"])
    #expect(fixture.listView.contentOffset == 3)
  }

  @Test("a list too short to scroll the new items out of view scrolls as far as it can")
  func insertsAboveAShortList() async {
    let fixture = ListFixture(width: 12, height: 6)
    await fixture.show(Self.feed((0..<3).map { "p\($0)" }))
    await fixture.show(Self.feed(["n0", "n1"] + (0..<3).map { "p\($0)" }))
    #expect(fixture.listView.contentOffset == 0, "5 rows on a screen of 6: nothing to scroll")
    #expect(fixture.rows.prefix(5) == ["n0", "n1", "p0", "p1", "p2"])
    await fixture.show(Self.feed(["n2", "n3", "n4", "n0", "n1"] + (0..<3).map { "p\($0)" }))
    #expect(fixture.listView.contentOffset == 2, "8 rows on a screen of 6 scroll 2 at most")
    #expect(fixture.rows == ["n4", "n0", "n1", "p0", "p1", "p2"])
  }

  @Test("with .end, a list at its end stays there as items arrive; elsewhere it stays put")
  func chatStaysAtTheEnd() async {
    let fixture = ListFixture(width: 12, height: 3)
    fixture.listView.scrollAnchoring = .end
    await fixture.show(Self.feed((0..<10).map { "m\($0)" }))
    fixture.listView.handle(.end)
    #expect(fixture.rows == ["m7", "m8", "m9"])
    await fixture.show(Self.feed((0..<12).map { "m\($0)" }))
    #expect(fixture.rows == ["m9", "m10", "m11"])
    fixture.listView.handle(.wheelUp(column: 0, row: 0))
    let shown = fixture.rows
    await fixture.show(Self.feed((0..<14).map { "m\($0)" }))
    #expect(fixture.rows == shown, "away from the end, new messages do not move the list")
  }

  @Test("random inserts and deletes above the viewport never move the first visible row")
  func randomChangesAbove() async {
    await propertyCheck(
      count: propertyCases(500), input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...6),
      Gen.int(in: 0...12)
    ) { seeds, scroll in
      let fixture = ListFixture(width: 12, height: 5)
      var items = (0..<30).map { "i\($0)" }
      await fixture.show(Self.feed(items))
      for _ in 0..<scroll { fixture.listView.handle(.wheelDown(column: 0, row: 0)) }
      var serial = 0
      for seed in seeds {
        var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
        let top = fixture.listView.contentOffset
        guard top > 0, top < items.count else { break }
        let anchor = items[top]
        // Insert or delete only above the first visible row, never the selected item (p0's
        // row stays where the cursor is, possibly out of view).
        let selected = fixture.listView.selectedIndexPath.map { items[$0.item] }
        var changed = items
        for _ in 0..<(1 + mixer.next(3)) {
          let index = changed.firstIndex(of: anchor) ?? 0
          guard index > 0 else { break }
          let position = mixer.next(index)
          if mixer.next(2) == 0 {
            serial += 1
            changed.insert("new\(seed)-\(serial)", at: position)
          } else if changed[position] != selected {
            changed.remove(at: position)
          }
        }
        items = changed
        await fixture.show(Self.feed(items), animated: mixer.next(2) == 0)
        guard let row = items.firstIndex(of: anchor) else { continue }
        let wanted = row - fixture.listView.contentOffset
        // Where the content allows it, the anchor is the first visible row again.
        if row <= fixture.listView.maximumContentOffset {
          #expect(wanted == 0, "\(anchor) \(seeds) \(scroll)")
          #expect(fixture.rows.first == anchor)
        }
      }
    }
  }
}
