/// An image above a title and a short text: an article, a product, a place.
///
/// ```swift
/// let card = CardCellModel(
///   identifier: "harbour", image: CellImage(.named("harbour"), altText: "The harbour"),
///   title: "Harbour walk", text: "Two hours along the old quays.")
/// ```
public struct CardCellModel: CatalogueCellModel, SelectableCellModel, HighlightableCellModel,
  Equatable
{
  /// The card's identity.
  public var identifier: String
  /// The image at the top; `nil` for a card of text only.
  public var image: CellImage?
  /// The card's title.
  public var title: String
  /// The text under the title, wrapped; empty for none.
  public var text: String
  /// What runs when the card is selected; `nil` for a card that only shows.
  @IgnoredInEquality public var selectionAction: SelectionAction?

  /// Creates a card.
  public init(
    identifier: String, image: CellImage?, title: String, text: String = "",
    selectionAction: SelectionAction? = nil
  ) {
    self.identifier = identifier
    self.image = image
    self.title = title
    self.text = text
    self.selectionAction = selectionAction
  }

  /// Highlights when it can be selected.
  public var isHighlightEnabled: Bool { selectionAction != nil }
}
