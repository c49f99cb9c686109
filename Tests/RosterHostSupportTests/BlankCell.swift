import Roster

/// A cell no test binds: the cell type of the models these tests hand to components that never
/// make cells.
final class BlankCell: ListCell {
  func bind(cellModel: any CellModel, sizing: Bool) {}
  static func canShow(_ model: any CellModel) -> Bool { true }
  func showSelection(_ state: CellSelectionState) {}
}
