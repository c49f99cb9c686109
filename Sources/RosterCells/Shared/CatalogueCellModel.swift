/// A ready-made model of RosterCells: it names no cell of its own, so it can be shown on any
/// host whose `CellRegistry` has a cell for it.
///
/// Its `cellType` is `NoCell`. Each host's cells for the catalogue
/// come with one call that registers them all (RosterTerminalCells'
/// `registerTerminalCells()` for a terminal list); a model whose type has no entry is reported
/// as `ListDiagnostic.noCellForModel` and left blank.
public protocol CatalogueCellModel: CellModel {}

extension CatalogueCellModel {
  /// `NoCell`: the host's registry chooses the cell.
  public var cellType: any ListCell.Type { NoCell.self }
}
