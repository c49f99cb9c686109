import Foundation
import Roster

/// What a ``SimulatedListHost`` knows of the cell types it would dequeue: its registry, the
/// types registered,
/// the pairs of model and cell type checked so far (each is checked once), and the failures
/// found, as a real host fails when it binds a model to a cell that cannot show it.
struct CellTypeChecks {
  /// A model type and the cell type the registry resolves it to.
  struct Pair: Hashable {
    var model: ObjectIdentifier
    var cell: ObjectIdentifier
  }

  /// Which cell type shows each type of model.
  let registry: CellRegistry
  /// Every registered cell type, in registration order.
  var registeredCellTypes: [any ListCell.Type] = []
  /// Every model whose cell type cannot show it, once per model and cell type.
  var failures: [ListDiagnostic] = []
  /// The pairs checked so far, each checked once.
  var checkedPairs: Set<Pair> = []
  /// The registry's generation when the models' cell types were last checked: a new one means
  /// every cell on screen is checked again.
  var checkedRegistryGeneration: Int?
}
