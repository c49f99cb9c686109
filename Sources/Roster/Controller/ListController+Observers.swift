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

  /// Hands `event` about the item at `place` to every observer.
  func notifyObservers(_ event: ItemEvent, at place: ItemPlace, model: any CellModel) {
    for observer in eventObservers { observer.itemEvent(event, at: place, model: model) }
  }

  /// The index path the model's own action receives for the item at `place`: among its
  /// provider's sections when an observer holds that provider, the list's own otherwise.
  func localIndexPath(of place: ItemPlace) -> IndexPath {
    guard let owner = place.owner,
      observerSlots.contains(where: { $0.observer?.holds(owner) == true })
    else { return place.indexPath }
    return place.localIndexPath
  }

  /// The index path the model's own action receives for the displayed item at `indexPath`.
  func localIndexPath(for indexPath: IndexPath) -> IndexPath {
    localIndexPath(of: ItemPlace(indexPath, in: snapshot))
  }
}
