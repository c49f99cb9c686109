/// The terminal cell of a `SeparatorCellModel`: a rule across the row.
public final class SeparatorCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: SeparatorCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SeparatorCellModel, sizing: Bool) {
    self.model = model
  }

  /// `─` across the width, after two spaces when inset.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let inset = model.isInset ? min(2, max(0, width)) : 0
    return [
      StyledLine(String(repeating: " ", count: inset))
        + StyledLine(
          String(repeating: "─", count: max(0, width - inset)), style: CatalogueStyle.rule)
    ].laidOut(layoutDirection, inWidth: width)
  }

  /// Nothing: a rule is drawn, not read.
  public var spokenText: String? { "" }
}
