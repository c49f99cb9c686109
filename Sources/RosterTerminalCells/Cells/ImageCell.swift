/// The terminal cell of an `ImageCellModel`: a terminal shows no images, so a placeholder
/// glyph and the image's alternative text, wrapped.
public final class ImageCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: ImageCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var cache = RenderCache()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ImageCellModel, sizing: Bool) {
    self.model = model
    cache.bind(model)
  }

  /// `▣` and the alternative text in italics.
  ///
  /// Rendered once per bind and width: a frame asks for its rows from the lines kept.
  public func render(width: Int) -> [StyledLine] {
    cache.lines(width: width, direction: layoutDirection, of: Self.self) {
      renderLines(width: $0).laidOut(layoutDirection, inWidth: $0)
    }
  }

  private func renderLines(width: Int) -> [StyledLine] {
    guard let model else { return [] }
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
