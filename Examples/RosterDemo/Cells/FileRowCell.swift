/// The cell that shows a row of the files screen: a directory's name in the names' style with
/// a slash, a file's plain, then the detail, dimmed.
package final class FileRowCell: TypedTerminalCell {
  private var model: FileRowCellModel?

  /// Creates an empty cell.
  package init() {}

  package func bind(model: FileRowCellModel, sizing: Bool) {
    self.model = model
  }

  package func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    var line =
      model.isDirectory
      ? StyledLine(model.name + "/", style: Palette.name) : StyledLine(model.name)
    line.append(StyledLine("  " + model.detail, style: Palette.secondary))
    return [line.truncated(toWidth: width)]
  }
}
