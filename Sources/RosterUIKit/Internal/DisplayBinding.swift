#if canImport(UIKit)
  import UIKit

  /// Binds a displayed cell (or the cell a header or footer shows) to `model` for display;
  /// when the model's cell type cannot show it, reports why through `report` instead and
  /// returns `false`, leaving the cell as it was. Both hosts bind through it.
  @MainActor
  func bindForDisplay(
    _ view: UIView, to model: any CellModel, report: (ListDiagnostic) -> Void
  ) -> Bool {
    guard model.cellType.canShow(model) else {
      report(
        .cellTypeCannotShowModel(
          cellType: String(reflecting: model.cellType), modelType: "\(type(of: model))",
          itemIdentifier: model.identifier))
      return false
    }
    (view as? any ListCell)?.bind(cellModel: model, sizing: false)
    return true
  }
#endif
