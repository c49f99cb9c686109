import Foundation

/// The user filtering the list by typing a query, as a ``ListHost`` reports it: an event family
/// that the data source a ``ListController`` installs implements (the controller's
/// ``ListController/filterItems(matching:animated:completion:)``).
///
/// It is not part of ``ListDataSource``, so data sources written before it still conform; a
/// host asks for it (`dataSource as? any ItemFilteringEvents`) and offers filtering only when
/// its data source can filter.
///
/// ```swift
/// @MainActor func userTyped(_ query: String, in host: some ListHost) {
///   (host.dataSource as? any ItemFilteringEvents)?.filterItems(matching: query)
/// }
/// ```
@MainActor
public protocol ItemFilteringEvents: AnyObject {
  /// The query the list is filtered by, or `nil` for none.
  var filterQuery: String? { get }

  /// How the query is found in the items, which a host needs to highlight why a row matched;
  /// ``ItemFilter/Matching/allTerms`` unless the data source says otherwise.
  var filterMatching: ItemFilter.Matching { get }

  /// How many items match the query, or `nil` when the data source does not say (the host
  /// then counts the rows it shows).
  var filterMatchCount: Int? { get }

  /// The table column the query is searched in, or `nil` for the items' whole text; a host
  /// sets it when the user picks a column, if the data source can search one (`nil` always
  /// unless the data source says otherwise).
  var filterColumn: Int? { get set }

  /// Shows only the items that match `query` (see ``ItemFilter``), animated; `nil`, or a query
  /// with no terms, shows every item again. The host sees the change as an ordinary batch.
  func filterItems(matching query: String?)
}

extension ItemFilteringEvents {
  /// ``ItemFilter/Matching/allTerms``: every term anywhere.
  public var filterMatching: ItemFilter.Matching { .allTerms }

  /// `nil`: the host counts the rows it shows.
  public var filterMatchCount: Int? { nil }

  /// `nil`, and setting it does nothing: the data source searches the items' whole text.
  public var filterColumn: Int? {
    get { nil }
    set {}
  }
}
