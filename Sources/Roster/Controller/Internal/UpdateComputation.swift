import Dispatch
import Foundation

/// The transition from the displayed snapshot to a requested state: the diff, the plan, and a
/// report of what was diffed and what was wrong with the requested state. A pure computation
/// over `Sendable` values, so it may run off the main actor.
struct UpdateComputation: Sendable {
  var plan: UpdatePlan
  var duplicateItems: [ListDiagnostic.DuplicateItem]
  var duplicateSections: [String]

  /// The sections of the new state the diff looked at; the others are the old ones, unchanged.
  var diffedNewSections: Range<Int>
  /// The sections of `diffedNewSections` that may hold new models, when the diff skipped some
  /// as the very same values as before; `nil` when it skipped none.
  var changedNewSections: [Int]?
  /// The new models no displayed model of the same content showed, which alone may need their
  /// cell types registered: inserted items and items with new content (new index paths in the
  /// whole new list), and every item of the inserted sections (new offsets).
  var arrivingItems: (insertions: [IndexPath], updates: [IndexPathPair], sections: [Int])

  /// The identities of the new items, laid end to end, when the diff looked at every new
  /// section: what the next update's diff may start from instead of hashing them again.
  var newIdentities: [ItemIdentity]?
  /// Whether `newIdentities` are known to hold no identity twice: the diff hashed every one of
  /// them and found none repeated, or they are the displayed ones, known unique, in the same
  /// order. An update whose items all keep their places may then skip the diff.
  var newIdentitiesAreUnique = false
  /// Where the items the controller tracked when the update started are in the new state, for
  /// a plan no batch describes (a reload, or nothing visible changed): found with the diff, off
  /// the main actor for a long list, so that following them costs the main actor nothing per
  /// item. `nil` when not looked up.
  var trackedPlaces: TrackedPlaces?

  /// One arriving model per model type and cell type it resolves to, in the order of
  /// ``arrivingItems``, resolved off the main actor through `registry` at `generation`: while
  /// the host's registry is that one at that generation, registering these registers every cell
  /// type the arriving models need. `nil` when not looked up.
  var arrivingCellModels: (registry: ObjectIdentifier, generation: Int, models: [any CellModel])?
  /// Whether the changes were known (``KnownRowChanges``) rather than diffed.
  var sparedDiff = false
  /// Whether the new items' identities were left unmade: a first load of a long list, shown
  /// before they are made and checked for repeats off the main actor (see
  /// ``identityCheck(of:)``), since nothing but that report needs them before the next update.
  var identityCheckDeferred = false
  /// Whether the new items' identities were made but not checked for repeats: a long
  /// reordering proved too many to animate without its diff (see `ReorderingBound`), shown
  /// before its repeated identifiers are looked for off the main actor (see
  /// ``duplicateCheck(of:identities:)``). ``newIdentitiesAreUnique`` is then `false`.
  var duplicateCheckDeferred = false

  /// How many items a first load must have for its identities to be made after it is shown:
  /// below this, making them costs the first screen under a millisecond, and the report of
  /// repeated identifiers comes with the update that showed them.
  static let deferredIdentityCheckCount = ItemIdentity.parallelCount

  /// Where some identifiers are in the new state: each of `searched` is at its place in
  /// `places`, or not in the new state when it has none.
  struct TrackedPlaces: Sendable {
    var searched: Set<String>
    var places: [String: IndexPath]
  }

