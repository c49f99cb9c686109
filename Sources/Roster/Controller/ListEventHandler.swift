import Foundation

/// The user's interactions a ``ListHost`` reports, with the index paths its view uses.
///
/// The data source a ``ListController`` installs on its host implements every requirement: it
/// finds the model now at the index path (the displayed state, which is the view's, because the
/// data swaps inside each batch) and runs that model's action; with a ``SectionContainer`` the
/// provider that owns the item hears about it too, in its own index paths. A host reaches the handler through its ``ListHost/dataSource``,
/// since every ``ListDataSource`` is a `ListEventHandler`.
@MainActor
public protocol ListEventHandler: AnyObject {
  /// The user selected the item at `indexPath`; returns whether a model acted on it.
  @discardableResult
  func didSelectItem(at indexPath: IndexPath) -> Bool

  /// Whether the item at `indexPath` shows a highlight while touched.
  func shouldHighlightItem(at indexPath: IndexPath) -> Bool

  /// The item at `indexPath` became highlighted; returns whether a model acted on it.
  @discardableResult
  func didHighlightItem(at indexPath: IndexPath) -> Bool

  /// The item at `indexPath` lost its highlight; returns whether a model acted on it.
  @discardableResult
  func didUnhighlightItem(at indexPath: IndexPath) -> Bool

  /// The cell for the item at `indexPath` is about to appear.
  ///
  /// Hosts report every cell; the controller's handler reports one display per item: a cell
  /// that appears for an item another cell shows already (a row moved to another cell by a
  /// batch, a reloaded row's new cell) continues that display.
  func willDisplayItem(at indexPath: IndexPath)

  /// The cell for the item at `indexPath` left the screen; `model` is the model it was bound
  /// to, which the host passes when it knows it (the item may have been deleted, or moved, so
  /// that `indexPath`, the view's old one, names another item now).
  ///
  /// The controller's handler finds the item by the model's identity, ends its display when
  /// this was its last cell — at its provider, where it is now or where an update deleted it
  /// from — and ignores a cell of an item not displayed.
  func didEndDisplayingItem(at indexPath: IndexPath, model: (any CellModel)?)

  /// The list scrolled so that `contentOffset` is its visible origin. A list-wide event: every
  /// section provider hears it.
  func didScroll(to contentOffset: CGPoint)

  /// The actions of the item at `indexPath` (an ``ActionableCellModel``'s), in order; empty
  /// for an item without actions.
  func actions(forItemAt indexPath: IndexPath) -> [ItemAction]

  /// The user chose the action `identifier` of the item at `indexPath`; returns whether the
  /// model had it and ran it.
  @discardableResult
  func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool

  /// The items at `indexPaths` will soon be needed: their cells are not on screen yet but are
  /// expected to appear (UIKit's `collectionView(_:prefetchItemsAt:)`). Paths that name no item,
  /// items already prefetched and items a cell shows already are ignored. Updates the models'
  /// and providers' callbacks request start once the whole batch is delivered.
  func prefetchItems(at indexPaths: [IndexPath])

  /// The items at `indexPaths`, prefetched earlier, are no longer expected to appear soon
  /// (UIKit's `collectionView(_:cancelPrefetchingForItemsAt:)`). Paths that name no item, or an
  /// item not prefetched, are ignored. An item whose cell appears needs no cancellation: its
  /// prefetch was consumed.
  func cancelPrefetchingForItems(at indexPaths: [IndexPath])

  /// The items prefetched and neither displayed, cancelled nor deleted since, where they are
  /// now, in order: what a host compares its prefetch range with to know what to cancel.
  var indexPathsForPrefetchedItems: [IndexPath] { get }

  /// The host shows `visibleRect` of the content that `layout` places: the items of the data
  /// source's snapshot, laid out. The controller works out the working range from it (see
  /// ``ListController/workingRangeSize``) with the layout's rectangle queries. Hosts call it
  /// when the visible rect or the layout has changed — after scrolling and after batches, or
  /// at every frame they draw — with a layout of the data source's current snapshot; a layout
  /// of another number of sections is ignored.
  func visibleRectDidChange(_ visibleRect: CGRect, in layout: ListLayout)
}

extension ListEventHandler {
  /// No actions, for handlers written before actions existed.
  public func actions(forItemAt indexPath: IndexPath) -> [ItemAction] { [] }

  /// Nothing to run, for handlers written before actions existed.
  @discardableResult
  public func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool {
    false
  }

  /// The cell at `indexPath` left the screen, and its model is the one displayed there.
  public func didEndDisplayingItem(at indexPath: IndexPath) {
    didEndDisplayingItem(at: indexPath, model: nil)
  }
}
