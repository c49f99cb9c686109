import Foundation

/// Which of a list's recurring problems were reported already: each is a property of types,
/// not of an item, so it is reported the first time it shows and never again, however many
/// rows or frames meet it.
///
/// Causes are told apart by the names of their types, as the diagnostics name them.
struct OnceOnlyDiagnostics {
  /// The pairs of model type and cell type already reported as unable to bind.
  private var mismatches: Set<String> = []
  /// The pairs of model type and action identifier already reported as conflicting.
  private var actionConflicts: Set<String> = []

  /// Whether a cell of `cellType` failing to show a model of `modelType` is to be reported now:
  /// only the first time for the pair.
  mutating func isFirstMismatch(modelType: Any.Type, cellType: Any.Type) -> Bool {
    mismatches.insert("\(modelType)→\(cellType)").inserted
  }

  /// Whether the conflicting action `actionIdentifier` of models of `modelType` is to be
  /// reported now: only the first time for the pair.
  mutating func isFirstActionConflict(modelType: Any.Type, actionIdentifier: String) -> Bool {
    actionConflicts.insert("\(modelType)\u{0}\(actionIdentifier)").inserted
  }
}