  /// - Parameters:
  ///   - displayed: The state shown; its item identities, when it carries them, are read instead
  ///     of hashing the old side again when the diff covers every old section.
  ///   - new: The requested sections.
  ///   - untouched: Sections known to be the same values on both sides, skipped by the diff.
  ///   - deferredCheckCount: How many items a first load needs to be planned without making
  ///     their identities (``identityCheckDeferred``).
  ///   - comparesContentsOfReloads: Whether a reordering that is reloaded anyway still has
  ///     its contents compared; tests compare both ways (see `UpdateComputation+Reordering`).
  /// - Complexity: O(*S* + *N*) expected for *S* sections and *N* items on both sides (only
  ///   those between the `untouched` prefix and suffix when given), plus O(*k* log *k*) for the
  ///   *k* paired items; see ``SectionedChanges``.
  init(
    from displayed: ListSnapshot, to new: [Section], untouched: UntouchedSections? = nil,
    policy: UpdatePolicy, isOnScreen: Bool, cellTypes: CellTypeResolution = CellTypeResolution(),
    deferringIdentityCheckFrom deferredCheckCount: Int = deferredIdentityCheckCount,
    comparesContentsOfReloads: Bool = false
  ) {
    let old = displayed.sections
    let displayedIdentities = displayed.itemIdentities
    var changes: SectionedChanges<String, String>
    var diffedOldSections = old.indices
    // A plan made from the changes without their contents compared: a reload, decided anyway.
    var reloadWithoutContents: UpdatePlan?
    if let untouched, let oldRange = untouched.changedRange(in: old.count),
      let newRange = untouched.changedRange(in: new.count),
      oldRange != old.indices || newRange != new.indices
    {
      diffedNewSections = newRange
      diffedOldSections = oldRange
      var changed: [Int]?
      changes = SectionedChanges.skippingSameSections(
        from: old[oldRange], to: new[newRange],
        diff: { old, new in
          Self.changes(
            from: old, to: new, oldIdentities: ItemIdentity.identities(of: old),
            newIdentities: ItemIdentity.identities(of: new))
        },
        changedSections: &changed
      )
      .offsettingSections(by: untouched.prefix)
      changedNewSections = changed.map { $0.map { $0 + untouched.prefix } }
      // Every section the very same value: the displayed identities still describe the list.
      if oldRange.isEmpty, newRange.isEmpty, old.count == new.count {
        newIdentities = displayedIdentities
        newIdentitiesAreUnique = displayed.itemIdentitiesAreUnique
      }
    } else if let displayedIdentities, displayed.itemIdentitiesAreUnique,
      let samePlaces = SectionedChanges.keepingPlaces(
        from: old, to: new, oldIdentities: displayedIdentities)
    {
      diffedNewSections = new.indices
      changes = samePlaces
      newIdentities = displayedIdentities
      newIdentitiesAreUnique = true
    } else if old.isEmpty,
      new.reduce(0, { $0 + $1.cellModels.count }) >= deferredCheckCount
    {
      // Every section arrives, so there is nothing to pair: the plan inserts them all, as a
      // diff from no sections would. Repeated section identifiers are few and counted now.
      diffedNewSections = new.indices
      changes = SectionedChanges(
        sectionInsertions: Array(new.indices),
        duplicateSections: Self.repeatedSectionIdentifiers(in: new))
      identityCheckDeferred = true
    } else {
      diffedNewSections = new.indices
      // Unknown displayed identities are hashed first, so that the new side, which mostly
      // carries the same identifiers, reuses their hashes.
      let oldIdentities = displayedIdentities ?? ItemIdentity.identities(of: old)
      let identities = ItemIdentity.identities(of: new, reusing: oldIdentities)
      newIdentities = identities
      if comparesContentsOfReloads
        || !Self.mayReorder(
          beyond: policy.maximumAnimatedOperations, from: old, to: new,
          oldIdentities: oldIdentities, newIdentities: identities)
      {
        changes = Self.changes(
          from: old, to: new, oldIdentities: oldIdentities, newIdentities: identities)
      } else if identities.count >= deferredCheckCount,
        let reload = Self.certainReload(
          from: old, to: new, oldIdentities: oldIdentities, newIdentities: identities,
          policy: policy, isOnScreen: isOnScreen)
      {
        // Nothing was paired: the repeats the diff would have found are looked for once the
        // reload is shown, as a long first load's are.
        changes = SectionedChanges()
        reloadWithoutContents = reload
        duplicateCheckDeferred = true
      } else {
        (changes, reloadWithoutContents) = Self.changesOfReordering(
          from: old, to: new, oldIdentities: oldIdentities, newIdentities: identities,
          policy: policy, isOnScreen: isOnScreen)
      }
      // The diff hashed every identity of both sides, so it found every repeated one.
      newIdentitiesAreUnique = !duplicateCheckDeferred && changes.duplicateItems.isEmpty
    }
    // An outline row whose expansion or level changed is rebound, though its model is the same.
    let planned = changes.updatingChangedOutlineRows(
      from: old, diffedOldSections, to: new, diffedNewSections)
    if let reloadWithoutContents {
      plan = reloadWithoutContents
      // No content was compared: any new model may need a cell type not registered yet.
      arrivingItems = ([], [], Array(new.indices))
    } else {
      plan = UpdatePlanner(policy: policy).plan(
        planned, oldSectionCount: old.count, newSectionCount: new.count,
        isOnScreen: isOnScreen,
        cellTypeChanged: { pair in
          cellTypes.cellType(of: old[pair.from.section].cellModels[pair.from.item])
            != cellTypes.cellType(of: new[pair.to.section].cellModels[pair.to.item])
        })
      arrivingItems = (planned.itemInsertions, planned.itemUpdates, planned.sectionInsertions)
    }
    duplicateItems = Self.duplicates(of: changes.duplicateItems, in: new)
    duplicateSections = Self.duplicates(of: changes.duplicateSections, in: new)
  }

