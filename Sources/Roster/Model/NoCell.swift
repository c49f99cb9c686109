/// The cell of a model that names no cell of its own: a host's ``CellRegistry`` must show it.
///
/// Models meant for every host — RosterCells' ready-made models, say — cannot name a terminal
/// cell or a collection view cell without pulling that host into every app that uses them, so
/// their ``CellModel/cellType`` is `NoCell`, and each host's registry maps them to the cell it
/// shows them with (RosterTerminalCells registers its cells for all of RosterCells' models in
/// one call).
///
/// `NoCell` shows nothing and is never registered with a host. When a model still resolves to
/// it (no registry entry for its type), the ``ListController`` reports
/// ``ListDiagnostic/noCellForModel(modelType:itemIdentifier:)`` once per model type, and the
/// hosts leave its rows or cells blank: a forgotten registration is a clear diagnostic, never a
/// crash.
public final class NoCell: ListCell {
  /// Shows nothing: there is nothing to show a model with.
  public func bind(cellModel: any CellModel, sizing: Bool) {}
}
