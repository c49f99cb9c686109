/// Which cell type shows each type of cell model on one host: the host's dependency manager,
/// so that the same models — the same screen function — can be shown by terminal
/// cells on a terminal, collection view cells in a `UICollectionView` and table view cells in a
/// `UITableView`.
///
/// A model names its own ``CellModel/cellType``, and that stays the default: a registry with no
/// entries shows every model with the cell it names. An entry overrides it for every model of
/// one type, on the hosts that use the registry:
///
/// <!-- snippet: fragment -->
/// ```swift
/// // Another cell for the same model, say a compact row on a small screen.
/// final class CompactUserCell: TypedListCell {
///   func bind(model: UserCellModel, sizing: Bool) {}
/// }
///
/// let registry = CellRegistry()
/// let user = UserCellModel(identifier: "ada", name: "Ada")
/// registry.register(CompactUserCell.self)  // every UserCellModel is shown by a CompactUserCell
/// assert(ObjectIdentifier(registry.cellType(for: user)) == ObjectIdentifier(CompactUserCell.self))
/// registry.removeRegistration(for: UserCellModel.self)  // by the UserCell it names again
/// assert(ObjectIdentifier(registry.cellType(for: user)) == ObjectIdentifier(UserCell.self))
/// ```
///
/// A host reads its registry (``ListHost/cellRegistry``) wherever it needs a model's cell: to
/// register, dequeue, bind and measure it; the ``ListController`` reads it to register cell
/// types and to tell a model whose cell type changed (which is reloaded, not rebound). One
/// registry may be shared by several hosts of the same kind, for example by a list and the
/// lists nested in its cells. Change entries before the models they concern are shown: a
/// change does not reload cells already on screen.
///
/// A cell type the host cannot create (a terminal cell in a collection view) is reported by
/// the host as ``ListDiagnostic/unusableCellType(cellType:reason:)``; an entry whose cell cannot
/// show the model (``ListCell/canShow(_:)``) as
/// ``ListDiagnostic/cellTypeCannotShowModel(cellType:modelType:itemIdentifier:)``.
///
/// - Complexity: ``cellType(for:)`` is O(1): nothing when the registry is empty, one dictionary
///   lookup by model type otherwise, never a search.
@MainActor
public final class CellRegistry {
  /// The cell type of each model type with an entry, by the model type's identity.
  private var entries: [ObjectIdentifier: (any ListCell.Type)] = [:] {
    didSet { generation &+= 1 }
  }
  /// Counts the changes to the registrations, so that a controller knows whether the models it
  /// already shows still resolve to the cell types it registered for them.
  package private(set) var generation = 0
  /// Whether every model shows the cell type it names itself.
  var isEmpty: Bool { entries.isEmpty }

  /// The entries as a value the diff can read off the main actor.
  var resolution: CellTypeResolution {
    CellTypeResolution(cellTypes: entries.mapValues { ObjectIdentifier($0) })
  }

  /// Creates a registry without entries: every model is shown by its own cell type.
  public init() {}

  /// Shows every model of `Cell.Model` with `Cell`, replacing any entry for that model type.
  public func register<Cell: TypedListCell>(_ cellType: Cell.Type) {
    entries[ObjectIdentifier(Cell.Model.self)] = cellType
  }

  /// Shows every model of `modelType` with `cellType`, replacing any entry for that model type.
  ///
  /// Use it for cells that are not typed to the model (a ``ListCell`` whose
  /// ``ListCell/canShow(_:)`` accepts several model types); prefer ``register(_:)`` otherwise,
  /// which the compiler checks.
  public func register(_ cellType: any ListCell.Type, for modelType: any CellModel.Type) {
    entries[ObjectIdentifier(modelType)] = cellType
  }

  /// Removes the entry for `modelType`: its models are shown by their own cell type again.
  public func removeRegistration(for modelType: any CellModel.Type) {
    entries[ObjectIdentifier(modelType)] = nil
  }

  /// Whether models of the type `modelType` identifies have an entry, which shows all of them.
  func hasEntry(forModelType modelType: ObjectIdentifier) -> Bool {
    !entries.isEmpty && entries[modelType] != nil
  }

  /// The cell type that shows `model`: the entry for its type, or the ``CellModel/cellType``
  /// it names.
  public func cellType(for model: any CellModel) -> any ListCell.Type {
    guard !entries.isEmpty, let entry = entries[model.dynamicTypeIdentifier] else {
      return model.cellType
    }
    return entry
  }
}

/// A ``CellRegistry``'s entries by identity, for code off the main actor: which models change
/// cell type between two states.
struct CellTypeResolution: Sendable {
  /// The cell type of each model type with an entry, both by identity.
  var cellTypes: [ObjectIdentifier: ObjectIdentifier] = [:]

  /// The identity of the cell type that shows `model`.
  func cellType(of model: any CellModel) -> ObjectIdentifier {
    guard !cellTypes.isEmpty, let entry = cellTypes[model.dynamicTypeIdentifier] else {
      return ObjectIdentifier(model.cellType)
    }
    return entry
  }

  /// The identity of the cell type the entry for `modelType` names, or `nil` when it has none
  /// and each model of that type names its own.
  func entry(forModelType modelType: ObjectIdentifier) -> ObjectIdentifier? {
    cellTypes.isEmpty ? nil : cellTypes[modelType]
  }
}
