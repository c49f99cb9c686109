import Roster

/// A cell model whose row shows a ``TerminalSpinner`` while its work runs: an upload, a row
/// loading its details. The list draws the spinner's frame for its clock
/// (``TerminalListView/elapsedTime``) in the first column of the row's first line — the last,
/// in a list read right to left — over what the cell drew there, so the cell leaves that column
/// blank and is not rendered again for each frame. A header or footer whose model is one shows
/// its spinner the same way: a paging list's loading footer (`ListController.loadingFooterModel`)
/// turns while the next page loads. A screen reader hears the cell's words only, never a frame.
///
/// ```swift
/// import Roster
/// import RosterTerminal
///
/// struct UploadRow: TypedCellModel, SpinningCellModel, Equatable {
///   typealias CellType = UploadRowCell
///   var identifier: String
///   var isUploading: Bool
///   var spinner: TerminalSpinner? { isUploading ? .dots : nil }
/// }
///
/// final class UploadRowCell: TypedTerminalCell {
///   private var name = ""
///   func bind(model: UploadRow, sizing: Bool) { name = model.identifier }
///   // The first column is the spinner's.
///   func render(width: Int) -> [StyledLine] { [StyledLine("  " + name)] }
/// }
/// ```
public protocol SpinningCellModel: CellModel {
  /// The spinner the row shows now; `nil` for none.
  var spinner: TerminalSpinner? { get }
}
