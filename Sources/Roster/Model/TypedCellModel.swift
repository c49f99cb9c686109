/// A cell model bound to one cell type, so that binding is checked at compile time.
///
/// <!-- snippet: fragment -->
/// ```swift
/// struct UserCellModel: TypedCellModel, Equatable {
///   typealias CellType = UserCell
///   let identifier: String
///   let name: String
/// }
/// ```
public protocol TypedCellModel: CellModel {
  /// The cell that shows this model.
  associatedtype CellType: TypedListCell where CellType.Model == Self
}

extension TypedCellModel {
  /// ``CellType``.
  public var cellType: any ListCell.Type { CellType.self }
}
