import Foundation

extension ControllerDataSource: ItemFilteringEvents {
  var filterQuery: String? { controller?.filterQuery }

  func filterItems(matching query: String?) {
    controller?.filterItems(matching: query)
  }
}
