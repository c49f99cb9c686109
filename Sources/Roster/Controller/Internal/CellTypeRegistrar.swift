/// Registers with a host each cell type its models resolve to, once, and reports models that
/// resolve to none.
///
/// An update hands over the models it shows; only those that may name a type the host has not
/// seen are looked at, so an update costs registration work in proportion to what changed, not
/// to the list.
@MainActor
struct CellTypeRegistrar {
  /// Where registration and reports go: the host and the controller's diagnostic handler,
  /// passed per call so the registrar holds neither.
  struct Sink {
    var host: any ListHost
    var report: @MainActor (ListDiagnostic) -> Void
  }

  /// The cell types registered with the host.
  private var registered: Set<ObjectIdentifier> = []
  /// The registry and its generation when the displayed models' cell types were last
  /// registered: while both stay the same, a model paired with a displayed one of the same
  /// content resolves to the same cell type (the same model type finds the same entry, or
  /// names the same type), so it needs no registration.
  private var registeredState: (registry: ObjectIdentifier, generation: Int)?
  /// The model types already reported as resolving to ``NoCell``.
  private var modelTypesWithoutCell: Set<ObjectIdentifier> = []

  /// Registers every cell type that shows a new model of `sections`, the new state of
  /// `computation`, through `registry`, that the host has not seen yet.
  ///
  /// While the registry is the same and unchanged since the last registration, a model the diff
  /// paired with a displayed one of the same content resolves to the same type as that one:
  /// only the arriving models are looked at.
  mutating func register(
    _ sections: [Section], of computation: UpdateComputation, in registry: CellRegistry,
    sink: Sink
  ) {
    let state = (registry: ObjectIdentifier(registry), generation: registry.generation)
    defer { registeredState = state }
    guard let previous = registeredState, previous == state else {
      // Sections the diff skipped as the very same values hold models already registered.
      for range in computation.changedNewSections?.map({ $0..<($0 + 1) }) ?? [
        computation.diffedNewSections
      ] {
        register(sections[range], in: registry, sink: sink)
      }
      return
    }
    var last: ObjectIdentifier?
    for offset in computation.diffedNewSections {
      let section = sections[offset]
      if let header = section.headerModel {
        register(cellTypeOf: header, in: registry, last: &last, sink: sink)
      }
      if let footer = section.footerModel {
        register(cellTypeOf: footer, in: registry, last: &last, sink: sink)
      }
    }
    if let resolved = computation.arrivingCellModels, resolved.registry == state.registry,
      resolved.generation == state.generation
    {
      // Resolved off the main actor against this very registry: one model per cell type.
      for model in resolved.models {
        register(cellTypeOf: model, in: registry, last: &last, sink: sink)
      }
      return
    }
    let arriving = computation.arrivingItems
    for offset in arriving.sections {
      registerCellTypes(
        of: sections[offset].cellModels, at: sections[offset].cellModels.indices,
        in: registry, last: &last, sink: sink)
    }
    register(arriving.insertions, of: sections, in: registry, last: &last, sink: sink)
    register(
      arriving.updates.lazy.map(\.to), of: sections, in: registry, last: &last, sink: sink)
  }

  /// Registers the cell types of the models at `paths` of `sections`, section by section, each
  /// run of paths in one section read as one borrowed array: a list shown whole again after a
  /// filter arrives as a million insertions.
  private mutating func register(
    _ paths: some Collection<IndexPath>, of sections: [Section], in registry: CellRegistry,
    last: inout ObjectIdentifier?, sink: Sink
  ) {
    var start = paths.startIndex
    while start != paths.endIndex {
      let section = paths[start].section
      let end = paths[start...].firstIndex { $0.section != section } ?? paths.endIndex
      registerCellTypes(
        of: sections[section].cellModels, at: paths[start..<end].lazy.map(\.item),
        in: registry, last: &last, sink: sink)
      start = end
    }
  }

  /// Registers the cell type of every model of `sections`.
  private mutating func register(
    _ sections: ArraySlice<Section>, in registry: CellRegistry, sink: Sink
  ) {
    var last: ObjectIdentifier?
    for section in sections {
      if let header = section.headerModel {
        register(cellTypeOf: header, in: registry, last: &last, sink: sink)
      }
      if let footer = section.footerModel {
        register(cellTypeOf: footer, in: registry, last: &last, sink: sink)
      }
      registerCellTypes(
        of: section.cellModels, at: section.cellModels.indices, in: registry, last: &last,
        sink: sink)
    }
  }

  /// Registers the cell types of `models` at `offsets`: only a model of another type than the
  /// one before whose type the registry names, or naming another cell type than the one
  /// before, takes the full path. A call of its own so that `models`, passed in, is borrowed
  /// and each model is read in place: a model read through a buffer pointer is copied out
  /// first (an existential copy, a retain and a release), which was most of a first load's
  /// registration.
  @inline(never)
  private mutating func registerCellTypes(
    of models: [any CellModel], at offsets: some Sequence<Int>, in registry: CellRegistry,
    last: inout ObjectIdentifier?, sink: Sink
  ) {
    // The registry resolves a model of a type it has an entry for to that entry, whatever
    // the model names; any other model to the type it names.
    var lastRegisteredModelType: ObjectIdentifier?
    // A run of models of a type without an entry looks the entries up once, not per model.
    var lastModelTypeWithoutEntry: ObjectIdentifier?
    let registryIsEmpty = registry.isEmpty
    var types = ModelTypeRun()
    for offset in offsets {
      if !registryIsEmpty {
        let modelType = types.type(of: models, at: offset)
        if modelType == lastRegisteredModelType { continue }
        if modelType != lastModelTypeWithoutEntry {
          if registry.hasEntry(forModelType: modelType) {
            lastRegisteredModelType = modelType
            register(cellTypeOf: models[offset], in: registry, last: &last, sink: sink)
            continue
          }
          lastModelTypeWithoutEntry = modelType
        }
        lastRegisteredModelType = nil
      }
      guard ObjectIdentifier(models[offset].cellType) != last else { continue }
      register(cellTypeOf: models[offset], in: registry, last: &last, sink: sink)
    }
  }

  /// Registers the cell type `model` resolves to, unless it is the `last` one registered or
  /// seen; a model without a cell is reported once per model type instead.
  private mutating func register(
    cellTypeOf model: any CellModel, in registry: CellRegistry, last: inout ObjectIdentifier?,
    sink: Sink
  ) {
    // Resolved per model, not per model type: a model's `cellType` may differ between
    // instances of one type. Resolving costs a test of an empty registry, or one lookup.
    let type = registry.cellType(for: model)
    let id = ObjectIdentifier(type)
    guard id != ObjectIdentifier(NoCell.self) else {
      // Nothing to register: the host leaves the item blank, and the app hears why once.
      if modelTypesWithoutCell.insert(ObjectIdentifier(Swift.type(of: model))).inserted {
        sink.report(
          .noCellForModel(
            modelType: "\(Swift.type(of: model))", itemIdentifier: model.identifier))
      }
      return
    }
    // Neighbouring cells usually share a type: skip the set lookup for runs of one type.
    guard id != last else { return }
    last = id
    if registered.insert(id).inserted { sink.host.register(cellType: type) }
  }
}
