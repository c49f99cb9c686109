import Foundation

/// Cells appearing and leaving, scrolling and the visible rect, as a ``ListHost`` reports them
/// with the index paths its view uses: one of the event families of ``ListEventHandler``.
@MainActor
public protocol ItemDisplayEvents: AnyObject {
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

  /// The host shows `visibleRect` of the content that `layout` places: the items of the data
  /// source's snapshot, laid out. The controller works out the working range from it (see
  /// ``ListController/workingRangeSize``) with the layout's rectangle queries. Hosts call it
  /// when the visible rect or the layout has changed — after scrolling and after batches, or
  /// at every frame they draw — with a layout of the data source's current snapshot; a layout
  /// of another number of sections is ignored.
  func visibleRectDidChange(_ visibleRect: CGRect, in layout: ListLayout)
}

extension ItemDisplayEvents {
  /// The cell at `indexPath` left the screen, and its model is the one displayed there.
  public func didEndDisplayingItem(at indexPath: IndexPath) {
    didEndDisplayingItem(at: indexPath, model: nil)
  }
}
