/// An image on a row of its own.
///
/// UIKit cells load ``image`` (a `.url` through the app's loading hook); a terminal shows its
/// alternative text beside a placeholder glyph.
///
/// ```swift
/// let photo = ImageCellModel(
///   identifier: "cover", image: CellImage(.named("cover"), altText: "The harbour at dawn"))
/// ```
public struct ImageCellModel: CatalogueCellModel, SelectableCellModel, HighlightableCellModel,
  Equatable
{
  /// The row's identity.
  public var identifier: String
  /// The image and its alternative text.
  public var image: CellImage
  /// What runs when the image is selected; `nil` for an image that only shows.
  @IgnoredInEquality public var selectionAction: SelectionAction?

  /// Creates a row showing `image`.
  public init(identifier: String, image: CellImage, selectionAction: SelectionAction? = nil) {
    self.identifier = identifier
    self.image = image
    self.selectionAction = selectionAction
  }

  /// Highlights when it can be selected.
  public var isHighlightEnabled: Bool { selectionAction != nil }
}
