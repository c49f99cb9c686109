#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `ToggleCellModel`.
  public typealias ToggleCollectionViewCell = CatalogueCollectionViewCell<ToggleContentView>
  /// The table view cell of a `ToggleCellModel`.
  public typealias ToggleTableViewCell = CatalogueTableViewCell<ToggleContentView>

  /// Shows a `ToggleCellModel`: its title over its subtitle, and a switch.
  ///
  /// The switch shows the bound model's `isOn` and nothing else: a flip calls the model's
  /// `onChange` with the new value, then the switch shows the value of the model the view is
  /// bound to by then, until the app's update binds a model that holds the new value. A
  /// disabled switch reports nothing. The row is one accessibility element: the title and
  /// subtitle are its label, "On" or "Off" its value, and activating it (selecting the row)
  /// toggles it.
  public final class ToggleContentView: UIView, CatalogueContentView {
    private var model: ToggleCellModel?
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: ToggleCellModel, sizing: Bool) {
      self.model = model
      parts.title.text = model.title
      parts.title.textColor = CatalogueStyle.textColor(isEnabled: model.isEnabled)
      parts.subtitle.text = model.subtitle
      parts.subtitle.isHidden = model.subtitle.isEmpty
      parts.toggle.isEnabled = model.isEnabled
      if parts.toggle.isOn != model.isOn { parts.toggle.setOn(model.isOn, animated: !sizing) }
      isAccessibilityElement = true
      accessibilityLabel = CatalogueStyle.spoken(model.title, model.subtitle)
      accessibilityValue = model.isOn ? "On" : "Off"
      accessibilityTraits = CatalogueStyle.traits(
        .none, isSelectable: true, isEnabled: model.isEnabled)
    }

    /// Reports the flipped switch's value, then shows the bound model's again.
    private func switchFlipped() {
      if let model, model.isEnabled, parts.toggle.isOn != model.isOn {
        model.onChange(model, parts.toggle.isOn)
      }
      parts.toggle.setOn(self.model?.isOn ?? false, animated: true)
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.body)
      let subtitle = CatalogueStyle.label(.subheadline, color: .secondaryLabel)
      let toggle = UISwitch(frame: .zero)

      init(in view: ToggleContentView) {
        toggle.addAction(
          UIAction { [weak view] _ in view?.switchFlipped() }, for: .valueChanged)
        view.pinEdges(
          of: CatalogueStyle.row([CatalogueStyle.column([title, subtitle]), toggle]),
          insets: CatalogueStyle.margins)
      }
    }
  }
#endif