  /// The computation of `known`'s changes from `displayed`, whose sections they hold from, and
  /// whose item identities are `identities`: no diff.
  ///
  /// - Complexity: O(*N*) copies of the identities for *N* items, plus O(*k* log *k*) for the
  ///   *k* changes planned.
  init(
    from displayed: ListSnapshot, known: KnownRowChanges, identities: [ItemIdentity],
    policy: UpdatePolicy, isOnScreen: Bool, cellTypes: CellTypeResolution
  ) {
    let old = displayed.sections
    let new = known.new
    let changes = known.changes
    diffedNewSections = (known.sections.first ?? 0)..<((known.sections.last ?? -1) + 1)
    changedNewSections = known.sections
    newIdentities = known.newIdentities(from: identities)
    // The rows spliced in are outline nodes, never repeated, nor items of a flat section.
    newIdentitiesAreUnique = displayed.itemIdentitiesAreUnique
    plan = UpdatePlanner(policy: policy).plan(
      changes, oldSectionCount: old.count, newSectionCount: new.count, isOnScreen: isOnScreen,
      cellTypeChanged: { pair in
        cellTypes.cellType(of: old[pair.from.section].cellModels[pair.from.item])
          != cellTypes.cellType(of: new[pair.to.section].cellModels[pair.to.item])
      })
    arrivingItems = (changes.itemInsertions, changes.itemUpdates, [])
    duplicateItems = []
    duplicateSections = []
    sparedDiff = true
  }

  /// The identities of the items of `sections`, a first load shown with its check deferred
  /// (``identityCheckDeferred``), with the repeated identifiers the update would have reported,
  /// and whether none repeats: what the diff of an update from no sections finds.
  ///
  /// - Complexity: O(*N*) expected for *N* items.
  static func identityCheck(
    of sections: [Section]
  ) -> (identities: [ItemIdentity], duplicates: [ListDiagnostic.DuplicateItem], areUnique: Bool) {
    // One processor: nothing waits for the check, and the main actor may want the other.
    let identities = ItemIdentity.identities(of: sections, inParallel: false)
    let changes = Self.changes(
      from: [], to: sections, oldIdentities: [], newIdentities: identities)
    return (
      identities, duplicates(of: changes.duplicateItems, in: sections),
      changes.duplicateItems.isEmpty
    )
  }

  /// The repeated identifiers among the items of `sections`, whose identities are
  /// `identities`, as the update would have reported them, and whether none repeats: what a
  /// diff to `sections` finds (see ``duplicateCheckDeferred``).
  ///
  /// - Complexity: O(*N*) expected for *N* items, no hashing of identifiers.
  static func duplicateCheck(
    of sections: [Section], identities: [ItemIdentity]
  ) -> (duplicates: [ListDiagnostic.DuplicateItem], areUnique: Bool) {
    let changes = Self.changes(
      from: [], to: sections, oldIdentities: [], newIdentities: identities)
    return (duplicates(of: changes.duplicateItems, in: sections), changes.duplicateItems.isEmpty)
  }

