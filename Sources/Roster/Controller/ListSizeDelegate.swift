import Foundation

/// Decides the size of cells whose model asks for ``CellSize/relative``: sizes that depend on
/// the cell's siblings or on the container (a grid that fits as many cells as the width
/// allows, a cell as tall as the tallest of its row).
///
/// Relative sizes are not cached: the delegate is asked every time the list needs one.
@MainActor
public protocol ListSizeDelegate: AnyObject {
  /// The size of `model`'s cell.
  ///
  /// - Parameters:
  ///   - model: The model whose cell is being sized.
  ///   - sectionModels: The models of the section it is in (the model among them), or just
  ///     the model when it is sized outside any section.
  ///   - containerSize: The size of the area the list lays cells out in.
  func size(
    for model: any CellModel, sectionModels: [any CellModel], containerSize: CGSize
  ) -> CGSize
}
