#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `ToggleCellModel`.
  public typealias ToggleCollectionViewCell = CatalogueCollectionViewCell<ToggleContentView>
  /// The table view cell of a `ToggleCellModel`.
  public typealias ToggleTableViewCell = CatalogueTableViewCell<ToggleContentView>

  /// Shows a `ToggleCellModel`: its title over its subtitle, and a switch.
  ///
  /// The switch shows the bound model's `isOn` until the user flips it: a flip calls the
  /// model's `onChange` with the new value, and the switch keeps showing it, so that a second
  /// flip before the app's update arrives asks for the value back. Bindings to states the app
  /// asked for before the flip leave the switch as it is; the first state asked for after it is
  /// the app's answer, which the switch shows (an app refuses a flip by updating with its value
  /// unchanged). Outside a Roster list the switch shows its model again at once. A disabled
  /// switch reports nothing. The row is one accessibility element: the title and
  /// subtitle are its label, "On" or "Off" its value, and activating it (selecting the row)
  /// toggles it.
  public final class ToggleContentView: UIView, CatalogueContentView {
    private var model: ToggleCellModel?
    private var held = HeldInput()
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: ToggleCellModel, sizing: Bool) {
      self.model = model
      parts.title.text = model.title
      parts.title.textColor = CatalogueStyle.textColor(isEnabled: model.isEnabled)
      parts.subtitle.text = model.subtitle
      parts.subtitle.isHidden = model.subtitle.isEmpty
      parts.toggle.isEnabled = model.isEnabled
      if sizing || held.isAnswered(in: self), parts.toggle.isOn != model.isOn {
        parts.toggle.setOn(model.isOn, animated: !sizing)
      }
      isAccessibilityElement = true
      accessibilityLabel = CatalogueStyle.spoken(model.title, model.subtitle)
      accessibilityValue = parts.toggle.isOn ? "On" : "Off"
      accessibilityTraits = CatalogueStyle.traits(
        .none, isSelectable: true, isEnabled: model.isEnabled)
    }

    /// Reports the flipped switch's value and keeps showing it until the app answers; a
    /// disabled switch goes back to its model's value.
    private func switchFlipped() {
      guard let model, model.isEnabled else {
        parts.toggle.setOn(self.model?.isOn ?? false, animated: true)
        return
      }
      held.willReport(from: self)
      model.onChange(model, parts.toggle.isOn)
      // An answer applied at once (or no list to answer) shows the model now.
      if held.isAnswered(in: self), let bound = self.model, parts.toggle.isOn != bound.isOn {
        parts.toggle.setOn(bound.isOn, animated: true)
      }
      accessibilityValue = parts.toggle.isOn ? "On" : "Off"
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
