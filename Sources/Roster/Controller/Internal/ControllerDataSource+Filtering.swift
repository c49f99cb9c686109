import Foundation

extension ControllerDataSource: ItemFilteringEvents {
  var filterQuery: String? { controller?.filterQuery }

  var filterMatching: ItemFilter.Matching { controller?.filterMatching ?? .allTerms }

  var filterMatchCount: Int? { controller?.filterMatchCount }

  var filterColumn: Int? {
    get { controller?.filterColumn }
    set { controller?.filterColumn = newValue }
  }

  func filterItems(matching query: String?) {
    controller?.filterItems(matching: query)
  }
}
