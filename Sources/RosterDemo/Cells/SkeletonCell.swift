/// The cell that shows a loading placeholder.
public final class SkeletonCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: SkeletonCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SkeletonCellModel, sizing: Bool) {
    self.model = model
  }
}

extension SkeletonCell: _TextCell {
  func lines(width: Int) -> [String] {
    (model?.barFractions ?? []).map { fraction in
      let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
      return String(repeating: "░", count: Int((Double(width) * clamped).rounded()))
    }
  }
}
