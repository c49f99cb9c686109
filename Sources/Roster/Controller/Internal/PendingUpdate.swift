/// A requested state waiting to be diffed, with everyone who asked for it.
struct PendingUpdate {
  var sections: [Section]
  /// The section provider owning each section, when a ``SectionContainer`` made the request;
  /// empty when no section has one.
  var owners: [ObjectIdentifier?] = []
  var animated: Bool
  var completions: [@MainActor (Bool) -> Void]
  /// How many leading and trailing sections are known to be the same values in the state this
  /// request replaces; `nil` when unknown. A section provider's update knows: it replaced only
  /// its own slice, so only that slice needs a diff.
  var untouched: UntouchedSections?
  /// The controller's displayed revision when the request was made: ``untouched`` counts
  /// from a state with that revision, so it holds only while no interactive move has changed
  /// the displayed state since.
  var baseRevision = 0
  /// How many requests it answers once started: the queue's ``UpdateQueue/requestCount`` then,
  /// as the newest request coalesced into it is the newest of all.
  var number = 0
  /// Whether every section already shows its empty model: a section provider's update, which
  /// put them in its own slice and took the others from a state that had them.
  var showsEmptyModels = false
  /// The filter the first ``filteredSectionCount`` sections pass through before the diff,
  /// while one is on: ``sections`` are then what the app asked for, and the matching runs
  /// with the diff (``FilterPass``).
  var filter: ItemFilter?
  var filteredSectionCount = 0
  /// Whether a section may have an ``Section/outline`` to flatten, when the one who asked
  /// knows (a section provider's update: its slice, and the state it came from); `nil` when
  /// every section must be looked at.
  var mayHaveOutlines: Bool?
  /// The changes that lead to ``sections`` from the requested state before, when the
  /// controller spliced them itself (an outline node expanded or collapsed); they spare the
  /// diff while that state is still the displayed one.
  var knownRowChanges: KnownRowChanges?

  mutating func coalesce(with newer: PendingUpdate) {
    sections = newer.sections
    owners = newer.owners
    animated = newer.animated
    // The sections are the newer request's, and so is whether they show their empty models.
    showsEmptyModels = newer.showsEmptyModels
    filter = newer.filter
    filteredSectionCount = newer.filteredSectionCount
    mayHaveOutlines = newer.mayHaveOutlines
    // Known from the state the newer request was made in, which may not be displayed: checked
    // before the diff is spared (`KnownRowChanges.hold(from:to:)`).
    knownRowChanges = newer.knownRowChanges
    completions += newer.completions
    // Sections neither request touched stayed put through both, unless a move came between.
    untouched =
      baseRevision == newer.baseRevision
      ? untouched.flatMap { older in newer.untouched.map { older.intersection($0) } } : nil
  }
}

/// Leading and trailing sections a request left as they were.
struct UntouchedSections: Hashable, Sendable {
  var prefix: Int
  var suffix: Int

  func intersection(_ other: UntouchedSections) -> UntouchedSections {
    UntouchedSections(prefix: min(prefix, other.prefix), suffix: min(suffix, other.suffix))
  }

  /// The leading and trailing sections that are the very same values in `old` and `new`:
  /// same identifier and section content, and the same cell model array — not just
  /// equal models, the same storage, which an app gets by passing on the array it showed
  /// before (a view model re-emitting its state, a transaction or a provider leaving a section
  /// alone). Such sections cannot have changed, so they need no diff.
  ///
  /// - Complexity: O(*S*) for *S* sections, whatever the number of items.
  static func sameValues(in old: [Section], and new: [Section]) -> UntouchedSections {
    let limit = min(old.count, new.count)
    var prefix = 0
    while prefix < limit, isSameValue(old[prefix], new[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix,
      isSameValue(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    return UntouchedSections(prefix: prefix, suffix: suffix)
  }

  /// ``sameValues(in:and:)`` for states of which `claimed` is known to hold: the prefix and
  /// suffix are extended from the claim's ends only.
  ///
  /// - Complexity: O(*k*) for the *k* sections compared, at most those the claim leaves.
  static func sameValues(
    in old: [Section], and new: [Section], beyond claimed: UntouchedSections
  ) -> UntouchedSections {
    let limit = min(old.count, new.count)
    var prefix = min(claimed.prefix, limit)
    while prefix < limit, isSameValue(old[prefix], new[prefix]) { prefix += 1 }
    var suffix = min(claimed.suffix, limit - prefix)
    while suffix < limit - prefix,
      isSameValue(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    return UntouchedSections(prefix: prefix, suffix: suffix)
  }

  static func isSameValue(_ old: Section, _ new: Section) -> Bool {
    // The provider that owns a section does not matter to the diff; the snapshot built from
    // the request carries the new one.
    guard old.identifier == new.identifier, old.cellModels.count == new.cellModels.count
    else { return false }
    let sameStorage = old.cellModels.withUnsafeBufferPointer { oldModels in
      new.cellModels.withUnsafeBufferPointer { newModels in
        oldModels.baseAddress == newModels.baseAddress
      }
    }
    return sameStorage && old.hasIdenticalContent(to: new)
  }

  /// Both claims at once: each is a prefix and suffix of sections that did not change, so the
  /// longer prefix and the longer suffix hold too, as long as they do not overlap in a state
  /// of `count` sections (the shorter of the two states).
  func union(_ other: UntouchedSections, count: Int) -> UntouchedSections {
    let prefix = min(max(prefix, other.prefix), count)
    return UntouchedSections(
      prefix: prefix, suffix: min(max(suffix, other.suffix), count - prefix))
  }

  /// The range left to diff in a state of `count` sections, or `nil` when the counts do not fit
  /// it (the request was built against another state).
  func changedRange(in count: Int) -> Range<Int>? {
    guard prefix >= 0, suffix >= 0, prefix + suffix <= count else { return nil }
    return prefix..<(count - suffix)
  }
}
