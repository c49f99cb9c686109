#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `DetailLabelCellModel`.
  public typealias DetailLabelCollectionViewCell = CatalogueCollectionViewCell<
    DetailLabelContentView
  >
  /// The table view cell of a `DetailLabelCellModel`.
  public typealias DetailLabelTableViewCell = CatalogueTableViewCell<DetailLabelContentView>

  /// Shows a `DetailLabelCellModel`: its title over its subtitle, its value and accessory at
  /// the trailing edge; dimmed when disabled. The row is one accessibility element: the title
  /// and subtitle are its label, the value its value.
  public final class DetailLabelContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: DetailLabelCellModel, sizing: Bool) {
      parts.title.text = model.title
      parts.title.textColor = CatalogueStyle.textColor(isEnabled: model.isEnabled)
      parts.subtitle.text = model.subtitle
      parts.subtitle.isHidden = model.subtitle.isEmpty
      parts.value.text = model.value
      parts.value.isHidden = model.value.isEmpty
      parts.accessory.show(model.accessory)
      isAccessibilityElement = true
      accessibilityLabel = CatalogueStyle.spoken(model.title, model.subtitle)
      accessibilityValue = model.value.isEmpty ? nil : model.value
      var traits = CatalogueStyle.traits(
        .staticText, isSelectable: model.selectionAction != nil, isEnabled: model.isEnabled)
      if model.accessory == .checkmark { traits.insert(.selected) }
      accessibilityTraits = traits
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.body)
      let subtitle = CatalogueStyle.label(.subheadline, color: .secondaryLabel)
      let value = CatalogueStyle.label(.body, color: .secondaryLabel)
      let accessory = AccessoryView(frame: .zero)

      init(in view: UIView) {
        let texts = CatalogueStyle.column([title, subtitle])
        view.pinEdges(
          of: CatalogueStyle.row([texts, value, accessory]), insets: CatalogueStyle.margins)
      }
    }
  }
#endif
