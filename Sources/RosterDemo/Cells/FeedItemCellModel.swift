/// One row of the stress feed.
public struct FeedItemCellModel: TypedCellModel, Equatable {
  /// The row's cell.
  public typealias CellType = FeedItemCell
  /// "f" and the item's identity, made once per item (short enough to be stored inline).
  public let identifier: String
  /// The item's text.
  public var text: String
  /// The item's revision, so that an edit back to old text still counts as a change.
  public var revision: Int

  /// Creates the row of `item`.
  public init(item: FeedItem) {
    identifier = "f\(item.id)"
    text = item.text
    revision = item.revision
  }
}
