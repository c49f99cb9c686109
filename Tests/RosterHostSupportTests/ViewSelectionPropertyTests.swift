import Foundation
import PropertyBased
import Roster
import RosterHostSupport
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// What UIKit's views are told to show the controller's selection: the flags for each mode, and
/// the items to deselect and select, against a reference that walks the items one by one.
@Suite("ViewSelection: a view's own selection follows the controller's")
struct ViewSelectionPropertyTests {
  @Test("the flags for every mode, in and out of edit mode")
  func policy() {
    // mode, editing → multiple, during editing, multiple during editing
    let table: [(ListSelectionMode, Bool, Bool, Bool, Bool)] = [
      (.off, false, false, false, false),
      (.single, false, false, false, false),
      (.multiple, false, true, false, false),
      (.off, true, false, false, false),
      (.single, true, false, true, false),
      (.multiple, true, false, true, true),
    ]
    for (mode, isEditing, multiple, duringEditing, multipleDuringEditing) in table {
      let policy = ViewSelection.Policy(mode: mode, isEditing: isEditing)
      #expect(policy.isEditing == isEditing, "\(mode) \(isEditing)")
      #expect(policy.allowsMultipleSelection == multiple, "\(mode) \(isEditing)")
      #expect(policy.allowsSelectionDuringEditing == duringEditing, "\(mode) \(isEditing)")
      #expect(
        policy.allowsMultipleSelectionDuringEditing == multipleDuringEditing, "\(mode) \(isEditing)"
      )
    }
  }

  @Test("deselecting then selecting what it says turns the shown selection into the wanted one")
  func changesShowTheWantedSelection() async {
    await propertyCheck(
      count: propertyCases(3_000), input: Gen.int(in: 0...(1 << 30)).array(of: 1...40)
    ) {
      raw in
      var source = RawSource(raw)
      // A small grid of items, so that the two selections overlap often.
      let universe = (0..<3).flatMap { section in
        (0..<(1 + source.next(6))).map { IndexPath(item: $0, section: section) }
      }
      let wanted = universe.filter { _ in source.next(3) == 0 }
      let shown = universe.filter { _ in source.next(3) == 0 }
      // Either side may list an item twice, in any order, as a view's selection may.
      let listedWanted = (wanted + wanted.filter { _ in source.next(4) == 0 }).inDrawnOrder(&source)
      let listedShown = (shown + shown.filter { _ in source.next(4) == 0 }).inDrawnOrder(&source)
      let changes = ViewSelection.changes(showing: listedWanted, from: listedShown)

      var view = listedShown
      var expectedDeselect: [IndexPath] = []
      var expectedSelect: [IndexPath] = []
      for item in universe {
        let isWanted = wanted.contains(item)
        let isShown = shown.contains(item)
        if isShown && !isWanted { expectedDeselect.append(item) }
        if isWanted && !isShown { expectedSelect.append(item) }
      }
      for item in changes.deselect { view.removeAll { $0 == item } }
      view.append(contentsOf: changes.select)
      #expect(changes.deselect == expectedDeselect, "wanted \(wanted), shown \(shown)")
      #expect(changes.select == expectedSelect, "wanted \(wanted), shown \(shown)")
      #expect(Set(view) == Set(wanted), "shows \(view), not \(wanted)")
    }
  }
}

extension Array {
  /// The elements in an order drawn from `source`.
  fileprivate func inDrawnOrder(_ source: inout RawSource) -> [Element] {
    var elements = self
    for index in elements.indices.reversed() where index > 0 {
      elements.swapAt(index, source.next(index + 1))
    }
    return elements
  }
}
