import Foundation

/// One row of the stress feed: the item's text and its details, or a placeholder until they
/// arrive. The list prefetches the details of the rows a screen ahead, cancels those it no
/// longer expects to show, and a row that appears without them asks for them.
///
/// In edit mode (`v`) rows are selected, and `d` deletes the selected ones: the row is a
/// ``SelectableCellModel`` without an action, so outside edit mode Enter does nothing.
package struct FeedItemCellModel: TypedCellModel, PrefetchingCellModel, DisplayableCellModel,
  SelectableCellModel, SearchableCellModel
{
  /// The row's cell.
  package typealias CellType = FeedItemCell
  /// "f" and the item's identity, made once per item (short enough to be stored inline).
  package let identifier: String
  /// The item's identity.
  package let itemID: Int
  /// The item's text.
  package var text: String
  /// The item's revision, so that an edit back to old text still counts as a change.
  package var revision: Int
  /// The item's details; `nil` shows a placeholder.
  package var details: String?
  /// Where details are loaded from; none in a feed that does not load them.
  package var loader: FeedDetailLoader?

  /// None: a row is selected only in edit mode, where no action runs.
  package var selectionAction: SelectionAction? { nil }

  /// What `/` finds the row by: its text, and its details once they have arrived.
  package var searchText: String {
    guard let details else { return text }
    return text + " " + details
  }

  /// Starts loading the details, when they are missing.
  package var prefetchAction: PrefetchAction? {
    guard details == nil, let loader else { return nil }
    return { model, _ in loader.prefetch(model.itemID) }
  }

  /// Drops a prefetch of the details.
  package var cancelPrefetchingAction: PrefetchAction? {
    guard let loader else { return nil }
    return { model, _ in loader.cancelPrefetch(model.itemID) }
  }

  /// Asks for the details of a row that appears without them.
  package var willDisplayAction: DisplayAction? {
    guard details == nil, let loader else { return nil }
    return { model, _ in loader.load(model.itemID) }
  }

  /// One row, the container's width: known without measuring, so a layout of 100,000 rows
  /// asks no cell and no size cache.
  package func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }

  /// Creates the row of `item`, which loads no details.
  package init(item: FeedItem) {
    self.init(item: item, loader: nil)
  }

  /// Creates the row of `item`, loading its details with `loader`.
  package init(item: FeedItem, loader: FeedDetailLoader?) {
    identifier = "f\(item.id)"
    itemID = item.id
    text = item.text
    revision = item.revision
    details = item.details
    self.loader = loader
  }
}

extension FeedItemCellModel: Equatable {
  /// Equal when the row shows the same; the loader is not content.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.text == rhs.text && lhs.revision == rhs.revision
      && lhs.details == rhs.details
  }
}
