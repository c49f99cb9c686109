import Foundation

/// One row of the stress feed.
package struct FeedItemCellModel: TypedCellModel, Equatable {
  /// The row's cell.
  package typealias CellType = FeedItemCell
  /// "f" and the item's identity, made once per item (short enough to be stored inline).
  package let identifier: String
  /// The item's text.
  package var text: String
  /// The item's revision, so that an edit back to old text still counts as a change.
  package var revision: Int

  /// One row, the container's width: known without measuring, so a layout of 100,000 rows
  /// asks no cell and no size cache.
  package func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }

  /// Creates the row of `item`.
  package init(item: FeedItem) {
    identifier = "f\(item.id)"
    text = item.text
    revision = item.revision
  }
}
