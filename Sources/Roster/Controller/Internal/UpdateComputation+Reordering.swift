// A long list reordered as a whole (a table sorted by another column) is reloaded: its moves are
// far more than the policy animates. The full diff would still compare the content of every
// moved item — reading two models at unrelated places in memory each — only to learn which
// of them the reload shows anew, which a reload does not need to know. So the changes are
// first diffed by identity alone: an item whose content changed only adds operations (a
// reload where it stays, a deletion and an insertion for a move that needs a new cell), never
// removes one, so when the changes without contents are already too many to animate, the
// full changes are too, and the reload is decided without comparing any content.
extension UpdateComputation {
  /// Whether `new` may be a reordering of `old` with more moves than `limit`, told in one
  /// pass over the identities in place, no lookup: the same sections in the same order, each
  /// with as many items, the same identities by the sum of their hashes, and more than
  /// `limit` items whose identity is not the one displayed at their place (which the moves
  /// never outnumber). Only decides whether the diff by identity alone is worth trying first.
  ///
  /// - Complexity: O(*S* + *N*) for *S* sections and *N* items on each side.
  static func mayReorder(
    beyond limit: Int, from old: [Section], to new: [Section], oldIdentities: [ItemIdentity],
    newIdentities: [ItemIdentity]
  ) -> Bool {
    guard old.count == new.count, oldIdentities.count == newIdentities.count,
      newIdentities.count > limit
    else { return false }
    var displaced = 0
    var start = 0
    for (oldSection, newSection) in zip(old, new) {
      let count = newSection.cellModels.count
      guard oldSection.identifier == newSection.identifier,
        oldSection.cellModels.count == count, start + count <= newIdentities.count
      else { return false }
      var oldSum = 0
      var newSum = 0
      for offset in start..<(start + count) {
        let oldHash = oldIdentities[offset].hash
        let newHash = newIdentities[offset].hash
        oldSum &+= oldHash
        newSum &+= newHash
        if oldHash != newHash { displaced += 1 }
      }
      guard oldSum == newSum else { return false }
      start += count
    }
    return displaced > limit
  }

  /// The reload of `old` to `new` when it is certain without a diff: the list is not on screen
  /// and the policy reloads it then, or a sample of the new neighbours forces more operations
  /// than the policy animates (`ReorderingBound`); `nil` when neither is known. Only for a
  /// change that ``mayReorder(beyond:from:to:oldIdentities:newIdentities:)`` allows: the same
  /// sections, and items displaced, so that the changes are not empty.
  ///
  /// - Complexity: O(*N*) for *N* items, a look at each old item's kept hash.
  static func certainReload(
    from old: [Section], to new: [Section], oldIdentities: [ItemIdentity],
    newIdentities: [ItemIdentity], policy: UpdatePolicy, isOnScreen: Bool
  ) -> UpdatePlan? {
    if policy.reloadsWhenNotOnScreen && !isOnScreen { return .reload(.notOnScreen) }
    let limit = policy.maximumAnimatedOperations
    return ReorderingBound.operations(
      beyond: limit, from: old, to: new, oldIdentities: oldIdentities,
      newIdentities: newIdentities
    )
    .map { .reload(.tooManyOperations(count: $0, limit: limit)) }
  }

  /// The changes from `old` to `new` and, when they are too many to animate without their
  /// contents compared, the reload planned for them (their item updates are then not known);
  /// otherwise the full diff's changes and `nil`.
  ///
  /// - Complexity: the diff's, without its content comparisons when the plan is a reload, and
  ///   twice its pairing otherwise.
  static func changesOfReordering(
    from old: [Section], to new: [Section], oldIdentities: [ItemIdentity],
    newIdentities: [ItemIdentity], policy: UpdatePolicy, isOnScreen: Bool
  ) -> (changes: SectionedChanges<String, String>, reload: UpdatePlan?) {
    let byIdentity = changes(
      from: old, to: new, oldIdentities: oldIdentities, newIdentities: newIdentities,
      comparesContents: false)
    let outlined = byIdentity.updatingChangedOutlineRows(
      from: old, old.indices, to: new, new.indices)
    // Without contents, the only updates are outline rows' (rebound, no operation): what is
    // counted here is never more than the full changes' operations.
    let plan = UpdatePlanner(policy: policy).plan(
      outlined, oldSectionCount: old.count, newSectionCount: new.count,
      isOnScreen: isOnScreen, cellTypeChanged: { _ in false })
    if case .reload = plan { return (byIdentity, plan) }
    return (
      changes(from: old, to: new, oldIdentities: oldIdentities, newIdentities: newIdentities),
      nil
    )
  }
}