  /// The section identifiers `sections` repeat, each once, in the order of their second
  /// occurrence.
  private static func repeatedSectionIdentifiers(in sections: [Section]) -> [String] {
    var seen: Set<String> = []
    var reported: Set<String> = []
    var repeated: [String] = []
    for section in sections where !seen.insert(section.identifier).inserted {
      if reported.insert(section.identifier).inserted { repeated.append(section.identifier) }
    }
    return repeated
  }

  /// Sets ``arrivingCellModels``: one model of `sections` (the new state) per model type and
  /// cell type among the arriving ones, as `cellTypes` (of `registry` at `generation`)
  /// resolves them.
  ///
  /// - Complexity: O(*a*) for *a* arriving models.
  mutating func resolveArrivingCellTypes(
    in sections: [Section], by cellTypes: CellTypeResolution, registry: ObjectIdentifier,
    generation: Int
  ) {
    var seen: Set<ModelAndCellType> = []
    var found: [any CellModel] = []
    // Runs of one model type naming one cell type are the common case: one comparison each.
    var last: ModelAndCellType?
    func add(_ models: [any CellModel], at items: some Sequence<Int>) {
      for item in items {
        let key = ModelAndCellType(
          model: models[item].dynamicTypeIdentifier, cell: cellTypes.cellType(of: models[item]))
        guard key != last else { continue }
        last = key
        if seen.insert(key).inserted { found.append(models[item]) }
      }
    }
    for section in arrivingItems.sections {
      let models = sections[section].cellModels
      guard models.count >= ItemIdentity.parallelCount,
        ProcessInfo.processInfo.activeProcessorCount > 1
      else {
        add(models, at: models.indices)
        continue
      }
      // A long section arriving whole (a reload) is resolved in parts at once, each part's
      // first models of each kind kept in order, so that the merge keeps the first of each.
      for (model, key) in Self.firstOfEachKind(in: models, by: cellTypes)
      where seen.insert(key).inserted {
        found.append(model)
      }
      last = nil
    }
    for (section, items) in Self.runs(arrivingItems.insertions) {
      add(sections[section].cellModels, at: items)
    }
    for (section, items) in Self.runs(arrivingItems.updates.lazy.map { $0.to }) {
      add(sections[section].cellModels, at: items)
    }
    arrivingCellModels = (registry, generation, found)
  }

