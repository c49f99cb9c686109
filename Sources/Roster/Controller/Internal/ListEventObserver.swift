import Foundation

/// What a ``SectionContainer`` needs from its controller's event path: to say which providers
/// it holds, and to hear every event after the model has.
///
/// A controller keeps any number of observers, weakly (``ListController/addEventObserver(_:)``):
/// each hears every event and acts on the sections it owns.
@MainActor
protocol ListEventObserver: AnyObject {
  /// Whether `provider` is one of this observer's: then a model's action in its sections
  /// receives the index path among the provider's sections rather than the list's.
  func holds(_ provider: ObjectIdentifier) -> Bool

  /// The event `event` about `model`, at `place`, which the controller resolved when the
  /// event was delivered (an observer never looks the index path up again: the item may be
  /// one an update just deleted).
  func itemEvent(_ event: ItemEvent, at place: ItemPlace, model: any CellModel)

  func listDidScroll(to contentOffset: CGPoint)

  /// The user dropped the item `model` at `destination`, from `source`: index paths of the
  /// list before and after the move.
  func itemMoved(from source: IndexPath, to destination: IndexPath, model: any CellModel)

  /// Nodes of the sections of provider `owner` were expanded or collapsed.
  func outlineExpansionChanged(_ change: OutlineExpansionChange, owner: ObjectIdentifier)
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
  case enterSelection
  case leaveSelection
}

/// A weak reference to an event observer, so that a controller never keeps its containers
/// alive (a container keeps its controller).
@MainActor
struct WeakEventObserver {
  weak var observer: (any ListEventObserver)?
}
