import Foundation

extension SimulatedListHost {
  /// Filters the list as a user typing in its search field would: hands `query` to the data
  /// source's `ItemFilteringEvents.filterItems(matching:)` (a `ListController` shows only
  /// the items that match, animated; `nil` shows them all again). Settle the host
  /// (``settle(finished:)``) to see the result.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// let host = SimulatedListHost()
  /// let controller = ListController(host: host)
  /// let feed = Section(cellModels: posts.map(PostCellModel.init), identifier: "feed")
  /// controller.update(with: [feed])
  /// host.filterItems(matching: "diffing")
  /// host.settle()
  /// ```
  ///
  /// - Returns: Whether the data source filters (`false`, doing nothing, when it is not an
  ///   `ItemFilteringEvents`).
  @discardableResult
  public func filterItems(matching query: String?) -> Bool {
    guard let filtering = dataSource as? any ItemFilteringEvents else { return false }
    filtering.filterItems(matching: query)
    return true
  }
}
