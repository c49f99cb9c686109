/// The stress feed as a function of its model: one section per page, one row per item.
///
/// - Complexity: O(pages): the model keeps its cell models (see ``FeedModel``).
package enum FeedScreen {
  /// The sections that show `model`.
  package static func sections(for model: FeedModel) -> [Section] {
    model.pageModels.enumerated().map { page, models in
      Section(cellModels: models, identifier: "page-\(page)")
    }
  }
}
