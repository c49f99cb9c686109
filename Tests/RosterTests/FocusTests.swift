import Foundation
import Roster
import RosterTesting
import Testing

final class FocusRowCell: TypedListCell {
  func bind(model: FocusRow, sizing: Bool) {}
}

struct FocusRow: TypedCellModel, FocusableCellModel, Equatable {
  typealias CellType = FocusRowCell
  var identifier: String
  var isFocusable = true
}

@Suite("Focus remembered by identity")
@MainActor
struct FocusTests {
  private func rows(_ identifiers: [String], unfocusable: Set<String> = []) -> [Section] {
    [
      Section(
        cellModels: identifiers.map {
          FocusRow(identifier: $0, isFocusable: !unfocusable.contains($0))
        }, identifier: "s")
    ]
  }

  @Test("the focus comes back to the item focused last, wherever updates moved it")
  func followsTheItem() async throws {
    let (host, controller) = makeController()
    let dataSource = try #require(host.dataSource)
    await controller.updateAndWait(with: rows(["a", "b", "c"]), animated: false)
    #expect(dataSource.indexPathForPreferredFocusedItem == nil, "nothing focused yet")
    dataSource.didFocusItem(at: IndexPath(item: 1, section: 0))
    #expect(controller.focusedIdentifier == "b")
    dataSource.didFocusItem(at: nil)
    #expect(controller.focusedIdentifier == "b", "focus leaving the list keeps the item")

    await controller.updateAndWait(with: rows(["x", "y", "a", "c", "b"]))
    #expect(dataSource.indexPathForPreferredFocusedItem == IndexPath(item: 4, section: 0))
    await controller.updateAndWait(with: rows(["x", "y"]))
    #expect(dataSource.indexPathForPreferredFocusedItem == nil, "the item is gone")
  }

  @Test("models opt out; an item whose removal waits cannot take the focus")
  func canFocus() async throws {
    let (host, controller) = makeController()
    let dataSource = try #require(host.dataSource)
    await controller.updateAndWait(
      with: rows(["a", "b", "c"], unfocusable: ["b"]), animated: false)
    #expect(dataSource.canFocusItem(at: IndexPath(item: 0, section: 0)))
    #expect(!dataSource.canFocusItem(at: IndexPath(item: 1, section: 0)))
    #expect(!dataSource.canFocusItem(at: IndexPath(item: 9, section: 0)))
    controller.update(with: rows(["a", "b"], unfocusable: ["b"]))  // animating
    controller.update(with: rows(["b"], unfocusable: ["b"]))  // waits: a is leaving
    #expect(!dataSource.canFocusItem(at: IndexPath(item: 0, section: 0)))
    host.settle()
  }

  @Test("the focus change handler hears each item the focus moves to, once")
  func changeHandler() async throws {
    let (host, controller) = makeController()
    let dataSource = try #require(host.dataSource)
    var heard: [String] = []
    controller.focusChangeHandler = { heard.append($0) }
    await controller.updateAndWait(with: rows(["a", "b", "c"]), animated: false)
    dataSource.didFocusItem(at: IndexPath(item: 1, section: 0))
    dataSource.didFocusItem(at: IndexPath(item: 1, section: 0))
    dataSource.didFocusItem(at: nil)
    dataSource.didFocusItem(at: IndexPath(item: 2, section: 0))
    dataSource.didFocusItem(at: IndexPath(item: 7, section: 0))
    #expect(heard == ["b", "c"], "not again for the same item, nor for leaving the list")
  }
}
