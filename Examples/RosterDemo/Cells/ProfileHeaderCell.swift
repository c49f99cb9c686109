/// The cell that shows the profile header.
package final class ProfileHeaderCell: TypedTerminalCell, DirectionalTerminalCell {
  /// Which way the cell reads; the list sets it.
  package var layoutDirection = ListLayout.LayoutDirection.leftToRight
  /// The model bound last, if any.
  package private(set) var model: ProfileHeaderCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: ProfileHeaderCellModel, sizing: Bool) {
    self.model = model
  }

  /// The name and handle on one line, the bio wrapped below.
  package func render(width: Int) -> [StyledLine] {
    guard let profile = model?.profile else { return [] }
    return [
      StyledLine.justified(
        StyledLine(profile.name, style: Palette.name),
        StyledLine("@" + profile.username, style: Palette.secondary), toWidth: width
      ).laidOut(layoutDirection, inWidth: width)
    ]
      + StyledLine.wrapping(profile.bio, style: TextStyle(italic: true), toWidth: width).map {
        $0.laidOut(layoutDirection, inWidth: width)
      }
  }
}
