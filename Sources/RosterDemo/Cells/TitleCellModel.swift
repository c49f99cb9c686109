/// A heading ("Posts"), with an optional detail on the right ("24").
public struct TitleCellModel: TypedCellModel, Equatable {
  /// The heading's cell.
  public typealias CellType = TitleCell
  /// The heading's identity.
  public var identifier: String
  /// The heading's text.
  public var title: String
  /// Shown right-aligned after the title; empty for none.
  public var detail: String

  /// Creates a heading.
  public init(identifier: String, title: String, detail: String = "") {
    self.identifier = identifier
    self.title = title
    self.detail = detail
  }
}
