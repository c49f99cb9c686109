import Foundation
import RosterHostSupport

// A `NestedListCellModel` shows a whole list inside a row. The simulated host shows it as the
// other hosts do, with a list of its own — here a nested `SimulatedListHost` and its
// `ListController` — which each outer batch updates as it is applied.
extension SimulatedListHost {
  /// The simulated host of the nested list shown for the `NestedListCellModel` at `indexPath`;
  /// `nil` when no such model is displayed there.
  ///
  /// A test reads and drives it as any simulated host: its ``displayedIdentifiers``, taps with
  /// ``selectItem(withIdentifier:)``, displays, prefetches and drags; its models hear their
  /// events with index paths inside the nested list. It shares this host's `cellRegistry`,
  /// width and ``isOnScreen``, and starts with its ``measurement`` and ``logLimit``; its
  /// rejected batches are also recorded in this host's ``errors``, and its controller's
  /// diagnostics reach this host's controller.
  ///
  /// Each nested list is kept by its model's identifier. A batch or reload of the outer list
  /// updates it as it is applied, animated only when the outer batch is, so it shows the new
  /// sections as soon as the outer update is applied; ``finishAnimations(finished:)`` and
  /// ``settle(finished:)`` end its animations with the outer list's. When its row leaves the
  /// data, the nested list is discarded, and the cells it displayed end displaying.
  ///
  /// - Complexity: O(1) expected.
  public func nestedHost(at indexPath: IndexPath) -> SimulatedListHost? {
    nestedList(at: indexPath)?.host
  }

  /// The controller of the nested list shown for the `NestedListCellModel` at `indexPath`
  /// (see ``nestedHost(at:)``); `nil` when no such model is displayed there.
  public func nestedController(at indexPath: IndexPath) -> ListController<SimulatedListHost>? {
    nestedList(at: indexPath)?.controller
  }

  private func nestedList(at indexPath: IndexPath) -> NestedSimulatedList? {
    guard let model = boundModel(at: indexPath),
      case .nestedList(let nested)? = ChildList.of(.item(model), inListScrolling: scrollDirection)
    else { return nil }
    return nesting.lists[nested.identifier]
  }

  /// Brings each nested list of the data up to date with its model, `animated` as the outer
  /// batch is; makes the lists of new models and discards those of models gone.
  ///
  /// - Complexity: O(*N*) for the *N* items displayed, plus the nested lists' own updates;
  ///   O(1) when neither the data nor the host has nested lists.
  func updateNestedLists(animated: Bool) {
    guard nesting.dataMayHoldLists || !nesting.lists.isEmpty else { return }
    var present = Set<String>()
    for models in bound.models {
      for item in models {
        guard
          let model = ChildList.of(.item(item), inListScrolling: scrollDirection)?
            .nestedListModel,
          present.insert(model.identifier).inserted
        else { continue }
        if let nested = nesting.lists[model.identifier] {
          nested.show(model, animated: animated)
        } else {
          nesting.lists[model.identifier] = NestedSimulatedList(model, in: self)
        }
      }
    }
    guard nesting.lists.count > present.count else { return }
    for identifier in nesting.lists.keys.sorted() where !present.contains(identifier) {
      nesting.lists.removeValue(forKey: identifier)?.discard()
    }
  }

  /// Ends every animation of the nested lists.
  func settleNestedLists(finished: Bool) {
    for identifier in nesting.lists.keys.sorted() {
      nesting.lists[identifier]?.host.settle(finished: finished)
    }
  }
}
