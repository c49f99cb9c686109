import Foundation

extension ControllerDataSource: ItemFilteringEvents {
  var filterQuery: String? { controller?.filterQuery }

  var filterMatching: ItemFilter.Matching { controller?.filterMatching ?? .allTerms }

  var filterMatchCount: Int? { controller?.filterMatchCount }

  func filterItems(matching query: String?) {
    controller?.filterItems(matching: query)
  }
}
