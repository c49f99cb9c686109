/// A view that shows cell models: a `UICollectionViewCell` subclass on UIKit, a terminal cell
/// on RosterTerminal.
///
/// Cells are not written against this protocol directly but against ``TypedListCell``, whose
/// binding is type-checked; the erased ``bind(cellModel:sizing:)`` comes with it. Cells live on
/// the main actor, as UIKit's do: every host binds and draws them there.
@MainActor
public protocol ListCell: AnyObject {
  /// Shows `cellModel`. With `sizing: true` the cell is a template being measured and should
  /// skip work that does not change its size (loading images, starting animations).
  func bind(cellModel: any CellModel, sizing: Bool)

  /// Whether cells of this type can show `model`; hosts check before binding and report a
  /// ``ListDiagnostic/cellTypeCannotShowModel(cellType:modelType:itemIdentifier:)`` instead.
  /// A ``TypedListCell`` can show its `Model`; other cells, anything (by default).
  static func canShow(_ model: any CellModel) -> Bool
  /// Shows whether its item is selected, and whether the list is in edit mode; hosts call it
  /// after each bind and whenever the state changes. Does nothing by default: UIKit cells show
  /// the platform's selected state on their own, and a terminal list draws a mark beside them.
  func showSelection(_ state: CellSelectionState)
}

extension ListCell {
  /// Any model, by default.
  public static func canShow(_ model: any CellModel) -> Bool { true }
  /// Does nothing.
  public func showSelection(_ state: CellSelectionState) {}
}
