import Foundation

/// A cell model that says which text finds it when the list is filtered
/// (``ListController/filterQuery``).
///
/// ```swift
/// struct ArticleModel: TypedCellModel, SearchableCellModel, Equatable {
///   typealias CellType = ArticleCell
///   let identifier: String
///   let title: String
///   let body: String
///
///   var searchText: String { "\(title) \(body)" }
/// }
///
/// final class ArticleCell: TypedListCell {
///   func bind(model: ArticleModel, sizing: Bool) {}
/// }
/// ```
///
/// A model that does not adopt it is found by its accessibility label
/// (``AccessibleCellModel``'s `accessibility.label`), which already names the item in words. A
/// model with neither is never matched by a query with words in it: it is hidden while such a
/// filter is on. How text matches is ``ItemFilter``'s to say.
public protocol SearchableCellModel: CellModel {
  /// The text a filter's query is looked for in: what the item shows in words, usually.
  var searchText: String { get }
}
