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

#if canImport(UIKit)
  import UIKit

  /// A cell that remembers whether the host gave it a model's accessibility, so that the host
  /// takes it back when the cell shows a model without any: Roster's base cells.
  @MainActor
  protocol ModelAccessibilityHolding: UIView {
    var showsModelAccessibility: Bool { get set }
  }

  /// A custom accessibility action made from one of an item's actions.
  final class ItemAccessibilityAction: UIAccessibilityCustomAction {}

  /// Gives `view`, which shows `model`, the model's accessibility (`AccessibleCellModel`) and
  /// its actions (`ActionableCellModel`) as custom actions that run on the item wherever it is
  /// when chosen; takes back what the host gave it for a former model that had them. Both
  /// hosts call it after every display binding.
  @MainActor
  func applyAccessibility(
    of model: any CellModel, to view: UIView, dataSource: (any ListDataSource)?
  ) {
    let holder = view as? any ModelAccessibilityHolding
    if let accessible = model as? any AccessibleCellModel {
      let accessibility = accessible.accessibility
      view.isAccessibilityElement = true
      view.accessibilityLabel = accessibility.label
      view.accessibilityValue = accessibility.value
      view.accessibilityHint = accessibility.hint
      view.accessibilityTraits = UIAccessibilityTraits(accessibility.traits)
      holder?.showsModelAccessibility = true
    } else if let holder, holder.showsModelAccessibility {
      view.isAccessibilityElement = false
      view.accessibilityLabel = nil
      view.accessibilityValue = nil
      view.accessibilityHint = nil
      view.accessibilityTraits = .none
      holder.showsModelAccessibility = false
    }
    let actions = (model as? any ActionableCellModel)?.itemActions ?? []
    guard !actions.isEmpty else {
      if view.accessibilityCustomActions?.contains(where: { $0 is ItemAccessibilityAction }) == true
      {
        view.accessibilityCustomActions = nil
      }
      return
    }
    let identifier = model.identifier
    view.accessibilityCustomActions = actions.map { action in
      ItemAccessibilityAction(name: action.title) { [weak dataSource] _ in
        dataSource?.performAction(action.identifier, onItem: identifier) ?? false
      }
    }
  }

  extension UIAccessibilityTraits {
    /// UIKit's traits for a model's `CellAccessibility.Traits`.
    init(_ traits: CellAccessibility.Traits) {
      self = .none
      let pairs: [(CellAccessibility.Traits, UIAccessibilityTraits)] = [
        (.button, .button), (.header, .header), (.image, .image), (.staticText, .staticText),
        (.selected, .selected), (.notEnabled, .notEnabled),
        (.updatesFrequently, .updatesFrequently),
      ]
      for (model, uiKit) in pairs where traits.contains(model) { formUnion(uiKit) }
    }
  }
#endif
