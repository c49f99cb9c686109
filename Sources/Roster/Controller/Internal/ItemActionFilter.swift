/// Offers each of an item's actions by a unique identifier, reporting the ones left out once.
///
/// Running an action by its identifier would run the first action with that identifier, so a
/// later action with the same identifier can never run as declared: it is left out, and the app
/// hears about it once per model type and identifier rather than at every look at the item.
@MainActor
struct ItemActionFilter {
  /// The pairs of model type and action identifier already reported as duplicated.
  private var reported: Set<String> = []

  /// `model`'s actions, each identifier once, at its first occurrence.
  ///
  /// - Complexity: O(*a*) for *a* actions.
  mutating func uniqueActions(
    of model: any ActionableCellModel, report: (ListDiagnostic) -> Void
  ) -> [ItemAction] {
    let actions = model.itemActions
    guard actions.count > 1 else { return actions }
    var seen = Set<String>()
    var unique: [ItemAction] = []
    unique.reserveCapacity(actions.count)
    for action in actions {
      if seen.insert(action.identifier).inserted {
        unique.append(action)
      } else if reported.insert("\(type(of: model))\u{0}\(action.identifier)").inserted {
        report(
          .conflictingItemAction(
            itemIdentifier: model.identifier, actionIdentifier: action.identifier,
            reason:
              "another action of the item has the same identifier; only the first is offered"))
      }
    }
    return unique
  }
}
