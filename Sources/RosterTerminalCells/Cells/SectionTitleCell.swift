/// The terminal cell of a `SectionTitleCellModel`: the title in the heading style, the
/// detail flush right.
public final class SectionTitleCell: TypedTerminalCell {
  private var model: SectionTitleCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SectionTitleCellModel, sizing: Bool) {
    self.model = model
  }

  /// One line.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    return [
      StyledLine.justified(
        StyledLine(model.title, style: CatalogueStyle.heading),
        StyledLine(model.detail, style: CatalogueStyle.secondary), toWidth: width)
    ]
  }
}
