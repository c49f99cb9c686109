/// The filter a controller applies, and what the app asked for beneath it.
///
/// While a filter with terms is on, every request is recorded here whole (``requested``) and
/// queued with the filter (``PendingUpdate/filter``), so that
/// ``ListController/requestedSections`` — which transactions and section providers build on —
/// stays what the app asked for, and clearing the filter shows exactly that. The matching runs
/// with the request's diff (``FilterPass``), off the main actor for long lists; the displayed
/// snapshot holds filtered sections.
struct FilterState {
  /// The query as the app or the user last set it; `nil` when none was set.
  var query: String?
  /// How ``query`` is matched.
  private(set) var matching = ItemFilter.Matching.allTerms
  /// The table column ``query`` is searched in, or `nil` for the items' whole search text.
  private(set) var column: Int?
  /// The filter applied to requests: `nil` when ``query`` has no terms, so nothing is hidden.
  private(set) var filter: ItemFilter?
  /// The newest sections the app asked for, unfiltered, while ``filter`` is on; `nil` otherwise.
  var requested: [Section]?
  /// What ``filter`` found in the items seen while it is on; `nil` while a pass has it.
  private var memo: SearchTextMemo? = SearchTextMemo()
  /// The last pass's sections and result, which a refining query filters further.
  private var lastResult: FilterPass.Result?
  /// Cancels the pass running off the main actor, if any.
  private var cancelRunningPass: (() -> Void)?

  /// Sets the query, returning whether the filter applied changed. A changed filter cancels
  /// the pass in flight: its result would be dropped.
  mutating func setQuery(_ newQuery: String?) -> Bool {
    setQuery(newQuery, matching: matching, column: column)
  }

  /// Sets how the query is matched, returning whether the filter applied changed.
  mutating func setMatching(_ newMatching: ItemFilter.Matching) -> Bool {
    setQuery(query, matching: newMatching, column: column)
  }

  /// Sets the table column the query is searched in, returning whether the filter applied
  /// changed.
  mutating func setColumn(_ newColumn: Int?) -> Bool {
    setQuery(query, matching: matching, column: newColumn)
  }

  private mutating func setQuery(
    _ newQuery: String?, matching newMatching: ItemFilter.Matching, column newColumn: Int?
  ) -> Bool {
    query = newQuery
    matching = newMatching
    column = newColumn
    let newFilter = newQuery.map { ItemFilter(query: $0, matching: newMatching, column: newColumn) }
      .flatMap { $0.isEmpty ? nil : $0 }
    defer { filter = newFilter }
    if newFilter == nil {
      memo = SearchTextMemo()
      lastResult = nil
    }
    guard !(newFilter?.findsTheSame(as: filter) ?? (filter == nil)) else { return false }
    cancelRunningPass?()
    cancelRunningPass = nil
    return true
  }

  /// A pass of `filter` over the first `sectionCount` sections of a request, holding the memo
  /// until ``finish(_:)`` gives it back.
  mutating func startPass(_ filter: ItemFilter, sectionCount: Int) -> FilterPass {
    defer { memo = nil }
    return FilterPass(
      filter: filter, sectionCount: sectionCount, memo: memo ?? SearchTextMemo(),
      previous: lastResult)
  }

  /// The match counts of the latest filtered requests applied, by request number: the count
  /// a host shows must be that of the rows it shows, not of a pass whose rows wait to be shown.
  private var appliedMatchCounts: [(request: Int, count: Int)] = []

  /// Records that request `number`, whose pass found `count` items (`nil`: not filtered), is
  /// being shown.
  mutating func recordMatchCount(_ count: Int?, ofRequest number: Int) {
    guard let count else { return }
    appliedMatchCounts.append((number, count))
    if appliedMatchCounts.count > 2 { appliedMatchCounts.removeFirst() }
  }

  /// How many items the pass of request `number` found, outline ancestors shown as context not
  /// counted; `nil` while no filter is on, or when that request's count is not known.
  func matchCount(ofRequest number: Int) -> Int? {
    guard filter != nil else { return nil }
    return appliedMatchCounts.last { $0.request == number }?.count
  }

  /// Records how to cancel the pass started last, while it runs off the main actor.
  mutating func passRuns(cancel: @escaping () -> Void) {
    cancelRunningPass = cancel
  }

  /// Takes back what `pass` learned, when its filter is still the one on.
  mutating func finish(_ pass: FilterPass) {
    cancelRunningPass = nil
    guard let filter else { return }
    if memo == nil || pass.filter.findsTheSame(as: filter) { memo = pass.takeMemo() }
    if let result = pass.result, result.filter.findsTheSame(as: filter) { lastResult = result }
  }

  /// Whether a request filtered by `requestFilter` (`nil`: shown whole) shows what this state
  /// filters by now.
  func isCurrent(_ requestFilter: ItemFilter?) -> Bool {
    requestFilter?.findsTheSame(as: filter) ?? (filter == nil)
  }
}
