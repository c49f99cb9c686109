import Foundation

// Containers observe the controller's events. Several may: each hears every event and handles
// the ones of sections its providers own, so a second container never silently takes the
// events of the first.
extension ListController {
  /// The observers still alive, in the order they were added.
  var eventObservers: [any ListEventObserver] {
    observerSlots.compactMap(\.observer)
  }

  /// Adds `observer`, held weakly, after the others; dropping those that no longer exist.
  func addEventObserver(_ observer: any ListEventObserver) {
    observerSlots.removeAll { $0.observer == nil }
    observerSlots.append(WeakEventObserver(observer: observer))
  }

  /// Hands `event` to every observer.
  func notifyObservers(_ event: ItemEvent, at indexPath: IndexPath, model: any CellModel) {
    for observer in eventObservers { observer.itemEvent(event, at: indexPath, model: model) }
  }

  /// The index path the model's own action receives: the first observer's translation that
  /// claims the item, or the list's own index path when none does.
  func localIndexPath(for indexPath: IndexPath) -> IndexPath {
    for slot in observerSlots {
      if let local = slot.observer?.localIndexPath(for: indexPath) { return local }
    }
    return indexPath
  }
}
