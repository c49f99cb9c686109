/// The cell that shows a loading placeholder.
package final class SkeletonCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: SkeletonCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: SkeletonCellModel, sizing: Bool) {
    self.model = model
  }

  /// One faint bar per fraction.
  package func render(width: Int) -> [StyledLine] {
    (model?.barFractions ?? []).map { fraction in
      let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
      let count = Int((Double(max(width, 0)) * clamped).rounded())
      return StyledLine(String(repeating: "░", count: count), style: Palette.skeleton)
    }
  }
}
