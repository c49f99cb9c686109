/// A heading ("Posts"), with an optional detail on the right ("24").
package struct TitleCellModel: TypedCellModel, Equatable {
  /// The heading's cell.
  package typealias CellType = TitleCell
  /// The heading's identity.
  package var identifier: String
  /// The heading's text.
  package var title: String
  /// Shown right-aligned after the title; empty for none.
  package var detail: String

  /// Creates a heading.
  package init(identifier: String, title: String, detail: String = "") {
    self.identifier = identifier
    self.title = title
    self.detail = detail
  }
}
