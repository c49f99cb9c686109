#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of an `IconLabelCellModel`.
  public typealias IconLabelCollectionViewCell = CatalogueCollectionViewCell<IconLabelContentView>
  /// The table view cell of an `IconLabelCellModel`.
  public typealias IconLabelTableViewCell = CatalogueTableViewCell<IconLabelContentView>

  /// Shows an `IconLabelCellModel`: its icon's SF Symbol, its text, wrapped, and its accessory;
  /// dimmed when disabled. The row is one accessibility element whose label is the icon's
  /// label, if it has one, and the text.
  public final class IconLabelContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: IconLabelCellModel, sizing: Bool) {
      parts.icon.image = UIImage(systemName: model.icon.symbolName)
      parts.label.text = model.text
      parts.label.textColor = CatalogueStyle.textColor(isEnabled: model.isEnabled)
      parts.accessory.show(model.accessory)
      isAccessibilityElement = true
      accessibilityLabel = CatalogueStyle.spoken(model.icon.accessibilityLabel, model.text)
      var traits = CatalogueStyle.traits(
        .staticText, isSelectable: model.selectionAction != nil, isEnabled: model.isEnabled)
      if model.accessory == .checkmark { traits.insert(.selected) }
      accessibilityTraits = traits
    }

    @MainActor
    private struct Parts {
      /// The icon's side, in points: the icons of a list line up whatever their symbols.
      static let iconSide: CGFloat = 24

      let icon = UIImageView(frame: .zero)
      let label = CatalogueStyle.label(.body)
      let accessory = AccessoryView(frame: .zero)

      init(in view: UIView) {
        icon.contentMode = .scaleAspectFit
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          icon.widthAnchor.constraint(equalToConstant: Self.iconSide),
          icon.heightAnchor.constraint(equalToConstant: Self.iconSide),
        ])
        view.pinEdges(
          of: CatalogueStyle.row([icon, label, accessory], expanding: label),
          insets: CatalogueStyle.margins)
      }
    }
  }
#endif
