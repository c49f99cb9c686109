import Roster
import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the simulated host shows of an outline: each row's level and expansion, for app tests.
@MainActor
@Suite("SimulatedListHost: outlines")
struct SimulatedOutlineTests {
  let log = EventLog()

  func node(
    _ identifier: String, open: Bool = false, _ children: [OutlineItem] = []
  )
    -> OutlineItem
  {
    OutlineItem(Card(identifier, log: log), isExpanded: open, children: children)
  }

  @Test("rows are indented by level and marked expanded, collapsed or leaf; flat rows plain")
  func displayedOutline() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.diagnosticHandler = { _ in }
    controller.update(
      with: [
        Section(
          "tree",
          outline: [
            node("a", open: true, [node("a1"), node("a2", [node("a21")])]), node("b"),
          ]),
        BandFixture.rows("flat", ["x"], log: log),
      ], animated: false)
    host.settle()
    #expect(host.displayedOutline == [["▾ a", "  • a1", "  ▸ a2", "• b"], ["x"]])
    controller.expand("a2")
    host.settle()
    #expect(host.displayedOutline == [["▾ a", "  • a1", "  ▾ a2", "    • a21", "• b"], ["x"]])
    #expect(host.errors.isEmpty)
  }
}
