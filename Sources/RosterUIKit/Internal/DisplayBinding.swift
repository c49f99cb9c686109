#if canImport(UIKit)
  import UIKit

  /// Binds a displayed cell (or the cell a header or footer shows) to `model` for display;
  /// when `cellType`, the one the host's registry resolved for the model, cannot show it,
  /// reports why through `report` instead and returns `false`, leaving the cell as it was. Both
  /// hosts bind through it.
  @MainActor
  func bindForDisplay(
    _ view: UIView, to model: any CellModel, shownBy cellType: any ListCell.Type,
    report: (ListDiagnostic) -> Void
  ) -> Bool {
    guard cellType.canShow(model) else {
      report(
        .cellTypeCannotShowModel(
          cellType: String(reflecting: cellType), modelType: "\(type(of: model))",
          itemIdentifier: model.identifier))
      return false
    }
    (view as? any ListCell)?.bind(cellModel: model, sizing: false)
    return true
  }
#endif
