/// The newest requested state not yet applied, and the completions of every request it
/// stands for, in call order: older requests coalesced into it are never diffed, but their
/// callers still hear when the list shows a state at least as new as theirs.
struct _PendingUpdate {
  var sections: [Section]
  var animated: Bool
  var completions: [@MainActor (Bool) -> Void]

  /// Folds a newer request into this one: its state wins, its completion runs after ours.
  mutating func coalesce(with newer: _PendingUpdate) {
    sections = newer.sections
    animated = newer.animated
    completions += newer.completions
  }
}
