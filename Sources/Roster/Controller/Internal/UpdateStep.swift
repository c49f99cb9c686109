/// What an update computes before it is shown: its request filtered, when a filter is on,
/// then diffed and planned against the displayed snapshot. It holds only `Sendable` values,
/// so it runs on the main actor for short lists and off it for long ones.
struct UpdateStep: Sendable {
  /// What a step produced.
  struct Outcome: Sendable {
    /// The diff and plan; `nil` when the filter pass was cancelled.
    var computation: UpdateComputation?
    /// The sections to show: the requested ones, filtered when a filter is on.
    var sections: [Section]
    /// The filter pass as it ended, with what it learned; `nil` without a filter.
    var filter: FilterPass?
  }

  private let displayed: ListSnapshot
  private let requested: [Section]
  private let filter: FilterPass?
  private let policy: UpdatePolicy
  private let isOnScreen: Bool
  private let cellTypes: CellTypeResolution
  /// The sections known to be the same values on both sides, when known before filtering.
  private let untouched: UntouchedSections?
  /// The request's changes, when the controller knows them and they lead from the displayed
  /// state, with the displayed identities they are applied to: `nil` while a long first load's
  /// identities are still being made after it was shown, and then made by the step.
  private let known: (changes: KnownRowChanges, identities: [ItemIdentity]?)?
  /// What a step run off the main actor prepares for it, so that showing its result costs the
  /// main actor nothing per item; `nil` on the main actor.
  var handoff: Handoff?
  /// How many items a first load needs for its identities to be made after it is shown.
  var deferredIdentityCheckCount = UpdateComputation.deferredIdentityCheckCount

  /// What the main actor hands a step that runs off it.
  struct Handoff: Sendable {
    /// The identifiers of the items the controller tracks (displayed, prefetched, in the
    /// working range) and their neighbours: found in the new state with the diff when the
    /// plan is not a batch.
    var tracked: Set<String>
    /// The host's cell registry and its generation, whose entries `cellTypes` holds: the
    /// arriving models are resolved through them.
    var registry: ObjectIdentifier
    var registryGeneration: Int
  }
  /// How many items the step looks at, at most: what decides whether it runs off the main
  /// actor.
  let itemCount: Int

  /// - Parameters:
  ///   - claimed: Sections the request's maker knows it left alone (a section provider's
  ///     update), counted from the displayed state.
  init(
    displayed: ListSnapshot, requested: [Section], claimed: UntouchedSections?,
    filter: FilterPass?, known: KnownRowChanges? = nil, policy: UpdatePolicy, isOnScreen: Bool,
    cellTypes: CellTypeResolution
  ) {
    self.displayed = displayed
    self.requested = requested
    self.filter = filter
    self.policy = policy
    self.isOnScreen = isOnScreen
    self.cellTypes = cellTypes
    let old = displayed.sections
    if filter == nil, let known, known.hold(from: old, to: requested) {
      // Known changes need no diff even when the displayed identities are not made yet (a long
      // first load just shown): making them costs a hash an item, the diff far more.
      self.known = (known, displayed.itemIdentities)
      untouched = nil
      let changeCount =
        known.changes.itemDeletions.count + known.changes.itemInsertions.count
        + known.changes.itemUpdates.count
      itemCount =
        displayed.itemIdentities == nil
        ? Self.itemCount(of: old, excluding: nil) + changeCount : changeCount
      return
    }
    self.known = nil
    // Filtered sections are new arrays: which stay the same is known only once filtered.
    let untouched =
      filter == nil ? Self.untouched(in: old, and: requested, claimed: claimed) : nil
    self.untouched = untouched
    itemCount =
      Self.itemCount(of: old, excluding: untouched)
      + Self.itemCount(of: requested, excluding: untouched)
  }

  /// Filters and diffs; `isCancelled` is asked every few thousand items while filtering.
  ///
  /// - Complexity: the filter pass's (``FilterPass/run(_:isCancelled:)``) and the diff's
  ///   (``UpdateComputation``).
  func run(isCancelled: () -> Bool = { false }) -> Outcome {
    guard let pass = filter else {
      return Outcome(
        computation: computation(to: requested, untouched: untouched),
        sections: requested, filter: nil)
    }
    guard let filtered = pass.run(requested, isCancelled: isCancelled), !isCancelled() else {
      return Outcome(computation: nil, sections: requested, filter: pass)
    }
    let untouched = Self.untouched(in: displayed.sections, and: filtered, claimed: nil)
    return Outcome(
      computation: computation(to: filtered, untouched: untouched),
      sections: filtered, filter: pass)
  }

  /// The diff and plan from the displayed state to `sections`; off the main actor, with the
  /// arriving models' cell types and, when the plan is not a batch, the places of the tracked
  /// items in `sections` (see ``Handoff``).
  private func computation(
    to sections: [Section], untouched: UntouchedSections?
  ) -> UpdateComputation {
    var computation =
      known.map {
        UpdateComputation(
          from: displayed, known: $0.changes,
          identities: $0.identities ?? ItemIdentity.identities(of: displayed.sections),
          policy: policy, isOnScreen: isOnScreen, cellTypes: cellTypes)
      }
      ?? UpdateComputation(
        from: displayed, to: sections, untouched: untouched, policy: policy,
        isOnScreen: isOnScreen, cellTypes: cellTypes,
        deferringIdentityCheckFrom: deferredIdentityCheckCount)
    guard let handoff else { return computation }
    computation.resolveArrivingCellTypes(
      in: sections, by: cellTypes, registry: handoff.registry,
      generation: handoff.registryGeneration)
    switch computation.plan {
    case .reload, .unchanged:
      guard !handoff.tracked.isEmpty, let identities = computation.newIdentities else { break }
      computation.trackedPlaces = UpdateComputation.TrackedPlaces(
        searched: handoff.tracked,
        places: ListSnapshot.indexPaths(
          forIdentifiers: handoff.tracked, in: sections, identities: identities))
    case .batches:
      break
    }
    return computation
  }

  /// Sections the app passed on unchanged (the same arrays) need no diff, whoever asked. A
  /// claim (a provider's update) is extended from its own ends, so the sections it already
  /// covers are not compared one by one: a slice's update stays independent of the list.
  private static func untouched(
    in old: [Section], and new: [Section], claimed: UntouchedSections?
  ) -> UntouchedSections {
    if let claimed, claimed.changedRange(in: old.count) != nil,
      claimed.changedRange(in: new.count) != nil
    {
      return UntouchedSections.sameValues(in: old, and: new, beyond: claimed)
    }
    return UntouchedSections.sameValues(in: old, and: new)
  }

  private static func itemCount(
    of sections: [Section], excluding untouched: UntouchedSections?
  ) -> Int {
    let range = untouched?.changedRange(in: sections.count) ?? sections.indices
    return sections[range].reduce(0) { $0 + $1.cellModels.count }
  }
}
