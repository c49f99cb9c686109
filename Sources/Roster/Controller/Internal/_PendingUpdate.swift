/// A requested state waiting to be diffed, with everyone who asked for it.
struct _PendingUpdate {
  var sections: [Section]
  var animated: Bool
  var completions: [@MainActor (Bool) -> Void]
  /// How many leading and trailing sections are known to be the same values in the state this
  /// request replaces; `nil` when unknown. A section provider's update knows: it replaced only
  /// its own slice, so only that slice needs a diff.
  var untouched: _UntouchedSections?
  /// The controller's displayed revision when the request was made: ``untouched`` counts
  /// from a state with that revision, so it holds only while no interactive move has changed
  /// the displayed state since.
  var baseRevision = 0

  mutating func coalesce(with newer: _PendingUpdate) {
    sections = newer.sections
    animated = newer.animated
    completions += newer.completions
    // Sections neither request touched stayed put through both, unless a move came between.
    untouched =
      baseRevision == newer.baseRevision
      ? untouched.flatMap { older in newer.untouched.map { older.intersection($0) } } : nil
  }
}

/// Leading and trailing sections a request left as they were.
struct _UntouchedSections: Hashable, Sendable {
  var prefix: Int
  var suffix: Int

  func intersection(_ other: _UntouchedSections) -> _UntouchedSections {
    _UntouchedSections(prefix: min(prefix, other.prefix), suffix: min(suffix, other.suffix))
  }

  /// The range left to diff in a state of `count` sections, or `nil` when the counts do not fit
  /// it (the request was built against another state).
  func changedRange(in count: Int) -> Range<Int>? {
    guard prefix >= 0, suffix >= 0, prefix + suffix <= count else { return nil }
    return prefix..<(count - suffix)
  }
}
