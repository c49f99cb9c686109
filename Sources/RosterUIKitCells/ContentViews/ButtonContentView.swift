#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `ButtonCellModel`.
  public typealias ButtonCollectionViewCell = CatalogueCollectionViewCell<ButtonContentView>
  /// The table view cell of a `ButtonCellModel`.
  public typealias ButtonTableViewCell = CatalogueTableViewCell<ButtonContentView>

  /// Shows a `ButtonCellModel`: a button with its title in its role's colour (the tint, the
  /// secondary label colour, or red when destructive). Its primary action presses the model it
  /// is bound to (`ButtonCellModel.press()`), which does nothing when disabled; the button is
  /// the accessibility element, a button, not enabled when disabled.
  public final class ButtonContentView: UIView, CatalogueContentView {
    private var model: ButtonCellModel?
    private lazy var button: UIButton = {
      let button = CatalogueStyle.button()
      button.addAction(
        UIAction { [weak self] _ in self?.model?.press() }, for: .primaryActionTriggered)
      return pinEdges(of: button, insets: CatalogueStyle.margins)
    }()

    /// Shows `model`.
    public func bind(_ model: ButtonCellModel, sizing: Bool) {
      self.model = model
      button.setTitle(model.title, for: .normal)
      button.setTitleColor(Self.color(of: model.role), for: .normal)
      button.setTitleColor(.secondaryLabel, for: .disabled)
      button.isEnabled = model.isEnabled
    }

    /// The title colour of `role`.
    private static func color(of role: ButtonRole) -> UIColor {
      switch role {
      case .primary: .tintColor
      case .secondary: .secondaryLabel
      case .destructive: .systemRed
      }
    }
  }
#endif
