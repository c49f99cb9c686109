/// The stress feed as a function of its model: one section, one row per item.
///
/// - Complexity: O(1): the model keeps its cell models (see ``FeedModel``).
public enum FeedScreen {
  /// The sections that show `model`.
  public static func sections(for model: FeedModel) -> [Section] {
    [Section(cellModels: model.cellModels, identifier: "feed")]
  }
}
