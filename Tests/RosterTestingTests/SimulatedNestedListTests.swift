import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Nested lists on the simulated host: a nested simulated host a test reads and taps, updated
/// with each outer batch as on the terminal and in UIKit.
@MainActor
@Suite("SimulatedListHost: nested lists")
struct SimulatedNestedListTests {
  let log = EventLog()
  let host = SimulatedListHost()
  let controller: ListController<SimulatedListHost>

  init() {
    controller = ListController(host: host)
  }

  func screen(_ inner: [String], height: CGFloat = 100, above: [String] = ["top"]) -> [Section] {
    let nested = NestedListCellModel(
      identifier: "panel", height: height,
      sections: [BandFixture.rows("inner", inner, log: log)])
    return [
      BandFixture.rows("rows", above, log: log),
      Section(cellModels: [nested], identifier: "holder"),
    ]
  }

  @Test("a nested list is a nested simulated host: its rows are read and tapped there")
  func nestedHostShowsTheNestedList() async {
    await controller.updateAndWait(with: screen(["a", "b"]))
    #expect(host.nestedHost(at: [0, 0]) == nil)
    let nested = host.nestedHost(at: [1, 0])
    #expect(nested?.displayedIdentifiers == [["a", "b"]])
    #expect(nested?.containerSize == CGSize(width: 320, height: 100))
    #expect(host.nestedController(at: [1, 0])?.snapshot.sections.map(\.identifier) == ["inner"])
    #expect(nested?.selectItem(withIdentifier: "b") == true)
    #expect(log.events == ["select b at 0.1"])
    // The nested host shares the outer registry.
    #expect(nested?.cellRegistry === host.cellRegistry)
  }

  @Test("a nested list has a cell on the simulated host: no diagnostic says its items are blank")
  func nestedListIsNotReportedAsCellless() async {
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    await controller.updateAndWait(with: screen(["a", "b"]))
    #expect(diagnostics == [])
    #expect(host.nestedHost(at: [1, 0])?.displayedIdentifiers == [["a", "b"]])
  }

  @Test("an outer update updates the nested list in the same step, animated as it is")
  func outerUpdateUpdatesTheNestedList() async {
    await controller.updateAndWait(with: screen(["a", "b"]))
    let nested = host.nestedHost(at: [1, 0])
    controller.update(with: screen(["b", "c", "a"]), animated: false)
    #expect(nested?.displayedIdentifiers == [["b", "c", "a"]])
    #expect(nested?.isAnimating == false)
    controller.update(with: screen(["c"], height: 60, above: ["top", "next"]), animated: true)
    #expect(nested?.displayedIdentifiers == [["c"]])
    #expect(nested?.containerSize.height == 60)
    #expect(nested?.isAnimating == true)
    // The nested list's animation ends with the outer list's.
    host.settle()
    #expect(nested?.isAnimating == false)
    #expect(host.nestedHost(at: [1, 0]) === nested)
    #expect(host.errors.isEmpty)
    #expect(nested?.errors.isEmpty == true)
  }

  @Test("awaiting an animated outer update leaves the nested list at rest, showing it")
  func awaitedUpdateSettlesTheNestedList() async {
    await controller.updateAndWait(with: screen(["a"]))
    await controller.updateAndWait(with: screen(["a", "b"]), animated: true)
    let nested = host.nestedHost(at: [1, 0])
    #expect(nested?.displayedIdentifiers == [["a", "b"]])
    #expect(nested?.isAnimating == false)
    #expect(nested?.batchCount == 1)
  }

  @Test("the nested list's events reach its models with its own index paths")
  func nestedEvents() async {
    await controller.updateAndWait(with: screen(["a", "b", "c"]))
    let nested = host.nestedHost(at: [1, 0])
    nested?.displayItems(at: [[0, 1], [0, 2]])
    nested?.prefetchItems(at: [[0, 0]])
    #expect(log.events == ["show b", "show c", "prefetch a"])
    log.events = []
    // An outer update deleting a nested item ends its display, as in any list.
    await controller.updateAndWait(with: screen(["a", "b"]))
    #expect(log.events == ["hide c"])
  }

  @Test("a nested list whose row is deleted is discarded, and its cells end displaying")
  func deletedRowDiscardsTheNestedList() async {
    await controller.updateAndWait(with: screen(["a", "b"]))
    host.nestedHost(at: [1, 0])?.displayItems(at: [[0, 0]])
    // The displayed item moves before the row goes.
    await controller.updateAndWait(with: screen(["z", "a", "b"]))
    log.events = []
    await controller.updateAndWait(with: [BandFixture.rows("rows", ["top"], log: log)])
    #expect(log.events == ["hide a"])
    #expect(host.nestedHost(at: [1, 0]) == nil)
    // Back again, it is a new list, showing its sections at once.
    await controller.updateAndWait(with: screen(["b"]), animated: true)
    #expect(host.nestedHost(at: [1, 0])?.displayedIdentifiers == [["b"]])
    #expect(host.nestedHost(at: [1, 0])?.batchCount == 0)
    #expect(host.nestedHost(at: [1, 0])?.reloadCount == 1)
  }
}
