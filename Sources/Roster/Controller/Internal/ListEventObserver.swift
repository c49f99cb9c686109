import Foundation

/// What a ``SectionContainer`` needs from its controller's event path: to translate the view's
/// index paths into a provider's own, and to hear every event after the model has.
///
/// A controller keeps any number of observers, weakly (``ListController/addEventObserver(_:)``):
/// each hears every event and acts on the sections it owns.
@MainActor
protocol ListEventObserver: AnyObject {
  /// The index path a model's action receives for the item at `indexPath` in the list, or
  /// `nil` when the item is not one this observer's providers own.
  func localIndexPath(for indexPath: IndexPath) -> IndexPath?

  func itemEvent(_ event: ItemEvent, at indexPath: IndexPath, model: any CellModel)

  func listDidScroll(to contentOffset: CGPoint)

  /// The user dropped the item `model` at `destination`, from `source`: index paths of the
  /// list before and after the move.
  func itemMoved(from source: IndexPath, to destination: IndexPath, model: any CellModel)
}

enum ItemEvent {
  case select
  case highlight
  case unhighlight
  case willDisplay
  case didEndDisplaying
  case prefetch
  case cancelPrefetching
  case enterWorkingRange
  case leaveWorkingRange
}

/// A weak reference to an event observer, so that a controller never keeps its containers
/// alive (a container keeps its controller).
@MainActor
struct WeakEventObserver {
  weak var observer: (any ListEventObserver)?
}
