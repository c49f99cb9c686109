/// A cell model whose cell the user may drag to another position (rule R18: items move,
/// sections never do).
public protocol ReorderableCellModel: CellModel {
  /// Whether the cell may be dragged now.
  var isReorderable: Bool { get }
}
