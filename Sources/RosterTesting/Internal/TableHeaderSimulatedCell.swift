import Roster

/// The cell a ``SimulatedListHost`` registers for `TableHeaderModel`, as the terminal and UIKit
/// hosts register theirs: the host places the titles itself
/// (``SimulatedListHost/columnHeaderFrames(inSection:)``), so the header has a cell and is
/// not reported as one that stays blank (`ListDiagnostic.noCellForModel`).
final class TableHeaderSimulatedCell: TypedListCell {
  func bind(model: TableHeaderModel, sizing: Bool) {}
}
