/// The terminal cell of a `SkeletonCellModel`: dim bars where the text will be, the last
/// one shorter, as the text of a paragraph ends.
public final class SkeletonCell: TypedTerminalCell {
  private var model: SkeletonCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SkeletonCellModel, sizing: Bool) {
    self.model = model
  }

  /// `SkeletonCellModel.lineCount` bars of `░`.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    return (0..<model.lineCount).map { line in
      let isLast = line == model.lineCount - 1 && model.lineCount > 1
      let length = max(0, isLast ? width / 2 : width * 3 / 4)
      return StyledLine(String(repeating: "░", count: length), style: CatalogueStyle.skeleton)
    }
  }

  /// The model's accessibility label ("Loading"), not its bars.
  public var spokenText: String? { model?.accessibilityLabel }
}
