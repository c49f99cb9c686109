/// A terminal cell that lays itself out for the list's reading direction: right to left, it
/// draws its own mirror image, a two-sided row with its sides swapped, a box with its rule on
/// the right.
///
/// The list view sets ``layoutDirection`` to its own ``TerminalListView/layoutDirection``
/// before it draws the cell, and draws the lines as the cell returns them. A cell that does not
/// adopt the protocol draws left to right, and a right-to-left list sets each of its lines
/// against the cell's right edge on its own: right for a paragraph, wrong for a box whose
/// lines must keep their columns.
///
/// ``StyledLine/mirrored(inWidth:)`` mirrors a line drawn left to right; a cell that renders
/// its lines left to right and mirrors each in the width it was given mirrors as a whole.
///
/// ```swift
/// final class QuoteCell: TypedTerminalCell, DirectionalTerminalCell {
///   var layoutDirection = ListLayout.LayoutDirection.leftToRight
///   private var text = ""
///
///   func bind(model: QuoteCellModel, sizing: Bool) { text = model.text }
///
///   func render(width: Int) -> [StyledLine] {
///     let bar = StyledLine("│ ", style: TextStyle(dim: true))
///     return StyledLine.wrapping(text, toWidth: width - 2).map {
///       (bar + $0).laidOut(layoutDirection, inWidth: width)
///     }
///   }
/// }
///
/// struct QuoteCellModel: TypedCellModel, Equatable {
///   typealias CellType = QuoteCell
///   let identifier: String
///   let text: String
/// }
/// ```
public protocol DirectionalTerminalCell: TerminalCell {
  /// Which way the cell reads: `.leftToRight` until the list that draws it says otherwise.
  ///
  /// The list sets it before it draws the cell, when it changed; the cell's height must not
  /// depend on it (the list measures with a cell left to right).
  var layoutDirection: ListLayout.LayoutDirection { get set }
}
