import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// The action menu as keys move its highlight, at random lengths and list heights, against a
/// reference that only counts.
@MainActor
@Suite("TerminalListView: the action menu against a counting reference")
struct ActionMenuPropertyTests {
  static let keys: [Key] = [.up, .down, .character("j"), .character("k")]

  @Test("the highlighted action is always shown, the menu fits the list, Enter runs what is shown")
  func highlightedActionShows() async {
    await propertyCheck(
      count: propertyCases(300), input: Gen.int(in: 1...60), Gen.int(in: 0...14),
      Gen.int(in: 0...3).array(of: 0...80)
    ) { count, height, keyIndices in
      let log = ActionLog()
      let fixture = ListFixture(width: 30, height: height)
      await fixture.show([
        Section(
          cellModels: [ManyActionsModel(identifier: "m", count: count, log: log)], identifier: "s")
      ])
      let view = fixture.listView
      view.select(IndexPath(item: 0, section: 0))
      view.handle(.character("a"))
      var highlighted = 0
      for (step, index) in keyIndices.enumerated() {
        let key = Self.keys[index]
        view.handle(key)
        highlighted =
          key == .up || key == .character("k")
          ? (highlighted + count - 1) % count : (highlighted + 1) % count
        let rows = fixture.rows
        let shownActions = rows.filter { $0.contains("│ A") }.count
        guard
          height < 3 || rows.contains(where: { $0.contains("│ A\(highlighted) ") }),
          shownActions == min(count, max(0, height - 2))
        else {
          Issue.record("\(count) actions, height \(height), step \(step): \(rows)")
          return
        }
      }
      view.handle(.enter)
      let expected = height < 3 ? [] : ["A\(highlighted) m"]
      #expect(log.ran == expected, "\(count) actions, height \(height), keys \(keyIndices)")
    }
  }
}
