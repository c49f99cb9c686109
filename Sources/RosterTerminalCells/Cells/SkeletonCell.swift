/// The terminal cell of a `SkeletonCellModel`: dim bars where the text will be, the last
/// one shorter, as the text of a paragraph ends.
public final class SkeletonCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: SkeletonCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SkeletonCellModel, sizing: Bool) {
    self.model = model
  }

  /// `SkeletonCellModel.lineCount` bars of `░`: all of them, however many. The list view asks
  /// for its height with ``lineCount(width:)`` and for the rows on screen with
  /// ``render(width:rows:)`` instead, which cost nothing per line the screen does not show.
  public func render(width: Int) -> [StyledLine] {
    render(width: width, rows: 0..<lineCount(width: width))
  }

  /// `SkeletonCellModel.lineCount`, without rendering a bar.
  public func lineCount(width: Int) -> Int { model?.lineCount ?? 0 }

  /// The bars at offsets `rows`.
  ///
  /// - Complexity: O(`rows.count`), whatever the model's line count.
  public func render(width: Int, rows: Range<Int>) -> [StyledLine] {
    guard let model else { return [] }
    return rows.clamped(to: 0..<model.lineCount).map { line in
      let isLast = line == model.lineCount - 1 && model.lineCount > 1
      let length = max(0, isLast ? width / 2 : width * 3 / 4)
      return StyledLine(String(repeating: "░", count: length), style: CatalogueStyle.skeleton)
        .laidOut(layoutDirection, inWidth: width)
    }
  }

  /// The model's accessibility label ("Loading"), not its bars.
  public var spokenText: String? { model?.accessibilityLabel }
}
