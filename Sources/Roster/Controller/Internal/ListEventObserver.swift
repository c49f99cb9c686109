import Foundation

/// What a ``SectionContainer`` needs from its controller's event path: to translate the view's
/// index paths into a provider's own, and to hear every event after the model has.
@MainActor
protocol ListEventObserver: AnyObject {
  /// The index path a model's action receives for the item at `indexPath` in the list.
  func localIndexPath(for indexPath: IndexPath) -> IndexPath

  func itemEvent(_ event: ItemEvent, at indexPath: IndexPath, model: any CellModel)

  func listDidScroll(to contentOffset: CGPoint)
}

enum ItemEvent {
  case select
  case highlight
  case unhighlight
  case willDisplay
  case didEndDisplaying
}
