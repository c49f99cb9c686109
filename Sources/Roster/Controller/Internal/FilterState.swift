/// The filter a controller applies, and what the app asked for beneath it.
///
/// While a filter with terms is on, every request is recorded here whole (``requested``)
/// before its sections are filtered, so that ``ListController/requestedSections`` — which
/// transactions and section providers build on — stays what the app asked for, and clearing
/// the filter shows exactly that. The queue and the displayed snapshot hold filtered sections.
struct FilterState {
  /// The query as the app or the user last set it; `nil` when none was set.
  var query: String?
  /// The filter applied to requests: `nil` when ``query`` has no terms, so nothing is hidden.
  var filter: ItemFilter?
  /// The newest sections the app asked for, unfiltered, while ``filter`` is on; `nil` otherwise.
  var requested: [Section]?
  /// What ``filter`` found in the items seen while it is on.
  private var memo = SearchTextMemo()

  /// Sets the query, returning whether the filter applied changed.
  mutating func setQuery(_ newQuery: String?) -> Bool {
    query = newQuery
    let newFilter = newQuery.map(ItemFilter.init(query:)).flatMap { $0.isEmpty ? nil : $0 }
    defer { filter = newFilter }
    if newFilter == nil { memo = SearchTextMemo() }
    return newFilter?.terms != filter?.terms
  }

  /// `sections` with only the items ``filter`` lets through; `sections` when it is off.
  mutating func filtered(_ sections: [Section]) -> [Section] {
    guard let filter else { return sections }
    return memo.filtering(sections, by: filter)
  }
}
