/// The terminal cell of an `ImageCellModel`: a terminal shows no images, so a placeholder
/// glyph and the image's alternative text, wrapped.
public final class ImageCell: CachedLinesCell<ImageCellModel>, TypedTerminalCell,
  DirectionalTerminalCell
{
  /// `▣` and the alternative text in italics.
  override func lines(of model: ImageCellModel, width: Int) -> [StyledLine] {
    return Self.lines(of: model.image, width: width)
  }

  /// The placeholder of `image`: its glyph and alternative text, wrapped to `width`.
  static func lines(of image: CellImage, width: Int) -> [StyledLine] {
    let line =
      StyledLine(CatalogueStyle.imageGlyphText, style: CatalogueStyle.imageGlyph) + " "
      + StyledLine(image.altText, style: CatalogueStyle.altText)
    return line.wrapped(toWidth: width)
  }
}
