#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `LabelCellModel`.
  public typealias LabelCollectionViewCell = CatalogueCollectionViewCell<LabelContentView>
  /// The table view cell of a `LabelCellModel`.
  public typealias LabelTableViewCell = CatalogueTableViewCell<LabelContentView>

  /// Shows a `LabelCellModel`: its text in its role's Dynamic Type font, wrapped, with its
  /// accessory at the trailing edge; dimmed when disabled. The row is one accessibility
  /// element whose label is the text.
  public final class LabelContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: LabelCellModel, sizing: Bool) {
      parts.label.font = UIFont.preferredFont(
        forTextStyle: CatalogueStyle.textStyle(model.role))
      parts.label.text = model.text
      parts.label.textColor = CatalogueStyle.textColor(isEnabled: model.isEnabled)
      parts.accessory.show(model.accessory)
      isAccessibilityElement = true
      accessibilityLabel = model.text
      var traits = CatalogueStyle.traits(
        .staticText, isSelectable: model.selectionAction != nil, isEnabled: model.isEnabled)
      if model.accessory == .checkmark { traits.insert(.selected) }
      accessibilityTraits = traits
    }

    @MainActor
    private struct Parts {
      let label = CatalogueStyle.label(.body)
      let accessory = AccessoryView(frame: .zero)

      init(in view: UIView) {
        view.pinEdges(of: CatalogueStyle.row([label, accessory]), insets: CatalogueStyle.margins)
      }
    }
  }
#endif
