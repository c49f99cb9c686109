import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Looking up and scrolling to models")
@MainActor
struct LookupTests {
  @Test("index paths and models by identifier, and out-of-range lookups are nil")
  func lookup() async {
    let (_, controller) = makeController()
    await controller.updateAndWait(with: textSections(["a": "x y", "b": "z"]), animated: false)
    #expect(controller.indexPath(for: TextModel(identifier: "z")) == IndexPath(item: 0, section: 1))
    #expect(controller.indexPath(for: TextModel(identifier: "missing")) == nil)
    #expect(controller.cellModel(at: IndexPath(item: 1, section: 0))?.identifier == "y")
    #expect(controller.cellModel(at: IndexPath(item: 2, section: 0)) == nil)
    #expect(controller.cellModel(at: IndexPath(item: 0, section: 7)) == nil)
    #expect(controller.cellModel(at: IndexPath(index: 0)) == nil)

    await controller.updateAndWait(with: textSections(["b": "z", "a": "y x"]), animated: false)
    #expect(controller.indexPath(for: TextModel(identifier: "x")) == IndexPath(item: 1, section: 1))
  }

  @Test("scrollTo asks the host to scroll to the model's index path")
  func scrollTo() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["a": "x y", "b": "z"]), animated: false)
    #expect(controller.scrollTo(cellModel: TextModel(identifier: "z")))
    #expect(controller.scrollTo(cellModel: TextModel(identifier: "y"), animated: false))
    #expect(!controller.scrollTo(cellModel: TextModel(identifier: "missing")))
    #expect(
      host.scrollRequests.map(\.indexPath) == [
        IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 0),
      ])
    #expect(host.scrollRequests.map(\.animated) == [true, false])
  }
}
