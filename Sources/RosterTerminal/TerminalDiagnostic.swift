/// Something a ``TerminalListView`` was asked to show and could not (it shows the rest), or
/// input its layout had to correct; each goes to ``TerminalListView/diagnosticHandler``.
public enum TerminalDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A model names a cell type that is not a ``TerminalCell``; its rows stay blank.
  case notATerminalCell(typeName: String)
  /// A model names a cell type that was never registered; its rows stay blank.
  case unregisteredCellType(typeName: String)
  /// The list's `ListLayout` laid out input it had to correct (see `LayoutDiagnostic`, which
  /// says what it did instead), such as `.equally(cellsInRow: 0)` or a NaN size or spacing.
  case layout(LayoutDiagnostic)

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .notATerminalCell(let typeName):
      "\(typeName) is not a TerminalCell; models that name it are shown as blank rows"
    case .unregisteredCellType(let typeName):
      "\(typeName) was not registered before a model named it; its rows are blank"
    case .layout(let diagnostic):
      "layout: \(diagnostic)"
    }
  }
}
