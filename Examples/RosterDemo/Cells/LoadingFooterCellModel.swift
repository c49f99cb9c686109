/// The feed's loading footer: "Loading older items…" after a spinner that turns with the list's
/// clock while the next page loads (the list draws it in the first column; a screen reader
/// hears "Loading" and "Done" instead).
package struct LoadingFooterCellModel: TypedCellModel, SpinningCellModel, Equatable {
  /// The footer's cell.
  package typealias CellType = LoadingFooterCell
  /// Unique among the list's headers and footers.
  package var identifier: String
  /// What is loading.
  package var text: String

  /// The footer's spinner: always turning, for it shows only while a page loads.
  package var spinner: TerminalSpinner? { .dots }

  /// A footer `identifier` saying `text`.
  package init(identifier: String, text: String) {
    self.identifier = identifier
    self.text = text
  }
}

/// The cell that shows a ``LoadingFooterCellModel``: its first column is the spinner's.
package final class LoadingFooterCell: TypedTerminalCell, DirectionalTerminalCell {
  private var text = ""
  /// Which way the list reads: the text keeps to the side the spinner is on.
  package var layoutDirection: ListLayout.LayoutDirection = .leftToRight

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: LoadingFooterCellModel, sizing: Bool) { text = model.text }

  /// A blank column for the spinner, then the text, dim.
  package func render(width: Int) -> [StyledLine] {
    [StyledLine("  " + text, style: Palette.secondary).laidOut(layoutDirection, inWidth: width)]
  }
}
