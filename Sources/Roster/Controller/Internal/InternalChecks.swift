/// Roster's internal consistency checks, in the spirit of swift-collections'
/// `COLLECTIONS_INTERNAL_CHECKS`: compiled in only when the `ROSTER_INTERNAL_CHECKS` condition
/// is defined, which `Package.swift` does for debug builds of the Roster target when the
/// environment says `ROSTER_INTERNAL_CHECKS=1` — the way Roster's own `swift test` runs (see
/// `.ci/run` and the README). Apps never set it, and without it every check is an empty
/// inlined function: no work, not even computing its arguments' counts.
enum InternalChecks {
  #if ROSTER_INTERNAL_CHECKS
    /// Whether the checks are compiled in.
    static let isEnabled = true

    /// Traps, naming the broken rule, when the stage about to be handed to the host breaks
    /// one of ``StageInvariants``.
    ///
    /// - Parameters:
    ///   - batch: The stage's batch.
    ///   - displayed: The sections the host shows before it.
    ///   - shown: The sections its data source answers after it.
    /// - Complexity: O(*S* + *B*) expected for *S* sections and *B* operations.
    static func checkStage(_ batch: BatchUpdate, from displayed: [Section], to shown: [Section]) {
      let invariants = StageInvariants(
        batch: batch, oldItemCounts: displayed.map(\.cellModels.count),
        newItemCounts: shown.map(\.cellModels.count))
      if let violation = invariants.violation() {
        fatalError(
          "Roster internal check (ROSTER_INTERNAL_CHECKS): the planned stage breaks "
            + "\(violation)\n\(batch)")
      }
    }
  #else
    /// Whether the checks are compiled in.
    static let isEnabled = false

    /// Does nothing: Roster was built without `ROSTER_INTERNAL_CHECKS`.
    @inline(__always)
    static func checkStage(_ batch: BatchUpdate, from displayed: [Section], to shown: [Section]) {}
  #endif
}