  /// The first model of each model type and cell type among `models`, in their order, found
  /// on two processors, a half each.
  ///
  /// - Complexity: O(*n*) work for *n* models, about O(*n* / 2) time.
  static func firstOfEachKind(
    in models: [any CellModel], by cellTypes: CellTypeResolution
  ) -> [(any CellModel, ModelAndCellType)] {
    let parts = 2
    let results = UnsafeMutableBufferPointer<[(Int, ModelAndCellType)]>.allocate(capacity: parts)
    results.initialize(repeating: [])
    defer { results.deallocate() }
    // Each part writes only its own slot, and reads only the models.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let range = (models.count * part / parts)..<(models.count * (part + 1) / parts)
      slots[part] = firstOfEachKind(in: models, range, by: cellTypes)
    }
    return results.flatMap { $0.map { (models[$0.0], $0.1) } }
  }

  /// The offset and kind of the first model of each kind among `models[range]`, in order. A
  /// call of its own so that `models` is borrowed and read in place; the model's type is read
  /// from its container while it repeats (``ModelTypeRun``), and the registry's entry is
  /// looked up once per run of one model type, so that a row of a type without an entry costs
  /// its `cellType` alone.
  ///
  /// - Complexity: O(*n*) for the *n* models of `range`.
  @inline(never)
  private static func firstOfEachKind(
    in models: [any CellModel], _ range: Range<Int>, by cellTypes: CellTypeResolution
  ) -> [(Int, ModelAndCellType)] {
    var seen: Set<ModelAndCellType> = []
    var last: ModelAndCellType?
    var found: [(Int, ModelAndCellType)] = []
    var types = ModelTypeRun()
    var entryModelType: ObjectIdentifier?
    var entry: ObjectIdentifier?
    for item in range {
      let modelType = types.type(of: models, at: item)
      if modelType != entryModelType {
        entryModelType = modelType
        entry = cellTypes.entry(forModelType: modelType)
      }
      let key = ModelAndCellType(
        model: modelType, cell: entry ?? ObjectIdentifier(models[item].cellType))
      guard key != last else { continue }
      last = key
      if seen.insert(key).inserted { found.append((item, key)) }
    }
    return found
  }

  /// `paths` as runs of items of one section each, in order.
  private static func runs(_ paths: some Sequence<IndexPath>) -> [(section: Int, items: [Int])] {
    var runs: [(section: Int, items: [Int])] = []
    for path in paths {
      if runs.last?.section == path.section {
        runs[runs.count - 1].items.append(path.item)
      } else {
        runs.append((path.section, [path.item]))
      }
    }
    return runs
  }

  struct ModelAndCellType: Hashable {
    var model: ObjectIdentifier
    var cell: ObjectIdentifier
  }

  /// The section identifiers among `candidates` that are repeated in `sections`; counting
  /// every section's identifier is skipped when there is nothing to confirm, so that a slice's
  /// update costs nothing per section outside the slice.
  private static func duplicates(of candidates: [String], in sections: [Section]) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let counts = sections.reduce(into: [String: Int]()) { $0[$1.identifier, default: 0] += 1 }
    return candidates.filter { counts[$0, default: 0] > 1 }
  }

  /// The diff of `old` to `new`; without `comparesContents`, every paired item counts as
  /// unchanged, so the changes hold no item update.
  static func changes(
    from old: [Section], to new: [Section], oldIdentities: [ItemIdentity],
    newIdentities: [ItemIdentity], comparesContents: Bool = true
  ) -> SectionedChanges<String, String> {
    // Two calls rather than one chosen closure: the common one keeps its literal closure.
    let changes =
      comparesContents
      ? SectionedChanges<String, ItemIdentity>(
        from: old, to: new,
        sectionID: \.identifier, items: \.cellModels,
        oldItemIDs: oldIdentities, newItemIDs: newIdentities, comparesItemsInPlace: true,
        isSectionContentEqual: { $0.hasIdenticalContent(to: $1) },
        isItemContentEqual: { old, new in old.hasSameContent(as: new) })
      : SectionedChanges<String, ItemIdentity>(
        from: old, to: new,
        sectionID: \.identifier, items: \.cellModels,
        oldItemIDs: oldIdentities, newItemIDs: newIdentities, comparesItemsInPlace: true,
        isSectionContentEqual: { $0.hasIdenticalContent(to: $1) },
        isItemContentEqual: { _, _ in true })
    return SectionedChanges(
      sectionDeletions: changes.sectionDeletions, sectionInsertions: changes.sectionInsertions,
      sectionMoves: changes.sectionMoves, sectionUpdates: changes.sectionUpdates,
      itemDeletions: changes.itemDeletions, itemInsertions: changes.itemInsertions,
      itemMoves: changes.itemMoves, itemUpdates: changes.itemUpdates,
      duplicateSections: changes.duplicateSections,
      duplicateItems: changes.duplicateItems.map(\.identifier))
  }

  /// The identifiers among `candidates` (repeated on either side of the diff) that are
  /// repeated in `sections`, with the sections they occur in.
  private static func duplicates(
    of candidates: [String], in sections: [Section]
  ) -> [ListDiagnostic.DuplicateItem] {
    guard !candidates.isEmpty else { return [] }
    var occurrences = Dictionary(uniqueKeysWithValues: candidates.map { ($0, [String]()) })
    for section in sections {
      for model in section.cellModels where occurrences[model.identifier] != nil {
        occurrences[model.identifier, default: []].append(section.identifier)
      }
    }
    return candidates.compactMap { identifier in
      guard let sections = occurrences[identifier], sections.count > 1 else { return nil }
      return ListDiagnostic.DuplicateItem(identifier: identifier, sections: sections)
    }
  }
}
