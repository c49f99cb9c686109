/// The terminal cell of a `SectionTitleCellModel`: the title in the heading style, the
/// detail flush right; a rule under them when the model shows a separator.
public final class SectionTitleCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: SectionTitleCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SectionTitleCellModel, sizing: Bool) {
    self.model = model
  }

  /// One line, or two with the rule.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let title = StyledLine.justified(
      StyledLine(model.title, style: CatalogueStyle.heading),
      StyledLine(model.detail, style: CatalogueStyle.secondary), toWidth: width)
    guard model.showsSeparator else { return [title].laidOut(layoutDirection, inWidth: width) }
    let rule = StyledLine(String(repeating: "─", count: width), style: CatalogueStyle.rule)
    return [title, rule].laidOut(layoutDirection, inWidth: width)
  }

  /// The title, then the detail ("Posts, 24"), as UIKit's label and value read; not the rule.
  public var spokenText: String? {
    guard let model else { return nil }
    return model.detail.isEmpty ? model.title : "\(model.title), \(model.detail)"
  }
}
