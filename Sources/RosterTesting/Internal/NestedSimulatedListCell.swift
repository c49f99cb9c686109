import Roster

/// The cell a ``SimulatedListHost`` registers for `NestedListCellModel`, as the terminal and
/// UIKit hosts register their nested list cells: the host shows the nested list itself (a
/// `NestedSimulatedList`), so the model has a cell and is not reported as one whose items stay
/// blank (`ListDiagnostic.noCellForModel`).
final class NestedSimulatedListCell: TypedListCell {
  func bind(model: NestedListCellModel, sizing: Bool) {}
}
